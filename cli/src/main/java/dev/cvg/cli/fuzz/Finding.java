package dev.cvg.cli.fuzz;

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
 * @param occurrences how many times the campaign met the key (the first one included)
 * @param before the reduced original, printed
 * @param after the transform's output on it, printed (empty for a failure)
 * @param map the correspondence as a {@code --map} file (empty for a failure)
 * @param report the verdict as {@code VerdictPrinter} prints it, or the failure's reason and detail
 * @param notes further lines for {@code verdict.txt}: sizes, reduction, how the reproducer re-checks
 */
public record Finding(int number, FindingKey key, String transform, long seed, String function, int occurrences,
    String before, Optional<String> after, Optional<String> map, String report, java.util.List<String> notes) {
  /** Copies the notes. */
  public Finding {
    notes = java.util.List.copyOf(notes);
  }

  /** Returns the directory name under {@code --out}. */
  public String directory() {
    return key.directory(number);
  }
}
