package dev.cvg.passes.framework;

import java.util.Collection;
import java.util.Optional;

/**
 * The known name closest to a misspelt one, by edit distance, for "did you mean" hints (pass and
 * parameter names here, command names in the command line).
 */
public final class NearestName {
  private NearestName() {}

  /**
   * Returns the name of {@code known} nearest to {@code wrong}: at most a third of its length
   * (at least 2) edits away, ties broken by the order of {@code known}.
   *
   * @param wrong the name given
   * @param known the names that exist
   * @return the nearest known name, or empty when none is near enough
   */
  public static Optional<String> of(String wrong, Collection<String> known) {
    String best = null;
    int bestDistance = Math.max(2, wrong.length() / 3) + 1;
    for (String k : known) {
      int d = distance(wrong, k);
      if (d < bestDistance) {
        best = k;
        bestDistance = d;
      }
    }
    return Optional.ofNullable(best);
  }

  /**
   * Returns the Levenshtein distance of {@code a} and {@code b}.
   *
   * @param a a string
   * @param b another
   * @return the number of single-character insertions, deletions and substitutions
   */
  public static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
