package dev.cvg.analysis.controldependence;

import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;
import java.util.List;

/**
 * Control dependence: node {@code X} is control dependent on branch {@code B} iff {@code B} has
 * a successor {@code S} such that {@code X} post-dominates {@code S} (reflexively) but
 * {@code X} does not strictly post-dominate {@code B}. Informally, {@code B} decides whether
 * {@code X} runs.
 *
 * <p><b>Algorithm</b> (Ferrante, Ottenstein, Warren, "The Program Dependence Graph and Its Use
 * in Optimization", TOPLAS 1987, via post-dominance frontiers as in Cytron et al. 1991): for
 * every edge {@code B -> S}, walk the post-dominator tree from {@code S} up to, excluding,
 * {@code ipdom(B)}; every node passed is control dependent on {@code B}. The post-dominator
 * tree is {@link PostDominatorTree}'s, with its virtual exit: a node chosen as the root of an
 * infinite loop behaves as if it had an extra edge to the exit, so the nodes of that loop are
 * control dependent on it, and nodes unreachable from the entry are analysed like any other.
 * A node with a single distinct successor {@code S} controls nothing ({@code S} is its ipdom),
 * except such an infinite-loop root.
 *
 * <p><b>Complexity.</b> O(E + R) after the post-dominator tree, where R is the size of the
 * relation (at most V² in theory, near-linear on structured code). Lists are sorted ascending
 * and duplicate-free. Immutable.
 *
 * <pre>
 *     B            edges B -> T, B -> E; ipdom(B) = J
 *    / \           walk T up to J: T depends on B; walk E up to J: E depends on B
 *   T   E          J post-dominates B: J depends on nothing
 *    \ /
 *     J
 * </pre>
 */
public final class ControlDependence {
  private final FlowGraph graph;
  /** CSR: controllers of n are controllerList[controllerStart[n] .. controllerStart[n + 1]). */
  private final int[] controllerStart;
  private final int[] controllerList;
  /** CSR: nodes dependent on b are dependentList[dependentStart[b] .. dependentStart[b + 1]). */
  private final int[] dependentStart;
  private final int[] dependentList;

  /**
   * Takes the relation as given, in CSR form both ways; package-private so tests can build a
   * wrong relation for {@link #verify()}.
   */
  ControlDependence(FlowGraph graph, int[] cs, int[] cl, int[] ds, int[] dl) {
    this.graph = graph;
    this.controllerStart = cs;
    this.controllerList = cl;
    this.dependentStart = ds;
    this.dependentList = dl;
  }

  /**
   * Returns the control dependences of {@code g}, using its post-dominator tree.
   *
   * @param g the graph
   * @return its control dependence relation
   */
  public static ControlDependence of(FlowGraph g) {
    return of(g, PostDominatorTree.of(g));
  }

  /**
   * Returns the control dependences of {@code g} from an already computed post-dominator tree.
   *
   * @param g the graph
   * @param pdt the post-dominator tree of {@code g}
   * @return its control dependence relation
   * @throws IllegalArgumentException if {@code pdt} was built for another graph
   */
  public static ControlDependence of(FlowGraph g, PostDominatorTree pdt) {
    if (pdt.graph() != g) {
      throw new IllegalArgumentException("post-dominator tree of another graph");
    }
    int n = g.size();
    // Phase 1 of 2: pairs (branch b, dependent x), generated per b in ascending b order, so
    // every dependent's controller list comes out sorted. lastBranch dedups multi-edges.
    int[] pairB = new int[16];
    int[] pairX = new int[16];
    int pairs = 0;
    int[] lastBranch = new int[n];
    Arrays.fill(lastBranch, -1);
    int[] dependentCount = new int[n + 1];
    int[] controllerCount = new int[n + 1];
    for (int b = 0; b < n; b++) {
      int stop = pdt.immediatePostDominator(b); // -1 stands for the virtual exit
      for (int s : g.successors(b)) {
        for (int x = s; x != stop && x >= 0; x = pdt.immediatePostDominator(x)) {
          if (lastBranch[x] == b) {
            break; // already walked from here for b: the rest of the path is recorded too
          }
          lastBranch[x] = b;
          if (pairs == pairB.length) {
            pairB = Arrays.copyOf(pairB, pairs * 2);
            pairX = Arrays.copyOf(pairX, pairs * 2);
          }
          pairB[pairs] = b;
          pairX[pairs++] = x;
          dependentCount[b + 1]++;
          controllerCount[x + 1]++;
        }
      }
      // An infinite-loop root also has an edge to the virtual exit; walking from the virtual
      // exit up to ipdom(root) = virtual exit passes no node, so it needs no code.
    }
    // Phase 2 of 2: CSR in both directions.
    for (int v = 0; v < n; v++) {
      dependentCount[v + 1] += dependentCount[v];
      controllerCount[v + 1] += controllerCount[v];
    }
    int[] dl = new int[pairs];
    int[] cl = new int[pairs];
    int[] dFill = Arrays.copyOf(dependentCount, n);
    int[] cFill = Arrays.copyOf(controllerCount, n);
    for (int i = 0; i < pairs; i++) {
      dl[dFill[pairB[i]]++] = pairX[i];
      cl[cFill[pairX[i]]++] = pairB[i];
    }
    for (int b = 0; b < n; b++) {
      Arrays.sort(dl, dependentCount[b], dependentCount[b + 1]);
    }
    return new ControlDependence(g, controllerCount, cl, dependentCount, dl);
  }

  /**
   * Returns the analysed graph.
   *
   * @return the graph
   */
  public FlowGraph graph() {
    return graph;
  }

  /**
   * Returns the branch nodes {@code node} is control dependent on, ascending (a fresh array).
   *
   * @param node a node
   * @return the branches it depends on
   */
  public int[] controllers(int node) {
    return Arrays.copyOfRange(controllerList, controllerStart[node], controllerStart[node + 1]);
  }

  /**
   * Returns the nodes control dependent on {@code branch}, ascending (a fresh array).
   *
   * @param branch a node
   * @return the nodes depending on it
   */
  public int[] dependents(int branch) {
    return Arrays.copyOfRange(dependentList, dependentStart[branch], dependentStart[branch + 1]);
  }

  /**
   * Checks this relation against its graph and returns every inconsistency, empty when it is
   * exactly the control dependence of the graph: both directions are ascending, duplicate-free
   * and inverse to each other; every listed pair ({@code X} under {@code B}) satisfies the
   * definition on a freshly computed post-dominator tree ({@code X} post-dominates a successor
   * of {@code B} and does not strictly post-dominate {@code B}); and every pair of a fresh
   * computation is listed. Cost: O(E log V + R · (d + log V)), R the relation's size, d the
   * largest out-degree; see {@code ControlDependenceVerifier}.
   *
   * @return the inconsistencies, empty when there are none
   */
  public List<Diagnostic> verify() {
    return new ControlDependenceVerifier(this).verify();
  }

  /**
   * Returns whether {@code node} is control dependent on {@code branch}.
   *
   * @param node the dependent candidate
   * @param branch the branch candidate
   * @return whether {@code node} depends on {@code branch}
   */
  public boolean isControlDependent(int node, int branch) {
    return Arrays.binarySearch(controllerList, controllerStart[node], controllerStart[node + 1],
        branch) >= 0;
  }
}
