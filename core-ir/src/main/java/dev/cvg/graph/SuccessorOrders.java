package dev.cvg.graph;

/** The built-in {@link SuccessorOrder}s; stateless, so shared instances are safe. */
final class SuccessorOrders {
  private SuccessorOrders() {}

  /** First successor first: returns the graph's own array. */
  enum FirstToLast implements SuccessorOrder {
    INSTANCE;

    @Override
    public int[] order(FlowGraph g, int node) {
      return g.successors(node);
    }

    @Override
    public String toString() {
      return "textual";
    }
  }

  /** Last successor first, as LLVM's CycleInfo DFS (push all, pop last). */
  enum LastToFirst implements SuccessorOrder {
    INSTANCE;

    @Override
    public int[] order(FlowGraph g, int node) {
      int[] s = g.successors(node);
      if (s.length < 2) {
        return s;
      }
      int[] r = new int[s.length];
      for (int i = 0; i < s.length; i++) {
        r[i] = s[s.length - 1 - i];
      }
      return r;
    }

    @Override
    public String toString() {
      return "llvm";
    }
  }

  /**
   * A Fisher–Yates shuffle per node driven by SplitMix64 over {@code (seed, node)}, so the
   * permutation of a node never depends on which nodes were asked before.
   */
  record Seeded(long seed) implements SuccessorOrder {
    @Override
    public int[] order(FlowGraph g, int node) {
      int[] s = g.successors(node);
      if (s.length < 2) {
        return s;
      }
      int[] r = s.clone();
      long state = seed ^ (0x9E3779B97F4A7C15L * (node + 1L));
      for (int i = r.length - 1; i > 0; i--) {
        state += 0x9E3779B97F4A7C15L;
        int j = (int) Long.remainderUnsigned(mix(state), i + 1L);
        int t = r[i];
        r[i] = r[j];
        r[j] = t;
      }
      return r;
    }

    /** SplitMix64's output function (Steele, Lea, Flood 2014). */
    private static long mix(long z) {
      z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
      z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
      return z ^ (z >>> 31);
    }

    @Override
    public String toString() {
      return "seeded(" + seed + ")";
    }
  }
}
