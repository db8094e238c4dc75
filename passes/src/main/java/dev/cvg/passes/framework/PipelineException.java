package dev.cvg.passes.framework;

/**
 * A pipeline text that cannot be run: a syntax error, an unknown pass or parameter. The
 * message names the 1-based column of the offending character; {@link #render()} adds the
 * pipeline text with a caret under it.
 */
public final class PipelineException extends IllegalArgumentException {
  /** The whole pipeline text. */
  private final String pipeline;
  /** The 1-based column of the offending character. */
  private final int column;
  /** What is wrong, without the position. */
  private final String problem;

  /**
   * Creates the exception.
   *
   * @param pipeline the whole pipeline text
   * @param column the 1-based column of the offending character
   * @param problem what is wrong, without the position
   */
  public PipelineException(String pipeline, int column, String problem) {
    super("-passes: column " + column + ": " + problem);
    this.pipeline = pipeline;
    this.column = column;
    this.problem = problem;
  }

  /**
   * Returns the 1-based column of the offending character.
   *
   * @return the column
   */
  public int column() {
    return column;
  }

  /**
   * Returns what is wrong, without the position.
   *
   * @return the problem
   */
  public String problem() {
    return problem;
  }

  /**
   * Returns {@code error: -passes: column N: problem}, then the pipeline text and a caret under
   * column N, as a compiler points at a source line.
   *
   * @return the three lines
   */
  public String render() {
    return "error: " + getMessage() + "\n  " + pipeline + "\n  " + " ".repeat(Math.max(0, column - 1)) + "^";
  }
}
