package dev.cvg.oracle.interp;

/**
 * Receives every dynamic instance a thread executes, in that thread's execution order, when an
 * execution is recorded (trace tables, dynamic uniformity). Not called in unrecorded rounds,
 * so an observer costs nothing when absent.
 */
public interface Observer {

  /**
   * Reports a dynamic instance of instruction {@code pc} of {@code fn}.
   *
   * @param tid the thread
   * @param fn the function executing
   * @param pc the instruction's index in {@code fn}
   * @param key its converged-with key ({@link dev.cvg.oracle.instance.InstanceKey})
   * @param regs the frame's registers after the instruction (its result is at
   *     {@code fn.resultSlot(pc)}; operands at {@code fn.useSlots(pc)}); read-only
   * @param flags the registers' undefined flags; read-only
   * @param choice for a phi, the index of the incoming entry it took; otherwise -1
   */
  void instance(int tid, CompiledFunction fn, int pc, long key, long[] regs, byte[] flags, int choice);

  /**
   * Reports the dynamic instance of parameter {@code k} at the entry of an invocation of
   * {@code fn}.
   *
   * @param tid the thread
   * @param fn the function invoked
   * @param k the parameter's index
   * @param key its converged-with key ({@link dev.cvg.oracle.instance.InstanceKey})
   * @param value the argument's value
   * @param flag its undefined flag (non-zero: undefined)
   */
  void param(int tid, CompiledFunction fn, int k, long key, long value, byte flag);

  /**
   * Reports that thread {@code tid} starts an invocation of {@code fn}, before its parameters
   * and instructions are reported (the entry function's, then every call's).
   *
   * @param tid the thread
   * @param fn the function invoked
   */
  default void enter(int tid, CompiledFunction fn) {}

  /**
   * Reports that thread {@code tid} returned from an invocation of a function called by another
   * (after its {@code ret} instance, before the call's instance in the caller).
   *
   * @param tid the thread
   */
  default void leave(int tid) {}
}
