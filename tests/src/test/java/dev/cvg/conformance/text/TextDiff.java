package dev.cvg.conformance.text;

import java.util.ArrayList;
import java.util.List;

/** A minimal line diff (longest common subsequence) for readable golden-test failures. */
final class TextDiff {
  private TextDiff() {}

  /** Returns {@code expected} vs {@code actual} as {@code -}/{@code +}/space-prefixed lines. */
  static String of(String expected, String actual) {
    List<String> a = expected.lines().toList();
    List<String> b = actual.lines().toList();
    int[][] lcs = new int[a.size() + 1][b.size() + 1];
    for (int i = a.size() - 1; i >= 0; i--) {
      for (int j = b.size() - 1; j >= 0; j--) {
        lcs[i][j] = a.get(i).equals(b.get(j)) ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
      }
    }
    List<String> out = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < a.size() || j < b.size()) {
      if (i < a.size() && j < b.size() && a.get(i).equals(b.get(j))) {
        out.add("  " + a.get(i++));
        j++;
      } else if (j < b.size() && (i == a.size() || lcs[i][j + 1] >= lcs[i + 1][j])) {
        out.add("+ " + b.get(j++));
      } else {
        out.add("- " + a.get(i++));
      }
    }
    return String.join("\n", out);
  }
}
