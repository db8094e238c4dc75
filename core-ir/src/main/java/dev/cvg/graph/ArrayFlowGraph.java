package dev.cvg.graph;

import java.util.Arrays;

/**
 * A {@link FlowGraph} stored as successor and predecessor arrays; immutable after construction.
 */
public final class ArrayFlowGraph implements FlowGraph {
  private final int[][] succs;
  private final int[][] preds;
  private final int entry;
  private final String[] names;

  private ArrayFlowGraph(int[][] succs, int[][] preds, int entry, String[] names) {
    this.succs = succs;
    this.preds = preds;
    this.entry = entry;
    this.names = names;
  }

  /**
   * Returns a graph with the given successor lists, entry and optional node names.
   *
   * @throws IllegalArgumentException if a successor or the entry is out of range
   */
  public static ArrayFlowGraph of(int[][] successors, int entry, String[] names) {
    int[][] succs = new int[successors.length][];
    for (int i = 0; i < succs.length; i++) {
      succs[i] = successors[i].clone();
    }
    return adopt(succs, entry, names == null ? null : names.clone());
  }

  /**
   * Returns {@code g} plus edges from {@code sources[k]} to each of {@code targets[k]} (appended
   * to the successor and predecessor lists, repeats kept), sharing {@code g}'s lists for every
   * node the new edges do not touch: O(nodes + new edges + the touched lists), with no copy of
   * the rest of the graph. Node names are not kept.
   *
   * @throws IllegalArgumentException if a source or target is out of range
   */
  public static ArrayFlowGraph plusEdges(FlowGraph g, int[] sources, int[][] targets) {
    int n = g.size();
    int[][] succs = new int[n][];
    int[][] preds = new int[n][];
    for (int k = 0; k < sources.length; k++) {
      int v = check(sources[k], n);
      int[] old = succs[v] != null ? succs[v] : g.successors(v);
      int[] both = java.util.Arrays.copyOf(old, old.length + targets[k].length);
      System.arraycopy(targets[k], 0, both, old.length, targets[k].length);
      succs[v] = both;
      for (int t : targets[k]) {
        int[] p = preds[check(t, n)] != null ? preds[t] : g.predecessors(t);
        preds[t] = java.util.Arrays.copyOf(p, p.length + 1);
        preds[t][p.length] = v;
      }
    }
    for (int v = 0; v < n; v++) {
      succs[v] = succs[v] != null ? succs[v] : g.successors(v);
      preds[v] = preds[v] != null ? preds[v] : g.predecessors(v);
    }
    return new ArrayFlowGraph(succs, preds, g.entry(), null);
  }

  private static int check(int v, int n) {
    if (v < 0 || v >= n) {
      throw new IllegalArgumentException("node out of range: " + v);
    }
    return v;
  }

  /**
   * Returns a graph over the given arrays without copying them: for builders of large graphs
   * that hand their freshly made arrays over and never touch them again.
   *
   * @throws IllegalArgumentException if a successor or the entry is out of range
   */
  public static ArrayFlowGraph adopt(int[][] succs, int entry, String[] names) {
    int n = succs.length;
    if (n > 0 && (entry < 0 || entry >= n)) {
      throw new IllegalArgumentException("entry out of range: " + entry);
    }
    int[] predCount = new int[n];
    for (int i = 0; i < n; i++) {
      for (int s : succs[i]) {
        if (s < 0 || s >= n) {
          throw new IllegalArgumentException("successor out of range: " + i + " -> " + s);
        }
        predCount[s]++;
      }
    }
    int[][] preds = new int[n][];
    for (int i = 0; i < n; i++) {
      preds[i] = new int[predCount[i]];
    }
    int[] fill = predCount;
    java.util.Arrays.fill(fill, 0);
    for (int i = 0; i < n; i++) {
      for (int s : succs[i]) {
        preds[s][fill[s]++] = i;
      }
    }
    return new ArrayFlowGraph(succs, preds, entry, names);
  }

  @Override
  public int size() {
    return succs.length;
  }

  @Override
  public int entry() {
    return entry;
  }

  @Override
  public int[] successors(int node) {
    return succs[node];
  }

  @Override
  public int[] predecessors(int node) {
    return preds[node];
  }

  @Override
  public String name(int node) {
    return names == null ? Integer.toString(node) : names[node];
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < succs.length; i++) {
      sb.append(name(i)).append(" -> ").append(Arrays.toString(succs[i])).append('\n');
    }
    return sb.toString();
  }
}
