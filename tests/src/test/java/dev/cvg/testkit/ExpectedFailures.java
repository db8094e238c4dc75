package dev.cvg.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads an expected-failure list. Each entry is two lines: {@code <what>: reason} ({@code what} a
 * relative path, or a path and a function), then an indented {@code failure: <diagnostic>} line
 * holding the first line of the diagnostic the failure produces ({@link #diagnostic}), so a listed
 * entry that starts failing for another reason is noticed. {@code #} comments and blank lines are
 * ignored.
 *
 * <pre>
 * AMDGPU/x.ll: why it is expected to fail
 *   failure: AMDGPU/x.ll:12:10: error: CHECK: expected string not found in input
 * </pre>
 */
public final class ExpectedFailures {
  private static final String FAILURE = "failure: ";

  private ExpectedFailures() {}

  /**
   * One expected failure.
   *
   * @param reason why the file is expected to fail
   * @param failure the first line of the diagnostic the failure produces
   */
  public record Entry(String reason, String failure) {}

  /**
   * Returns path to entry, in list order; an absent file means no expected failures.
   *
   * @throws IllegalArgumentException if an entry lacks its {@code failure:} line, a
   *     {@code failure:} line follows no entry, or a path is listed twice
   */
  public static Map<String, Entry> read(Path list) throws IOException {
    Map<String, Entry> out = new LinkedHashMap<>();
    if (!Files.exists(list)) {
      return out;
    }
    List<String> lines = Files.readAllLines(list);
    String path = null;
    String reason = null;
    for (int n = 0; n < lines.size(); n++) {
      String s = lines.get(n).strip();
      if (s.isEmpty() || s.startsWith("#")) {
        continue;
      }
      String where = list.getFileName() + ":" + (n + 1) + ": ";
      if (s.startsWith(FAILURE)) {
        if (path == null) {
          throw new IllegalArgumentException(where + "a failure: line must follow its entry");
        }
        if (out.put(path, new Entry(reason, s.substring(FAILURE.length()))) != null) {
          throw new IllegalArgumentException(where + path + " is listed twice");
        }
        path = null;
        continue;
      }
      if (path != null) {
        throw new IllegalArgumentException(where + path + " has no failure: line");
      }
      int colon = s.indexOf(": ");
      path = colon < 0 ? s : s.substring(0, colon);
      reason = colon < 0 ? "" : s.substring(colon + 2);
    }
    if (path != null) {
      throw new IllegalArgumentException(list.getFileName() + ": " + path + " has no failure: line");
    }
    return out;
  }

  /**
   * Returns the line a {@code failure:} entry stores for {@code diagnostics}: its first non-blank
   * line, stripped, with the checked file's path {@code file} written as {@code name}.
   */
  public static String diagnostic(String diagnostics, Path file, String name) {
    return diagnostics.lines().filter(l -> !l.isBlank()).findFirst().orElse("")
        .replace(file.toString(), name).strip();
  }
}
