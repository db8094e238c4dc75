package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The path queries of {@link NaiveUniformity} on the graph {@code G_B} of one branch
 * ({@link BranchGraph}): successor
 * arrays where {@code null} removes a node, {@code jumpCycle[v]} the cycle whose exits header
 * {@code v} jumps to (or -1), and the branch's distinct successors as sources. Brute force by
 * max-flow ({@link DisjointPaths}) and plain searches; test-only.
 */
final class JumpGraphPaths {
  private JumpGraphPaths() {}

  /**
   * A join: two disjoint paths from distinct successors end in {@code j} through compatible last
   * edges. The header of a reducible cycle containing the branch reaches {@code j} by a "jump"
   * standing for some exit edge of its cycle, taken in a later iteration: it is compatible only
   * with a real edge from outside that cycle (an exit edge from inside it may be the very same
   * edge; two jumps likewise). The successor {@code j} itself counts as a real edge from the
   * branch.
   */
  static boolean isJoin(CycleHierarchy h, int[][] gb, int[] jumpCycle, List<Integer> sources, int j) {
    List<int[]> in = incoming(gb, jumpCycle, sources, j);
    for (int x = 0; x < in.size(); x++) {
      for (int y = x + 1; y < in.size(); y++) {
        if (compatible(h, in.get(x), in.get(y)) && disjoint(gb, sources, j, in.get(x)[0], in.get(y)[0])) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * A divergent exit {@code x} of cycle {@code c}: {@code x} is reached within the iteration (a
   * real edge from inside {@code c}, or a jump of a cycle nested in it) on a path disjoint from a
   * path back to the header of {@code c}, whose node in G_B is {@code header}.
   */
  static boolean isDivergentExit(CycleHierarchy h, int[][] gb, int[] jumpCycle, List<Integer> sources,
      Cycle c, int header, int x) {
    for (int[] e : incoming(gb, jumpCycle, sources, x)) {
      int pred = e[0];
      boolean inside = pred == -1 || (e[1] < 0 ? c.contains(pred) : c.contains(h.cycles().get(e[1])) && e[1] != c.index());
      if (inside && disjoint(gb, sources, x, pred, header)) {
        return true;
      }
    }
    return false;
  }

  /** In-edges of {@code j} in G_B as {pred or -1 for "is a successor", jump cycle or -1}. */
  private static List<int[]> incoming(int[][] gb, int[] jumpCycle, List<Integer> sources, int j) {
    List<int[]> in = new ArrayList<>();
    if (sources.contains(j)) {
      in.add(new int[] {-1, -1});
    }
    for (int v = 0; v < gb.length; v++) {
      if (gb[v] == null) {
        continue;
      }
      for (int w : gb[v]) {
        if (w == j) {
          in.add(new int[] {v, jumpCycle[v]});
          break;
        }
      }
    }
    return in;
  }

  private static boolean compatible(CycleHierarchy h, int[] e1, int[] e2) {
    if (e1[1] >= 0 && e2[1] >= 0) {
      return false;
    }
    int[] jump = e1[1] >= 0 ? e1 : e2[1] >= 0 ? e2 : null;
    if (jump == null) {
      return true;
    }
    int[] real = jump == e1 ? e2 : e1;
    Cycle c = h.cycles().get(jump[1]);
    return real[0] >= 0 && !c.contains(real[0]);
  }

  /**
   * Whether disjoint paths from distinct successors reach {@code p1} and {@code p2} (-1 meaning
   * "the path is the successor {@code meet} itself") without passing {@code meet}.
   */
  private static boolean disjoint(int[][] gb, List<Integer> sources, int meet, int p1, int p2) {
    int[][] without = gb.clone();
    without[meet] = null;
    if (p1 == -1 || p2 == -1) {
      int other = p1 == -1 ? p2 : p1;
      if (other == -1) {
        return false;
      }
      List<Integer> rest = new ArrayList<>(sources);
      rest.remove(Integer.valueOf(meet));
      return reaches(without, rest, other);
    }
    if (p1 == p2) {
      return false;
    }
    return new DisjointPaths(without).twoDisjoint(sources, List.of(p1, p2), 1);
  }

  private static boolean reaches(int[][] graph, List<Integer> from, int to) {
    BitSet seen = new BitSet();
    ArrayList<Integer> work = new ArrayList<>();
    for (int f : from) {
      if (graph[f] != null && !seen.get(f)) {
        seen.set(f);
        work.add(f);
      }
    }
    while (!work.isEmpty()) {
      int v = work.remove(work.size() - 1);
      if (v == to) {
        return true;
      }
      for (int s : graph[v]) {
        if (graph[s] != null && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return false;
  }

  static int[] redirect(int[] targets, int from, int copy) {
    int[] out = targets.clone();
    for (int k = 0; k < out.length; k++) {
      if (out[k] == from) {
        out[k] = copy;
      }
    }
    return out;
  }

  static List<Integer> toList(int[] a) {
    List<Integer> out = new ArrayList<>();
    for (int x : a) {
      out.add(x);
    }
    return out;
  }
}
