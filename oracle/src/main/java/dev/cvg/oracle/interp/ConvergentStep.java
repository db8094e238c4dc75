package dev.cvg.oracle.interp;

import dev.cvg.oracle.semantics.GroupOp;
import dev.cvg.oracle.semantics.GroupSemantics;
import dev.cvg.oracle.semantics.ResultTable;
import dev.cvg.oracle.semantics.RoundLog;

/**
 * Executes one dynamic instance of a convergent operation inside a round: computes its key,
 * takes its result from the previous round's table — or, for an instance the table does not know
 * yet, computes it as if the thread were alone — and logs the instance with its inputs and the
 * result it used, for {@link dev.cvg.oracle.semantics.Resolution} to check after the round.
 */
final class ConvergentStep {
  private final Keys keys;
  private final ResultTable previous;
  private final RoundLog log;
  // A one-member group, reused for the "alone" guess so the hot path does not allocate.
  private final int[] oneTid = new int[1];
  private final long[] oneX = new long[1];
  private final long[] oneY = new long[1];
  private final byte[] oneXf = new byte[1];
  private final byte[] oneYf = new byte[1];
  private final long[] oneV = new long[1];
  private final byte[] oneF = new byte[1];

  ConvergentStep(Keys keys, ResultTable previous, RoundLog log) {
    this.keys = keys;
    this.previous = previous;
    this.log = log;
  }

  /** Executes the group operation at {@code pc} for thread {@code tid}; returns its key. */
  long execute(int tid, Frame f, int pc) {
    Code code = f.fn.code;
    Plans.GroupPlan g = (Plans.GroupPlan) code.aux[pc];
    long key = keys.convergent(f, pc, g.tokenSlot());
    long x = g.arg0() >= 0 ? f.r[g.arg0()] : 0;
    byte xf = g.arg0() >= 0 ? f.u[g.arg0()] : 0;
    long y = g.arg1() >= 0 ? f.r[g.arg1()] : 0;
    byte yf = g.arg1() >= 0 ? f.u[g.arg1()] : 0;
    int width = code.w[pc];
    int pos = previous.find(key, tid);
    long res;
    byte rf;
    if (pos >= 0) {
      res = previous.value(pos);
      rf = previous.flag(pos);
    } else {
      oneTid[0] = tid;
      oneX[0] = x;
      oneXf[0] = xf;
      oneY[0] = y;
      oneYf[0] = yf;
      GroupSemantics.compute(GroupOp.of(g.kind()), 1, oneTid, oneX, oneXf, oneY, oneYf, width,
          g.salt(), oneV, oneF);
      res = oneV[0];
      rf = oneF[0];
    }
    log.add(key, tid, g.kind(), f.fn.base + pc, width, g.salt(), x, xf, y, yf, res, rf);
    int d = code.dst[pc];
    if (d >= 0) {
      f.r[d] = res;
      f.u[d] = rf;
    }
    return key;
  }
}
