package dev.cvg.oracle.interp;

/**
 * The precomputed operands of instructions that do not fit {@link Code}'s three int fields;
 * stored in {@link Code#aux}.
 */
final class Plans {
  private Plans() {}

  /**
   * A CFG edge with the phi moves it performs: {@code dst[k] := src[k]} for every phi of the
   * target, as a parallel copy (through a temporary when a destination is also a source).
   */
  static final class Edge {
    final int target;
    final int[] dst;
    final int[] src;
    /** Per phi of the target: which incoming entry this edge selects. */
    final int[] incoming;
    final boolean viaTemp;

    Edge(int target, int[] dst, int[] src, int[] incoming) {
      this.target = target;
      this.dst = dst;
      this.src = src;
      this.incoming = incoming;
      boolean overlap = false;
      for (int d : dst) {
        for (int s : src) {
          overlap |= d == s;
        }
      }
      this.viaTemp = overlap;
    }
  }

  /** A {@code switch}: case values (canonical) and their edges. */
  record SwitchTable(long[] values, int[] edges, int defaultEdge) {}

  /** A {@code getelementptr}: constant byte offset plus {@code slots[k] * scales[k]}. */
  record GepPlan(int base, long constant, int[] slots, long[] scales) {}

  /**
   * A call of defined function {@code callee}.
   *
   * @param tokenSlot slot of the {@code convergencectrl} token, -1 if uncontrolled
   * @param opportunistic whether the call is not convergent: the threads that run the callee's
   *     body together are then an implementation-defined subset (ConvergentOperations.rst,
   *     "Convergent Operations"), grouped like an anchor's
   */
  record CallPlan(int callee, int[] args, int tokenSlot, boolean opportunistic) {}

  /**
   * A convergent operation over the converged group.
   *
   * @param kind the {@link dev.cvg.oracle.semantics.GroupOp} ordinal
   * @param arg0 slot of the first argument, -1 if none
   * @param arg1 slot of the second argument, -1 if none
   * @param tokenSlot slot of the {@code convergencectrl} token, -1 if uncontrolled
   * @param salt a hash of the callee name (mixes the results of opaque operations)
   */
  record GroupPlan(int kind, int arg0, int arg1, int tokenSlot, long salt) {}

  /**
   * A thread-local builtin or an unknown external function.
   *
   * @param kind a {@link Builtins} kind
   * @param args argument slots
   * @param salt a hash of the callee name
   * @param threadIndependent whether the result must not depend on the thread (e.g. inline
   *     assembly with a scalar-register result)
   */
  record BuiltinPlan(int kind, int[] args, long salt, boolean threadIndependent) {}

  /**
   * A call of a {@link PureIntrinsic}.
   *
   * @param kind the intrinsic
   * @param args argument slots, one per argument ({@link PureIntrinsic#arity()})
   */
  record PurePlan(PureIntrinsic kind, int[] args) {}
}
