package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.ArrayFlowGraph;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;

/**
 * The facts that let {@link SyncDependence} skip whole regions of the CFG: dominance and
 * dominance frontiers of the <em>jump graph</em>, the CFG plus an edge from the header of every
 * reducible cycle to each exit of that cycle.
 *
 * <p><b>Why.</b> Sync-dependence labels flow along real edges, except that a reducible header
 * forwards its label straight to its cycle's exits. Every such label path is a path of the jump
 * graph. If a block {@code X} that receives label {@code L} does not dominate the divergent
 * branch {@code B} (in the jump graph), then every label path from {@code B} into the region
 * dominated by {@code X} passes through {@code X}; no two disjoint paths can meet inside it, so
 * the whole region carries {@code L} and only its dominance frontier can see {@code L} meet
 * another label. Processing {@code X} can therefore push {@code L} to {@code DF(X)} at once
 * instead of walking the region block by block: a ladder of {@code n} divergent branches costs
 * O(n) instead of LLVM's O(n²). The argument needs acyclic label flow, so a region that contains
 * or borders an irreducible cycle is never skipped ({@link #canSkip}). See
 * {@code docs/uniformity.md} for the proof.
 *
 * <pre>
 *   B -> B1 -> B2 -> ... -> Bn        DF(B1) = {E}: propagation from B pushes B1's label to E
 *   |     |     |           |         and stops, instead of visiting B2..Bn
 *   +-----+-----+---- ... --+--> E
 * </pre>
 *
 * <p>Complexity: building the jump graph is O(V + E + sum of exits of reducible cycles);
 * dominators O(E log V) (Semi-NCA); frontiers with the Cooper-Harvey-Kennedy runner, stopping at
 * a block that already has the join in its frontier, O(V + E + sum of |DF|).
 */
final class ShortcutRegions {
  /** Dominators of the jump graph (same node numbers as the CFG). */
  final DominatorTree dom;
  private final int[] dfStart;
  private final int[] dfList;
  /** Whether the region dominated by a node, and its frontier, avoid irreducible cycles. */
  private final boolean[] skippable;

  private ShortcutRegions(DominatorTree dom, int[] dfStart, int[] dfList, boolean[] skippable) {
    this.dom = dom;
    this.dfStart = dfStart;
    this.dfList = dfList;
    this.skippable = skippable;
  }

  /** Builds the facts for CFG {@code g} with cycles {@code cycles}. */
  static ShortcutRegions of(FlowGraph g, CycleTable cycles) {
    int n = g.size();
    // Phase 1 of 3: the jump graph, as a fresh copy: its lists then lie side by side in memory,
    // which made the dominator computation below a third faster on 200k-block CFGs than reading
    // the CFG's own lists (measured; a view sharing them was slower still).
    int[][] succ = new int[n][];
    for (int v = 0; v < n; v++) {
      int[] real = g.successors(v);
      int c = cycles.innermost[v];
      if (c >= 0 && cycles.header[c] == v && cycles.reducible[c]) {
        int[] ex = cycles.exits(c);
        int[] both = Arrays.copyOf(real, real.length + ex.length);
        System.arraycopy(ex, 0, both, real.length, ex.length);
        succ[v] = both;
      } else {
        succ[v] = real;
      }
    }
    FlowGraph jump = ArrayFlowGraph.of(succ, g.entry(), null);
    DominatorTree dom = DominatorTree.of(jump);
    // Phase 2 of 3: dominance frontiers (CSR), runner algorithm with early stop.
    int[] last = new int[n];
    Arrays.fill(last, -1);
    int[] count = new int[n];
    IntStack pairs = new IntStack();
    for (int v = 0; v < n; v++) {
      if (!dom.isReachable(v)) {
        continue;
      }
      int[] preds = jump.predecessors(v);
      if (preds.length < 2 && v != jump.entry()) {
        continue;
      }
      int stop = dom.immediateDominator(v);
      for (int p : preds) {
        int runner = p;
        while (runner >= 0 && runner != stop && dom.isReachable(runner) && last[runner] != v) {
          last[runner] = v;
          pairs.push(runner);
          pairs.push(v);
          count[runner]++;
          runner = dom.immediateDominator(runner);
        }
      }
    }
    int[] dfStart = new int[n + 1];
    for (int v = 0; v < n; v++) {
      dfStart[v + 1] = dfStart[v] + count[v];
    }
    int[] fill = Arrays.copyOf(dfStart, n);
    int[] dfList = new int[dfStart[n]];
    for (int k = 0; k < pairs.size(); k += 2) {
      dfList[fill[pairs.get(k)]++] = pairs.get(k + 1);
    }
    // Phase 3 of 3: skippable = no irreducible block in the dominated region or its frontier.
    // In reverse preorder every node comes after its dominator, so a dirty node dirties its
    // idom (no per-node children arrays).
    boolean[] clean = new boolean[n];
    for (int v = 0; v < n; v++) {
      clean[v] = dom.isReachable(v) && !cycles.inIrreducible[v];
    }
    int[] pre = dom.preorder();
    for (int k = pre.length - 1; k >= 1; k--) {
      int v = pre[k];
      if (!clean[v]) {
        clean[dom.immediateDominator(v)] = false;
      }
    }
    boolean[] skippable = new boolean[n];
    for (int v = 0; v < n; v++) {
      boolean ok = clean[v];
      for (int k = dfStart[v]; ok && k < dfStart[v + 1]; k++) {
        ok = !cycles.inIrreducible[dfList[k]];
      }
      skippable[v] = ok;
    }
    return new ShortcutRegions(dom, dfStart, dfList, skippable);
  }

  /** Returns whether the region dominated by {@code x} may be skipped (see class comment). */
  boolean canSkip(int x) {
    return skippable[x];
  }

  /** Returns the start of {@code x}'s frontier in {@link #frontierArray()}. */
  int frontierStart(int x) {
    return dfStart[x];
  }

  /** Returns the end (exclusive) of {@code x}'s frontier in {@link #frontierArray()}. */
  int frontierEnd(int x) {
    return dfStart[x + 1];
  }

  /** Returns the concatenated frontiers; callers must not modify it. */
  int[] frontierArray() {
    return dfList;
  }
}
