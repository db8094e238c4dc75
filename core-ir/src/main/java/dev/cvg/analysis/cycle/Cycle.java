package dev.cvg.analysis.cycle;

import dev.cvg.graph.FlowGraph;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * One cycle of a {@link CycleHierarchy} (spec {@code CycleTerminology}): a maximal strongly
 * connected set of nodes relative to the hierarchy's DFS, with its header, entries, nesting,
 * exits and exiting blocks.
 *
 * <p>Terms as in the spec: an <em>entry</em> is a node of the cycle with a (reachable)
 * predecessor outside it; the <em>header</em> is the entry the DFS met first; a cycle is
 * <em>reducible</em> iff it has exactly one entry; an <em>exit</em> is a node outside with a
 * predecessor inside; an <em>exiting block</em> is a node inside with a successor outside.
 * Depth counts the cycles containing this one, itself included (top level = 1).
 *
 * <p>Identity is object identity within one hierarchy; {@link #index()} is the position in
 * {@link CycleHierarchy#cycles()}. Immutable.
 */
public final class Cycle {
  private final CycleHierarchy hierarchy;
  private final CycleForest forest;
  /** Preorder number of this cycle in the forest. */
  private final int index;

  Cycle(CycleHierarchy hierarchy, CycleForest forest, int index) {
    this.hierarchy = hierarchy;
    this.forest = forest;
    this.index = index;
  }

  /**
   * Returns the hierarchy this cycle belongs to.
   *
   * @return the hierarchy
   */
  public CycleHierarchy hierarchy() {
    return hierarchy;
  }

  /**
   * Returns the position of this cycle in {@link CycleHierarchy#cycles()}.
   *
   * @return the index
   */
  public int index() {
    return index;
  }

  /**
   * Returns the header: the first entry met by the DFS.
   *
   * @return the header node
   */
  public int header() {
    return forest.header[index];
  }

  /**
   * Returns the entries, header first, then in LLVM's discovery order.
   *
   * @return the entry nodes
   */
  public List<Integer> entries() {
    Integer[] e = new Integer[forest.entryStart[index + 1] - forest.entryStart[index]];
    for (int k = 0; k < e.length; k++) {
      e[k] = forest.entries[forest.entryStart[index] + k];
    }
    return List.of(e);
  }

  /**
   * Returns whether {@code node} is an entry of this cycle.
   *
   * @param node a node
   * @return whether it is an entry
   */
  public boolean isEntry(int node) {
    for (int k = forest.entryStart[index]; k < forest.entryStart[index + 1]; k++) {
      if (forest.entries[k] == node) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether the cycle has exactly one entry (it is a natural loop).
   *
   * @return whether the cycle is reducible
   */
  public boolean isReducible() {
    return forest.entryStart[index + 1] - forest.entryStart[index] == 1;
  }

  /**
   * Returns the smallest cycle strictly containing this one, or empty at top level.
   *
   * @return the parent cycle, or empty
   */
  public Optional<Cycle> parent() {
    int p = forest.parent[index];
    return p < 0 ? Optional.empty() : Optional.of(hierarchy.cycles().get(p));
  }

  /**
   * Returns the cycles directly nested in this one, in LLVM's order.
   *
   * @return the child cycles
   */
  public List<Cycle> children() {
    return hierarchy.childrenOf(index);
  }

  /**
   * Returns the nesting depth: 1 for a top-level cycle.
   *
   * @return the depth
   */
  public int depth() {
    return forest.depth[index];
  }

  /**
   * Returns whether {@code node} belongs to this cycle (or to a cycle nested in it).
   *
   * @param node a node
   * @return whether the cycle contains it
   */
  public boolean contains(int node) {
    int c = node >= 0 && node < forest.innermost.length ? forest.innermost[node] : -1;
    return c >= index && c <= forest.subtreeEnd[index];
  }

  /**
   * Returns whether {@code other} is this cycle or nested in it (LLVM's non-strict test).
   *
   * @param other a cycle of the same hierarchy
   * @return whether this cycle contains it
   */
  public boolean contains(Cycle other) {
    return other.hierarchy == hierarchy && other.index >= index
        && other.index <= forest.subtreeEnd[index];
  }

  /**
   * Returns the number of nodes in this cycle, nested cycles' included.
   *
   * @return the node count
   */
  public int size() {
    return forest.blockEnd[index] - forest.blockStart[index];
  }

  /**
   * Returns all nodes of the cycle, nested cycles' included, in LLVM 22's order: the header,
   * then nodes as the backward flood claimed them, a nested cycle's nodes where it was absorbed.
   *
   * @return the nodes (a fresh array)
   */
  public int[] blocks() {
    return Arrays.copyOfRange(forest.layout, forest.blockStart[index], forest.blockEnd[index]);
  }

  /**
   * Returns the nodes outside the cycle with a predecessor inside, in LLVM's
   * {@code getExitBlocks} order (by {@link #blocks()}, then successor order), without duplicates.
   *
   * @return the exit nodes (a fresh array)
   */
  public int[] exits() {
    FlowGraph g = hierarchy.graph();
    BitSet seen = new BitSet(g.size());
    int[] out = new int[8];
    int count = 0;
    for (int k = forest.blockStart[index]; k < forest.blockEnd[index]; k++) {
      for (int s : g.successors(forest.layout[k])) {
        if (!contains(s) && !seen.get(s)) {
          seen.set(s);
          if (count == out.length) {
            out = Arrays.copyOf(out, count * 2);
          }
          out[count++] = s;
        }
      }
    }
    return Arrays.copyOf(out, count);
  }

  /**
   * Returns the nodes inside with a successor outside, in {@link #blocks()} order.
   *
   * @return the exiting nodes (a fresh array)
   */
  public int[] exitingBlocks() {
    FlowGraph g = hierarchy.graph();
    int[] out = new int[size()];
    int count = 0;
    for (int k = forest.blockStart[index]; k < forest.blockEnd[index]; k++) {
      int b = forest.layout[k];
      for (int s : g.successors(b)) {
        if (!contains(s)) {
          out[count++] = b;
          break;
        }
      }
    }
    return Arrays.copyOf(out, count);
  }

  /** Returns the cycle in {@code print<cycles>} form without indentation. */
  @Override
  public String toString() {
    return CyclePrinter.line(hierarchy.graph(), this);
  }
}
