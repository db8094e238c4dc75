package dev.cvg.analysis.dominance;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.GraphDiagnostics;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks a dominator tree, given by parent pointers, against its rooted graph and reports every
 * inconsistency as a diagnostic: the shared engine of {@link DominatorTree#verify()} and
 * {@link PostDominatorTree#verify()} (which passes the reverse graph rooted at the virtual exit).
 *
 * <p><b>Problem.</b> Given a rooted graph {@code R} with root {@code r} and candidate parent
 * pointers {@code P}, decide whether {@code P} is the dominator tree of {@code R}, and name the
 * nodes where it is not.
 *
 * <p><b>Algorithm</b> (the checks of LLVM's {@code SemiNCAInfo::verify} in
 * {@code GenericDomTreeConstruction.h}, with a linear parent-property test).
 * Phase 1 of 5: reachability — a DFS from {@code r}; a node has a parent iff it is reachable
 * and not the root, and its parent is reachable. Phase 2 of 5: shape — children lists from
 * {@code P} and a walk down from {@code r} giving preorder intervals and depths; a reachable
 * node the walk misses hangs on a parent cycle. Phase 3 of 5: the tree's {@link TreeIndex}
 * (membership, levels, children lists, ancestor intervals) agrees with the walk. Phase 4 of 5:
 * the <em>parent property</em> (Georgiadis and Tarjan, "Dominator Tree Certification and
 * Divergent Spanning Trees", TALG 2016): for every edge {@code u -> w} with {@code u}
 * reachable, {@code P(w)} is a tree ancestor of {@code u}. The dominator tree has it (a
 * dominator of {@code w} lies on every path to {@code u -> w}), and a tree that has it has only
 * true dominators as ancestors: on any path to {@code w}, the first node inside the subtree of
 * an ancestor {@code a} of {@code w} must be {@code a} itself, because otherwise the edge into
 * it would come from outside the subtree of its parent. This replaces LLVM's quadratic
 * "remove the parent and search" test. Phase 5 of 5: recompute with Semi-NCA and compare every
 * parent. Optionally ({@code full}) the <em>sibling property</em> as LLVM checks it: no node
 * dominates a sibling, tested by one search from {@code r} without that node.
 *
 * <pre>
 *   r -> a -> c     P: a->r, b->r, c->a   parent property fails at edge b -> c:
 *   r -> b -> c     P(c) = a is not a tree ancestor of b, so a does not dominate c.
 * </pre>
 *
 * <p><b>Complexity.</b> Phases 1–4 O(V + E); phase 5 is Semi-NCA, O(E log V); the sibling
 * property O(V · (V + E)), one search per node that has a sibling.
 */
final class TreeVerifier {

  /** The words a diagnostic uses, for dominators or for post-dominators. */
  record Words(String idom, String pred, String tree, String reach, String unreach, String cut,
      String dominates) {}

  static final Words DOMINATORS = new Words("immediate dominator", "predecessor", "dominator tree",
      "is reachable from the entry", "is unreachable from the entry",
      "is unreachable from the entry without", "dominates");
  static final Words POST_DOMINATORS = new Words("immediate post-dominator", "successor",
      "post-dominator tree", "reaches a root", "reaches no root", "reaches no root without",
      "post-dominates");

  private final FlowGraph rooted;
  private final int root;
  private final int n;
  /** The candidate tree: node to parent, -1 for the root and for unreachable nodes. */
  private final int[] parent;
  /** The node of {@code rooted} that is not a node of the analysed graph, or -1. */
  private final int virtualRoot;
  private final Words words;
  private final List<Diagnostic> found = new ArrayList<>();
  private boolean[] reachable;
  /** Children lists in CSR form, built from {@link #parent}, ascending. */
  private int[] childStart;
  private int[] childList;
  /** Preorder number, last preorder number in the subtree and depth; -1 if the walk missed it. */
  private int[] pre;
  private int[] last;
  private int[] depth;

  TreeVerifier(FlowGraph rooted, int[] parent, int virtualRoot, Words words) {
    this.rooted = rooted;
    this.root = rooted.entry();
    this.n = rooted.size();
    this.parent = parent;
    this.virtualRoot = virtualRoot;
    this.words = words;
  }

  /**
   * Runs every check; {@code index} is the tree's own index over the analysed graph's nodes
   * (levels counted below the virtual root if there is one), {@code expected} a freshly
   * computed parent array over {@code rooted}.
   */
  List<Diagnostic> verify(TreeIndex index, int[] expected, boolean full) {
    if (n == 0) {
      return List.of();
    }
    reachability();
    boolean tree = shape();
    indexAgrees(index);
    // The parent property needs the preorder intervals of a real tree; on a parent cycle the
    // shape diagnostics already say what is wrong.
    if (tree) {
      parentProperty();
    }
    // Phase 5 of 5: compare with the recomputation, which also catches a parent that is a
    // dominator but not the nearest one (the only error the parent property cannot see).
    for (int v = 0; v < n; v++) {
      if (parent[v] != expected[v]) {
        error(v, label(v) + " has " + words.idom + " " + labelOrNone(parent[v])
            + ", but a recomputed " + words.tree + " has " + labelOrNone(expected[v]));
      }
    }
    // The sibling property is quadratic and meaningless on a tree that is already wrong.
    if (full && found.isEmpty()) {
      siblingProperty();
    }
    return List.copyOf(found);
  }

  /** Phase 1 of 5: who is reachable, and whether parents exist exactly for them. */
  private void reachability() {
    reachable = reach(-1);
    for (int v = 0; v < n; v++) {
      int p = parent[v];
      if (v == root) {
        if (p >= 0) {
          error(v, label(v) + " is the root of the " + words.tree + " but has " + words.idom + " " + label(p));
        }
      } else if (reachable[v] && p < 0) {
        error(v, label(v) + " " + words.reach + " but has no " + words.idom);
      } else if (!reachable[v] && p >= 0) {
        error(v, label(v) + " " + words.unreach + " but has " + words.idom + " " + label(p));
      } else if (p >= 0 && !reachable[p]) {
        error(v, label(v) + " has " + words.idom + " " + label(p) + ", which " + words.unreach);
      }
    }
  }

  /** Phase 2 of 5: walks the tree from the root; returns whether it reaches every reachable node. */
  private boolean shape() {
    // Children from the candidate pointers, not from the tree's index: the index is checked
    // against this walk in phase 3, so it must not be its source.
    childStart = new int[n + 1];
    for (int v = 0; v < n; v++) {
      if (parent[v] >= 0) {
        childStart[parent[v] + 1]++;
      }
    }
    for (int v = 0; v < n; v++) {
      childStart[v + 1] += childStart[v];
    }
    childList = new int[childStart[n]];
    int[] fill = Arrays.copyOf(childStart, n);
    for (int v = 0; v < n; v++) {
      if (parent[v] >= 0) {
        childList[fill[parent[v]]++] = v;
      }
    }
    pre = new int[n];
    last = new int[n];
    depth = new int[n];
    Arrays.fill(pre, -1);
    // Iterative preorder walk; next[] is each stacked node's cursor into its child list.
    int[] stack = new int[n];
    int[] next = new int[n];
    int top = 0;
    int counter = 0;
    stack[0] = root;
    next[0] = childStart[root];
    pre[root] = counter++;
    while (top >= 0) {
      int v = stack[top];
      if (next[top] < childStart[v + 1]) {
        int c = childList[next[top]++];
        depth[c] = depth[v] + 1;
        pre[c] = counter++;
        stack[++top] = c;
        next[top] = childStart[c];
      } else {
        last[v] = counter - 1;
        top--;
      }
    }
    boolean complete = true;
    for (int v = 0; v < n; v++) {
      if (reachable[v] && pre[v] < 0) {
        complete = false;
        error(v, label(v) + " is not below " + label(root) + " in the " + words.tree
            + ": its chain of " + words.idom + "s never reaches it");
      }
    }
    return complete;
  }

  /** Phase 3 of 5: the tree's index answers as the parent pointers say. */
  private void indexAgrees(TreeIndex index) {
    // The index of a post-dominator tree has no node for the virtual exit: its levels start
    // at the exit's children, one below the depth this walk counts from the virtual root.
    int offset = virtualRoot >= 0 ? 1 : 0;
    for (int v = 0; v < n; v++) {
      if (v == virtualRoot) {
        continue;
      }
      String problem = null;
      if (index.isMember(v) != (pre[v] >= 0)) {
        problem = index.isMember(v) ? "lists it as a member" : "does not list it as a member";
      } else if (pre[v] >= 0 && index.level(v) != depth[v] - offset) {
        problem = "gives level " + index.level(v) + " instead of " + (depth[v] - offset);
      } else if (pre[v] >= 0 && !Arrays.equals(index.children(v),
          Arrays.copyOfRange(childList, childStart[v], childStart[v + 1]))) {
        problem = "lists children " + labels(index.children(v));
      } else if (parent[v] >= 0 && parent[v] != virtualRoot && pre[v] >= 0
          && (!index.isAncestor(parent[v], v) || index.isAncestor(v, parent[v]))) {
        problem = "does not place it below " + label(parent[v]);
      }
      if (problem != null) {
        error(v, label(v) + ": the index of the " + words.tree + " " + problem);
      }
    }
  }

  /** Phase 4 of 5: for every edge u -> w, the parent of w is a tree ancestor of u. */
  private void parentProperty() {
    for (int w = 0; w < n; w++) {
      int p = parent[w];
      if (w == root || p < 0) {
        continue;
      }
      // Unreachable predecessors constrain nothing (no path from the root uses them); an
      // ancestor test is two comparisons of preorder intervals, so the phase is O(E).
      for (int u : rooted.predecessors(w)) {
        if (reachable[u] && !(pre[p] <= pre[u] && last[u] <= last[p])) {
          error(w, label(w) + " has " + words.idom + " " + label(p) + ", which is not a tree"
              + " ancestor of its " + words.pred + " " + label(u) + " (parent property)");
          break; // one witness per node is enough to locate the error
        }
      }
    }
  }

  /** Optional: no node dominates a sibling (LLVM's verifySiblingProperty), O(V·(V+E)). */
  private void siblingProperty() {
    for (int x = 0; x < n; x++) {
      int p = parent[x];
      // An only child has no sibling to dominate; skipping it keeps chains linear.
      if (p < 0 || childStart[p + 1] - childStart[p] < 2) {
        continue;
      }
      boolean[] without = reach(x);
      for (int k = childStart[p]; k < childStart[p + 1]; k++) {
        int y = childList[k];
        if (y != x && !without[y]) {
          error(y, label(x) + " " + words.dominates + " its sibling " + label(y) + ": "
              + label(y) + " " + words.cut + " " + label(x) + " (sibling property)");
        }
      }
    }
  }

  /** Returns the nodes reachable from the root without passing {@code avoid} (-1: none). */
  private boolean[] reach(int avoid) {
    boolean[] seen = new boolean[n];
    if (n == 0 || root == avoid) {
      return seen;
    }
    int[] stack = new int[n];
    int top = 0;
    stack[0] = root;
    seen[root] = true;
    while (top >= 0) {
      int v = stack[top--];
      for (int s : rooted.successors(v)) {
        if (!seen[s] && s != avoid) {
          seen[s] = true;
          stack[++top] = s;
        }
      }
    }
    return seen;
  }

  private void error(int node, String message) {
    found.add(GraphDiagnostics.error(rooted, node, message));
  }

  private String label(int v) {
    return v == virtualRoot ? "the virtual exit" : GraphDiagnostics.label(rooted, v);
  }

  private String labelOrNone(int v) {
    return v < 0 ? "none" : label(v);
  }

  private String labels(int[] nodes) {
    StringBuilder sb = new StringBuilder("[");
    for (int k = 0; k < nodes.length; k++) {
      sb.append(k == 0 ? "" : ", ").append(label(nodes[k]));
    }
    return sb.append(']').toString();
  }
}
