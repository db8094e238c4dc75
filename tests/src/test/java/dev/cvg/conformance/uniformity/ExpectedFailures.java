package dev.cvg.conformance.uniformity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads an expected-failure list: one {@code relative/path.ll: reason} per line, {@code #}
 * comments and blank lines ignored.
 */
final class ExpectedFailures {
  private ExpectedFailures() {}

  /** Returns path to reason; an absent file means no expected failures. */
  static Map<String, String> read(Path list) throws IOException {
    Map<String, String> out = new LinkedHashMap<>();
    if (!Files.exists(list)) {
      return out;
    }
    for (String line : Files.readAllLines(list)) {
      String s = line.strip();
      if (s.isEmpty() || s.startsWith("#")) {
        continue;
      }
      int colon = s.indexOf(": ");
      out.put(colon < 0 ? s : s.substring(0, colon), colon < 0 ? "" : s.substring(colon + 2));
    }
    return out;
  }
}
