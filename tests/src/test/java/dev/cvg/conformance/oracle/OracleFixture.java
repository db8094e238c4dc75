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
    Execution e = Oracle.run(cm, fn, in, OracleConfig.defaults().withRecording(OracleConfig.Recording.FULL));
    assertTrue(e.isOk(), () -> "execution not OK: " + e);
    return e;
  }

  static CompiledFunction entry(Execution e) {
    return e.entry();
  }

  /** Returns the static instance of the {@code k}-th (0-based, layout order) call of {@code @callee} in {@code @fn}. */
  static int call(Execution e, String fn, String callee, int k) {
    CompiledFunction f = e.module().function(fn).orElseThrow();
    int seen = 0;
    for (int pc = 0; pc < f.size(); pc++) {
      if (f.inst(pc) instanceof dev.cvg.ir.Call c
          && c.site().calleeName().orElse("").equals("@" + callee) && seen++ == k) {
        return f.staticInstance(pc);
      }
    }
    throw new AssertionError("no call #" + k + " of @" + callee + " in @" + fn);
  }

  /** Returns the static instance defining {@code %name} in {@code @fn}. */
  static int named(Execution e, String fn, String name) {
    CompiledFunction f = e.module().function(fn).orElseThrow();
    for (int pc = 0; pc < f.size(); pc++) {
      if (f.inst(pc).hasResult() && f.source().nameOf(f.inst(pc).id().value()).orElse("").equals(name)) {
        return f.staticInstance(pc);
      }
    }
    throw new AssertionError("no %" + name + " in @" + fn);
  }

  /** Returns every thread's instances of {@code staticInst}, in execution order. */
  static List<List<DynamicInstance>> instances(Execution e, int staticInst) {
    Trace t = e.trace().orElseThrow();
    List<List<DynamicInstance>> out = new ArrayList<>();
    for (int tid = 0; tid < t.threads(); tid++) {
      out.add(t.select(tid, i -> i == staticInst));
    }
    return out;
  }

  /** Returns thread {@code tid}'s {@code k}-th (1-based) instance of {@code staticInst}. */
  static DynamicInstance nth(Execution e, int staticInst, int tid, int k) {
    List<DynamicInstance> l = instances(e, staticInst).get(tid);
    if (k > l.size()) {
      throw new AssertionError("thread " + tid + " has only " + l.size() + " instances of #" + staticInst);
    }
    return l.get(k - 1);
  }

  /**
   * Returns the groups of the instances of the given static instances as sets of thread ids, in
   * the order of each thread's executions: element {@code k} is the group of threads converged
   * with the k-th execution (over all the static instances together) — so copies made by a
   * transform are matched to the original by execution count, as the legality check does.
   */
  static java.util.Map<Integer, List<java.util.Set<Integer>>> groupsByExecution(Execution e, int... statics) {
    Trace t = e.trace().orElseThrow();
    java.util.Set<Integer> wanted = new java.util.HashSet<>();
    for (int s : statics) {
      wanted.add(s);
    }
    List<List<DynamicInstance>> perThread = new ArrayList<>();
    for (int tid = 0; tid < t.threads(); tid++) {
      perThread.add(t.select(tid, wanted::contains));
    }
    java.util.Map<Integer, List<java.util.Set<Integer>>> out = new java.util.TreeMap<>();
    for (int tid = 0; tid < perThread.size(); tid++) {
      List<java.util.Set<Integer>> groups = new ArrayList<>();
      for (DynamicInstance d : perThread.get(tid)) {
        java.util.Set<Integer> g = new java.util.TreeSet<>();
        for (List<DynamicInstance> other : perThread) {
          for (DynamicInstance o : other) {
            if (o.key() == d.key()) {
              g.add(o.tid());
            }
          }
        }
        groups.add(g);
      }
      out.put(tid, groups);
    }
    return out;
  }

  /**
   * Returns the converged groups of the visits to {@code block}, each visit written
   * {@code t<tid>#<k>} for the thread's k-th visit of the block.
   */
  static java.util.Set<java.util.Set<String>> visitGroups(Execution e, String block) {
    java.util.Map<Long, java.util.Set<String>> byKey = new java.util.LinkedHashMap<>();
    for (List<DynamicInstance> v : visits(e)) {
      int k = 0;
      for (DynamicInstance d : v) {
        if (block(e, d).equals(block)) {
          k++;
          byKey.computeIfAbsent(d.key(), x -> new java.util.TreeSet<>()).add("t" + d.tid() + "#" + k);
        }
      }
    }
    return new java.util.HashSet<>(byKey.values());
  }

  /** Returns {@code groups} as a set of sets of {@code t<tid>#<k>} names ({@code "t0#1 t1#1"} per group). */
  static java.util.Set<java.util.Set<String>> groups(String... groups) {
    java.util.Set<java.util.Set<String>> out = new java.util.HashSet<>();
    for (String g : groups) {
      out.add(new java.util.TreeSet<>(List.of(g.split(" "))));
    }
    return out;
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
   * Only visits of blocks the table names are matched (paths may pass through others). Cells
   * before a row's {@code ...} are matched to the thread's first such visits, cells after it to
   * its last ones.
   */
  static Execution assertTable(Module m, String fn, HierarchyChoice h, String rst, List<List<String>> paths) {
    SpecTable table = SpecTable.parse(rst);
    assertEquals(table.rows.size(), paths.size(), "one path per table row");
    Execution e = run(m, fn, ThreadInputs.paths(paths), h);
    java.util.Set<String> nodes = new java.util.HashSet<>();
    table.rows.forEach(row -> row.forEach(c -> nodes.add(c.node())));
    List<List<DynamicInstance>> visits = visits(e).stream()
        .map(v -> v.stream().filter(d -> nodes.contains(block(e, d))).toList()).toList();
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
