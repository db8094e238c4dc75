package dev.cvg.analysis.dominance;

import dev.cvg.graph.FlowGraph;
import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Immediate dominators by the Semi-NCA algorithm.
 *
 * <p><b>Problem.</b> For a rooted digraph, find for every node {@code w} reachable from the root
 * its immediate dominator: the unique closest strict dominator of {@code w}.
 *
 * <p><b>Algorithm</b> (Georgiadis, "Linear-Time Algorithms for Dominators and Related
 * Problems", PhD thesis, Princeton 2005, §2; the variant LLVM's
 * {@code GenericDomTreeConstruction.h} uses). Number the nodes in DFS preorder. Phase 1 computes
 * semidominators exactly as Lengauer–Tarjan: processing {@code w} in decreasing preorder,
 * {@code sdom(w)} is the minimum over predecessors {@code v} of {@code v} itself if
 * {@code v < w}, else of {@code sdom(u)} for the ancestor {@code u} of {@code v} in the
 * already-processed part of the DFS forest with smallest semidominator ({@code eval}, kept
 * cheap by path compression). Phase 2 replaces Lengauer–Tarjan's buckets by a nearest-common-
 * ancestor walk: in increasing preorder, {@code idom(w)} is the first node on the idom chain of
 * {@code parent(w)} whose number is at most {@code sdom(w)}.
 *
 * <p><b>Complexity.</b> Phase 1 is O(E log V) with simple path compression (Tarjan 1975);
 * Phase 2 is O(V²) in the worst case but walks only a few steps per node on CFGs, which is why
 * Georgiadis measured Semi-NCA faster than the almost-linear Lengauer–Tarjan in practice.
 * Space O(V). No recursion.
 *
 * <pre>
 *      r        edges r->a, r->b, a->c, b->c; DFS preorder r=0 a=1 c=2 b=3
 *     / \       sdom(b) = 0 (pred r); sdom(c) = min(1 via a, sdom(eval(b)) = 0) = 0
 *    a   b      idom(c): climb from parent(c) = a: 1 > 0, then idom(a) = r = 0 <= 0,
 *     \ /       so idom(c) = r although c's DFS parent is a.
 *      c
 * </pre>
 */
final class SemiNca {
  private SemiNca() {}

  /**
   * Returns the immediate dominator of every node of {@code g} with respect to {@code root}:
   * {@code idom[v]}, or -1 for the root and for nodes unreachable from it.
   */
  static int[] immediateDominators(FlowGraph g, int root) {
    return immediateDominators(g, root, null);
  }

  /**
   * Returns the immediate dominators of {@code g} without the nodes {@code absent} accepts (as if
   * they and their edges were deleted; their entry is -1); {@code absent} may be null.
   */
  static int[] immediateDominators(FlowGraph g, int root, IntPredicate absent) {
    int n = g.size();
    // Phase 0: iterative DFS (textual order; the dominator tree does not depend on it) giving
    // number[node] = preorder number + 1 (0 = unreachable), vertex[number] = node and the DFS
    // parent's number. A dedicated lean DFS keeps the working set small on large graphs.
    int[] number = new int[n];
    int[] vertex = new int[n];
    int[] parent = new int[n];
    int count = 0;
    int[] stackNode = new int[n];
    int[] stackNext = new int[n];
    if (n > 0) {
      int top = 0;
      stackNode[0] = root;
      number[root] = ++count;
      vertex[0] = root;
      parent[0] = -1;
      while (top >= 0) {
        int v = stackNode[top];
        int[] succs = g.successors(v);
        int k = stackNext[top];
        if (k < succs.length) {
          stackNext[top] = k + 1;
          int s = succs[k];
          if (number[s] == 0 && (absent == null || !absent.test(s))) {
            parent[count] = number[v] - 1;
            vertex[count] = s;
            number[s] = ++count;
            stackNode[++top] = s;
            stackNext[top] = 0;
          }
        } else {
          top--;
        }
      }
    }
    // All arrays below are indexed by preorder number, not by node. The DFS stacks are done
    // with, so they serve as ancestor[] and as eval's path stack (fewer large allocations: the
    // computation is memory-bound on large graphs).
    int[] semi = new int[count];
    int[] label = new int[count];
    int[] ancestor = stackNext;
    for (int i = 0; i < count; i++) {
      semi[i] = i;
      label[i] = i;
      ancestor[i] = parent[i];
    }
    // Phase 1 of 2: semidominators in decreasing preorder. When w = i is processed, exactly the
    // numbers > i are linked into the virtual forest (linked via ancestor[]).
    int[] stack = stackNode;
    for (int i = count - 1; i >= 1; i--) {
      int w = vertex[i];
      int s = parent[i];
      for (int p : g.predecessors(w)) {
        int j = number[p] - 1;
        if (j < 0) {
          continue; // an unreachable predecessor constrains nothing
        }
        int candidate = j <= i ? j : semi[eval(j, i, ancestor, label, semi, stack)];
        if (candidate < s) {
          s = candidate;
        }
      }
      semi[i] = s;
    }
    // Phase 2 of 2: idom(w) = NCA(parent(w), sdom(w)) found by climbing the idom chain.
    // label[] is done with too: it becomes idomNum[] (entry i written after it is last read).
    int[] idomNum = label;
    if (count > 0) {
      idomNum[0] = -1;
    }
    for (int i = 1; i < count; i++) {
      int d = parent[i];
      while (d > semi[i]) {
        d = idomNum[d];
      }
      idomNum[i] = d;
    }
    // Reuse number[] as the result: node -> idom node, -1 for the root and unreachable nodes.
    int[] idom = number;
    Arrays.fill(idom, -1);
    for (int i = 1; i < count; i++) {
      idom[vertex[i]] = vertex[idomNum[i]];
    }
    return idom;
  }

  /**
   * Returns the number with minimal semidominator on the virtual-forest path from {@code v}
   * (linked, {@code v > last}) up to, excluding, the root of its virtual tree, compressing the
   * path on the way so later queries are short.
   */
  private static int eval(int v, int last, int[] ancestor, int[] label, int[] semi, int[] stack) {
    if (ancestor[v] <= last) {
      return label[v];
    }
    // Collect the path v .. u where u is the last node whose ancestor is the tree root.
    int size = 0;
    int u = v;
    while (ancestor[u] > last) {
      stack[size++] = u;
      u = ancestor[u];
    }
    // Compress top-down: each node then points at the root and carries the path minimum.
    int p = u;
    while (size > 0) {
      int x = stack[--size];
      if (semi[label[p]] < semi[label[x]]) {
        label[x] = label[p];
      }
      ancestor[x] = ancestor[p];
      p = x;
    }
    return label[v];
  }
}
