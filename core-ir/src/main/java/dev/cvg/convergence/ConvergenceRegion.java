package dev.cvg.convergence;

import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.InstId;
import java.util.Arrays;
import java.util.List;

/**
 * The convergence region of a token definition {@code D}, as the spec defines it: the program
 * points dominated by {@code D} from which a use of {@code D}'s token can be reached — where,
 * as "the minimal region in which T is live and used" says, the path to the use must not pass
 * through {@code D} again (that would reach a use of a new token value).
 *
 * <p>A program point is "just before instruction {@code k} of block {@code b}". The region is
 * stored per block as an interval of such positions, because within one block the dominated
 * points form a suffix (everything after {@code D} in its own block, everything in a block
 * {@code D} strictly dominates) and the points that reach a use form a prefix (everything if a
 * successor reaches a use, otherwise up to the last use in the block). Unreachable blocks are in
 * no region. An instruction is "in" the region when the point just before it is, so every use
 * of the token is in its region and {@code D} itself is not.
 *
 * <p>Immutable; built by {@link ConvergenceControl}.
 */
public final class ConvergenceRegion {
  private final TokenDefinition definition;
  private final List<InstId> uses;
  private final FunctionIndex index;
  /** Per block: first position in the region, or -1 if the block has none. */
  private final int[] from;
  /** Per block: last position in the region (inclusive). */
  private final int[] to;

  ConvergenceRegion(TokenDefinition definition, List<InstId> uses, FunctionIndex index, int[] from, int[] to) {
    this.definition = definition;
    this.uses = List.copyOf(uses);
    this.index = index;
    this.from = from;
    this.to = to;
  }

  /**
   * Returns the token definition whose region this is.
   *
   * @return the definition
   */
  public TokenDefinition definition() {
    return definition;
  }

  /**
   * Returns the instructions using the token in their bundle, in layout order.
   *
   * @return the uses
   */
  public List<InstId> uses() {
    return uses;
  }

  /**
   * Returns whether the program point just before {@code inst} lies in this region.
   *
   * @param inst an instruction of the function
   * @return whether the point before it is in the region
   */
  public boolean contains(InstId inst) {
    int b = index.blockOf(inst);
    if (b < 0 || from[b] < 0) {
      return false;
    }
    int k = index.position(inst);
    return k >= from[b] && k <= to[b];
  }

  /**
   * Returns whether some program point of block number {@code block} lies in this region.
   *
   * @param block a block number of the function's index
   * @return whether part of the block is in the region
   */
  public boolean containsBlock(int block) {
    return from[block] >= 0;
  }

  /**
   * Returns whether every program point of block number {@code block} lies in this region.
   *
   * @param block a block number of the function's index
   * @return whether the whole block is in the region
   */
  public boolean containsWholeBlock(int block) {
    return from[block] == 0 && to[block] == index.block(block).insts().size() - 1;
  }

  /**
   * Returns the numbers of the blocks with a point in this region, ascending.
   *
   * @return the block numbers (a fresh array)
   */
  public int[] blocks() {
    return java.util.stream.IntStream.range(0, from.length).filter(b -> from[b] >= 0).toArray();
  }

  @Override
  public String toString() {
    return "region of " + definition.inst() + " over blocks " + Arrays.toString(blocks());
  }
}
