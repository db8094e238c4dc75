package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded checks of {@link CollapsedCycle#joins} against its definition, evaluated naively: the
 * region outside cycle {@code A} reachable from its exits, rooted at a virtual node with an edge
 * to every exit; dominators by the iterative set equations; dominance frontiers by definition;
 * the frontier iterated to a fixed point; plus every exit entered from two distinct blocks of
 * {@code A}. Every cycle of every generated CFG is collapsed, whatever its size.
 */
class CollapsedCycleTest {

  /** The fast joins (level-bucket iterated frontier) equal the naive ones for every cycle. */
  @TestFactory
  Stream<DynamicTest> joinsMatchDefinition() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(300); seed <= n; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> {
        FlowGraph g = seed(s);
        CycleTable cycles = new CycleTable(CycleHierarchy.of(g));
        for (int a = 0; a < cycles.cycles.size(); a++) {
          assertArrayEquals(naiveJoins(g, cycles, a), CollapsedCycle.joins(g, cycles, a),
              "seed " + s + " cycle " + a + " " + cycles.cycles.get(a));
        }
      }));
    }
    return tests.stream();
  }

  /**
   * Every block outside the cycle, tried as the only cut candidate of {@link CutRegion} (with no
   * budget limit), gives the same joins as the whole region (no candidate at all): the
   * contraction is exact whatever the cut.
   */
  @TestFactory
  Stream<DynamicTest> everyCutGivesTheSameJoins() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(150); seed <= n; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> {
        FlowGraph g = seed(s);
        CycleTable cycles = new CycleTable(CycleHierarchy.of(g));
        for (int a = 0; a < cycles.cycles.size(); a++) {
          int[] whole = CollapsedCycle.joins(g, cycles, a, new int[0], 0);
          assertArrayEquals(naiveJoins(g, cycles, a), whole, "seed " + s + " cycle " + a);
          for (int w = 0; w < g.size(); w++) {
            assertArrayEquals(whole, CollapsedCycle.joins(g, cycles, a, new int[] {w}, g.size()),
                "seed " + s + " cycle " + a + " cut " + w + " " + cycles.cycles.get(a));
          }
        }
      }));
    }
    return tests.stream();
  }

  private static FlowGraph seed(long s) {
    return s % 3 == 0 ? RandomCfg.generate(s, RandomCfg.Shape.IRREDUCIBLE, 10 + (int) (s % 50))
        : RandomCfg.mixed(s, 60);
  }

  /** The definition, O(n^3): dominator sets, frontiers by definition, fixed point. */
  static int[] naiveJoins(FlowGraph g, CycleTable cycles, int a) {
    int n = g.size();
    int root = n; // virtual root
    int[] exits = cycles.exits(a);
    BitSet region = new BitSet();
    List<Integer> work = new ArrayList<>();
    for (int e : exits) {
      if (!region.get(e)) {
        region.set(e);
        work.add(e);
      }
    }
    for (int k = 0; k < work.size(); k++) {
      for (int s : g.successors(work.get(k))) {
        if (!region.get(s) && !cycles.contains(a, s)) {
          region.set(s);
          work.add(s);
        }
      }
    }
    BitSet exitSet = new BitSet();
    for (int e : exits) {
      exitSet.set(e);
    }
    // Region predecessors (the root for exits).
    List<List<Integer>> preds = new ArrayList<>();
    for (int v = 0; v <= n; v++) {
      preds.add(new ArrayList<>());
    }
    for (int u = region.nextSetBit(0); u >= 0; u = region.nextSetBit(u + 1)) {
      for (int s : g.successors(u)) {
        if (region.get(s)) {
          preds.get(s).add(u);
        }
      }
    }
    for (int e = exitSet.nextSetBit(0); e >= 0; e = exitSet.nextSetBit(e + 1)) {
      preds.get(e).add(root);
    }
    // dom[v]: the set of dominators of v, by the classic fixed point.
    BitSet all = (BitSet) region.clone();
    all.set(root);
    BitSet[] dom = new BitSet[n + 1];
    for (int v = all.nextSetBit(0); v >= 0; v = all.nextSetBit(v + 1)) {
      dom[v] = (BitSet) all.clone();
    }
    dom[root] = new BitSet();
    dom[root].set(root);
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int v = region.nextSetBit(0); v >= 0; v = region.nextSetBit(v + 1)) {
        BitSet d = (BitSet) all.clone();
        for (int p : preds.get(v)) {
          d.and(dom[p]);
        }
        d.set(v);
        if (!d.equals(dom[v])) {
          dom[v] = d;
          changed = true;
        }
      }
    }
    // DF(x) = { v : x dominates a predecessor of v and does not strictly dominate v }.
    BitSet join = new BitSet();
    BitSet frontierOf = (BitSet) exitSet.clone();
    changed = true;
    while (changed) {
      changed = false;
      for (int v = region.nextSetBit(0); v >= 0; v = region.nextSetBit(v + 1)) {
        if (join.get(v)) {
          continue;
        }
        for (int p : preds.get(v)) {
          BitSet x = (BitSet) dom[p].clone();
          x.and(frontierOf);
          for (int d = x.nextSetBit(0); d >= 0; d = x.nextSetBit(d + 1)) {
            if (d == v || !dom[v].get(d)) {
              join.set(v);
              frontierOf.set(v);
              changed = true;
            }
          }
        }
      }
    }
    for (int e : exits) {
      TreeSet<Integer> inside = new TreeSet<>();
      for (int p : g.predecessors(e)) {
        if (cycles.contains(a, p)) {
          inside.add(p);
        }
      }
      if (inside.size() >= 2) {
        join.set(e);
      }
    }
    return join.stream().toArray();
  }
}
