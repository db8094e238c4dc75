package dev.cvg.ir;

/**
 * Identifies an instruction within a function lineage; stable across edits, printing and
 * re-parsing (through the instruction's name or a generated one).
 *
 * @param index the raw id; the instruction's result, if any, is {@code ValueId(index)}
 */
public record InstId(int index) implements Comparable<InstId> {
  /**
   * Returns the SSA value this instruction defines (void instructions define none in use).
   *
   * @return the value with the same raw index
   */
  public ValueId value() {
    return new ValueId(index);
  }

  @Override
  public int compareTo(InstId o) {
    return Integer.compare(index, o.index);
  }

  @Override
  public String toString() {
    return "inst" + index;
  }
}
