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
   * @param successors the successors of each node, indexed by node (copied)
   * @param entry the entry node
   * @param names the node names, or null for numbers
   * @return the graph
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
   * Returns a graph over the given arrays without copying them: for builders of large graphs
   * that hand their freshly made arrays over and never touch them again.
   *
   * @param succs the successors of each node, indexed by node (kept, not copied)
   * @param entry the entry node
   * @param names the node names, or null for numbers
   * @return the graph
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
