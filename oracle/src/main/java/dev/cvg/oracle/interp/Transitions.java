package dev.cvg.oracle.interp;

import dev.cvg.oracle.instance.CycleNest;

/**
 * Moves a thread between blocks and into new frames, keeping the state the maximal-convergence
 * labels are computed from: the per-cycle header counters of the frame.
 *
 * <p>Taking an edge first performs its phi moves as a parallel copy (every phi reads the values
 * from before the edge), then arrives at the target. Arriving at the header of cycle {@code C}
 * increments {@code C}'s counter and zeroes the counters of every cycle nested in {@code C}: a
 * nested cycle's count restarts whenever an enclosing header runs, which is the thread-local
 * label of DESIGN.md. The block label is invalidated and recomputed only when needed.
 *
 * <pre>
 *   C1 = {H1, H2, X}, C2 = {H2, X} nested, header H2
 *   H1 H2 X H2 X H1 H2 X      counters (C1, C2) at X:  (1,1) (1,2) (2,1)
 * </pre>
 */
final class Transitions {
  private final Keys keys;
  private final Observer observer;
  /** Temporaries of parallel phi copies whose destinations overlap their sources. */
  private long[] tmpV = new long[8];
  private byte[] tmpF = new byte[8];

  Transitions(Keys keys, Observer observer) {
    this.keys = keys;
    this.observer = observer;
  }

  /** Prepares a new frame: enters its entry block and reports its parameters. */
  void start(ThreadState t, Frame f) {
    if (observer != null) {
      observer.enter(t.tid, f.fn);
    }
    f.pc = arrive(t, f, 0, null);
    if (observer != null) {
      for (int k = 0; k < f.fn.paramSlots.length; k++) {
        int s = f.fn.paramSlots[k];
        observer.param(t.tid, f.fn, k, keys.param(f, k), f.r[s], f.u[s]);
      }
    }
  }

  /** Takes edge {@code edgeId}: performs its phi moves (a parallel copy), then arrives; returns the new pc. */
  int enter(ThreadState t, Frame f, int edgeId) {
    Plans.Edge e = f.fn.edges[edgeId];
    long[] r = f.r;
    byte[] u = f.u;
    int n = e.dst.length;
    if (e.viaTemp) {
      // A destination is also a source (a swap through phis): read everything first.
      if (tmpV.length < n) {
        tmpV = new long[n];
        tmpF = new byte[n];
      }
      for (int k = 0; k < n; k++) {
        tmpV[k] = r[e.src[k]];
        tmpF[k] = u[e.src[k]];
      }
      for (int k = 0; k < n; k++) {
        r[e.dst[k]] = tmpV[k];
        u[e.dst[k]] = tmpF[k];
      }
    } else {
      for (int k = 0; k < n; k++) {
        r[e.dst[k]] = r[e.src[k]];
        u[e.dst[k]] = u[e.src[k]];
      }
    }
    return arrive(t, f, e.target, e);
  }

  /**
   * Enters block {@code target}: counts a header execution (resetting the counters of the
   * cycles nested in it), invalidates the block label, counts and reports the phis; returns the
   * pc of the first non-phi instruction.
   */
  private int arrive(ThreadState t, Frame f, int target, Plans.Edge e) {
    f.block = target;
    f.blockLabel = -1;
    CycleNest nest = f.fn.nest;
    int headed = nest.headedBy(target);
    if (headed >= 0) {
      f.counters[headed]++;
      for (int d : nest.descendants(headed)) {
        f.counters[d] = 0;
      }
    }
    int start = f.fn.blockStart[target];
    int phis = f.fn.phiCount[target];
    t.steps += phis;
    if (observer != null) {
      for (int k = 0; k < phis; k++) {
        observer.instance(t.tid, f.fn, start + k, keys.key(f, start + k), f.r, f.u,
            e == null ? -1 : e.incoming[k]);
      }
    }
    return start + phis;
  }
}
