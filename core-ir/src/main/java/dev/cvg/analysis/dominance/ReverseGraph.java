package dev.cvg.analysis.dominance;

import dev.cvg.graph.FlowGraph;
import java.util.Arrays;

/**
 * The reverse of a {@link FlowGraph} with one extra node, the virtual exit {@code size()-1},
 * as its entry: the virtual exit has an edge to every root, and every original edge
 * {@code a -> b} becomes {@code b -> a}. Post-dominators are the dominators of this graph.
 */
final class ReverseGraph implements FlowGraph {
  private final FlowGraph forward;
  private final int virtualExit;
  private final int[] roots;
  /** For each root: its forward successors plus the virtual exit; null for other nodes. */
  private final int[][] rootPreds;

  ReverseGraph(FlowGraph forward, int[] roots) {
    this.forward = forward;
    this.virtualExit = forward.size();
    this.roots = roots.clone();
    this.rootPreds = new int[forward.size()][];
    for (int r : roots) {
      int[] s = forward.successors(r);
      int[] p = Arrays.copyOf(s, s.length + 1);
      p[s.length] = virtualExit;
      rootPreds[r] = p;
    }
  }

  @Override
  public int size() {
    return virtualExit + 1;
  }

  @Override
  public int entry() {
    return virtualExit;
  }

  @Override
  public int[] successors(int node) {
    return node == virtualExit ? roots : forward.predecessors(node);
  }

  @Override
  public int[] predecessors(int node) {
    if (node == virtualExit) {
      return new int[0];
    }
    int[] p = rootPreds[node];
    return p != null ? p : forward.successors(node);
  }

  @Override
  public String name(int node) {
    return node == virtualExit ? "<<exit node>>" : forward.name(node);
  }
}
