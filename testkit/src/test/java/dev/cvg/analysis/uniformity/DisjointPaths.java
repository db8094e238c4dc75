package dev.cvg.analysis.uniformity;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.List;

/**
 * Counts vertex-disjoint paths by max-flow on a node-split graph: the brute-force core of the
 * reference twin ({@link NaiveUniformity}). Every node has capacity 1 except the sinks; paths start
 * at distinct sources. O(flow * E) per query; meant for graphs of a few dozen nodes.
 */
final class DisjointPaths {
  private final int n;
  private final int[][] succ;

  /** A graph of {@code succ.length} nodes; {@code succ[v] == null} removes node {@code v}. */
  DisjointPaths(int[][] succ) {
    this.n = succ.length;
    this.succ = succ;
  }

  /**
   * Returns whether there are two vertex-disjoint paths starting at two distinct nodes of
   * {@code sources} and ending in {@code sinks} (a path may consist of a source that is a sink);
   * sinks accept up to {@code sinkCapacity} paths each.
   */
  boolean twoDisjoint(List<Integer> sources, List<Integer> sinks, int sinkCapacity) {
    // Nodes: in(v) = 2v, out(v) = 2v+1, super source S = 2n, super sink T = 2n+1.
    int size = 2 * n + 2;
    int s = 2 * n;
    int t = 2 * n + 1;
    int[][] cap = new int[size][size];
    boolean[] isSink = new boolean[n];
    for (int k : sinks) {
      isSink[k] = true;
    }
    for (int v = 0; v < n; v++) {
      if (succ[v] == null) {
        continue;
      }
      cap[2 * v][2 * v + 1] = isSink[v] ? 0 : 1;
      if (isSink[v]) {
        cap[2 * v][t] = sinkCapacity;
      }
      for (int w : succ[v]) {
        if (succ[w] != null) {
          cap[2 * v + 1][2 * w] = 1;
        }
      }
    }
    for (int src : sources) {
      if (succ[src] != null) {
        cap[s][2 * src] = 1;
      }
    }
    int flow = 0;
    while (flow < 2 && augment(cap, s, t)) {
      flow++;
    }
    return flow >= 2;
  }

  private static boolean augment(int[][] cap, int s, int t) {
    int[] prev = new int[cap.length];
    Arrays.fill(prev, -1);
    prev[s] = s;
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    queue.add(s);
    while (!queue.isEmpty() && prev[t] < 0) {
      int u = queue.poll();
      for (int v = 0; v < cap.length; v++) {
        if (cap[u][v] > 0 && prev[v] < 0) {
          prev[v] = u;
          queue.add(v);
        }
      }
    }
    if (prev[t] < 0) {
      return false;
    }
    for (int v = t; v != s; v = prev[v]) {
      cap[prev[v]][v]--;
      cap[v][prev[v]]++;
    }
    return true;
  }
}
