package dev.cvg.passes.unroll;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Value;
import java.util.HashMap;
import java.util.Map;

/**
 * The correspondence of one copy of a loop body: original block to its copy, original value (by
 * raw id) to the value standing for it in the copy. Blocks and values outside the copied region
 * map to themselves, so the identity map describes copy 0 (the original body).
 */
final class CopyMap {
  private final Map<BlockId, BlockId> blocks = new HashMap<>();
  private final Map<Integer, Value> values = new HashMap<>();

  /** Returns the copy of {@code b}, or {@code b} itself. */
  BlockId block(BlockId b) {
    return blocks.getOrDefault(b, b);
  }

  /** Returns the value standing for {@code v} in the copy, or {@code v} itself. */
  Value value(Value v) {
    return v instanceof Value.Local l ? values.getOrDefault(l.rawId(), v) : v;
  }

  void putBlock(BlockId from, BlockId to) {
    blocks.put(from, to);
  }

  void putValue(int rawFrom, Value to) {
    values.put(rawFrom, to);
  }

  /** Returns the copied blocks (empty for copy 0). */
  java.util.Collection<BlockId> copiedBlocks() {
    return blocks.values();
  }
}
