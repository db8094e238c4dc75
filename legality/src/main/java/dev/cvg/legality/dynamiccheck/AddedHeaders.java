package dev.cvg.legality.dynamiccheck;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Block;
import dev.cvg.ir.Br;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.oracle.instance.CycleNest;
import dev.cvg.oracle.instance.HierarchyChoice;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Irreducible cycles of the transformed program headed by a block the transform added on edges
 * (an edge split: LoopSimplify's preheader or dedicated exit block), and a hierarchy of the
 * transformed program that heads every irreducible cycle with a block the original has.
 *
 * <p>Why (docs/legality.md, "Decisions the documents leave open"): maximal convergence is defined
 * per cycle hierarchy of one CFG (ConvergenceAndUniformity.rst, "Maximal Convergence"), and which
 * hierarchy — which entry of an irreducible cycle counts its iterations — is the implementation's
 * choice; for uncontrolled operations the spec goes further and leaves their convergence to
 * the implementation, which first converts every irreducible cycle into a reducible one
 * (ConvergentOperations.rst, "Inferring Tokens", step 1) in a way it does not fix. Splitting an
 * edge into an irreducible cycle keeps every thread's path and adds one more block that may be
 * taken as the header. A header there counts iterations on the split edges only, which no block of
 * the original does, so the original has no hierarchy to compare that grouping with: it is a
 * grouping of the implementation's choice of header for a block that carries no operation, not a
 * change the transform made to an operation. Such a hierarchy is therefore not compared; the
 * transformed program is compared under one of its own hierarchies whose irreducible cycles are
 * all headed by blocks of the original, where a transform that regroups operations still shows.
 *
 * <p>A block is <em>added on edges</em> when the original function (the compared original for the
 * compared function, the function of the same name for a callee) has no block of its
 * name, it ends in an unconditional {@code br} and it holds no convergent operation (moved or new
 * non-convergent code is allowed: LICM hoists into the preheader). Immutable; static helpers only.
 */
final class AddedHeaders {
  private AddedHeaders() {}

  /**
   * What the rule found for one hierarchy of the transformed program.
   *
   * @param added the added blocks heading irreducible cycles, as {@code %name in @f}
   * @param replacement the transformed program's hierarchy without such headers, if one was found
   * @param replacementText that hierarchy described (its functions' cycle headers)
   */
  record Found(List<String> added, Optional<HierarchyChoice> replacement, String replacementText) {}

  /**
   * Returns what the rule finds under {@code hierarchy} (a {@link Trial#hierarchy()} name) of
   * {@code after}: empty when no irreducible cycle is headed by a block added on edges.
   */
  static Optional<Found> of(Side before, Side after, String hierarchy) {
    SuccessorOrder order = HierarchyChoice.parseOrder(hierarchy);
    List<String> added = new ArrayList<>();
    Map<String, CycleNest> nests = new HashMap<>();
    List<String> headers = new ArrayList<>();
    boolean replaced = true;
    for (Function f : after.module().definitions()) {
      FlowGraph g = f.index().cfg();
      CycleHierarchy h = CycleHierarchy.of(g, order);
      Optional<Function> original = f == after.entry() ? Optional.of(before.entry())
          : before.module().definitions().stream().filter(o -> o.name().equals(f.name())).findFirst();
      Set<String> names = new HashSet<>();
      original.ifPresent(o -> o.blocks().forEach(b -> names.add(b.name())));
      List<Cycle> bad = original.isEmpty() ? List.of() : addedHeads(after, f, h, names);
      if (bad.isEmpty()) {
        nests.put(f.name(), CycleNest.of(h));
        continue;
      }
      bad.forEach(c -> added.add("%" + f.index().block(c.header()).name() + " in @" + f.name()));
      Optional<CycleHierarchy> other = OriginalHierarchies.candidates(g, CycleHierarchy.of(g, SuccessorOrder.llvm()))
          .values().stream().filter(c -> addedHeads(after, f, c, names).isEmpty()).findFirst();
      if (other.isEmpty()) {
        replaced = false;
        continue;
      }
      nests.put(f.name(), CycleNest.of(other.get()));
      headers.add("@" + f.name() + " with headers " + OriginalHierarchies.headers(f, other.get()));
    }
    if (added.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new Found(added, replaced ? Optional.of(HierarchyChoice.explicit(nests)) : Optional.empty(),
        String.join("; ", headers)));
  }

  /** Returns the irreducible cycles of {@code h} headed by a block of {@code f} added on edges. */
  private static List<Cycle> addedHeads(Side after, Function f, CycleHierarchy h, Set<String> originalNames) {
    return h.cycles().stream()
        .filter(c -> !c.isReducible() && addedOnEdges(after, f.index().block(c.header()), originalNames)).toList();
  }

  /** Returns whether {@code b} is a block added on edges (see the class comment). */
  static boolean addedOnEdges(Side after, Block b, Set<String> originalNames) {
    if (originalNames.contains(b.name()) || !(b.terminator().orElse(null) instanceof Br)) {
      return false;
    }
    for (Inst i : b.insts()) {
      if (i instanceof Call c && after.target().isConvergent(after.module(), c.site())) {
        return false;
      }
    }
    return true;
  }
}
