package dev.cvg.golden;

import com.github.difflib.DiffUtils;
import com.github.difflib.UnifiedDiffUtils;
import com.github.difflib.patch.Patch;
import java.util.List;

/**
 * Line diffs in unified format for golden-test failures, computed and rendered by
 * java-diff-utils ({@code io.github.java-diff-utils}: Myers' algorithm,
 * {@link UnifiedDiffUtils#generateUnifiedDiff}).
 *
 * <p>What cvg adds: a text whose last line lacks its newline differs from the same text with one,
 * and the diff says so with {@code \ No newline at end of file} after that line, as
 * {@code diff -u} does ({@link DiffLines#keys()} marks the line; the marker is rendered here).
 * Hunk headers are the library's: always with counts, an empty side numbered by the line it
 * would follow plus one ({@code @@ -1,0 +1,2 @@}).
 *
 * <pre>
 *   a: x y z        --- expected
 *   b: x q z        +++ actual
 *                   {@literal @@} -1,3 +1,3 {@literal @@}
 *                    x
 *                   -y
 *                   +q
 *                    z
 * </pre>
 */
public final class UnifiedDiff {
  private UnifiedDiff() {}

  /**
   * Returns the unified diff of two texts, or the empty string if they are equal.
   *
   * @param nameA the header name of the first text ({@code --- nameA})
   * @param nameB the header name of the second text ({@code +++ nameB})
   * @param context the number of unchanged lines shown around each change
   */
  public static String diff(String nameA, String textA, String nameB, String textB, int context) {
    if (textA.equals(textB)) {
      return "";
    }
    List<String> a = DiffLines.of(textA).keys();
    List<String> b = DiffLines.of(textB).keys();
    Patch<String> patch = DiffUtils.diff(a, b);
    StringBuilder sb = new StringBuilder();
    for (String line : UnifiedDiffUtils.generateUnifiedDiff(nameA, nameB, a, patch, context)) {
      if (line.endsWith(DiffLines.NO_NEWLINE)) {
        sb.append(line, 0, line.length() - DiffLines.NO_NEWLINE.length()).append("\n\\ No newline at end of file\n");
      } else {
        sb.append(line).append('\n');
      }
    }
    return sb.toString();
  }
}
