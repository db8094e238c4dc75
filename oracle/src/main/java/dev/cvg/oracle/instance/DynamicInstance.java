package dev.cvg.oracle.instance;

/**
 * One execution of a static instance by one thread.
 *
 * @param tid the thread
 * @param seq its position in the thread's sequence of recorded instances (0-based)
 * @param staticInst the module-wide static instance number
 * @param occurrence how many times the thread had executed this static instance, this one
 *     included (1 for the first execution)
 * @param key the converged-with key: instances of different threads are converged iff their
 *     keys are equal ({@link InstanceKey})
 * @param value the result (canonical bits; 0 if the instruction has none)
 * @param undefined whether the result is undefined
 */
public record DynamicInstance(int tid, int seq, int staticInst, int occurrence, long key, long value,
    boolean undefined) {

  /**
   * Returns whether this and {@code other} are converged: different threads, equal keys.
   *
   * @param other a dynamic instance
   * @return whether the two are converged
   */
  public boolean isConvergedWith(DynamicInstance other) {
    return tid != other.tid && key == other.key;
  }
}
