package dev.cvg.cli.dot;

import dev.cvg.ir.InstId;

/**
 * An instruction a picture points at (the offending operation of a counterexample): drawn bold
 * in {@link #COLOR} after an arrow, followed by a line with {@code note} when it is not empty;
 * its block gets a thick border of that colour, a light fill and the SVG class {@link #SVG_CLASS}.
 *
 * @param inst the instruction
 * @param note a line shown under the instruction (the groups of threads there), or empty
 */
public record InstMark(InstId inst, String note) {
  /** The colour of marked instructions and their blocks. */
  public static final String COLOR = "#c2185b";

  /** The fill of a block holding a marked instruction. */
  public static final String FILL = "#fde4ef";

  /** The class Graphviz gives the SVG group of a block holding a marked instruction. */
  public static final String SVG_CLASS = "marked";
}
