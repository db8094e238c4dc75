package dev.cvg.oracle.interp;

/**
 * One thread's progress in a round: its innermost frame, its step count, its scripted path
 * (branch decisions for its entry function, if the inputs force one) and its outcome.
 */
final class ThreadState {
  final int tid;
  Frame top;
  long steps;
  /** Successor indices to take at multi-way terminators of the entry frame, or null. */
  final int[] script;
  int scriptPos;
  boolean finished;
  long returnValue;
  byte returnFlag;
  /** Executions so far of each anchor by this thread (static instance to count); only kept when anchors are not grouped maximally. */
  java.util.Map<Integer, Integer> anchorCounts;

  ThreadState(int tid, Frame entry, int[] script) {
    this.tid = tid;
    this.top = entry;
    this.script = script;
  }
}
