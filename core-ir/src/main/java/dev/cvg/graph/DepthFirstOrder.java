package dev.cvg.graph;

import java.util.Arrays;

/**
 * One depth-first search of a {@link FlowGraph} from its entry: preorder and postorder
 * numbers, the DFS spanning tree, and O(1) "is DFS ancestor" tests.
 *
 * <p><b>Problem.</b> Dominators, cycles and uniformity all need a DFS numbering: reverse
 * postorder for forward data flow, preorder intervals for ancestor tests, and for irreducible
 * graphs the exact exploration order, because it decides cycle headers.
 *
 * <p><b>Algorithm.</b> Iterative DFS with an explicit stack of (node, next successor index), so
 * graphs with hundreds of thousands of nodes in a chain never overflow the Java stack. A node
 * gets its preorder number when first reached and its postorder number when its last
 * successor has been explored; successors are taken in the {@link SuccessorOrder} given, which
 * makes the result identical to the recursive DFS that explores them in that order. Each node
 * also records the largest preorder number in its subtree, so {@code a} is a DFS ancestor of
 * {@code b} iff {@code pre(a) <= pre(b) <= subtreeEnd(a)} (the interval test of LLVM's
 * {@code GenericCycleInfoCompute::DFSInfo}).
 *
 * <p><b>Complexity.</b> O(V + E) time, O(V) space besides the successor permutations.
 *
 * <pre>
 *   0 ---> 1 ---> 2      successors: 0:[1, 3]  1:[2]  3:[2]
 *   |             ^      textual(): preorder 0 1 2 3, postorder 2 1 3 0
 *   +----> 3 -----+      llvm():    preorder 0 3 2 1, postorder 2 3 1 0
 * </pre>
 *
 * <p>Unreachable nodes have no numbers: {@link #preNumber} and {@link #postNumber} return -1
 * and {@link #isReachable} is false. Instances are immutable.
 */
public final class DepthFirstOrder {
  private final FlowGraph graph;
  private final SuccessorOrder order;
  /** Node to preorder number (0-based), -1 if unreachable. */
  private final int[] pre;
  /** Node to postorder number (0-based), -1 if unreachable. */
  private final int[] post;
  /** Node to the largest preorder number in its DFS subtree, -1 if unreachable. */
  private final int[] subtreeEnd;
  /** Node to its DFS tree parent, -1 for the root and unreachable nodes. */
  private final int[] parent;
  /** Preorder number to node; length = number of reachable nodes. */
  private final int[] preorder;
  /** Postorder number to node; length = number of reachable nodes. */
  private final int[] postorder;

  private DepthFirstOrder(FlowGraph graph, int root, SuccessorOrder order) {
    this.graph = graph;
    this.order = order;
    int n = graph.size();
    pre = new int[n];
    post = new int[n];
    subtreeEnd = new int[n];
    parent = new int[n];
    Arrays.fill(pre, -1);
    Arrays.fill(post, -1);
    Arrays.fill(subtreeEnd, -1);
    Arrays.fill(parent, -1);
    int[] preBuf = new int[n];
    int[] postBuf = new int[n];
    int reached = 0;
    int finished = 0;
    if (n > 0) {
      // Explicit stack: node, its successor array, and the next index to explore. The built-in
      // orders read the graph's own array (backwards for llvm()), so they allocate nothing.
      boolean reverse = order == SuccessorOrders.LastToFirst.INSTANCE;
      boolean builtIn = reverse || order == SuccessorOrders.FirstToLast.INSTANCE;
      int[] stackNode = new int[n];
      int[][] stackSuccs = new int[n][];
      int[] stackNext = new int[n];
      int top = 0;
      pre[root] = reached;
      preBuf[reached++] = root;
      stackNode[0] = root;
      stackSuccs[0] = builtIn ? graph.successors(root) : order.order(graph, root);
      while (top >= 0) {
        int node = stackNode[top];
        int[] succs = stackSuccs[top];
        int k = stackNext[top];
        if (k < succs.length) {
          stackNext[top] = k + 1;
          int s = succs[reverse ? succs.length - 1 - k : k];
          if (pre[s] < 0) {
            pre[s] = reached;
            preBuf[reached++] = s;
            parent[s] = node;
            top++;
            stackNode[top] = s;
            stackSuccs[top] = builtIn ? graph.successors(s) : order.order(graph, s);
            stackNext[top] = 0;
          }
        } else {
          // All successors explored: the subtree of node is exactly preorder [pre, reached).
          subtreeEnd[node] = reached - 1;
          post[node] = finished;
          postBuf[finished++] = node;
          stackSuccs[top] = null;
          top--;
        }
      }
    }
    preorder = reached == n ? preBuf : Arrays.copyOf(preBuf, reached);
    postorder = finished == n ? postBuf : Arrays.copyOf(postBuf, finished);
  }

  /**
   * Returns the DFS of {@code g} from its entry, exploring successors first-to-last.
   *
   * @param g the graph
   * @return the search
   */
  public static DepthFirstOrder of(FlowGraph g) {
    return of(g, SuccessorOrder.textual());
  }

  /**
   * Returns the DFS of {@code g} from its entry, exploring successors in {@code order}.
   *
   * @param g the graph
   * @param order the successor order
   * @return the search
   */
  public static DepthFirstOrder of(FlowGraph g, SuccessorOrder order) {
    return new DepthFirstOrder(g, g.entry(), order);
  }

  /**
   * Returns the DFS of {@code g} from {@code root} (not necessarily the entry).
   *
   * @param g the graph
   * @param root the node to start from
   * @param order the successor order
   * @return the search
   * @throws IllegalArgumentException if {@code root} is not a node of {@code g}
   */
  public static DepthFirstOrder from(FlowGraph g, int root, SuccessorOrder order) {
    if (root < 0 || root >= g.size()) {
      throw new IllegalArgumentException("root out of range: " + root);
    }
    return new DepthFirstOrder(g, root, order);
  }

  /**
   * Returns the searched graph.
   *
   * @return the graph
   */
  public FlowGraph graph() {
    return graph;
  }

  /**
   * Returns the successor order the search used.
   *
   * @return the successor order
   */
  public SuccessorOrder successorOrder() {
    return order;
  }

  /**
   * Returns the number of nodes the search reached.
   *
   * @return the reachable node count
   */
  public int reachableCount() {
    return preorder.length;
  }

  /**
   * Returns whether the search reached {@code node}.
   *
   * @param node a node
   * @return whether it is reachable from the root
   */
  public boolean isReachable(int node) {
    return pre[node] >= 0;
  }

  /**
   * Returns the 0-based preorder number of {@code node}, or -1 if unreachable.
   *
   * @param node a node
   * @return its preorder number, or -1
   */
  public int preNumber(int node) {
    return pre[node];
  }

  /**
   * Returns the 0-based postorder number of {@code node}, or -1 if unreachable.
   *
   * @param node a node
   * @return its postorder number, or -1
   */
  public int postNumber(int node) {
    return post[node];
  }

  /**
   * Returns the largest preorder number in the DFS subtree of {@code node}, or -1.
   *
   * @param node a node
   * @return the last preorder number of its subtree, or -1
   */
  public int subtreeEnd(int node) {
    return subtreeEnd[node];
  }

  /**
   * Returns the DFS tree parent of {@code node}, or -1 for the root and unreachable nodes.
   *
   * @param node a node
   * @return its DFS parent, or -1
   */
  public int parent(int node) {
    return parent[node];
  }

  /**
   * Returns the node with preorder number {@code i}.
   *
   * @param i a preorder number below {@link #reachableCount()}
   * @return the node
   */
  public int nodeAtPreorder(int i) {
    return preorder[i];
  }

  /**
   * Returns the node with postorder number {@code i}.
   *
   * @param i a postorder number below {@link #reachableCount()}
   * @return the node
   */
  public int nodeAtPostorder(int i) {
    return postorder[i];
  }

  /**
   * Returns the reachable nodes in preorder (a fresh array).
   *
   * @return the preorder
   */
  public int[] preorder() {
    return preorder.clone();
  }

  /**
   * Returns the reachable nodes in postorder (a fresh array).
   *
   * @return the postorder
   */
  public int[] postorder() {
    return postorder.clone();
  }

  /**
   * Returns the reachable nodes in reverse postorder (a fresh array).
   *
   * @return the reverse postorder
   */
  public int[] reversePostorder() {
    int[] r = new int[postorder.length];
    for (int i = 0; i < r.length; i++) {
      r[i] = postorder[postorder.length - 1 - i];
    }
    return r;
  }

  /**
   * Returns whether {@code a} is an ancestor of {@code b} in the DFS tree (reflexive); false if
   * either is unreachable.
   *
   * @param a the ancestor candidate
   * @param b the descendant candidate
   * @return whether {@code a} is an ancestor of {@code b}
   */
  public boolean isAncestor(int a, int b) {
    int pa = pre[a];
    int pb = pre[b];
    return pa >= 0 && pb >= pa && pb <= subtreeEnd[a];
  }

  /**
   * Returns whether the edge {@code from -> to} is a DFS back edge: {@code to} is a DFS ancestor
   * of {@code from} (a self loop counts).
   *
   * @param from the edge's source
   * @param to the edge's target
   * @return whether the edge is a back edge
   */
  public boolean isBackEdge(int from, int to) {
    return isAncestor(to, from);
  }
}
