package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.List;
import java.util.Map;

/**
 * What a region clone or a body import made of each source entity (LLVM's {@code ValueToValueMap}
 * after {@code CloneBasicBlock}): blocks, instructions and values of the source map to their
 * copies; anything else (constants, values and blocks outside the region) maps to itself.
 *
 * <p>For {@link FunctionEditor#importBody} the source is the callee: its parameters map to the
 * arguments and its ids are the callee's (ask only about callee entities).
 */
public final class CloneMap {
  private final Map<BlockId, BlockId> blocks;
  private final Map<ValueId, Value> values;
  private final Map<InstId, InstId> insts;
  private final List<BlockId> copies;

  CloneMap(Map<BlockId, BlockId> blocks, Map<ValueId, Value> values, Map<InstId, InstId> insts, List<BlockId> copies) {
    this.blocks = blocks;
    this.values = values;
    this.insts = insts;
    this.copies = List.copyOf(copies);
  }

  /**
   * Returns the copy of {@code b}, or {@code b} if it was not copied.
   *
   * @param b a block of the function
   * @return its copy, or {@code b}
   */
  public BlockId block(BlockId b) {
    return blocks.getOrDefault(b, b);
  }

  /**
   * Returns the copy of {@code v}, or {@code v} if it was not copied.
   *
   * @param v an operand
   * @return its copy, or {@code v}
   */
  public Value value(Value v) {
    return v instanceof Value.Local l ? values.getOrDefault(l.id(), v) : v;
  }

  /**
   * Returns the copy of instruction {@code i}, or {@code i} if it was not copied.
   *
   * @param i an instruction of the function
   * @return its copy, or {@code i}
   */
  public InstId inst(InstId i) {
    return insts.getOrDefault(i, i);
  }

  /**
   * Returns the new blocks in layout order.
   *
   * @return the copies, in layout order
   */
  public List<BlockId> blocks() {
    return copies;
  }

  @Override
  public String toString() {
    return "CloneMap[" + copies.size() + " blocks, " + insts.size() + " instructions]";
  }
}
