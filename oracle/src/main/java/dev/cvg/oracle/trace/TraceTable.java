package dev.cvg.oracle.trace;

import dev.cvg.oracle.convergedwith.ConvergedWith;
import dev.cvg.oracle.convergedwith.ConvergenceBefore;
import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.interp.CompiledFunction;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Prints converged groups as the spec's trace tables (ConvergenceAndUniformity.rst): a row per
 * thread, a column per converged set of dynamic instances, each row left to right in execution
 * order, in reStructuredText grid syntax.
 *
 * <p>Columns follow a topological order of convergence-before ({@link ConvergenceBefore#columns()}).
 * Cells are the node name followed by a number assigned column by column, thread by thread
 * ({@code P1, P2} in the first column holding {@code P}, {@code P3, …} after), as in the spec.
 *
 * <pre>
 * +----------+--------+-----+-----+
 * |          | 1      | 2   | 3   |
 * +----------+--------+-----+-----+
 * | Thread 0 | Entry1 | H1  | B1  |
 * +----------+--------+-----+-----+
 * | Thread 1 | Entry2 | H2  |     |
 * +----------+--------+-----+-----+
 * </pre>
 */
public final class TraceTable {
  private TraceTable() {}

  /**
   * Renders the block visits of {@code fn} in {@code trace}, naming cells by block name.
   *
   * @param trace a full trace
   * @param fn a function of the traced module
   * @return the table text
   * @throws IllegalStateException if the groups are not consistent with a strict
   *     convergence-before order
   */
  public static String ofBlocks(Trace trace, CompiledFunction fn) {
    return gridOfBlocks(trace, fn).text();
  }

  /**
   * Returns the table of the block visits of {@code fn} in {@code trace} as data, cells named by
   * block name.
   *
   * @param trace a full trace
   * @param fn a function of the traced module
   * @return the table
   * @throws IllegalStateException if the groups are not consistent with a strict
   *     convergence-before order
   */
  public static TraceGrid gridOfBlocks(Trace trace, CompiledFunction fn) {
    return grid(trace.blockVisits(fn), d -> fn.source().index().block(fn.blockOf(d.staticInst() - fn.base())).name());
  }

  /**
   * Renders {@code perThread} (one execution-ordered list per thread, {@code perThread.get(t)}
   * being thread {@code t}'s) naming each cell by {@code node}.
   *
   * @param perThread the dynamic instances of each thread
   * @param node the cell text of an instance
   * @return the table text
   * @throws IllegalStateException if the groups are not consistent with a strict
   *     convergence-before order
   */
  public static String render(List<List<DynamicInstance>> perThread, Function<DynamicInstance, String> node) {
    return grid(perThread, node).text();
  }

  /**
   * Returns the table of {@code perThread} as data, naming each cell by {@code node}.
   *
   * @param perThread the dynamic instances of each thread
   * @param node the cell text of an instance
   * @return the table
   * @throws IllegalStateException if the groups are not consistent with a strict
   *     convergence-before order
   */
  public static TraceGrid grid(List<List<DynamicInstance>> perThread, Function<DynamicInstance, String> node) {
    ConvergedWith relation = ConvergedWith.of(perThread);
    int[] columns = ConvergenceBefore.of(perThread, relation).columns()
        .orElseThrow(() -> new IllegalStateException("convergence-before has a cycle"));
    int rows = perThread.size();
    String[][] cells = new String[rows][columns.length];
    Map<String, Integer> numbers = new HashMap<>();
    for (int c = 0; c < columns.length; c++) {
      for (DynamicInstance d : relation.groups().get(columns[c])) {
        String name = node.apply(d);
        int n = numbers.merge(name, 1, Integer::sum);
        int row = indexOfThread(perThread, d.tid());
        cells[row][c] = name + n;
      }
    }
    List<String> header = new ArrayList<>();
    for (int c = 0; c < columns.length; c++) {
      header.add(Integer.toString(c + 1));
    }
    List<TraceGrid.Row> body = new ArrayList<>();
    for (int t = 0; t < rows; t++) {
      List<String> line = new ArrayList<>();
      for (int c = 0; c < columns.length; c++) {
        line.add(cells[t][c] == null ? "" : cells[t][c]);
      }
      body.add(new TraceGrid.Row(threadOf(perThread, t), line));
    }
    return new TraceGrid(header, body);
  }

  private static int indexOfThread(List<List<DynamicInstance>> perThread, int tid) {
    for (int t = 0; t < perThread.size(); t++) {
      if (!perThread.get(t).isEmpty() && perThread.get(t).getFirst().tid() == tid) {
        return t;
      }
    }
    throw new IllegalArgumentException("no row for thread " + tid);
  }

  private static int threadOf(List<List<DynamicInstance>> perThread, int row) {
    return perThread.get(row).isEmpty() ? row : perThread.get(row).getFirst().tid();
  }
}
