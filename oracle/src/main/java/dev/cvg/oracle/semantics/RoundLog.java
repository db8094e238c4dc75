package dev.cvg.oracle.semantics;

import java.util.Arrays;

/**
 * Every dynamic instance of a convergent operation executed in one round: its group key, its
 * thread, its inputs and the result the thread used (taken from the previous round's
 * {@link ResultTable}, or the single-thread guess). Append-only parallel arrays, no boxing.
 */
public final class RoundLog {
  /** Creates an empty log. */
  public RoundLog() {}

  long[] key = new long[64];
  int[] tid = new int[64];
  int[] op = new int[64];
  int[] inst = new int[64];
  int[] width = new int[64];
  long[] salt = new long[64];
  long[] x = new long[64];
  long[] y = new long[64];
  byte[] xf = new byte[64];
  byte[] yf = new byte[64];
  long[] used = new long[64];
  byte[] usedFlag = new byte[64];
  int size;

  /**
   * Returns the number of recorded instances.
   *
   * @return the record count
   */
  public int size() {
    return size;
  }

  /** Removes every record. */
  public void clear() {
    size = 0;
  }

  /**
   * Records one instance.
   *
   * @param k the converged-with key (equal keys: converged instances)
   * @param thread the thread id
   * @param groupOp the {@link GroupOp} ordinal
   * @param staticInst the module-wide static instance number
   * @param w the result width
   * @param s the callee salt
   * @param x0 first argument
   * @param f0 the undefined flag of {@code x0}
   * @param y0 second argument
   * @param f1 the undefined flag of {@code y0}
   * @param result the result the thread went on with
   * @param resultFlag the undefined flag of {@code result}
   */
  public void add(long k, int thread, int groupOp, int staticInst, int w, long s, long x0, byte f0,
      long y0, byte f1, long result, byte resultFlag) {
    if (size == key.length) {
      grow();
    }
    int i = size++;
    key[i] = k;
    tid[i] = thread;
    op[i] = groupOp;
    inst[i] = staticInst;
    width[i] = w;
    salt[i] = s;
    x[i] = x0;
    xf[i] = f0;
    y[i] = y0;
    yf[i] = f1;
    used[i] = result;
    usedFlag[i] = resultFlag;
  }

  /**
   * Returns the key of record {@code i}.
   *
   * @param i a record index
   * @return its key
   */
  public long key(int i) {
    return key[i];
  }

  /**
   * Returns the thread of record {@code i}.
   *
   * @param i a record index
   * @return its thread id
   */
  public int thread(int i) {
    return tid[i];
  }

  /**
   * Returns the static instance of record {@code i}.
   *
   * @param i a record index
   * @return its static instance number
   */
  public int staticInst(int i) {
    return inst[i];
  }

  private void grow() {
    int n = key.length * 2;
    key = Arrays.copyOf(key, n);
    tid = Arrays.copyOf(tid, n);
    op = Arrays.copyOf(op, n);
    inst = Arrays.copyOf(inst, n);
    width = Arrays.copyOf(width, n);
    salt = Arrays.copyOf(salt, n);
    x = Arrays.copyOf(x, n);
    y = Arrays.copyOf(y, n);
    xf = Arrays.copyOf(xf, n);
    yf = Arrays.copyOf(yf, n);
    used = Arrays.copyOf(used, n);
    usedFlag = Arrays.copyOf(usedFlag, n);
  }
}
