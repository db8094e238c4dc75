package dev.cvg.oracle.interp;

import java.util.Arrays;

/**
 * One function invocation of one thread: registers, cycle counters for the
 * maximal-convergence labels, loop-heart counters, and the link to the caller.
 */
final class Frame {
  final CompiledFunction fn;
  final long[] r;
  final byte[] u;
  /** Per cycle of {@code fn.nest}: header executions since an enclosing header (or entry). */
  final int[] counters;
  /** Per loop heart: the token value it last counted, -1 for none. */
  final int[] heartToken;
  /** Per loop heart: how many times it ran with {@link #heartToken}. */
  final int[] heartCount;
  final Frame caller;
  /** The pc of the call in the caller. */
  final int callPc;
  /** The key of the call's dynamic instance (recorded when it returns). */
  final long callKey;
  /** The convergence context label of this invocation. */
  final int context;
  final int depth;
  int pc;
  int block;
  /** The current block visit's label, or -1 when it must be recomputed. */
  int blockLabel = -1;

  Frame(CompiledFunction fn, Frame caller, int callPc, long callKey, int context) {
    this.fn = fn;
    this.r = fn.initRegs.clone();
    this.u = fn.initFlags.clone();
    this.counters = new int[fn.nest.cycleCount()];
    this.heartToken = new int[fn.hearts];
    this.heartCount = new int[fn.hearts];
    Arrays.fill(heartToken, -1);
    this.caller = caller;
    this.callPc = callPc;
    this.callKey = callKey;
    this.context = context;
    this.depth = caller == null ? 0 : caller.depth + 1;
  }
}
