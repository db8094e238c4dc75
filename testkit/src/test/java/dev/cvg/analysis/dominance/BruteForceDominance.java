package dev.cvg.analysis.dominance;

import dev.cvg.graph.FlowGraph;
import java.util.ArrayDeque;

/**
 * Test-only dominance straight from the definition: {@code a} dominates {@code b} iff
 * {@code a == b} or {@code b} cannot be reached from the root once {@code a} is deleted. O(V·E)
 * per query set; for small graphs.
 */
final class BruteForceDominance {
  private final boolean[][] reachableAvoiding;

  BruteForceDominance(FlowGraph g, int root) {
    int n = g.size();
    reachableAvoiding = new boolean[n][];
    for (int a = 0; a < n; a++) {
      boolean[] seen = new boolean[n];
      if (a != root) {
        ArrayDeque<Integer> work = new ArrayDeque<>();
        seen[root] = true;
        work.add(root);
        while (!work.isEmpty()) {
          for (int s : g.successors(work.poll())) {
            if (s != a && !seen[s]) {
              seen[s] = true;
              work.add(s);
            }
          }
        }
      }
      reachableAvoiding[a] = seen;
    }
  }

  /** Returns whether {@code a} dominates {@code b} by definition (vacuously for unreachable b). */
  boolean dominates(int a, int b) {
    return a == b || !reachableAvoiding[a][b];
  }
}
