package dev.cvg.oracle.trace;

import java.util.List;

/**
 * A trace table as data: a header of column numbers and one row per thread, each cell naming a
 * dynamic instance ({@code H1}, {@code B3}) or empty where the thread has no instance in that
 * column (ConvergenceAndUniformity.rst's trace tables). {@link TraceTable} builds it;
 * {@link #text()} prints it in reStructuredText grid syntax, other renderers (the HTML report)
 * read the cells.
 *
 * @param columns the column headers, {@code 1}, {@code 2}, … (without the thread column)
 * @param rows one row per thread, in thread id order
 */
public record TraceGrid(List<String> columns, List<Row> rows) {
  /** Copies the lists; every row has one cell per column. */
  public TraceGrid {
    columns = List.copyOf(columns);
    rows = List.copyOf(rows);
    for (Row r : rows) {
      if (r.cells().size() != columns.size()) {
        throw new IllegalArgumentException("thread " + r.thread() + " has " + r.cells().size() + " cells, the table "
            + columns.size() + " columns");
      }
    }
  }

  /**
   * One thread's row.
   *
   * @param thread the thread id
   * @param cells per column the instance's name, or {@code ""} for none
   */
  public record Row(int thread, List<String> cells) {
    /** Copies the cells. */
    public Row {
      cells = List.copyOf(cells);
    }

    /**
     * Returns the row's label, {@code Thread 3}.
     *
     * @return the label
     */
    public String label() {
      return "Thread " + thread;
    }
  }

  /**
   * Returns the table in reStructuredText grid syntax, as the spec prints trace tables.
   *
   * @return the text
   */
  public String text() {
    int[] width = new int[columns.size() + 1];
    width[0] = 3;
    for (Row r : rows) {
      width[0] = Math.max(width[0], r.label().length());
    }
    for (int c = 0; c < columns.size(); c++) {
      width[c + 1] = Math.max(3, columns.get(c).length());
      for (Row r : rows) {
        width[c + 1] = Math.max(width[c + 1], r.cells().get(c).length());
      }
    }
    StringBuilder rule = new StringBuilder("+");
    for (int w : width) {
      rule.append("-".repeat(w + 2)).append('+');
    }
    StringBuilder sb = new StringBuilder();
    sb.append(rule).append('\n');
    appendLine(sb, "", columns, width);
    sb.append(rule).append('\n');
    for (Row r : rows) {
      appendLine(sb, r.label(), r.cells(), width);
      sb.append(rule).append('\n');
    }
    return sb.toString();
  }

  private static void appendLine(StringBuilder sb, String first, List<String> cells, int[] width) {
    sb.append("| ").append(first).append(" ".repeat(width[0] - first.length())).append(" |");
    for (int c = 0; c < cells.size(); c++) {
      String s = cells.get(c);
      sb.append(' ').append(s).append(" ".repeat(width[c + 1] - s.length())).append(" |");
    }
    sb.append('\n');
  }
}
