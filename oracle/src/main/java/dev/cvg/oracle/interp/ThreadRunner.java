package dev.cvg.oracle.interp;

import dev.cvg.oracle.instance.CycleNest;
import dev.cvg.oracle.instance.InstanceKey;
import dev.cvg.oracle.semantics.GroupOp;
import dev.cvg.oracle.semantics.GroupSemantics;
import dev.cvg.oracle.semantics.ResultTable;
import dev.cvg.oracle.semantics.RoundLog;

/**
 * Runs one thread until it finishes or yields at a barrier: the interpreter's dispatch loop.
 *
 * <p>The loop reads only the dense arrays of {@link Code} and the frame's primitive
 * registers; there is no allocation or boxing per instruction (frames are allocated per call).
 * Convergent operations take their result from the previous round's {@link ResultTable} (or,
 * when it has none, compute it as if the thread were alone) and append themselves to the
 * round's {@link RoundLog}; the execution driver iterates rounds to a fixed point.
 *
 * <p>Every instruction counts one step (phis count when their block is entered); exceeding the
 * step bound, undefined behaviour and unsupported instructions throw {@link Trap}.
 */
final class ThreadRunner {
  static final int FINISHED = 0;
  static final int YIELDED = 1;

  private final Machine m;
  private final Keys keys;
  private final Observer observer;
  private long[] tmpV = new long[8];
  private byte[] tmpF = new byte[8];
  private final int[] oneTid = new int[1];
  private final long[] oneX = new long[1];
  private final long[] oneY = new long[1];
  private final byte[] oneXf = new byte[1];
  private final byte[] oneYf = new byte[1];
  private final long[] oneV = new long[1];
  private final byte[] oneF = new byte[1];

  ThreadRunner(Machine m) {
    this.m = m;
    this.keys = m.keys;
    this.observer = m.observer;
  }

  /** Runs {@code t} until it finishes ({@link #FINISHED}) or executes a barrier ({@link #YIELDED}). */
  int run(ThreadState t) {
    final boolean rec = observer != null;
    final long bound = m.stepBound;
    final int tid = t.tid;
    outer:
    while (true) {
      Frame f = t.top;
      CompiledFunction fn = f.fn;
      Code code = fn.code;
      int[] op = code.op;
      int[] dst = code.dst;
      int[] a = code.a;
      int[] b = code.b;
      int[] c = code.c;
      int[] w = code.w;
      int[] sub = code.sub;
      long[] r = f.r;
      byte[] u = f.u;
      int pc = f.pc;
      while (true) {
        if (++t.steps > bound) {
          throw new Trap(Trap.Kind.STEP_BOUND, "thread " + tid + " exceeded the step bound of " + bound
              + " instructions (at " + where(fn, pc) + ")");
        }
        long key = -1;
        switch (op[pc]) {
          case Op.NOP -> { }
          case Op.BIN -> {
            int x = a[pc];
            int y = b[pc];
            int k = sub[pc];
            if (k >= IntOps.UDIV && k <= IntOps.SREM && u[y] != 0) {
              throw new Trap("division by an undefined value at " + where(fn, pc));
            }
            long xv = r[x];
            long yv = r[y];
            int d = dst[pc];
            byte fl = (byte) (u[x] | u[y]);
            r[d] = IntOps.binary(k, xv, yv, w[pc]);
            if ((c[pc] != 0 || k >= IntOps.SHL && k <= IntOps.ASHR) && IntOps.poisons(k, c[pc], xv, yv, w[pc])) {
              fl |= 2;
            }
            u[d] = fl;
          }
          case Op.ICMP -> {
            int d = dst[pc];
            r[d] = IntOps.icmp(sub[pc], r[a[pc]], r[b[pc]]) ? -1 : 0;
            u[d] = (byte) (u[a[pc]] | u[b[pc]]);
          }
          case Op.FBIN -> {
            int d = dst[pc];
            r[d] = FloatOps.binary(sub[pc], r[a[pc]], r[b[pc]], w[pc]);
            u[d] = (byte) (u[a[pc]] | u[b[pc]]);
          }
          case Op.FNEG -> {
            r[dst[pc]] = FloatOps.negate(r[a[pc]], w[pc]);
            u[dst[pc]] = u[a[pc]];
          }
          case Op.FCMP -> {
            int d = dst[pc];
            r[d] = FloatOps.compare(sub[pc], r[a[pc]], r[b[pc]], c[pc]) ? -1 : 0;
            u[d] = (byte) (u[a[pc]] | u[b[pc]]);
          }
          case Op.NORM -> {
            r[dst[pc]] = IntOps.norm(r[a[pc]], w[pc]);
            u[dst[pc]] = u[a[pc]];
          }
          case Op.ZEXT -> {
            r[dst[pc]] = IntOps.norm(IntOps.zext(r[a[pc]], c[pc]), w[pc]);
            u[dst[pc]] = u[a[pc]];
          }
          case Op.COPY -> {
            r[dst[pc]] = r[a[pc]];
            u[dst[pc]] = u[a[pc]];
          }
          case Op.FCAST -> {
            long x = r[a[pc]];
            boolean poison = FloatOps.castPoisons(sub[pc], x, c[pc], w[pc]);
            r[dst[pc]] = FloatOps.cast(sub[pc], x, c[pc], w[pc]);
            u[dst[pc]] = (byte) (u[a[pc]] | (poison ? 2 : 0));
          }
          case Op.SELECT -> {
            int cond = a[pc];
            int chosen = r[cond] != 0 ? b[pc] : c[pc];
            r[dst[pc]] = r[chosen];
            u[dst[pc]] = (byte) (u[cond] | u[chosen]);
          }
          case Op.FREEZE -> {
            boolean undef = u[a[pc]] != 0;
            r[dst[pc]] = undef ? 0 : r[a[pc]];
            u[dst[pc]] = 0;
          }
          case Op.LOAD, Op.STORE, Op.ALLOCA, Op.GEP, Op.ATOMICRMW, Op.CMPXCHG ->
              MemoryOps.execute(m.memory, fn, code, pc, r, u);
          case Op.BUILTIN -> builtin(tid, fn, code, pc, r, u);
          case Op.GROUP -> {
            key = group(t, f, pc);
            if (sub[pc] == GroupOp.BARRIER.ordinal()) {
              if (rec) {
                observer.instance(tid, fn, pc, key, r, u, -1);
              }
              f.pc = pc + 1;
              return YIELDED;
            }
          }
          case Op.TOKEN_ENTRY -> {
            key = InstanceKey.of(f.context, fn.base + pc);
            r[dst[pc]] = keys.token(key);
            u[dst[pc]] = 0;
          }
          case Op.TOKEN_ANCHOR -> {
            key = keys.key(f, pc);
            r[dst[pc]] = keys.token(key);
            u[dst[pc]] = 0;
          }
          case Op.TOKEN_LOOP -> {
            int token = (int) r[a[pc]];
            int heart = c[pc];
            if (f.heartToken[heart] == token) {
              f.heartCount[heart]++;
            } else {
              f.heartToken[heart] = token;
              f.heartCount[heart] = 1;
            }
            key = InstanceKey.of(keys.heart(token, f.heartCount[heart]), fn.base + pc);
            r[dst[pc]] = keys.token(key);
            u[dst[pc]] = 0;
          }
          case Op.BR, Op.CONDBR, Op.SWITCH -> {
            if (rec) {
              observer.instance(tid, fn, pc, keys.key(f, pc), r, u, -1);
            }
            pc = enter(t, f, Branches.edge(t, f, code, pc));
            continue;
          }
          case Op.CALL -> {
            Plans.CallPlan p = (Plans.CallPlan) code.aux[pc];
            long callKey = keys.convergent(f, pc, p.tokenSlot());
            if (f.depth + 1 > m.depthBound) {
              throw new Trap(Trap.Kind.DEPTH_BOUND, "thread " + tid + " nested calls deeper than "
                  + m.depthBound + " (at " + where(fn, pc) + ")");
            }
            CompiledFunction callee = m.module.function(p.callee());
            Frame nf = new Frame(callee, f, pc, callKey, keys.context(callKey));
            int n = Math.min(p.args().length, callee.paramSlots.length);
            for (int k = 0; k < n; k++) {
              nf.r[callee.paramSlots[k]] = r[p.args()[k]];
              nf.u[callee.paramSlots[k]] = u[p.args()[k]];
            }
            f.pc = pc;
            t.top = nf;
            start(t, nf);
            continue outer;
          }
          case Op.RET -> {
            int s = a[pc];
            long v = s >= 0 ? r[s] : 0;
            byte vf = s >= 0 ? u[s] : 0;
            if (rec) {
              observer.instance(tid, fn, pc, keys.key(f, pc), r, u, -1);
            }
            Frame caller = f.caller;
            if (caller == null) {
              t.finished = true;
              t.returnValue = v;
              t.returnFlag = vf;
              return FINISHED;
            }
            int d = caller.fn.code.dst[f.callPc];
            if (d >= 0) {
              caller.r[d] = v;
              caller.u[d] = vf;
            }
            if (rec) {
              observer.instance(tid, caller.fn, f.callPc, f.callKey, caller.r, caller.u, -1);
            }
            caller.pc = f.callPc + 1;
            t.top = caller;
            continue outer;
          }
          case Op.UNREACHABLE -> throw new Trap("thread " + tid + " reached unreachable at " + where(fn, pc));
          case Op.UNSUPPORTED -> throw new Trap(Trap.Kind.UNSUPPORTED, (String) code.aux[pc]);
          default -> throw new IllegalStateException("opcode " + op[pc]);
        }
        if (rec) {
          observer.instance(tid, fn, pc, key >= 0 ? key : keys.key(f, pc), r, u, -1);
        }
        pc++;
      }
    }
  }

  /** Prepares a new frame: enters its entry block and reports its parameters. */
  void start(ThreadState t, Frame f) {
    f.pc = arrive(t, f, 0, null);
    if (observer != null) {
      for (int k = 0; k < f.fn.paramSlots.length; k++) {
        int s = f.fn.paramSlots[k];
        observer.param(t.tid, f.fn, k, keys.param(f, k), f.r[s], f.u[s]);
      }
    }
  }

  /** Takes edge {@code edgeId}: performs its phi moves (a parallel copy), then arrives. */
  private int enter(ThreadState t, Frame f, int edgeId) {
    Plans.Edge e = f.fn.edges[edgeId];
    long[] r = f.r;
    byte[] u = f.u;
    int n = e.dst.length;
    if (e.viaTemp) {
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
   * cycles nested in it), invalidates the block label, counts and reports the phis.
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

  /** Executes a convergent operation; returns its key. */
  private long group(ThreadState t, Frame f, int pc) {
    Code code = f.fn.code;
    Plans.GroupPlan g = (Plans.GroupPlan) code.aux[pc];
    long key = keys.convergent(f, pc, g.tokenSlot());
    long x = g.arg0() >= 0 ? f.r[g.arg0()] : 0;
    byte xf = g.arg0() >= 0 ? f.u[g.arg0()] : 0;
    long y = g.arg1() >= 0 ? f.r[g.arg1()] : 0;
    byte yf = g.arg1() >= 0 ? f.u[g.arg1()] : 0;
    int width = code.w[pc];
    ResultTable prev = m.previous;
    int pos = prev.find(key, t.tid);
    long res;
    byte rf;
    if (pos >= 0) {
      res = prev.value(pos);
      rf = prev.flag(pos);
    } else {
      oneTid[0] = t.tid;
      oneX[0] = x;
      oneXf[0] = xf;
      oneY[0] = y;
      oneYf[0] = yf;
      GroupSemantics.compute(GroupOp.of(g.kind()), 1, oneTid, oneX, oneXf, oneY, oneYf, width,
          g.salt(), oneV, oneF);
      res = oneV[0];
      rf = oneF[0];
    }
    m.log.add(key, t.tid, g.kind(), f.fn.base + pc, width, g.salt(), x, xf, y, yf, res, rf);
    int d = code.dst[pc];
    if (d >= 0) {
      f.r[d] = res;
      f.u[d] = rf;
    }
    return key;
  }

  private static void builtin(int tid, CompiledFunction fn, Code code, int pc, long[] r, byte[] u) {
    Plans.BuiltinPlan p = (Plans.BuiltinPlan) code.aux[pc];
    int[] args = p.args();
    long x = args.length > 0 && args[0] >= 0 ? r[args[0]] : 0;
    long y = args.length > 1 && args[1] >= 0 ? r[args[1]] : 0;
    byte fl = 0;
    long mix = p.salt();
    for (int s : args) {
      if (s >= 0) {
        fl |= u[s];
        mix = Builtins.mix(mix, r[s]);
      }
    }
    if (!p.threadIndependent()) {
      mix = Builtins.mix(mix, tid);
    }
    int d = code.dst[pc];
    if (d >= 0) {
      r[d] = Builtins.apply(p.kind(), x, y, code.w[pc], tid, mix);
      u[d] = p.kind() == Builtins.TID || p.kind() == Builtins.ZERO ? 0 : fl;
    }
  }

  /** Returns a description of {@code pc} for messages. */
  static String where(CompiledFunction fn, int pc) {
    return "%" + fn.source.index().block(fn.blockOfPc[pc]).name() + " in @" + fn.source.name();
  }
}
