package dev.cvg.analysis.dominance;

import java.util.Arrays;

/**
 * A forest given by parent pointers, indexed for O(1) ancestor queries: children in CSR form
 * (ascending node numbers), preorder entry/exit numbers and levels.
 *
 * <p>Shared by {@link DominatorTree} (one tree rooted at the entry) and
 * {@link PostDominatorTree} (a forest whose roots hang below the implicit virtual exit).
 * {@code a} is an ancestor of {@code b} iff {@code in(a) <= in(b) && out(b) <= out(a)}.
 * Built iteratively in O(n); immutable.
 */
final class TreeIndex {
  /** Node to parent, -1 for forest roots and for nodes outside the forest. */
  private final int[] parent;
  /** Node to membership: false for nodes outside the forest (unreachable). */
  private final boolean[] member;
  /** CSR: the children of n are childList[childStart[n] .. childStart[n + 1]). */
  private final int[] childStart;
  private final int[] childList;
  /** Forest roots, ascending. */
  private final int[] roots;
  /** Preorder entry number, -1 outside the forest. */
  private final int[] in;
  /** Largest preorder number in the subtree, -1 outside the forest. */
  private final int[] out;
  /** Distance from the forest root (roots have level 0), -1 outside the forest. */
  private final int[] level;
  /** Members in preorder (children visited in ascending order). */
  private final int[] preorder;

  TreeIndex(int[] parent, boolean[] member) {
    int n = parent.length;
    this.parent = parent;
    this.member = member;
    // Phase 1 of 2: children lists; scanning nodes in ascending order keeps each list sorted.
    childStart = new int[n + 1];
    int rootCount = 0;
    for (int v = 0; v < n; v++) {
      if (!member[v]) {
        continue;
      }
      if (parent[v] >= 0) {
        childStart[parent[v] + 1]++;
      } else {
        rootCount++;
      }
    }
    for (int v = 0; v < n; v++) {
      childStart[v + 1] += childStart[v];
    }
    childList = new int[childStart[n]];
    int[] fill = Arrays.copyOf(childStart, n);
    roots = new int[rootCount];
    int r = 0;
    for (int v = 0; v < n; v++) {
      if (!member[v]) {
        continue;
      }
      if (parent[v] >= 0) {
        childList[fill[parent[v]]++] = v;
      } else {
        roots[r++] = v;
      }
    }
    // Phase 2 of 2: iterative preorder walk assigning in/out numbers and levels.
    in = new int[n];
    out = new int[n];
    level = new int[n];
    Arrays.fill(in, -1);
    Arrays.fill(out, -1);
    Arrays.fill(level, -1);
    int[] order = new int[n];
    int counter = 0;
    int[] stack = new int[n];
    int[] next = new int[n];
    for (int root : roots) {
      int top = 0;
      stack[0] = root;
      next[0] = childStart[root];
      level[root] = 0;
      in[root] = counter;
      order[counter++] = root;
      while (top >= 0) {
        int v = stack[top];
        if (next[top] < childStart[v + 1]) {
          int c = childList[next[top]++];
          level[c] = level[v] + 1;
          in[c] = counter;
          order[counter++] = c;
          stack[++top] = c;
          next[top] = childStart[c];
        } else {
          out[v] = counter - 1;
          top--;
        }
      }
    }
    preorder = counter == n ? order : Arrays.copyOf(order, counter);
  }

  boolean isMember(int v) {
    return member[v];
  }

  int parent(int v) {
    return parent[v];
  }

  int level(int v) {
    return level[v];
  }

  /** Whether {@code a} is an ancestor of {@code b} (reflexive); false outside the forest. */
  boolean isAncestor(int a, int b) {
    return member[a] && member[b] && in[a] <= in[b] && out[b] <= out[a];
  }

  int[] children(int v) {
    return Arrays.copyOfRange(childList, childStart[v], childStart[v + 1]);
  }

  int[] roots() {
    return roots.clone();
  }

  int[] preorder() {
    return preorder.clone();
  }

  /** The nearest common ancestor of two members, or -1 if they are in different trees. */
  int nearestCommonAncestor(int a, int b) {
    while (level[a] > level[b]) {
      a = parent[a];
    }
    while (level[b] > level[a]) {
      b = parent[b];
    }
    while (a != b) {
      a = parent[a];
      b = parent[b];
      if (a < 0 || b < 0) {
        return -1;
      }
    }
    return a;
  }
}
