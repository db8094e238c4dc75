package dev.cvg.ir;

import io.vavr.collection.Map;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.List;

/**
 * {@link Provenance#andThen}: rewrites the origins of a second edit, which name instructions and
 * blocks of the first edit's result, so that they name the first edit's input.
 *
 * <p>The roots: an instruction the first edit kept is its own root; a copy's root is its
 * original; a merged instruction's roots are the merged originals; an inlined or synthesized
 * instruction has no root in the input (a copy of it keeps its origin). Linear in the sizes of
 * both provenances.
 */
final class ProvenanceComposition {
  private final Provenance first;

  ProvenanceComposition(Provenance first) {
    this.first = first;
  }

  Provenance then(Provenance next) {
    Map<InstId, Origin> origins = first.origins();
    Vector<Provenance.Erasure> erased = first.erased();
    for (Provenance.Erasure x : next.erased()) {
      if (isInput(x.id())) {
        erased = erased.append(x);
      }
      origins = origins.remove(x.id());
    }
    for (var entry : next.origins()) {
      origins = origins.put(entry._1, compose(entry._2));
    }
    Map<BlockId, BlockOrigin> blocks = first.blockOrigins();
    for (var entry : next.blockOrigins()) {
      blocks = blocks.put(entry._1, compose(entry._2));
    }
    return new Provenance(origins, erased, blocks);
  }

  /** Returns whether {@code id}, present after the first edit, was an instruction of its input. */
  private boolean isInput(InstId id) {
    return first.originOf(id).map(o -> o instanceof Origin.Merged m && m.from().contains(id)).orElse(true);
  }

  private Origin compose(Origin o) {
    return switch (o) {
      case Origin.Cloned c -> first.originOf(c.from()).map(o1 -> switch (o1) {
        case Origin.Cloned c1 -> (Origin) new Origin.Cloned(c1.from(), c1.key().then(c.key()));
        case Origin.Merged m -> isInput(c.from()) ? new Origin.Cloned(c.from(), c.key()) : m;
        case Origin.Inlined in -> in;
        case Origin.Synthesized s -> s;
      }).orElse(c);
      case Origin.Merged m -> {
        // one root per merged instance, duplicates kept, as the editor records a merge of copies
        List<InstId> roots = new ArrayList<>();
        m.from().forEach(id -> roots.addAll(roots(id)));
        yield roots.isEmpty() ? new Origin.Synthesized("merged") : new Origin.Merged(roots);
      }
      case Origin.Inlined in -> new Origin.Inlined(in.from(), in.callee(), callSite(in.callSite()), in.chain());
      case Origin.Synthesized s -> s;
    };
  }

  /** Returns the input instructions {@code id} (of the first edit's result) stands for. */
  private List<InstId> roots(InstId id) {
    return first.originOf(id).map(o -> switch (o) {
      case Origin.Cloned c -> List.of(c.from());
      case Origin.Merged m -> m.from();
      case Origin.Inlined in -> List.<InstId>of();
      case Origin.Synthesized s -> List.<InstId>of();
    }).orElse(List.of(id));
  }

  /** Returns the input's call site for a call of the first edit's result (itself if it has no single root). */
  private InstId callSite(InstId call) {
    List<InstId> r = roots(call);
    return r.size() == 1 ? r.getFirst() : call;
  }

  private BlockOrigin compose(BlockOrigin o) {
    return switch (o) {
      case BlockOrigin.Cloned c -> first.blockOriginOf(c.from()).map(o1 -> o1 instanceof BlockOrigin.Cloned c1
          ? new BlockOrigin.Cloned(c1.from(), c1.key().then(c.key())) : o1).orElse(c);
      case BlockOrigin.SplitBlock s -> first.blockOriginOf(s.from()).orElse(s);
      case BlockOrigin.SplitEdge s -> first.blockOriginOf(s.from()).isEmpty() && first.blockOriginOf(s.to()).isEmpty()
          ? s : new BlockOrigin.Synthesized("split edge");
      case BlockOrigin.Inlined in -> new BlockOrigin.Inlined(in.from(), in.callee(), callSite(in.callSite()));
      case BlockOrigin.Synthesized s -> s;
    };
  }
}
