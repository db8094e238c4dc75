package dev.cvg.analysis.dominance;

import dev.cvg.graph.FlowGraph;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Test-only transcription of LLVM's {@code FindRoots} including the literal
 * {@code RemoveRedundantRoots} (one forward DFS per infinite-loop root, swap-removal), to check
 * the linear-time label propagation of {@code PostDominatorRoots}.
 */
final class NaivePostDominatorRoots {
  private NaivePostDominatorRoots() {}

  static int[] find(FlowGraph g) {
    int n = g.size();
    boolean[] visited = new boolean[n];
    List<Integer> roots = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      if (g.successors(v).length == 0) {
        roots.add(v);
        reverseVisit(g, v, visited);
      }
    }
    boolean nonTrivial = false;
    for (int start = 0; start < n; start++) {
      if (visited[start]) {
        continue;
      }
      nonTrivial = true;
      // Forward DFS: pop, skip if visited, visit, push successors sorted ascending.
      boolean[] seen = new boolean[n];
      ArrayDeque<Integer> stack = new ArrayDeque<>();
      stack.push(start);
      int last = start;
      while (!stack.isEmpty()) {
        int x = stack.pop();
        if (visited[x] || seen[x]) {
          continue;
        }
        seen[x] = true;
        last = x;
        int[] s = g.successors(x).clone();
        Arrays.sort(s);
        for (int t : s) {
          stack.push(t);
        }
      }
      roots.add(last);
      reverseVisit(g, last, visited);
    }
    if (nonTrivial) {
      for (int i = 0; i < roots.size(); i++) {
        int root = roots.get(i);
        if (g.successors(root).length == 0) {
          continue;
        }
        boolean[] seen = new boolean[n];
        ArrayDeque<Integer> work = new ArrayDeque<>();
        seen[root] = true;
        work.add(root);
        boolean foundOther = false;
        while (!work.isEmpty() && !foundOther) {
          for (int s : g.successors(work.poll())) {
            if (!seen[s]) {
              seen[s] = true;
              work.add(s);
              if (roots.contains(s)) {
                foundOther = true;
              }
            }
          }
        }
        if (foundOther) {
          Collections.swap(roots, i, roots.size() - 1);
          roots.remove(roots.size() - 1);
          i--;
        }
      }
    }
    return roots.stream().mapToInt(Integer::intValue).sorted().toArray();
  }

  private static void reverseVisit(FlowGraph g, int from, boolean[] visited) {
    ArrayDeque<Integer> work = new ArrayDeque<>();
    visited[from] = true;
    work.add(from);
    while (!work.isEmpty()) {
      for (int p : g.predecessors(work.poll())) {
        if (!visited[p]) {
          visited[p] = true;
          work.add(p);
        }
      }
    }
  }
}
