package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The Claim of {@link CutRegion}, checked by brute force on random graphs: for a set {@code A}
 * (a cycle of the graph, or any random set of blocks), its exits, and every block {@code w}
 * outside {@code A}, the single candidate {@code w} gives a cut exactly when {@code w} is in the
 * region (reachable from the exits avoiding {@code A}) and its small part {@code S} fits the
 * budget; the contracted graph is the one the Claim describes (S's own edges, {@code W -> y} for
 * each {@code y} in {@code S} with a predecessor in {@code Z ∪ {w}}, a self loop when {@code w}
 * has one there); and its joins, mapped back, are the joins of the whole region {@code H}
 * (rooted at a virtual node with an edge to every exit). A join is a block reached by two
 * non-empty paths from distinct starts among the exits and the root that meet only there (Cytron
 * et al.: the iterated dominance frontier of the exits, which {@link CollapsedCycle} computes),
 * counted by max-flow ({@link DisjointPaths}); for cycles the definition is cross-checked against
 * {@link CollapsedCycleTest#naiveJoins} (dominator sets).
 */
class CutRegionJoinsTest {

  /** Random graphs, their cycles and random sets of blocks, every cut. */
  @TestFactory
  Stream<DynamicTest> contractionPreservesTheJoins() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1, n = SeedCount.of(300); seed <= n; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> check(s)));
    }
    return tests.stream();
  }

  private static void check(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    // Every tenth graph is large (small parts past 16 blocks, regions behind the cut past 64);
    // there the joins, which cost a max-flow per block, are compared for about one cut in 20.
    boolean large = seed % 10 == 0;
    FlowGraph g = large ? RandomCfg.mixed(seed, 120)
        : seed % 2 == 0 ? RandomCfg.mixed(seed, 16) : arbitrary(rnd);
    int joinsPercent = large ? 5 : 100;
    int n = g.size();
    CycleTable cycles = new CycleTable(CycleHierarchy.of(g));
    for (int a = 0; a < cycles.cycles.size() && a < 3; a++) {
      BitSet inA = new BitSet();
      Arrays.stream(cycles.cycles.get(a).blocks()).forEach(inA::set);
      String where = "seed " + seed + " cycle " + cycles.cycles.get(a) + "\n" + g;
      int[] exits = cycles.exits(a);
      BitSet joins = regionJoins(g, inA, exits);
      // The definition is CollapsedCycle's: its joins are these plus the exits entered twice from A.
      BitSet withTwice = (BitSet) joins.clone();
      for (int e : exits) {
        if (Arrays.stream(g.predecessors(e)).filter(inA::get).distinct().count() >= 2) {
          withTwice.set(e);
        }
      }
      assertArrayEquals(CollapsedCycleTest.naiveJoins(g, cycles, a), withTwice.stream().toArray(),
          where + ": the definition of a join");
      checkEveryCut(g, inA, exits, joins, rnd, joinsPercent, where);
    }
    for (int k = 0; k < 2; k++) {
      BitSet inA = new BitSet();
      for (int v = 0; v < n; v++) {
        if (rnd.nextInt(3) == 0) {
          inA.set(v);
        }
      }
      Set<Integer> exits = new LinkedHashSet<>();
      inA.stream().forEach(v ->
          Arrays.stream(g.successors(v)).filter(y -> !inA.get(y)).forEach(exits::add));
      int[] e = exits.stream().mapToInt(Integer::intValue).toArray();
      String where = "seed " + seed + " A " + inA + "\n" + g;
      checkEveryCut(g, inA, e, regionJoins(g, inA, e), rnd, joinsPercent, where);
    }
  }

  /**
   * Tries every block outside A as the only candidate: the cut's shape, and its joins for about
   * {@code joinsPercent} % of them.
   */
  private static void checkEveryCut(FlowGraph g, BitSet inA, int[] exits, BitSet joins,
      SplittableRandom rnd, int joinsPercent, String where) {
    int n = g.size();
    long[] bits = inA.toLongArray();
    bits = Arrays.copyOf(bits, (n >>> 6) + 1);
    BitSet region = reach(g, inA, exits, -1);
    for (int w = 0; w < n; w++) {
      if (inA.get(w)) {
        continue;
      }
      String at = where + "\ncut " + w + " exits " + Arrays.toString(exits);
      int[] only = {w};
      CutRegion cut = CutRegion.find(g, bits, exits, only, () -> new int[0], n);
      if (!region.get(w)) {
        assertNull(cut, at + ": w outside the region");
        continue;
      }
      assertNotNull(cut, at);
      BitSet small = reach(g, inA, exits, w);
      int s = small.cardinality();
      assertEquals(s + 1, cut.original.length, at + ": |S| + W");
      assertEquals(s + 2, cut.graph.size(), at + ": |S| + W + root");
      assertEquals(s + 1, cut.graph.entry(), at + ": the root");
      assertEquals(w, cut.original[s], at + ": W");
      assertArrayEquals(exits, Arrays.stream(cut.exits).map(v -> cut.original[v]).toArray(),
          at + ": exits");
      assertArrayEquals(cut.exits, cut.graph.successors(s + 1), at + ": the root's edges");
      BitSet behind = (BitSet) region.clone(); // Z ∪ {w}
      behind.andNot(small);
      TreeSet<Integer> fromW = new TreeSet<>();
      for (int v = 0; v < s; v++) {
        int x = cut.original[v];
        assertEquals(true, small.get(x), at + ": " + x + " in S");
        int[] expected = Arrays.stream(g.successors(x)).filter(y -> !inA.get(y)).sorted().toArray();
        assertArrayEquals(expected, mapped(cut, v), at + ": successors of " + x);
        if (Arrays.stream(g.predecessors(x)).anyMatch(behind::get)) {
          fromW.add(x);
        }
      }
      if (Arrays.stream(g.predecessors(w)).anyMatch(behind::get)) {
        fromW.add(w);
      }
      assertArrayEquals(fromW.stream().mapToInt(Integer::intValue).toArray(), mapped(cut, s),
          at + ": W's edges");
      if (rnd.nextInt(100) < joinsPercent) {
        int[][] succ = new int[s + 2][];
        for (int v = 0; v < s + 2; v++) {
          succ[v] = cut.graph.successors(v);
        }
        BitSet contracted = new BitSet();
        joins(succ, s + 1, cut.exits).stream().forEach(v -> contracted.set(cut.original[v]));
        assertEquals(joins, contracted, at + ": joins");
      }
      // The budget bounds |S| inclusively: |S| fits, |S| - 1 does not (and there is no other candidate).
      assertNotNull(CutRegion.find(g, bits, exits, only, () -> new int[0], s), at + ": budget |S|");
      if (s > 0) {
        assertNull(CutRegion.find(g, bits, exits, only, () -> new int[0], s - 1),
            at + ": budget |S| - 1");
      }
    }
  }

  /** The successors of contracted node {@code v} as blocks, sorted. */
  private static int[] mapped(CutRegion cut, int v) {
    return Arrays.stream(cut.graph.successors(v)).map(y -> cut.original[y]).sorted().toArray();
  }

  /** Blocks reachable from the exits other than {@code w}, avoiding A and {@code w} (-1: none). */
  private static BitSet reach(FlowGraph g, BitSet inA, int[] exits, int w) {
    BitSet seen = new BitSet();
    List<Integer> work = new ArrayList<>();
    for (int e : exits) {
      if (e != w && !seen.get(e)) {
        seen.set(e);
        work.add(e);
      }
    }
    for (int k = 0; k < work.size(); k++) {
      for (int y : g.successors(work.get(k))) {
        if (y != w && !inA.get(y) && !seen.get(y)) {
          seen.set(y);
          work.add(y);
        }
      }
    }
    return seen;
  }

  /** The joins of the region outside A, rooted at a virtual node {@code n} with an edge to each exit. */
  private static BitSet regionJoins(FlowGraph g, BitSet inA, int[] exits) {
    int n = g.size();
    int[][] succ = new int[n + 1][];
    for (int v = 0; v < n; v++) {
      succ[v] = inA.get(v) ? null : g.successors(v);
    }
    succ[n] = exits;
    return joins(succ, n, exits);
  }

  /**
   * The joins of {@code defs} in the graph {@code succ} ({@code null} removes a node) whose root
   * has an edge to every def: the nodes {@code v} reached by two non-empty paths from distinct
   * nodes of {@code defs ∪ {root}} that share only {@code v}. Node {@code v}'s in-edges are
   * moved to a copy without successors, so each path ends at its first return to {@code v}.
   */
  private static BitSet joins(int[][] succ, int root, int[] defs) {
    int m = succ.length;
    List<Integer> sources = new ArrayList<>(new TreeSet<>(Arrays.stream(defs).boxed().toList()));
    sources.add(root);
    BitSet out = new BitSet();
    for (int v = 0; v < m; v++) {
      if (v == root || succ[v] == null) {
        continue;
      }
      int[][] split = new int[m + 1][];
      for (int u = 0; u < m; u++) {
        int target = v;
        split[u] = succ[u] == null ? null
            : Arrays.stream(succ[u]).map(y -> y == target ? m : y).toArray();
      }
      split[m] = new int[0];
      if (new DisjointPaths(split).twoDisjoint(sources, List.of(m), 2)) {
        out.set(v);
      }
    }
    return out;
  }

  /** A graph of 3 to 14 nodes with 0 to 3 successors each, to any node but the entry. */
  private static FlowGraph arbitrary(SplittableRandom rnd) {
    int n = 3 + rnd.nextInt(12);
    int[][] succ = new int[n][];
    for (int v = 0; v < n; v++) {
      succ[v] = new int[v == 0 ? 1 : rnd.nextInt(4)];
      for (int k = 0; k < succ[v].length; k++) {
        succ[v][k] = 1 + rnd.nextInt(n - 1);
      }
    }
    return FlowGraph.of(succ);
  }
}
