package dev.cvg.analysis.controldependence;

import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.GraphDiagnostics;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks a {@link ControlDependence} relation against its graph and reports every
 * inconsistency as a diagnostic; the engine of {@link ControlDependence#verify()}.
 *
 * <p><b>Problem.</b> Decide whether the stored relation is exactly the control dependence of
 * the graph, and name the offending (node, branch) pairs.
 *
 * <p><b>Algorithm.</b> Phase 1 of 3: both directions are ascending, duplicate-free lists of
 * graph nodes, and each is the inverse of the other (every listed controller lists the node as
 * dependent, and back). Phase 2 of 3, soundness, straight from the definition with a fresh
 * {@link PostDominatorTree} rather than by re-walking it: {@code X} listed under {@code B}
 * needs a successor {@code S} of {@code B} that {@code X} post-dominates while {@code X} does
 * not strictly post-dominate {@code B}. Phase 3 of 3, completeness: the pairs of a fresh
 * Ferrante–Ottenstein–Warren computation are all listed.
 *
 * <pre>
 *     B          listed: T and E under B.  J under B would fail phase 2: J post-dominates
 *    / \         both successors but also strictly post-dominates B. Dropping E fails
 *   T   E        phase 3: E post-dominates successor E and not B.
 *    \ /
 *     J
 * </pre>
 *
 * <p><b>Complexity.</b> O(E log V) for the post-dominator tree, O(E + R) for the fresh
 * relation (R its size), O(R · (d + log V)) for the pair checks, d the largest out-degree.
 */
final class ControlDependenceVerifier {
  private final ControlDependence cd;
  private final FlowGraph g;
  private final List<Diagnostic> found = new ArrayList<>();

  ControlDependenceVerifier(ControlDependence cd) {
    this.cd = cd;
    this.g = cd.graph();
  }

  /** Runs the three phases; returns the diagnostics in the order found. */
  List<Diagnostic> verify() {
    PostDominatorTree pdt = PostDominatorTree.of(g);
    ControlDependence fresh = ControlDependence.of(g, pdt);
    int n = g.size();
    // Phase 1 of 3: well-formed lists, each direction the inverse of the other.
    boolean wellFormed = true;
    for (int v = 0; v < n; v++) {
      wellFormed &= ascending(v, cd.controllers(v), "controllers");
      wellFormed &= ascending(v, cd.dependents(v), "dependents");
    }
    if (!wellFormed) {
      return List.copyOf(found); // binary searches below need sorted lists
    }
    for (int x = 0; x < n; x++) {
      for (int b : cd.controllers(x)) {
        if (Arrays.binarySearch(cd.dependents(b), x) < 0) {
          error(x, label(x) + " lists controller " + label(b) + ", but " + label(b)
              + " does not list it as dependent");
        }
      }
    }
    for (int b = 0; b < n; b++) {
      for (int x : cd.dependents(b)) {
        if (!cd.isControlDependent(x, b)) {
          error(x, label(b) + " lists dependent " + label(x) + ", but " + label(x)
              + " does not list it as controller");
        }
        // Phase 2 of 3: the pair satisfies the definition.
        if (pdt.strictlyPostDominates(x, b)) {
          error(x, label(x) + " is listed as control dependent on " + label(b)
              + ", but it strictly post-dominates " + label(b));
        } else if (witness(pdt, x, b) < 0) {
          error(x, label(x) + " is listed as control dependent on " + label(b)
              + ", but it post-dominates no successor of " + label(b));
        }
      }
    }
    // Phase 3 of 3: every pair of the definition is listed.
    for (int x = 0; x < n; x++) {
      for (int b : fresh.controllers(x)) {
        if (!cd.isControlDependent(x, b)) {
          error(x, label(x) + " is control dependent on " + label(b) + " (it post-dominates "
              + label(witness(pdt, x, b)) + " but not " + label(b) + "), but it is not listed");
        }
      }
    }
    return List.copyOf(found);
  }

  /** Returns a successor of {@code b} that {@code x} post-dominates, or -1. */
  private int witness(PostDominatorTree pdt, int x, int b) {
    for (int s : g.successors(b)) {
      if (pdt.postDominates(x, s)) {
        return s;
      }
    }
    return -1;
  }

  private boolean ascending(int v, int[] list, String what) {
    for (int k = 0; k < list.length; k++) {
      if (list[k] < 0 || list[k] >= g.size() || k > 0 && list[k] <= list[k - 1]) {
        error(v, "the " + what + " of " + label(v) + " are not ascending, duplicate-free graph nodes: "
            + Arrays.toString(list));
        return false;
      }
    }
    return true;
  }

  private void error(int node, String message) {
    found.add(GraphDiagnostics.error(g, node, message));
  }

  private String label(int v) {
    return GraphDiagnostics.label(g, v);
  }
}
