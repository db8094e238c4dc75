package dev.cvg.ir;

/**
 * Where a block of an edited function comes from, relative to the snapshot the edit started
 * from (the block counterpart of {@link Origin}). Blocks that kept their id have no recorded
 * origin.
 */
public sealed interface BlockOrigin {

  /**
   * A copy of block {@code from}; a copy of a copy names the first original and the composed key.
   *
   * @param from the original block
   * @param key which copy
   */
  record Cloned(BlockId from, CloneKey key) implements BlockOrigin {}

  /**
   * The tail of block {@code from}, split off by {@code splitBlock}.
   *
   * @param from the block that was split
   */
  record SplitBlock(BlockId from) implements BlockOrigin {}

  /**
   * A block put on the edges {@code from -> to} by {@code splitEdge}.
   *
   * @param from the edges' source
   * @param to the edges' target
   */
  record SplitEdge(BlockId from, BlockId to) implements BlockOrigin {}

  /**
   * A copy of callee block {@code from} made by inlining at {@code callSite}.
   *
   * @param from the block in the callee
   * @param callee the callee's name (without {@code @})
   * @param callSite the inlined call in the caller
   */
  record Inlined(BlockId from, String callee, InstId callSite) implements BlockOrigin {}

  /**
   * A new block with no counterpart in the original.
   *
   * @param why a short reason
   */
  record Synthesized(String why) implements BlockOrigin {}
}
