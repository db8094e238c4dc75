package dev.cvg.legality.correspondence;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * The originals that the unnamed matching of {@link NameCorrespondence} has given to the
 * instructions of one transformed block, so that each original place is taken once.
 *
 * <p>One original can be read through several sequences ({@link Cursor.Located}): a callee's
 * instruction in the callee's own block and in every caller block that inlines it, a block's
 * instruction in its own sequence and in a predecessor's that block merging extends. A place is
 * marked by its key ({@link Cursor.Hit#key}), and an original counts as used up in a sequence
 * once it was given out as often as that sequence holds it: the copy of a callee's
 * {@code call @op} matched through the caller's block is not matched again through the callee's
 * own block, while a callee inlined twice into one block still offers each instruction twice.
 */
final class Used {
  private final Set<Object> keys = new HashSet<>();
  private final Map<InstRef, Integer> times = new HashMap<>();
  private final boolean ignoring;

  private Used(boolean ignoring) {
    this.ignoring = ignoring;
  }

  /**
   * Returns an empty record of a block's matches.
   *
   * @return a record to add matches to
   */
  static Used empty() {
    return new Used(false);
  }

  /**
   * Returns a record that takes nothing as used (another copy of an already matched original).
   *
   * @return a record for which every place is free
   */
  static Used nothing() {
    return new Used(true);
  }

  /**
   * Records that original {@code r}, at place {@code key}, was given to an instruction.
   *
   * @param r the original
   * @param key its place ({@link Cursor.Hit#key}, or {@code r} itself)
   */
  void add(InstRef r, Object key) {
    if (ignoring) {
      throw new IllegalStateException("a record that ignores matches takes none");
    }
    keys.add(key);
    times.merge(r, 1, Integer::sum);
  }

  /**
   * Undoes one {@link #add} of original {@code r} at place {@code key}.
   *
   * @param r the original
   * @param key its place
   */
  void remove(InstRef r, Object key) {
    if (keys.remove(key)) {
      times.merge(r, -1, Integer::sum);
    }
  }

  /**
   * Returns whether original {@code r} at place {@code key} is taken.
   *
   * @param r the original
   * @param key its place in the sequence read
   * @param occurrences how often the sequence read holds {@code r}
   * @return whether the place was given out, or {@code r} as often as the sequence holds it
   */
  boolean taken(InstRef r, Object key, int occurrences) {
    return !ignoring && (keys.contains(key) || times.getOrDefault(r, 0) >= occurrences);
  }
}
