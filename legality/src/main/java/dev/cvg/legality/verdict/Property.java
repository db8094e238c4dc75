package dev.cvg.legality.verdict;

/** The property of a valid transform that a violation breaks. */
public enum Property {
  /** The transformed program breaks the IR rules or the convergence static rules. */
  STATIC_RULES("static rules", "the transformed program is not well formed"),
  /**
   * A convergent operation communicates among threads that could not have communicated at it in
   * the original (ConvergentOperations.rst, "Examples for the Correctness of Program
   * Transforms": the set of communicating threads must have been possible in the original).
   */
  CONVERGED_WITH("converged-with", "the threads communicating at a convergent operation changed"),
  /** A statically uniform value of the original became divergent (VT.3). */
  VT3("VT.3", "a statically uniform value became divergent"),
  /** A use that was uniform in the original is divergent (VT.2, Statement 2). */
  UNIFORMITY_AT_USE("uniformity at use", "a use that was uniform became divergent"),
  /** A thread's return value or stored memory differs. */
  OBSERVABLE("observable result", "a thread's results differ");

  private final String label;
  private final String meaning;

  Property(String label, String meaning) {
    this.label = label;
    this.meaning = meaning;
  }

  /**
   * Returns the short name printed in verdicts ({@code converged-with}, {@code VT.3}, ...).
   *
   * @return the label
   */
  public String label() {
    return label;
  }

  /**
   * Returns a one-line explanation.
   *
   * @return the meaning
   */
  public String meaning() {
    return meaning;
  }
}
