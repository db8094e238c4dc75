package dev.cvg.analysis.dominance;

import dev.cvg.graph.FlowGraph;
import java.util.Arrays;

/**
 * Chooses the nodes a post-dominator tree hangs below the virtual exit, exactly as LLVM's
 * {@code SemiNCAInfo::FindRoots} does, so that every node, including nodes in infinite loops,
 * is in the tree.
 *
 * <p><b>Algorithm</b> (LLVM {@code GenericDomTreeConstruction.h}, paraphrased).
 * Phase 1 of 3: every node without successors (an exit) is a root; mark everything that
 * reaches an exit (reverse DFS). Phase 2 of 3: for each still unmarked node {@code I} in node
 * order, run a forward DFS from {@code I} over unmarked nodes that pushes the successors of a
 * node in ascending node order onto a LIFO stack (so the highest-numbered successor is explored
 * first); the node visited <em>last</em> ("furthest away") becomes a root, and everything that
 * reaches it is marked. Phase 3 of 3: a phase-2 root that reaches another phase-2 root is
 * redundant and dropped (LLVM's {@code RemoveRedundantRoots}).
 *
 * <p>The marked set is always closed under predecessors, so a later phase-2 root never reaches
 * an earlier one; hence "reaches another root" does not depend on removal order and phase 3 is
 * done here in linear time by propagating at most two distinct root labels backwards (LLVM
 * runs one forward DFS per root instead).
 *
 * <p><b>Complexity.</b> Phases 1 and 3 are O(V + E). Phase 2 is O(V + E) when every infinite
 * region is entered once; like LLVM's, its forward walks can revisit nodes that do not reach
 * the chosen root, O(V·E) in contrived worst cases.
 *
 * <pre>
 *   entry -> a <-> a2      exits: x (root); a, a2 reach no exit:
 *     |                    forward DFS from a visits a, a2 -> a2 is "furthest away"
 *     +----> x (ret)       roots = {x, a2}; ipdom(a) = a2, ipdom(entry) = virtual exit
 * </pre>
 */
final class PostDominatorRoots {
  private PostDominatorRoots() {}

  /** Returns the roots of the post-dominator forest of {@code g}, ascending. */
  static int[] find(FlowGraph g) {
    int n = g.size();
    boolean[] marked = new boolean[n];
    IntStack stack = new IntStack();
    int[] roots = new int[n];
    int rootCount = 0;
    // Phase 1 of 3: trivial roots (no successors) and everything reaching them.
    int markedCount = 0;
    for (int v = 0; v < n; v++) {
      if (g.successors(v).length == 0) {
        roots[rootCount++] = v;
        markedCount += markBackwards(g, v, marked, stack);
      }
    }
    int trivialCount = rootCount;
    if (markedCount < n) {
      // Phase 2 of 3: one "furthest away" root per unmarked region, found by forward DFS.
      boolean[] seen = new boolean[n];
      IntStack touched = new IntStack();
      for (int start = 0; start < n; start++) {
        if (marked[start]) {
          continue;
        }
        int furthest = furthestAway(g, start, marked, seen, stack, touched);
        while (!touched.isEmpty()) {
          seen[touched.pop()] = false;
        }
        roots[rootCount++] = furthest;
        markBackwards(g, furthest, marked, stack);
      }
      // Phase 3 of 3: drop phase-2 roots that reach another phase-2 root.
      rootCount = trivialCount + dropRedundant(g, roots, trivialCount, rootCount, stack);
    }
    int[] result = Arrays.copyOf(roots, rootCount);
    Arrays.sort(result);
    return result;
  }

  /** Marks every unmarked node that reaches {@code from} through unmarked nodes; returns how many. */
  private static int markBackwards(FlowGraph g, int from, boolean[] marked, IntStack stack) {
    int count = 1;
    marked[from] = true;
    stack.push(from);
    while (!stack.isEmpty()) {
      for (int p : g.predecessors(stack.pop())) {
        if (!marked[p]) {
          marked[p] = true;
          count++;
          stack.push(p);
        }
      }
    }
    return count;
  }

  /** LLVM's forward DFS with sorted successors; returns the last node it visits. */
  private static int furthestAway(FlowGraph g, int start, boolean[] marked, boolean[] seen,
      IntStack stack, IntStack touched) {
    int last = start;
    stack.push(start);
    while (!stack.isEmpty()) {
      int x = stack.pop();
      if (marked[x] || seen[x]) {
        continue;
      }
      seen[x] = true;
      touched.push(x);
      last = x;
      int[] succs = g.successors(x);
      if (succs.length > 1) {
        succs = succs.clone();
        Arrays.sort(succs);
      }
      for (int s : succs) {
        stack.push(s);
      }
    }
    return last;
  }

  /**
   * Compacts {@code roots[from..to)} to the roots that reach no other root in that range and
   * returns their number. Each node keeps up to two distinct root labels that it reaches;
   * a root with a second label reaches another root.
   */
  private static int dropRedundant(FlowGraph g, int[] roots, int from, int to, IntStack stack) {
    int n = g.size();
    int[] first = new int[n];
    int[] second = new int[n];
    Arrays.fill(first, -1);
    Arrays.fill(second, -1);
    for (int i = from; i < to; i++) {
      first[roots[i]] = roots[i];
      stack.push(roots[i]);
    }
    while (!stack.isEmpty()) {
      int x = stack.pop();
      for (int p : g.predecessors(x)) {
        boolean changed = addLabel(p, first[x], first, second);
        changed |= addLabel(p, second[x], first, second);
        if (changed) {
          stack.push(p);
        }
      }
    }
    int kept = 0;
    for (int i = from; i < to; i++) {
      if (second[roots[i]] < 0) {
        roots[from + kept++] = roots[i];
      }
    }
    return kept;
  }

  private static boolean addLabel(int node, int label, int[] first, int[] second) {
    if (label < 0 || first[node] == label || second[node] == label || second[node] >= 0) {
      return false;
    }
    if (first[node] < 0) {
      first[node] = label;
    } else {
      second[node] = label;
    }
    return true;
  }

  /** A growable stack of ints (no boxing). */
  static final class IntStack {
    private int[] items = new int[16];
    private int size;

    void push(int v) {
      if (size == items.length) {
        items = Arrays.copyOf(items, size * 2);
      }
      items[size++] = v;
    }

    int pop() {
      return items[--size];
    }

    boolean isEmpty() {
      return size == 0;
    }
  }
}
