package dev.cvg.ir;

/**
 * Identifies an SSA value (a parameter or an instruction result) within a function lineage.
 *
 * <p>The result of instruction {@code InstId(n)} is {@code ValueId(n)}: an instruction and its
 * result share the raw index. Parameters get indices of their own.
 *
 * @param index the raw id
 */
public record ValueId(int index) implements Comparable<ValueId> {
  /**
   * Returns the value defined by {@code inst}, whether or not it produces a non-void result.
   *
   * @param inst an instruction
   * @return the value with the same raw index
   */
  public static ValueId of(InstId inst) {
    return new ValueId(inst.index());
  }

  /**
   * Returns the instruction id with the same raw index (meaningful only for instruction results).
   *
   * @return the instruction id with the same raw index
   */
  public InstId inst() {
    return new InstId(index);
  }

  @Override
  public int compareTo(ValueId o) {
    return Integer.compare(index, o.index);
  }

  @Override
  public String toString() {
    return "v" + index;
  }
}
