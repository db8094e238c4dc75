package dev.cvg.graph;

import java.util.SplittableRandom;

/**
 * Test-only generator of arbitrary rooted digraphs: any node may branch anywhere, so the graphs
 * have edges into the entry, self loops, multi-edges, unreachable nodes, dead ends and
 * irreducible cycles, which structured generators rarely produce.
 */
public final class ArbitraryGraphs {
  private ArbitraryGraphs() {}

  /** Returns a graph with 1..maxNodes nodes, deterministic in {@code seed}. */
  public static FlowGraph of(long seed, int maxNodes) {
    SplittableRandom rnd = new SplittableRandom(seed);
    int n = 1 + rnd.nextInt(maxNodes);
    int maxOut = 1 + rnd.nextInt(4);
    int[][] succs = new int[n][];
    for (int v = 0; v < n; v++) {
      int k = rnd.nextInt(maxOut + 1);
      succs[v] = new int[k];
      for (int i = 0; i < k; i++) {
        // Bias towards nearby forward targets so that long paths exist, but allow anything.
        succs[v][i] = rnd.nextInt(4) == 0 ? rnd.nextInt(n) : Math.min(n - 1, v + 1 + rnd.nextInt(3));
      }
    }
    return FlowGraph.of(succs);
  }
}
