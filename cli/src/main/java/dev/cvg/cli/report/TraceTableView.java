package dev.cvg.cli.report;

import dev.cvg.oracle.trace.TraceGrid;
import java.util.Optional;
import java.util.Set;

/**
 * Writes a trace table ({@link TraceGrid}) as an HTML table: a row per thread, a column per
 * converged set of block visits. The rows of the counterexample's threads have the class
 * {@code involved}; the cells that visit the offending operation's block have the class
 * {@code at-op} (a cell is the block's name followed by the visit's number, as in the spec).
 */
final class TraceTableView {
  private TraceTableView() {}

  /**
   * Writes {@code grid} captioned {@code caption}; {@code role} becomes its {@code data-side}.
   *
   * @param involved the threads of the counterexample
   * @param block the name of the block holding the offending operation on this side, if known
   */
  static void write(HtmlWriter w, String caption, String role, TraceGrid grid, Set<Integer> involved,
      Optional<String> block) {
    w.open("table", "class", "trace", "data-side", role);
    w.element("caption", caption);
    w.open("thead").open("tr").element("th", "");
    grid.columns().forEach(c -> w.element("th", c, "scope", "col"));
    w.close("tr").close("thead").open("tbody");
    for (TraceGrid.Row r : grid.rows()) {
      boolean in = involved.contains(r.thread());
      w.open("tr", "class", in ? "involved" : "other", "data-thread", Integer.toString(r.thread()));
      w.element("th", r.label(), "scope", "row");
      for (String cell : r.cells()) {
        if (block.isPresent() && visits(cell, block.get())) {
          w.element("td", cell, "class", "at-op");
        } else {
          w.element("td", cell);
        }
      }
      w.close("tr");
    }
    w.close("tbody").close("table").newline();
  }

  /** Returns whether {@code cell} is a visit of block {@code block}: its name followed by digits. */
  static boolean visits(String cell, String block) {
    if (!cell.startsWith(block) || cell.length() == block.length()) {
      return false;
    }
    return cell.substring(block.length()).chars().allMatch(Character::isDigit);
  }
}
