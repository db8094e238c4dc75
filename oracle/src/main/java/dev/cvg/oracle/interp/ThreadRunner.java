package dev.cvg.oracle.interp;

import dev.cvg.oracle.instance.InstanceKey;
import dev.cvg.oracle.semantics.GroupOp;

/**
 * Runs one thread until it finishes or yields at a barrier: the interpreter's dispatch loop.
 *
 * <p><b>Problem.</b> Execute IR for many threads fast enough to explore many inputs (tens of
 * millions of thread-instructions per second), while recording, for every dynamic instance
 * that needs one, the converged-with key that the spec's definitions give it.
 *
 * <p><b>Algorithm.</b> A classic switch interpreter over pre-decoded code: {@link Code} holds
 * one int opcode and int operand fields per pc, operands are register slots of the frame's
 * {@code long[]} (with a parallel {@code byte[]} of undefined flags), phis are resolved on the
 * edge ({@link Transitions}). The inner loop runs one frame; calls and returns switch frames and
 * restart the outer loop, which reloads the frame's arrays into locals. Keys are computed only
 * where the semantics need them (convergent operations, token definitions, calls) or an
 * observer records the instance; a block's label is interned at most once per visit.
 * Convergent operations are delegated to {@link ConvergentStep}; memory to {@link MemoryOps};
 * branch choice (including forced paths) to {@link Branches}.
 *
 * <p><b>Complexity.</b> O(1) per instruction, plus O(cycle depth) to label a block visit when
 * needed and O(1) expected per convergent instance.
 *
 * <pre>
 *   pc:   0 BIN add  dst=5 a=2 b=3 w=32     r[5] = norm(r[2] + r[3], 32); u[5] = u[2] | u[3]
 *         1 ICMP slt dst=6 a=5 b=4          r[6] = r[5] < r[4] ? -1 : 0
 *         2 CONDBR a=6 b=e1 c=e2            take edge e1 or e2: phi moves, header counters
 * </pre>
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
  private final Transitions transitions;
  private final ConvergentStep convergent;

  /** The interrupt flag is polled once every {@code INTERRUPT_POLL + 1} steps. */
  private static final long INTERRUPT_POLL = (1 << 16) - 1;

  ThreadRunner(Machine m) {
    this.m = m;
    this.keys = m.keys;
    this.observer = m.observer;
    this.transitions = new Transitions(m.keys, m.observer);
    this.convergent = new ConvergentStep(m.keys, m.previous, m.log);
  }

  /** Runs {@code t} until it finishes ({@link #FINISHED}) or executes a barrier ({@link #YIELDED}). */
  int run(ThreadState t) {
    final boolean rec = observer != null;
    final long bound = m.stepBound;
    final int tid = t.tid;
    outer:
    while (true) {
      // Load the current frame into locals; a call or return changes t.top and loops back here.
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
        // One step per instruction; the bound makes non-terminating threads an UNKNOWN run.
        if (++t.steps > bound) {
          throw new Trap(Trap.Kind.STEP_BOUND, "thread " + tid + " exceeded the step bound of " + bound
              + " instructions (at " + where(fn, pc) + ")");
        }
        // A caller with a time bound stops the run by interrupting its thread; polled rarely, it costs nothing.
        if ((t.steps & INTERRUPT_POLL) == 0 && Thread.currentThread().isInterrupted()) {
          throw new Trap(Trap.Kind.INTERRUPTED, "thread " + tid + " was stopped after " + t.steps
              + " instructions (at " + where(fn, pc) + "): the run was interrupted by its time bound");
        }
        // The instance's key when its semantics computed one; -1: compute it only if recording.
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
            // Only flagged operations and shifts can make poison: skip the check otherwise.
            if ((c[pc] != 0 || k >= IntOps.SHL && k <= IntOps.ASHR) && IntOps.poisons(k, c[pc], xv, yv, w[pc])) {
              fl |= 2;
            }
            u[d] = fl;
          }
          // Comparisons yield i1 in canonical form: true is -1.
          case Op.ICMP -> {
            int d = dst[pc];
            long xv = r[a[pc]];
            long yv = r[b[pc]];
            r[d] = IntOps.icmp(sub[pc], xv, yv) ? -1 : 0;
            // samesign (c = 1) with operands of different signs: poison (values are sign-extended).
            u[d] = (byte) (u[a[pc]] | u[b[pc]] | (c[pc] != 0 && (xv ^ yv) < 0 ? 2 : 0));
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
          // trunc/sext/ptrtoint: values are sign-extended, so both are a re-normalisation.
          case Op.NORM -> {
            r[dst[pc]] = IntOps.norm(r[a[pc]], w[pc]);
            u[dst[pc]] = u[a[pc]];
          }
          // zext/inttoptr: clear the bits above the source width first.
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
          // An undefined condition makes the result undefined (whichever value it picks).
          case Op.SELECT -> {
            int cond = a[pc];
            int chosen = r[cond] != 0 ? b[pc] : c[pc];
            r[dst[pc]] = r[chosen];
            u[dst[pc]] = (byte) (u[cond] | u[chosen]);
          }
          // freeze picks 0 for an undefined value; the result is always defined.
          case Op.FREEZE -> {
            boolean undef = u[a[pc]] != 0;
            r[dst[pc]] = undef ? 0 : r[a[pc]];
            u[dst[pc]] = 0;
          }
          case Op.LOAD, Op.STORE, Op.ALLOCA, Op.GEP, Op.ATOMICRMW, Op.CMPXCHG ->
              MemoryOps.execute(m.memory, fn, code, pc, r, u);
          case Op.BUILTIN -> Builtins.execute(tid, code, pc, r, u);
          case Op.PURE -> IntrinsicCalls.execute(tid, fn, pc, r, u);
          case Op.GROUP -> {
            key = convergent.execute(tid, f, pc);
            if (sub[pc] == GroupOp.BARRIER.ordinal()) {
              // A barrier ends this thread's turn: the others run up to their barrier first.
              if (rec) {
                observer.instance(tid, fn, pc, key, r, u, -1);
              }
              f.pc = pc + 1;
              return YIELDED;
            }
          }
          case Op.TOKEN_ENTRY -> {
            // entry: converged iff the invocations' call sites were (context label).
            key = InstanceKey.of(f.context, fn.base + pc);
            r[dst[pc]] = keys.token(key);
            u[dst[pc]] = 0;
          }
          case Op.TOKEN_ANCHOR -> {
            // anchor: implementation-defined; by default controlled maximal convergence, or the
            // execution's chosen grouping (AnchorGrouping).
            key = keys.key(f, pc);
            if (!m.anchors.isMaximal()) {
              key = keys.anchor(t, m.anchors, fn.base + pc, key);
            }
            r[dst[pc]] = keys.token(key);
            u[dst[pc]] = 0;
          }
          case Op.TOKEN_LOOP -> {
            // loop heart: the n-th execution with a token value converges with other threads'
            // n-th execution with a converged token value.
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
          // Terminators record themselves before leaving the block, then take the edge.
          case Op.BR, Op.CONDBR, Op.SWITCH -> {
            if (rec) {
              observer.instance(tid, fn, pc, keys.key(f, pc), r, u, -1);
            }
            pc = transitions.enter(t, f, Branches.edge(t, f, code, pc));
            continue;
          }
          case Op.CALL -> {
            Plans.CallPlan p = (Plans.CallPlan) code.aux[pc];
            long callKey = keys.convergent(f, pc, p.tokenSlot());
            if (p.opportunistic() && !m.anchors.isMaximal()) {
              // a call that is not convergent: which threads run the body together is
              // implementation-defined, so the execution's anchor grouping chooses it
              callKey = keys.anchor(t, m.anchors, fn.base + pc, callKey);
            }
            if (f.depth + 1 > m.depthBound) {
              throw new Trap(Trap.Kind.DEPTH_BOUND, "thread " + tid + " nested calls deeper than "
                  + m.depthBound + " (at " + where(fn, pc) + ")");
            }
            CompiledFunction callee = m.module.function(p.callee());
            // The callee's convergence context is the call instance's key.
            Frame nf = new Frame(callee, f, pc, callKey, keys.context(callKey));
            int n = Math.min(p.args().length, callee.paramSlots.length);
            for (int k = 0; k < n; k++) {
              nf.r[callee.paramSlots[k]] = r[p.args()[k]];
              nf.u[callee.paramSlots[k]] = u[p.args()[k]];
            }
            f.pc = pc;
            t.top = nf;
            transitions.start(t, nf);
            continue outer;
          }
          // Returning from the entry frame finishes the thread; otherwise resume the caller.
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
            // The call instance completes now: write its result and record it in the caller.
            int d = caller.fn.code.dst[f.callPc];
            if (d >= 0) {
              caller.r[d] = v;
              caller.u[d] = vf;
            }
            if (rec) {
              observer.leave(tid);
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
        // Straight-line instructions are recorded after they executed (their result is set).
        if (rec) {
          observer.instance(tid, fn, pc, key >= 0 ? key : keys.key(f, pc), r, u, -1);
        }
        pc++;
      }
    }
  }

  /** Prepares a new frame: enters its entry block and reports its parameters. */
  void start(ThreadState t, Frame f) {
    transitions.start(t, f);
  }

  /** Returns a description of {@code pc} for messages. */
  static String where(CompiledFunction fn, int pc) {
    return "%" + fn.source.index().block(fn.blockOfPc[pc]).name() + " in @" + fn.source.name();
  }
}
