package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;

/**
 * Sync dependence of one divergent branch: its join blocks (reached along two disjoint paths
 * from the branch) and its divergent cycle exits.
 *
 * <p><b>Problem.</b> A phi in a block reached from a divergent branch {@code B} along two
 * disjoint paths can select different incoming values in threads that were converged at
 * {@code B} (spec "Join node", "Diverged path"); a cycle exit reached along a path disjoint from
 * the path back to the header sees threads leave on different iterations (spec "Divergent Cycle
 * Exits"). <b>Algorithm</b> (Rosemann, Moll, Hack, POPL '21, section 5, as extended in LLVM's
 * {@code DivergencePropagator}): an SSA construction for a virtual variable defined differently
 * in each successor of {@code B}. Each successor gets itself as label; blocks are visited in the
 * reverse {@link ModifiedPostOrder} (highest fresh index first), pushing their label to their
 * successors, or — for the header of a reducible cycle — straight to the cycle's exits. A block
 * reached by two different labels is a join and is relabelled with itself. Labels reaching the
 * headers of irreducible regions are re-propagated until stable; propagation stops when one
 * fresh block remains outside the branch's irreducible ancestor (it plays the immediate
 * post-dominator). Afterwards an exit of an irreducible cycle containing {@code B} whose label
 * differs from the header's is a divergent exit.
 *
 * <p><b>Bounding the cost.</b> LLVM's propagation visits every block between {@code B} and the
 * point where the labels merge, so a chain of {@code n} divergent branches with a common exit
 * costs O(n²). Here a labelled block {@code X} that does not dominate {@code B} forwards its
 * label to its dominance frontier in one step ({@link ShortcutRegions}), skipping its dominated
 * region, which provably contains no join. Shortcuts are only taken while no block of an
 * irreducible cycle is involved; a propagation that would touch one is redone exactly as LLVM
 * does it ("faithful" mode), so results equal LLVM's everywhere. Cost per branch: O(k log k)
 * for the k blocks labelled plus their frontier sizes; faithful mode costs LLVM's O(region).
 *
 * <pre>
 *        B            labels: T=T, F=F; T and F push to M (their frontier): M is a join.
 *       / \           X inside T's region is never visited.
 *      T   F
 *      |\  |
 *      X | |
 *      |/  |
 *      Y   |
 *       \ /
 *        M
 * </pre>
 *
 * <p>One instance is reused for all branches of a function: scratch arrays are reset by epoch
 * stamps in O(1). Not thread-safe; results of {@link #compute} are valid until the next call.
 */
final class SyncDependence {
  private final FlowGraph g;
  private final CycleTable cycles;
  private final ModifiedPostOrder mpo;
  private final ShortcutRegions regions;
  private final DominatorTree dom;
  private final boolean shortcuts;
  /** {@link UniformityOptions#headerBranchExits()}. */
  private final boolean headerBranchExits;
  /**
   * {@link UniformityOptions#specDivergedEntry()}: no early stop inside any irreducible cycle
   * around the branch, even past a reducible one (LLVM stops looking at the first reducible
   * ancestor, and so misses joins reached around an irreducible cycle; the spec's criterion
   * needs them).
   */
  private final boolean wideAncestor;
  /** The reducible cycle the current branch heads, when that rule applies; else -1. */
  private int headedCycle;

  private final int[] label;
  private final int[] labelEpoch;
  private final int[] freshEpoch;
  private final int[] joinEpoch;
  private final int[] exitEpoch;
  private final int[] skipEpoch;
  private final IntMaxHeap fresh = new IntMaxHeap();
  private final IntStack joins = new IntStack();
  private final IntStack exits = new IntStack();
  private int freshCount;
  private int epoch;
  private int branch;
  private boolean faithful;
  private boolean touchedIrreducible;
  private long work;

  SyncDependence(FlowGraph g, CycleTable cycles, ModifiedPostOrder mpo, ShortcutRegions regions,
      DominatorTree dom, boolean shortcuts, boolean headerBranchExits, boolean wideAncestor) {
    this.headerBranchExits = headerBranchExits;
    this.wideAncestor = wideAncestor;
    this.g = g;
    this.cycles = cycles;
    this.mpo = mpo;
    this.regions = regions;
    this.dom = dom;
    this.shortcuts = shortcuts;
    int n = g.size();
    label = new int[n];
    labelEpoch = new int[n];
    freshEpoch = new int[n];
    joinEpoch = new int[n];
    exitEpoch = new int[n];
    skipEpoch = new int[n];
  }

  /**
   * Computes the joins and divergent exits of the terminator of block {@code b}; read them with
   * {@link #joins()} and {@link #divergentExits()}.
   */
  void compute(int b) {
    branch = b;
    int c = cycles.innermost[b];
    headedCycle = headerBranchExits && c >= 0 && mpo.reducibleHeader[b] ? c : -1;
    // Exits inside a skipped region would keep no label: a header branch propagates faithfully.
    faithful = !shortcuts || cycles.inIrreducible[b] || headedCycle >= 0;
    reset();
    if (g.successors(b).length > 1) {
      propagate();
      if (!faithful && touchedIrreducible) {
        faithful = true;
        reset();
        propagate();
      }
    }
  }

  /** Returns the join blocks of the last branch, in discovery order. */
  int[] joins() {
    return joins.toArray();
  }

  /** Returns the divergent cycle exits of the last branch, in discovery order. */
  int[] divergentExits() {
    return exits.toArray();
  }

  /** Returns the number of block visits and label pushes so far (a cost measure for tests). */
  long work() {
    return work;
  }

  private void reset() {
    epoch++;
    fresh.clear();
    freshCount = 0;
    joins.clear();
    exits.clear();
    touchedIrreducible = false;
  }

  private void propagate() {
    int branchCycle = cycles.innermost[branch];
    int irreducibleAncestor = wideAncestor ? outermostIrreducible(branchCycle)
        : irreducibleAncestor(branchCycle);
    for (int s : g.successors(branch)) {
      if (branchCycle >= 0 && !cycles.contains(branchCycle, s)) {
        addExit(s);
      }
      visitEdge(s, s);
    }
    while (freshCount > 0 && !touchedIrreducible) {
      int block = mpo.order[fresh.peek()];
      if (freshCount == 1 && (irreducibleAncestor < 0 || !cycles.contains(irreducibleAncestor, block))
          && (headedCycle < 0 || !cycles.contains(headedCycle, block))) {
        break;
      }
      fresh.pop();
      freshCount--;
      freshEpoch[block] = 0;
      work++;
      if (block != branch) {
        process(block, label[block]);
      }
    }
    if (faithful) {
      checkIrreducibleExits(branchCycle);
    }
    if (headedCycle >= 0) {
      checkHeaderBranchExits();
    }
  }

  /**
   * For a branch heading reducible cycle {@code C}: an exit whose label differs from the label
   * that came back to the header is divergent. The header's label is what threads bring to the
   * next iteration; the exit's, what threads that leave in this one bring. The header is never
   * processed, so exit labels come from paths that do not return to it; propagation ran until
   * it left {@code C}, so every exit reachable that way is labelled.
   */
  private void checkHeaderBranchExits() {
    int hl = labelEpoch[branch] == epoch ? label[branch] : -1;
    if (hl < 0) {
      return; // no path returns to the header: every thread leaves in this iteration
    }
    for (int e : cycles.exits(headedCycle)) {
      int el = labelEpoch[e] == epoch ? label[e] : -1;
      if (el >= 0 && el != hl) {
        addExit(e);
      }
    }
  }

  /** Pushes the label of {@code x} onward: to successors, cycle exits, or its frontier. */
  private void process(int x, int l) {
    if (mpo.reducibleHeader[x]) {
      int c = cycles.innermost[x];
      if (cycles.contains(c, branch)) {
        for (int e : cycles.exits(c)) {
          if (computeJoin(e, l)) {
            addExit(e);
          }
        }
        return;
      }
      if (!skip(x, l)) {
        for (int e : cycles.exits(c)) {
          visitEdge(e, l);
        }
      }
      return;
    }
    if (!skip(x, l)) {
      for (int s : g.successors(x)) {
        visitEdge(s, l);
      }
    }
  }

  /** Pushes {@code l} to the frontier of {@code x}'s region if that region may be skipped. */
  private boolean skip(int x, int l) {
    if (faithful || !regions.canSkip(x) || regions.dom.dominates(x, branch)) {
      return false;
    }
    skipEpoch[x] = epoch;
    int[] df = regions.frontierArray();
    for (int k = regions.frontierStart(x); k < regions.frontierEnd(x); k++) {
      visitEdge(df[k], l);
    }
    return true;
  }

  private void visitEdge(int s, int l) {
    if (computeJoin(s, l)) {
      addJoin(s);
    }
  }

  /** Pushes label {@code l} to {@code s}; returns whether {@code s} became (or is) a join. */
  private boolean computeJoin(int s, int l) {
    work++;
    if (!faithful && cycles.inIrreducible[s]) {
      touchedIrreducible = true;
    }
    int old = labelEpoch[s] == epoch ? label[s] : -1;
    if (old == l) {
      return false;
    }
    if (old != s && freshEpoch[s] != epoch) {
      freshEpoch[s] = epoch;
      fresh.push(mpo.index[s]);
      freshCount++;
    }
    labelEpoch[s] = epoch;
    if (old < 0) {
      label[s] = l;
      return false;
    }
    label[s] = s;
    return true;
  }

  private void addJoin(int s) {
    if (joinEpoch[s] != epoch) {
      joinEpoch[s] = epoch;
      joins.push(s);
    }
  }

  private void addExit(int s) {
    if (exitEpoch[s] != epoch) {
      exitEpoch[s] = epoch;
      exits.push(s);
    }
  }

  /** An exit of an irreducible cycle containing the branch whose label differs from the header's. */
  private void checkIrreducibleExits(int branchCycle) {
    for (int c = branchCycle; c >= 0; c = cycles.parent[c]) {
      if (cycles.reducible[c]) {
        continue;
      }
      int h = cycles.header[c];
      int hl = labelEpoch[h] == epoch ? label[h] : -1;
      for (int e : cycles.exits(c)) {
        int el = labelEpoch[e] == epoch ? label[e] : -1;
        if (el != hl) {
          addExit(e);
        }
      }
    }
  }

  /** The outermost irreducible cycle containing cycle {@code c} (or {@code c}), or -1. */
  private int outermostIrreducible(int c) {
    int found = -1;
    for (; c >= 0; c = cycles.parent[c]) {
      if (!cycles.reducible[c]) {
        found = c;
      }
    }
    return found;
  }

  /** LLVM's irreducible ancestor: the largest chain of irreducible cycles around the branch. */
  private int irreducibleAncestor(int c) {
    if (c < 0 || cycles.reducible[c]) {
      return -1;
    }
    while (cycles.parent[c] >= 0) {
      if (cycles.reducible[cycles.parent[c]]) {
        return c;
      }
      c = cycles.parent[c];
    }
    return c;
  }
}
