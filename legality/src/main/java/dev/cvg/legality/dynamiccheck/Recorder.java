package dev.cvg.legality.dynamiccheck;

import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.Observer;
import java.util.Arrays;

/**
 * Records, per thread and in execution order, every dynamic instance of a fixed-point
 * execution with what the legality checks compare: its static instance, its converged-with key,
 * its result, and the values its operands read (a phi reads the incoming value it took, which
 * is its result). Columnar, like the oracle's trace; bounded by a total instance budget, past
 * which {@link #overflowed()} turns the execution into an inconclusive one.
 */
final class Recorder implements Observer {
  private final Column[] columns;
  private final long budget;
  private long total;

  Recorder(int threads, long budget) {
    this.columns = new Column[threads];
    for (int t = 0; t < threads; t++) {
      columns[t] = new Column();
    }
    this.budget = budget;
  }

  @Override
  public void instance(int tid, CompiledFunction fn, int pc, long key, long[] regs, byte[] flags, int choice) {
    if (++total > budget) {
      return;
    }
    int slot = fn.resultSlot(pc);
    Column c = columns[tid];
    int e = c.add(fn.staticInstance(pc), key, slot >= 0 ? regs[slot] : 0, slot >= 0 ? flags[slot] : 0);
    if (fn.isPhi(pc)) {
      if (slot >= 0) {
        c.operand(e, regs[slot], flags[slot]);
      }
      return;
    }
    for (int s : fn.useSlots(pc)) {
      c.operand(e, s >= 0 ? regs[s] : 0, s >= 0 ? flags[s] : (byte) 1);
    }
  }

  @Override
  public void param(int tid, CompiledFunction fn, int k, long key, long value, byte flag) {
    if (++total > budget) {
      return;
    }
    columns[tid].add(fn.paramInstance(k), key, value, flag);
  }

  @Override
  public void enter(int tid, CompiledFunction fn) {
    columns[tid].enter(fn);
  }

  @Override
  public void leave(int tid) {
    columns[tid].leave();
  }

  /** Returns whether more instances were executed than the budget allows recording. */
  boolean overflowed() {
    return total > budget;
  }

  /** Returns the number of threads. */
  int threads() {
    return columns.length;
  }

  /** Returns thread {@code t}'s instances. */
  Column column(int t) {
    return columns[t];
  }

  /**
   * One thread's instances, column by column; operands are kept flat. {@code invocation} holds,
   * per instance, which invocation of its function (counted per function from 0) executed it.
   */
  static final class Column {
    int size;
    int[] inst = new int[64];
    int[] invocation = new int[64];
    /** Per instance, how many calls deep it ran (0 in the entry function). */
    int[] depth = new int[64];
    private final java.util.Map<CompiledFunction, Integer> invocations = new java.util.IdentityHashMap<>();
    /** The callers' invocations, innermost first, below {@link #current}. */
    private final java.util.ArrayDeque<Integer> frames = new java.util.ArrayDeque<>();
    /** The invocation of the function executing now. */
    private int current;

    void enter(CompiledFunction fn) {
      frames.push(current);
      current = invocations.merge(fn, 1, Integer::sum) - 1;
    }

    void leave() {
      current = frames.pop();
    }
    long[] key = new long[64];
    long[] value = new long[64];
    byte[] flag = new byte[64];
    int[] opStart = new int[65];
    long[] opValue = new long[128];
    byte[] opFlag = new byte[128];
    int ops;

    int add(int i, long k, long v, byte f) {
      if (size == inst.length) {
        int n = size * 2;
        inst = Arrays.copyOf(inst, n);
        invocation = Arrays.copyOf(invocation, n);
        depth = Arrays.copyOf(depth, n);
        key = Arrays.copyOf(key, n);
        value = Arrays.copyOf(value, n);
        flag = Arrays.copyOf(flag, n);
        opStart = Arrays.copyOf(opStart, n + 1);
      }
      inst[size] = i;
      invocation[size] = current;
      depth[size] = frames.size();
      key[size] = k;
      value[size] = v;
      flag[size] = f;
      opStart[size] = ops;
      opStart[size + 1] = ops;
      return size++;
    }

    void operand(int e, long v, byte f) {
      if (ops == opValue.length) {
        opValue = Arrays.copyOf(opValue, ops * 2);
        opFlag = Arrays.copyOf(opFlag, ops * 2);
      }
      opValue[ops] = v;
      opFlag[ops] = f;
      ops++;
      opStart[e + 1] = ops;
    }

    int operandCount(int e) {
      return opStart[e + 1] - opStart[e];
    }

    long operandValue(int e, int k) {
      return opValue[opStart[e] + k];
    }

    boolean operandDefined(int e, int k) {
      return opFlag[opStart[e] + k] == 0;
    }
  }
}
