package dev.cvg.oracle.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link TraceGrid}: the spec's grid syntax, and rows that must fit the columns. */
class TraceGridTest {
  @Test
  void printsTheSpecsGridSyntax() {
    // ConvergenceAndUniformity.rst: Thread 1 skips the then-block that Thread 0 visits
    TraceGrid g = new TraceGrid(List.of("1", "2", "3"), List.of(
        new TraceGrid.Row(0, List.of("Entry1", "H1", "B1")),
        new TraceGrid.Row(1, List.of("Entry2", "H2", ""))));
    assertEquals("""
        +----------+--------+-----+-----+
        |          | 1      | 2   | 3   |
        +----------+--------+-----+-----+
        | Thread 0 | Entry1 | H1  | B1  |
        +----------+--------+-----+-----+
        | Thread 1 | Entry2 | H2  |     |
        +----------+--------+-----+-----+
        """, g.text());
  }

  @Test
  void aTableWithoutColumnsHasOnlyTheThreadColumn() {
    TraceGrid g = new TraceGrid(List.of(), List.of(new TraceGrid.Row(3, List.of())));
    assertEquals("+----------+\n|          |\n+----------+\n| Thread 3 |\n+----------+\n", g.text());
  }

  @Test
  void aRowMustHaveOneCellPerColumn() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new TraceGrid(List.of("1", "2"),
        List.of(new TraceGrid.Row(5, List.of("A1")))));
    assertEquals("thread 5 has 1 cells, the table 2 columns", e.getMessage());
  }
}
