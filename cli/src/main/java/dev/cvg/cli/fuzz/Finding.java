package dev.cvg.cli.fuzz;

import java.util.List;
import java.util.Optional;

/**
 * One deduplicated finding, reduced: what {@code --out} writes as
 * {@code <nnn>-<property>-<kind>/}.
 *
 * @param detection what the scan found: number, key, occurrences
 * @param before the reduced original, printed
 * @param after the transform's output on it, printed (empty for a failure)
 * @param map the correspondence as a {@code --map} file (empty for a failure)
 * @param report the verdict as {@code VerdictPrinter} prints it, or the failure's reason and detail
 * @param notes further lines for {@code verdict.txt}: sizes, reduction, how the reproducer re-checks
 */
public record Finding(Detection detection, String before, Optional<String> after, Optional<String> map, String report,
    List<String> notes) {
  /** Copies the list. */
  public Finding {
    notes = List.copyOf(notes);
  }

  /** Returns its number, from 1. */
  public int number() {
    return detection.number();
  }

  /** Returns its deduplication key. */
  public FindingKey key() {
    return detection.key();
  }

  /** Returns the transform's name. */
  public String transform() {
    return detection.transform();
  }

  /** Returns the seed of its first occurrence, the one reduced. */
  public long seed() {
    return detection.seed();
  }

  /** Returns the ILLEGAL function (empty for a failure). */
  public String function() {
    return detection.function();
  }

  /** Returns every kernel in which the campaign met the key, in seed order. */
  public List<Occurrence> occurrences() {
    return detection.occurrences();
  }

  /** Returns how many times the campaign met the key. */
  public int count() {
    return detection.count();
  }

  /** Returns the directory name under {@code --out}. */
  public String directory() {
    return detection.directory();
  }
}
