package dev.cvg.diag;

/** How bad a {@link Diagnostic} is. */
public enum Severity {
  /** The input is invalid. */
  ERROR,
  /** Suspicious but valid. */
  WARNING,
  /** Extra context attached to a preceding error. */
  NOTE;

  /**
   * Returns the lowercase word used in {@code file:line:col: error: ...} lines.
   *
   * @return the word
   */
  public String word() {
    return name().toLowerCase();
  }
}
