package dev.cvg.ir;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import java.util.Optional;

/**
 * Source positions of a function's entities, keyed by raw id (blocks, parameters and
 * instructions share one id space). Filled by the parser; edits keep the positions of
 * instructions they keep, and give clones the position of their original.
 *
 * @param positions raw id to position
 * @param function the position of the {@code define} line, if parsed
 */
public record SourceMap(Map<Integer, SourcePos> positions, Optional<SourcePos> function) {
  /** A map with no positions. */
  public static final SourceMap EMPTY = new SourceMap(HashMap.empty(), Optional.empty());

  /** Returns the position of the entity with raw id {@code id}. */
  public Optional<SourcePos> at(int id) {
    return positions.get(id).toJavaOptional();
  }

  /** Returns the position of {@code inst}. */
  public Optional<SourcePos> of(InstId inst) {
    return at(inst.index());
  }

  /** Returns the position of {@code block}'s label (or its first instruction). */
  public Optional<SourcePos> of(BlockId block) {
    return at(block.index());
  }

  /** Returns a copy with {@code pos} recorded for raw id {@code id}. */
  public SourceMap with(int id, SourcePos pos) {
    return new SourceMap(positions.put(id, pos), function);
  }
}
