package dev.cvg.diag;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.InstId;

/** What a {@link Diagnostic} is about. */
public sealed interface Entity {

  /** The module as a whole (header lines, globals, attribute groups). */
  record ModuleEntity() implements Entity {}

  /**
   * A function.
   *
   * @param function the function name without {@code @}
   */
  record FunctionEntity(String function) implements Entity {}

  /**
   * A block of a function.
   *
   * @param function the function name
   * @param block the block
   */
  record BlockEntity(String function, BlockId block) implements Entity {}

  /**
   * An instruction of a function.
   *
   * @param function the function name
   * @param inst the instruction
   */
  record InstEntity(String function, InstId inst) implements Entity {}

  /**
   * A node of an analysed {@code dev.cvg.graph.FlowGraph}, for analyses that know no function
   * (dominator trees, cycle hierarchies, control dependence). When the graph is an IR function's
   * {@code Function.index().cfg()}, the node is the block's layout number and the name its
   * block name.
   *
   * @param node the dense node number
   * @param name the node's printable name ({@code FlowGraph.name}), without {@code %}
   */
  record NodeEntity(int node, String name) implements Entity {}
}
