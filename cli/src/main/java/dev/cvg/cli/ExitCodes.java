package dev.cvg.cli;

/**
 * The exit codes of every {@code cvg} subcommand.
 *
 * <table>
 *   <caption>exit codes</caption>
 *   <tr><th>code</th><th>meaning</th></tr>
 *   <tr><td>0</td><td>success: the input is valid, the transform legal, the command did its
 *       job</td></tr>
 *   <tr><td>1</td><td>a negative answer: the input is invalid (verifier errors), the
 *       transform illegal, the interestingness test of {@code cvg reduce} does not hold on
 *       the input</td></tr>
 *   <tr><td>2</td><td>the command could not run: bad usage, a missing or unreadable file, a
 *       parse error, or an internal error (reported as {@code error: internal: ...})</td></tr>
 *   <tr><td>3</td><td>no answer: the checker hit a bound (verdict UNKNOWN)</td></tr>
 * </table>
 */
public final class ExitCodes {
  /** Success: valid, legal, done. */
  public static final int OK = 0;
  /** A negative answer: invalid input or an illegal transform. */
  public static final int INVALID = 1;
  /** Usage, input or internal error: no answer was computed. */
  public static final int USAGE = 2;
  /** The answer is unknown (a bound was hit). */
  public static final int UNKNOWN = 3;

  private ExitCodes() {}
}
