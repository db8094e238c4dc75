package dev.cvg.oracle.interp;

/**
 * Chooses the outgoing edge of a {@code br}, conditional {@code br} or {@code switch}: from the
 * condition, or — for the entry function's frame of a thread whose inputs script its path —
 * from the thread's next scripted decision (the successor index, in
 * {@link dev.cvg.ir.Inst#successors()} order).
 */
final class Branches {
  private Branches() {}

  static int edge(ThreadState t, Frame f, Code code, int pc) {
    int op = code.op[pc];
    if (op == Op.BR) {
      return code.a[pc];
    }
    boolean scripted = t.script != null && f.caller == null;
    if (op == Op.CONDBR) {
      int choice;
      if (scripted) {
        choice = decide(t, f, pc, 2);
      } else {
        int cond = code.a[pc];
        if (f.u[cond] != 0) {
          throw new Trap("thread " + t.tid + " branches on an undefined value at "
              + ThreadRunner.where(f.fn, pc));
        }
        choice = f.r[cond] != 0 ? 0 : 1;
      }
      return choice == 0 ? code.b[pc] : code.c[pc];
    }
    Plans.SwitchTable table = (Plans.SwitchTable) code.aux[pc];
    if (scripted) {
      int choice = decide(t, f, pc, table.edges().length + 1);
      return choice == 0 ? table.defaultEdge() : table.edges()[choice - 1];
    }
    int v = code.a[pc];
    if (f.u[v] != 0) {
      throw new Trap("thread " + t.tid + " switches on an undefined value at "
          + ThreadRunner.where(f.fn, pc));
    }
    long x = f.r[v];
    long[] values = table.values();
    for (int k = 0; k < values.length; k++) {
      if (values[k] == x) {
        return table.edges()[k];
      }
    }
    return table.defaultEdge();
  }

  private static int decide(ThreadState t, Frame f, int pc, int successors) {
    if (t.scriptPos >= t.script.length) {
      throw new Trap(Trap.Kind.INVALID_INPUT, "thread " + t.tid + " ran past the end of its path at "
          + ThreadRunner.where(f.fn, pc));
    }
    int d = t.script[t.scriptPos++];
    if (d < 0 || d >= successors) {
      throw new Trap(Trap.Kind.INVALID_INPUT, "thread " + t.tid + "'s path takes successor " + d
          + " of a terminator with " + successors + " at " + ThreadRunner.where(f.fn, pc));
    }
    return d;
  }
}
