package dev.cvg.ir;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.Optional;

/**
 * The record of one edit: the {@link Origin} of every new instruction, the reason for every
 * erased one, and the {@link BlockOrigin} of every new block. Instructions and blocks with no
 * entry kept their identity. A freshly parsed function has an empty provenance.
 *
 * <p>Provenances compose: {@code first.andThen(second)} is the provenance of two edits in a row
 * relative to the first one's input ({@link #andThen}), so a pipeline's correspondence maps its
 * output back to its input.
 *
 * @param origins origins of the instructions created by the edit
 * @param erased instructions of the original removed by the edit, with reasons, in order
 * @param blockOrigins origins of the blocks created by the edit
 */
public record Provenance(Map<InstId, Origin> origins, Vector<Erasure> erased, Map<BlockId, BlockOrigin> blockOrigins) {

  /**
   * One erased instruction.
   *
   * @param id the instruction of the original snapshot
   * @param reason why it was removed
   */
  public record Erasure(InstId id, String reason) {}

  /** The provenance of an unedited function. */
  public static final Provenance NONE = new Provenance(LinkedHashMap.empty(), Vector.empty(), LinkedHashMap.empty());

  /**
   * Creates a provenance without block origins.
   *
   * @param origins origins of the instructions created by the edit
   * @param erased instructions of the original removed by the edit, with reasons, in order
   */
  public Provenance(Map<InstId, Origin> origins, Vector<Erasure> erased) {
    this(origins, erased, LinkedHashMap.empty());
  }

  /**
   * Returns the origin of {@code id}, or empty if it kept its identity.
   *
   * @param id an instruction of the edited function
   * @return its origin, or empty
   */
  public Optional<Origin> originOf(InstId id) {
    return origins.get(id).toJavaOptional();
  }

  /**
   * Returns the origin of block {@code id}, or empty if it kept its identity.
   *
   * @param id a block of the edited function
   * @return its origin, or empty
   */
  public Optional<BlockOrigin> blockOriginOf(BlockId id) {
    return blockOrigins.get(id).toJavaOptional();
  }

  /**
   * Returns a copy that also records {@code origin} for {@code id}.
   *
   * @param id a new instruction
   * @param origin where it comes from
   * @return the copy
   */
  public Provenance withOrigin(InstId id, Origin origin) {
    return new Provenance(origins.put(id, origin), erased, blockOrigins);
  }

  /**
   * Returns a copy that also records the erasure of {@code id}.
   *
   * @param id an instruction of the original
   * @param reason why it was removed
   * @return the copy
   */
  public Provenance withErasure(InstId id, String reason) {
    return new Provenance(origins.remove(id), erased.append(new Erasure(id, reason)), blockOrigins);
  }

  /**
   * Returns a copy without an origin for {@code id} (a new instruction that was removed again).
   *
   * @param id a new instruction
   * @return the copy
   */
  public Provenance without(InstId id) {
    return new Provenance(origins.remove(id), erased, blockOrigins);
  }

  /**
   * Returns a copy that also records {@code origin} for block {@code id}.
   *
   * @param id a new block
   * @param origin where it comes from
   * @return the copy
   */
  public Provenance withBlockOrigin(BlockId id, BlockOrigin origin) {
    return new Provenance(origins, erased, blockOrigins.put(id, origin));
  }

  /**
   * Returns a copy without an origin for block {@code id} (a new block that was removed again).
   *
   * @param id a new block
   * @return the copy
   */
  public Provenance withoutBlock(BlockId id) {
    return new Provenance(origins, erased, blockOrigins.remove(id));
  }

  /**
   * Returns the provenance of this edit followed by {@code next} (an edit of this edit's result),
   * relative to this edit's input: a clone of a clone is a clone of the root with the composed
   * key; a merge of copies is a merge of their roots; an inlined origin's call site is mapped to
   * the input; erasures of input instructions are kept, erasures of this edit's new
   * instructions dropped (with their origins). Block origins compose the same way.
   *
   * @param next the provenance of the following edit
   * @return the composed provenance
   */
  public Provenance andThen(Provenance next) {
    return new ProvenanceComposition(this).then(next);
  }
}
