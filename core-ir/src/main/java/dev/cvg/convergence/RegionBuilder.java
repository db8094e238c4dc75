package dev.cvg.convergence;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.InstId;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Computes a {@link ConvergenceRegion} from its definition, its uses and the dominator tree.
 *
 * <p>Problem: find the program points dominated by {@code D} at which {@code D}'s token is live,
 * i.e. from which a use is reachable along a path that does not pass through {@code D} again
 * (a path through {@code D} reaches a use of a new token value). Algorithm, in two phases:
 * (1) backward search from the blocks holding a use, over predecessor edges, marks the blocks
 * whose start reaches a use; the search enters {@code D}'s block (its end then reaches a use)
 * but does not pass through it, and a block's end reaches a use iff some successor's start
 * does; (2) per block, intersect the dominated suffix (after {@code D} in its own block, the
 * whole block if {@code D}'s block strictly dominates it) with the reaching prefix (the whole
 * block if its end reaches a use, else up to its last use). Complexity: O(V + E) per region.
 *
 * <pre>
 *   A: %t = anchor ──► B: f() [%t] ──► C: g()
 *   region(%t) = A after %t, B up to f(); C is dominated but reaches no use
 *
 *   H: %h = loop [%e]; f() [%h] ──► L ──► back to H
 *   region(%h) = H after %h up to f(); L reaches f() only through %h, so it is not in it
 * </pre>
 */
final class RegionBuilder {
  private RegionBuilder() {}

  /** Returns the region of {@code def} with the given uses (all in {@code index}'s function). */
  static ConvergenceRegion build(FunctionIndex index, DominatorTree dom, TokenDefinition def, List<InstId> uses) {
    FlowGraph cfg = index.cfg();
    int n = cfg.size();
    int defBlock = def.block();
    int defPosition = index.position(def.inst());
    // Phase 1 of 2: which block starts reach a use without passing D, and the last use per block.
    int[] lastUse = new int[n];
    Arrays.fill(lastUse, -1);
    boolean[] startReaches = new boolean[n];
    Deque<Integer> work = new ArrayDeque<>();
    for (InstId u : uses) {
      int b = index.blockOf(u);
      int k = index.position(u);
      lastUse[b] = Math.max(lastUse[b], k);
      // In D's own block only a use before D is reached from the block start without passing D.
      if (!startReaches[b] && (b != defBlock || k < defPosition)) {
        startReaches[b] = true;
        work.add(b);
      }
    }
    while (!work.isEmpty()) {
      for (int p : cfg.predecessors(work.poll())) {
        if (!startReaches[p] && p != defBlock) {
          startReaches[p] = true;
          work.add(p);
        }
      }
    }
    // Phase 2 of 2: intersect the dominated suffix with the reaching prefix, block by block.
    int[] from = new int[n];
    int[] to = new int[n];
    Arrays.fill(from, -1);
    for (int b = 0; b < n; b++) {
      if (!dom.isReachable(defBlock) || !dom.isReachable(b) || !dom.dominates(defBlock, b)) {
        continue;
      }
      int first = b == defBlock ? defPosition + 1 : 0;
      boolean endReaches = Arrays.stream(cfg.successors(b)).anyMatch(s -> startReaches[s]);
      int last = endReaches ? index.block(b).insts().size() - 1 : lastUse[b];
      if (first <= last) {
        from[b] = first;
        to[b] = last;
      }
    }
    return new ConvergenceRegion(def, uses, index, from, to);
  }
}
