package dev.cvg.cli.fuzz;

import java.util.List;

/**
 * A finding as the scan detected it, before its reduction: its number, its key and every kernel
 * in which the campaign met the key. Known as soon as the scan ends, so the summary can be
 * written before any reduction runs.
 *
 * @param number its number, from 1, in the order of first occurrence (seed, transform, function)
 * @param key its deduplication key
 * @param transform the transform's name
 * @param occurrences every kernel in which the campaign met the key, in seed order; the first is
 *     the one that is reduced
 */
public record Detection(int number, FindingKey key, String transform, List<Occurrence> occurrences) {
  /** Copies the list. @throws IllegalArgumentException if there is no occurrence */
  public Detection {
    occurrences = List.copyOf(occurrences);
    if (occurrences.isEmpty()) {
      throw new IllegalArgumentException("a detection has an occurrence");
    }
  }

  /** Returns the seed of the first occurrence. */
  public long seed() {
    return occurrences.getFirst().seed();
  }

  /** Returns the function of the first occurrence (empty for a failure). */
  public String function() {
    return occurrences.getFirst().function();
  }

  /** Returns how many times the campaign met the key. */
  public int count() {
    return occurrences.size();
  }

  /** Returns the directory name under {@code --out}. */
  public String directory() {
    return key.directory(number);
  }
}
