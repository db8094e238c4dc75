package dev.cvg.cli.fuzz;

import java.util.List;
import java.util.Optional;

/**
 * One deduplicated finding, reduced: what {@code --out} writes as
 * {@code <nnn>-<property>-<kind>/}.
 *
 * @param number its number, from 1, in the order of first occurrence (seed, transform, function)
 * @param key its deduplication key
 * @param transform the transform's name
 * @param seed the seed of its first occurrence
 * @param function the ILLEGAL function (empty for a failure)
 * @param occurrences every kernel in which the campaign met the key, in seed order (the first one included)
 * @param before the reduced original, printed
 * @param after the transform's output on it, printed (empty for a failure)
 * @param map the correspondence as a {@code --map} file (empty for a failure)
 * @param report the verdict as {@code VerdictPrinter} prints it, or the failure's reason and detail
 * @param notes further lines for {@code verdict.txt}: sizes, reduction, how the reproducer re-checks
 */
public record Finding(int number, FindingKey key, String transform, long seed, String function, List<Occurrence> occurrences,
    String before, Optional<String> after, Optional<String> map, String report, List<String> notes) {
  /** Copies the lists. */
  public Finding {
    occurrences = List.copyOf(occurrences);
    notes = List.copyOf(notes);
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
