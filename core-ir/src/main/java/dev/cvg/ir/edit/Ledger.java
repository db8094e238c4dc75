package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.BlockOrigin;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Provenance;
import dev.cvg.ir.SourceMap;
import io.vavr.collection.Map;
import java.util.List;
import java.util.Objects;

/**
 * The side tables an edit writes besides the body: its {@link Provenance} (origins of new
 * instructions and blocks, erasures of original instructions), metadata attachments and source
 * positions. The origin rules live here: a copy's origin names its root with the composed key,
 * a split-off block names the block it came from.
 *
 * <p>Invariants: an origin is recorded for exactly the instructions and blocks the edit created
 * and that still exist; erasures list only instructions of the original (ids below its
 * {@code nextId}).
 */
final class Ledger {
  private final int originalNextId;
  private Map<InstId, String> attachments;
  private SourceMap sourceMap;
  private Provenance provenance = Provenance.NONE;

  Ledger(Function original) {
    this.originalNextId = original.nextId();
    this.attachments = original.attachments();
    this.sourceMap = original.sourceMap();
  }

  Provenance provenance() {
    return provenance;
  }

  Map<InstId, String> attachments() {
    return attachments;
  }

  SourceMap sourceMap() {
    return sourceMap;
  }

  /** Returns whether {@code id} names an instruction (or parameter) of the original. */
  boolean isOriginal(InstId id) {
    return id.index() < originalNextId;
  }

  /** Records {@code origin} for new instruction {@code id}. */
  void setOrigin(InstId id, Origin origin) {
    provenance = provenance.withOrigin(id, Objects.requireNonNull(origin));
  }

  /** Records that {@code id} was removed: an original is listed with {@code reason}, a new one forgotten. */
  void erased(InstId id, String reason) {
    attachments = attachments.remove(id);
    provenance = isOriginal(id) ? provenance.withErasure(id, reason) : provenance.without(id);
  }

  /** Returns the roots of {@code keep} and {@code others} as the origin of a merge into {@code keep}. */
  Origin.Merged merged(InstId keep, List<InstId> others) {
    List<InstId> all = new java.util.ArrayList<>();
    all.add(rootOf(keep));
    others.forEach(o -> all.add(rootOf(o)));
    return new Origin.Merged(all);
  }

  /** Returns the instruction of the original that {@code id} descends from (itself if kept). */
  InstId rootOf(InstId id) {
    return provenance.originOf(id).map(o -> switch (o) {
      case Origin.Cloned c -> c.from();
      case Origin.Inlined in -> id;
      case Origin.Merged m -> m.from().getFirst();
      case Origin.Synthesized s -> id;
    }).orElse(id);
  }

  /**
   * Returns the origin of a copy of {@code from} keyed {@code key}: {@code Cloned(from, key)} for
   * an original, the composed key for a copy of a copy, and {@code from}'s own origin when it is
   * inlined, merged or synthesized (the copy stands for the same originals).
   */
  Origin originOfCopy(InstId from, CloneKey key) {
    return provenance.originOf(from).map(o -> switch (o) {
      case Origin.Cloned c -> (Origin) new Origin.Cloned(c.from(), c.key().then(key));
      case Origin.Inlined in -> in;
      case Origin.Merged m -> m;
      case Origin.Synthesized s -> s;
    }).orElseGet(() -> new Origin.Cloned(from, key));
  }

  /** Records {@code origin} for new block {@code b}. */
  void setBlockOrigin(BlockId b, BlockOrigin origin) {
    provenance = provenance.withBlockOrigin(b, Objects.requireNonNull(origin));
  }

  /** Forgets the origin of a removed block (original blocks have none). */
  void forgetBlock(BlockId b) {
    provenance = provenance.withoutBlock(b);
  }

  /** Returns the origin of a copy of block {@code b} keyed {@code key} (composed for a copy of a copy). */
  BlockOrigin blockOriginOfCopy(BlockId b, CloneKey key) {
    return provenance.blockOriginOf(b).map(o -> o instanceof BlockOrigin.Cloned c
        ? new BlockOrigin.Cloned(c.from(), c.key().then(key)) : o).orElseGet(() -> new BlockOrigin.Cloned(b, key));
  }

  /** Returns the origin of a part split off block {@code b}: {@code SplitBlock(b)}, or {@code b}'s own origin if new. */
  BlockOrigin blockOriginOfPart(BlockId b) {
    return provenance.blockOriginOf(b).orElseGet(() -> new BlockOrigin.SplitBlock(b));
  }

  /** Returns the origin of a block on the edges {@code from -> to}. */
  BlockOrigin blockOriginOfEdge(BlockId from, BlockId to) {
    return provenance.blockOriginOf(from).isEmpty() && provenance.blockOriginOf(to).isEmpty()
        ? new BlockOrigin.SplitEdge(from, to) : new BlockOrigin.Synthesized("split edge");
  }

  /** Sets the metadata attachment text of {@code id} (empty removes it). */
  void setAttachment(InstId id, String text) {
    attachments = text.isEmpty() ? attachments.remove(id) : attachments.put(id, text);
  }

  /** Copies the source position and attachment of {@code from} to {@code to}. */
  void copySideTables(InstId from, InstId to) {
    sourceMap.of(from).ifPresent(p -> sourceMap = sourceMap.with(to.index(), p));
    attachments.get(from).forEach(a -> attachments = attachments.put(to, a));
  }
}
