package dev.cvg.ir;

import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.Optional;

/**
 * The record of one edit: the {@link Origin} of every new instruction and the reason for every
 * erased one. Instructions with no entry kept their identity. A freshly parsed function has an
 * empty provenance.
 *
 * @param origins origins of the instructions created by the edit
 * @param erased instructions of the original removed by the edit, with reasons, in order
 */
public record Provenance(Map<InstId, Origin> origins, Vector<Erasure> erased) {

  /**
   * One erased instruction.
   *
   * @param id the instruction of the original snapshot
   * @param reason why it was removed
   */
  public record Erasure(InstId id, String reason) {}

  /** The provenance of an unedited function. */
  public static final Provenance NONE = new Provenance(LinkedHashMap.empty(), Vector.empty());

  /** Returns the origin of {@code id}, or empty if it kept its identity. */
  public Optional<Origin> originOf(InstId id) {
    return origins.get(id).toJavaOptional();
  }

  /** Returns a copy that also records {@code origin} for {@code id}. */
  public Provenance withOrigin(InstId id, Origin origin) {
    return new Provenance(origins.put(id, origin), erased);
  }

  /** Returns a copy that also records the erasure of {@code id}. */
  public Provenance withErasure(InstId id, String reason) {
    return new Provenance(origins.remove(id), erased.append(new Erasure(id, reason)));
  }
}
