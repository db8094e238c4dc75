package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.trace.Trace;
import dev.cvg.oracle.trace.TraceTable;
import dev.cvg.target.GpuTarget;
import java.util.ArrayList;
import java.util.List;

/** Runs IR text in the oracle and checks spec tables against the recorded trace. */
final class OracleFixture {
  private OracleFixture() {}

  static Module parse(String ir) {
    try {
      return IrParser.parse(ir, "test.ll");
    } catch (ParseException e) {
      throw new AssertionError(e.render(), e);
    }
  }

  static Execution run(Module m, String fn, ThreadInputs in, HierarchyChoice h) {
    CompiledModule cm = CompiledModule.compile(m, GpuTarget.generic(), h);
    Execution e = Oracle.run(cm, fn, in, OracleConfig.defaults());
    assertTrue(e.isOk(), () -> "execution not OK: " + e);
    return e;
  }

  static CompiledFunction entry(Execution e) {
    return e.entry();
  }

  /** Returns the block visits of every thread of {@code e}'s entry function. */
  static List<List<DynamicInstance>> visits(Execution e) {
    Trace t = e.trace().orElseThrow();
    return t.blockVisits(e.entry());
  }

  /** Returns the name of the block a block visit enters. */
  static String block(Execution e, DynamicInstance d) {
    CompiledFunction f = e.entry();
    return f.source().index().block(f.blockOf(d.staticInst() - f.base())).name();
  }

  /**
   * Runs {@code fn} with thread {@code t} following {@code paths.get(t)} and asserts that the
   * instances the table lists are converged exactly when the table puts them in one column.
   * Cells before a row's {@code ...} are matched to the thread's first block visits, cells after
   * it to its last ones.
   */
  static Execution assertTable(Module m, String fn, HierarchyChoice h, String rst, List<List<String>> paths) {
    SpecTable table = SpecTable.parse(rst);
    assertEquals(table.rows.size(), paths.size(), "one path per table row");
    Execution e = run(m, fn, ThreadInputs.paths(paths), h);
    List<List<DynamicInstance>> visits = visits(e);
    record Listed(int row, SpecTable.Cell cell, DynamicInstance instance) {}
    List<Listed> listed = new ArrayList<>();
    for (int r = 0; r < table.rows.size(); r++) {
      List<SpecTable.Cell> cells = table.rows.get(r);
      List<DynamicInstance> v = visits.get(r);
      int ellipsis = -1;
      for (int k = 0; k < cells.size(); k++) {
        if (cells.get(k).isEllipsis()) {
          ellipsis = k;
        }
      }
      for (int k = 0; k < cells.size(); k++) {
        if (k == ellipsis) {
          continue;
        }
        int idx = ellipsis < 0 || k < ellipsis ? k : v.size() - (cells.size() - k);
        DynamicInstance d = v.get(idx);
        assertEquals(cells.get(k).node(), block(e, d), "row " + (r + 1) + " cell " + cells.get(k).text()
            + ": the path and the table disagree");
        listed.add(new Listed(r, cells.get(k), d));
      }
    }
    String table0 = TraceTable.ofBlocks(e.trace().orElseThrow(), e.entry());
    for (Listed x : listed) {
      for (Listed y : listed) {
        if (x.row() >= y.row()) {
          continue;
        }
        boolean expected = x.cell().column() == y.cell().column();
        assertEquals(expected, x.instance().isConvergedWith(y.instance()),
            () -> x.cell().text() + " (thread " + (x.row() + 1) + ") and " + y.cell().text() + " (thread "
                + (y.row() + 1) + ") should " + (expected ? "" : "not ") + "be converged; oracle table:\n"
                + table0);
      }
    }
    return e;
  }
}
