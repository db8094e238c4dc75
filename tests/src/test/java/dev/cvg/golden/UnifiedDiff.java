package dev.cvg.golden;

import java.util.ArrayList;
import java.util.List;

/**
 * Line diffs in unified format, computed with Myers' O(ND) algorithm.
 *
 * <p><b>Problem.</b> Show how an actual output differs from an expected one, as the smallest
 * set of deleted and inserted lines, in the {@code diff -u} format every engineer reads.
 *
 * <p><b>Algorithm.</b> After stripping the common prefix and suffix, the greedy forward
 * search of Myers explores edit graphs by increasing number of edits {@code d}: {@code v[k]}
 * holds the furthest x reached on diagonal {@code k = x - y} with {@code d} edits, following
 * "snakes" of equal lines for free. The frontier of each round is kept so that the path can
 * be walked back from {@code (n, m)}. The edits are then grouped into hunks with
 * {@code context} lines around each change; hunks closer than twice the context merge.
 *
 * <p><b>Source.</b> E. W. Myers, "An O(ND) Difference Algorithm and Its Variations",
 * Algorithmica 1(2), 1986. <b>Complexity.</b> O((N + M) D) time, O(D^2) space; beyond
 * {@link #MAX_EDITS} edits the remainder is reported as one replacement (still a correct
 * diff, not a minimal one).
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
  /** The edit budget of the exact search. */
  static final int MAX_EDITS = 5000;

  private UnifiedDiff() {}

  /** The kind of one edit. */
  public enum Op {
    /** The line is in both texts. */
    KEEP,
    /** The line is only in the first text. */
    DELETE,
    /** The line is only in the second text. */
    INSERT
  }

  /**
   * One line of the edit script.
   *
   * @param op what happens to the line
   * @param a the 0-based index in the first text (for KEEP and DELETE), else -1
   * @param b the 0-based index in the second text (for KEEP and INSERT), else -1
   */
  public record Edit(Op op, int a, int b) {}

  /** Returns a shortest edit script turning {@code a} into {@code b}, in order. */
  public static List<Edit> edits(List<String> a, List<String> b) {
    int n = a.size();
    int m = b.size();
    int pre = 0;
    while (pre < n && pre < m && a.get(pre).equals(b.get(pre))) {
      pre++;
    }
    int suf = 0;
    while (suf < n - pre && suf < m - pre && a.get(n - 1 - suf).equals(b.get(m - 1 - suf))) {
      suf++;
    }
    List<Edit> out = new ArrayList<>();
    for (int i = 0; i < pre; i++) {
      out.add(new Edit(Op.KEEP, i, i));
    }
    middle(a.subList(pre, n - suf), b.subList(pre, m - suf), pre, pre, out);
    for (int i = suf; i > 0; i--) {
      out.add(new Edit(Op.KEEP, n - i, m - i));
    }
    return out;
  }

  // Myers on the middle part; offsets translate indices back to the full lists.
  private static void middle(List<String> a, List<String> b, int offA, int offB,
      List<Edit> out) {
    int n = a.size();
    int m = b.size();
    int max = Math.min(n + m, MAX_EDITS);
    int off = max + 1;
    int[] v = new int[2 * max + 3];
    List<int[]> trace = new ArrayList<>();
    int found = -1;
    for (int d = 0; d <= max && found < 0; d++) {
      trace.add(v.clone());
      for (int k = -d; k <= d; k += 2) {
        int x = (k == -d || (k != d && v[off + k - 1] < v[off + k + 1]))
            ? v[off + k + 1] : v[off + k - 1] + 1;
        int y = x - k;
        while (x < n && y < m && a.get(x).equals(b.get(y))) {
          x++;
          y++;
        }
        v[off + k] = x;
        if (x >= n && y >= m) {
          found = d;
          break;
        }
      }
    }
    if (found < 0) {
      // Budget exhausted: a correct but not minimal script.
      for (int i = 0; i < n; i++) {
        out.add(new Edit(Op.DELETE, offA + i, -1));
      }
      for (int j = 0; j < m; j++) {
        out.add(new Edit(Op.INSERT, -1, offB + j));
      }
      return;
    }
    List<Edit> rev = new ArrayList<>();
    int x = n;
    int y = m;
    for (int d = found; d > 0; d--) {
      int[] pv = trace.get(d);
      int k = x - y;
      boolean down = k == -d || (k != d && pv[off + k - 1] < pv[off + k + 1]);
      int prevK = down ? k + 1 : k - 1;
      int prevX = pv[off + prevK];
      int prevY = prevX - prevK;
      while (x > prevX + (down ? 0 : 1) && y > prevY + (down ? 1 : 0)) {
        rev.add(new Edit(Op.KEEP, offA + --x, offB + --y));
      }
      if (down) {
        rev.add(new Edit(Op.INSERT, -1, offB + --y));
      } else {
        rev.add(new Edit(Op.DELETE, offA + --x, -1));
      }
    }
    while (x > 0 && y > 0) {
      rev.add(new Edit(Op.KEEP, offA + --x, offB + --y));
    }
    for (int i = rev.size() - 1; i >= 0; i--) {
      out.add(rev.get(i));
    }
  }

  /**
   * Returns the unified diff of two texts, or the empty string if they are equal.
   *
   * @param nameA the header name of the first text ({@code --- nameA})
   * @param nameB the header name of the second text ({@code +++ nameB})
   * @param context the number of unchanged lines shown around each change
   */
  public static String diff(String nameA, String textA, String nameB, String textB,
      int context) {
    if (textA.equals(textB)) {
      return "";
    }
    DiffLines a = DiffLines.of(textA);
    DiffLines b = DiffLines.of(textB);
    List<Edit> edits = edits(a.keys(), b.keys());
    return DiffHunks.render(nameA, a, nameB, b, edits, context);
  }
}
