package dev.cvg.oracle.instance;

/**
 * The converged-with key of a dynamic instance: a {@code long} holding a label (high 32 bits,
 * an id of a {@link LabelTable}) and the module-wide static instance number (low 32 bits).
 * Two dynamic instances of different threads are converged iff their keys are equal.
 *
 * <p>Label tuples start with a kind, so labels of different kinds never coincide:
 * <ul>
 *   <li>{@link #ROOT}: {@code (ROOT)} — the context of the thread group's launch;</li>
 *   <li>{@link #BLOCK}: {@code (BLOCK, context, function, innermost cycle, c1..ck)} — the
 *       thread-local maximal-convergence label of a block visit: {@code ci} counts the
 *       executions of the header of the i-th enclosing cycle since the last execution of a
 *       header of an enclosing cycle (or since function entry);</li>
 *   <li>{@link #REGION}: {@code (REGION, block label, t1..tm)} — a block label refined by the
 *       values of the tokens whose convergence regions contain the instruction (controlled
 *       maximal converged-with);</li>
 *   <li>{@link #HEART}: {@code (HEART, token, n)} — the n-th execution of a loop heart with a
 *       token value;</li>
 *   <li>{@link #TOKEN}: {@code (TOKEN, key high, key low)} — the token value produced by the
 *       dynamic instance with that key;</li>
 *   <li>{@link #CALL}: {@code (CALL, key high, key low)} — the convergence context of a
 *       function invocation, from the key of its call site's dynamic instance;</li>
 *   <li>{@link #ANCHOR}: {@code (ANCHOR, tag, a, b)} — an anchor instance grouped by an
 *       {@link AnchorGrouping} other than the maximal one.</li>
 * </ul>
 */
public final class InstanceKey {
  private InstanceKey() {}

  /** Label kind: the launch context. */
  public static final int ROOT = 0;
  /** Label kind: a block visit's cycle-iteration label. */
  public static final int BLOCK = 1;
  /** Label kind: a block label refined by enclosing token values. */
  public static final int REGION = 2;
  /** Label kind: a loop heart's per-token iteration. */
  public static final int HEART = 3;
  /** Label kind: a token value. */
  public static final int TOKEN = 4;
  /** Label kind: a callee's convergence context. */
  public static final int CALL = 5;
  /** Label kind: an anchor instance grouped by a chosen {@link AnchorGrouping} (tag, a, b). */
  public static final int ANCHOR = 6;

  /**
   * Returns the key of static instance {@code inst} under label {@code label}.
   *
   * @param label a label id of the {@link LabelTable}
   * @param inst a static instance number
   * @return the key
   */
  public static long of(int label, int inst) {
    return ((long) label << 32) | (inst & 0xFFFFFFFFL);
  }

  /**
   * Returns the label part of {@code key}.
   *
   * @param key a key
   * @return the label id
   */
  public static int label(long key) {
    return (int) (key >>> 32);
  }

  /**
   * Returns the static instance part of {@code key}.
   *
   * @param key a key
   * @return the static instance number
   */
  public static int inst(long key) {
    return (int) key;
  }
}
