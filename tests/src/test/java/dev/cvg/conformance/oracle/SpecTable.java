package dev.cvg.conformance.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A trace table of the spec, parsed from its reStructuredText grid as it appears in the
 * document: one row per thread, one column per converged set; a cell names a dynamic instance
 * ({@code P3} is an instance of node {@code P}; {@code Exit} one of {@code Exit}); {@code ...}
 * stands for instances the spec leaves out.
 */
final class SpecTable {
  /** One non-empty cell: its column (0-based, after the thread column) and text. */
  record Cell(int column, String text) {
    /** Returns the node name: the text without its trailing instance number. */
    String node() {
      return text.replaceFirst("\\d+$", "");
    }

    boolean isEllipsis() {
      return text.equals("...");
    }
  }

  private static final Pattern ROW = Pattern.compile("^\\s*\\|\\s*Thread\\s*(\\d+)\\s*\\|(.*)\\|\\s*$");

  final List<List<Cell>> rows = new ArrayList<>();

  /** Parses the table in {@code rst}; only lines starting with {@code | Thread} are rows. */
  static SpecTable parse(String rst) {
    SpecTable t = new SpecTable();
    for (String line : rst.split("\n")) {
      Matcher m = ROW.matcher(line);
      if (!m.matches()) {
        continue;
      }
      String[] cells = m.group(2).split("\\|", -1);
      List<Cell> row = new ArrayList<>();
      for (int c = 0; c < cells.length; c++) {
        String text = cells[c].trim();
        if (!text.isEmpty()) {
          row.add(new Cell(c, text));
        }
      }
      t.rows.add(row);
    }
    if (t.rows.isEmpty()) {
      throw new IllegalArgumentException("no rows in table");
    }
    return t;
  }

  /** Returns the node path of row {@code r} (cells in order, ellipses dropped). */
  List<String> path(int r) {
    return rows.get(r).stream().filter(c -> !c.isEllipsis()).map(Cell::node).toList();
  }

  /** Returns whether row {@code r} leaves instances out. */
  boolean hasEllipsis(int r) {
    return rows.get(r).stream().anyMatch(Cell::isEllipsis);
  }
}
