package dev.cvg.cli;

import dev.cvg.ir.SourcePos;

/**
 * A failure a subcommand reports to the user instead of a stack trace: a rendered message
 * ({@code file:line:col: error: ...}) and the exit code to end with.
 */
public final class CliException extends Exception {
  private final int exitCode;

  /**
   * Creates the exception.
   *
   * @param exitCode one of {@link ExitCodes}
   * @param rendered the full message, already in {@code where: error: what} form
   */
  public CliException(int exitCode, String rendered) {
    super(rendered);
    this.exitCode = exitCode;
  }

  /** Returns an input error ({@link ExitCodes#USAGE}) about file {@code where}: {@code where:
   * error: message}. */
  public static CliException input(String where, String message) {
    return new CliException(ExitCodes.USAGE, where + ": error: " + message);
  }

  /** Returns an input error at a source position: {@code file:line:col: error: message}. */
  public static CliException at(SourcePos pos, String message) {
    return new CliException(ExitCodes.USAGE, pos + ": error: " + message);
  }

  /** Returns the exit code to end with. */
  public int exitCode() {
    return exitCode;
  }

  /** Returns the message as printed on standard error. */
  public String render() {
    return getMessage();
  }
}
