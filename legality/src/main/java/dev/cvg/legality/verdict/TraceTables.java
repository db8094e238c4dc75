package dev.cvg.legality.verdict;

import dev.cvg.oracle.trace.TraceGrid;

/**
 * The trace tables of a counterexample's two executions: the block visits of the compared
 * function in the original and in the transformed program, a column per converged set of visits.
 *
 * @param originalFunction the original function's name (without {@code @})
 * @param original the original's table
 * @param transformedFunction the transformed function's name
 * @param transformed the transformed program's table
 */
public record TraceTables(String originalFunction, TraceGrid original, String transformedFunction,
    TraceGrid transformed) {

  /**
   * Returns both tables as text, each under a line naming its function ({@code original @src:}).
   *
   * @return the two tables
   */
  public String text() {
    return "original @" + originalFunction + ":\n" + original.text()
        + "transformed @" + transformedFunction + ":\n" + transformed.text();
  }
}
