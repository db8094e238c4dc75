package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * Convergence regions of token definitions (spec ConvergentOperations "Convergence Regions"):
 * the program points dominated by the definition {@code D} of a token from which a use of the
 * token can be reached. Used for controlled convergence: when a cycle containing {@code D} has a
 * divergent exit, a use inside {@code D}'s region outside the cycle reads values of the same
 * iteration in all threads converged there, so it is not temporally divergent (spec "Temporal
 * Divergence at Cycle Exit").
 *
 * <p>Regions are computed on demand, one backward search per token definition: from the blocks
 * holding uses, through predecessors dominated by {@code D}'s block, never through that block
 * itself (re-entering it would pass {@code D} again and start a new region). Cost O(region) per
 * definition, memoized.
 *
 * <pre>
 *   H:  %t = anchor()            region of %t: from %t to the call in X, including X's
 *       br %div, H, X            instructions before that call; X is outside the cycle
 *   X:  %v = add %u, 1           but inside the region: %u is not temporally divergent here
 *       call @op() [ctrl(%t)]
 * </pre>
 */
final class ConvergenceRegions {
  private final FunctionIndex index;
  private final FlowGraph g;
  private final DominatorTree dom;
  /** Token definition (raw id) to the blocks, other than its own, from whose entry a use is reachable. */
  private final Map<Integer, BitSet> entryRegions = new HashMap<>();

  ConvergenceRegions(FunctionIndex index, DominatorTree dom) {
    this.index = index;
    this.g = index.cfg();
    this.dom = dom;
  }

  /** Returns whether instruction {@code user} lies in the convergence region of {@code def}. */
  boolean covers(Inst def, InstId user) {
    int db = index.blockOf(def.id());
    int ub = index.blockOf(user);
    if (db < 0 || ub < 0 || !dom.dominates(db, ub) || !dom.isReachable(ub)) {
      return false;
    }
    int pos = index.position(user);
    if (ub == db && pos <= index.position(def.id())) {
      return false;
    }
    for (InstId u : index.users(def.id().value())) {
      if (index.blockOf(u) == ub && index.position(u) >= pos) {
        return true;
      }
    }
    BitSet region = entryRegion(def, db);
    for (int s : g.successors(ub)) {
      if (region.get(s)) {
        return true;
      }
    }
    return false;
  }

  private BitSet entryRegion(Inst def, int db) {
    return entryRegions.computeIfAbsent(def.rawId(), k -> {
      BitSet region = new BitSet(g.size());
      IntStack work = new IntStack();
      for (InstId u : index.users(def.id().value())) {
        int b = index.blockOf(u);
        if (b >= 0 && b != db && dom.isReachable(b) && !region.get(b)) {
          region.set(b);
          work.push(b);
        }
      }
      while (!work.isEmpty()) {
        int b = work.pop();
        for (int p : g.predecessors(b)) {
          if (p != db && !region.get(p) && dom.isReachable(p) && dom.dominates(db, p)) {
            region.set(p);
            work.push(p);
          }
        }
      }
      return region;
    });
  }
}
