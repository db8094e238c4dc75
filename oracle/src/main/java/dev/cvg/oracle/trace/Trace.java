package dev.cvg.oracle.trace;

import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.interp.Observer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * The full record of an execution: every dynamic instance of every thread, in each thread's
 * execution order (parameters first, then instructions; a call is recorded when it returns,
 * after its callee's instances). Columnar per thread; {@link DynamicInstance} records are
 * materialised on demand.
 */
public final class Trace implements Observer {
  private final CompiledModule module;
  private final Column[] columns;
  /** Per thread: executions so far of each static instance. */
  private final int[][] occurrences;

  /**
   * Creates an empty trace for {@code threads} threads of {@code module}.
   *
   * @param module the module executed
   * @param threads the thread count
   */
  public Trace(CompiledModule module, int threads) {
    this.module = module;
    this.columns = new Column[threads];
    this.occurrences = new int[threads][module.instanceCount()];
    for (int t = 0; t < threads; t++) {
      columns[t] = new Column();
    }
  }

  @Override
  public void instance(int tid, CompiledFunction fn, int pc, long key, long[] regs, byte[] flags,
      int choice) {
    int slot = fn.resultSlot(pc);
    add(tid, fn.staticInstance(pc), key, slot >= 0 ? regs[slot] : 0, slot >= 0 && flags[slot] != 0);
  }

  @Override
  public void param(int tid, CompiledFunction fn, int k, long key, long value, byte flag) {
    add(tid, fn.paramInstance(k), key, value, flag != 0);
  }

  private void add(int tid, int inst, long key, long value, boolean undefined) {
    columns[tid].add(inst, ++occurrences[tid][inst], key, value, undefined);
  }

  /**
   * Returns the module the trace's static instance numbers refer to.
   *
   * @return the module
   */
  public CompiledModule module() {
    return module;
  }

  /**
   * Returns the number of threads.
   *
   * @return the thread count
   */
  public int threads() {
    return columns.length;
  }

  /**
   * Returns thread {@code tid}'s dynamic instances in execution order.
   *
   * @param tid a thread id
   * @return its dynamic instances
   */
  public List<DynamicInstance> instances(int tid) {
    return select(tid, i -> true);
  }

  /**
   * Returns thread {@code tid}'s dynamic instances of static instances accepted by {@code which}.
   *
   * @param tid a thread id
   * @param which accepts static instance numbers
   * @return the selected dynamic instances, in execution order
   */
  public List<DynamicInstance> select(int tid, IntPredicate which) {
    Column c = columns[tid];
    List<DynamicInstance> out = new ArrayList<>();
    for (int i = 0; i < c.size; i++) {
      if (which.test(c.inst[i])) {
        out.add(new DynamicInstance(tid, i, c.inst[i], c.occurrence[i], c.key[i], c.value[i], c.undef[i]));
      }
    }
    return out;
  }

  /**
   * Returns thread {@code tid}'s block visits in {@code fn}: the dynamic instances of the first
   * instruction (phi or not) of each block, one per execution of the block.
   *
   * @param tid a thread id
   * @param fn a function of the module
   * @return the block visits, in execution order
   */
  public List<DynamicInstance> blockVisits(int tid, CompiledFunction fn) {
    boolean[] first = new boolean[module.instanceCount()];
    for (int b = 0; b < fn.blockCount(); b++) {
      first[fn.staticInstance(fn.blockStart(b))] = true;
    }
    return select(tid, i -> first[i]);
  }

  /**
   * Returns every thread's block visits in {@code fn}, one list per thread.
   *
   * @param fn a function of the module
   * @return the block visits, indexed by thread id
   */
  public List<List<DynamicInstance>> blockVisits(CompiledFunction fn) {
    List<List<DynamicInstance>> out = new ArrayList<>();
    for (int t = 0; t < columns.length; t++) {
      out.add(blockVisits(t, fn));
    }
    return out;
  }

  /**
   * Returns the total number of recorded instances.
   *
   * @return the instance count
   */
  public long size() {
    return Arrays.stream(columns).mapToLong(c -> c.size).sum();
  }

  /** One thread's instances, column by column. */
  private static final class Column {
    int[] inst = new int[64];
    int[] occurrence = new int[64];
    long[] key = new long[64];
    long[] value = new long[64];
    boolean[] undef = new boolean[64];
    int size;

    void add(int i, int occ, long k, long v, boolean u) {
      if (size == inst.length) {
        int n = size * 2;
        inst = Arrays.copyOf(inst, n);
        occurrence = Arrays.copyOf(occurrence, n);
        key = Arrays.copyOf(key, n);
        value = Arrays.copyOf(value, n);
        undef = Arrays.copyOf(undef, n);
      }
      inst[size] = i;
      occurrence[size] = occ;
      key[size] = k;
      value[size] = v;
      undef[size] = u;
      size++;
    }
  }
}
