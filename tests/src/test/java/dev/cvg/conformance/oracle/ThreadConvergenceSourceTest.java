package dev.cvg.conformance.oracle;

import static dev.cvg.conformance.oracle.OracleFixture.groups;
import static dev.cvg.conformance.oracle.OracleFixture.parse;
import static dev.cvg.conformance.oracle.OracleFixture.run;
import static dev.cvg.conformance.oracle.OracleFixture.visitGroups;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.instance.HierarchyChoice;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The examples of ThreadConvergence-source.rst, as IR the way a frontend emits them (one block
 * per statement group, named after the statements). Threads are driven along chosen paths and
 * every "converged at" statement of the document is asserted; where the document says
 * convergence is implementation-defined, only the constraints it does state are checked.
 * Block visits are written {@code t<thread>#<k>} (the thread's k-th visit of the block).
 */
class ThreadConvergenceSourceTest {
  static final HierarchyChoice LLVM = HierarchyChoice.llvm();

  static List<String> p(String path) {
    return List.of(path.split(" "));
  }

  static Execution drive(Module m, String... paths) {
    return run(m, "foo", ThreadInputs.paths(java.util.Arrays.stream(paths).map(ThreadConvergenceSourceTest::p).toList()), LLVM);
  }

  @Test
  void sequentialExecutionAtABranch() {
    Module m = parse("""
        define void @foo() {
        A1.A2:
          br i1 true, label %B1.B2, label %C
        B1.B2:
          br label %D
        C:
          br label %D
        D:
          ret void
        }
        """);
    Execution e = drive(m, "A1.A2 B1.B2 D", "A1.A2 B1.B2 D", "A1.A2 C D", "A1.A2 C D");
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1"), visitGroups(e, "A1.A2"));
    assertEquals(groups("t0#1 t1#1"), visitGroups(e, "B1.B2"));
    assertEquals(groups("t2#1 t3#1"), visitGroups(e, "C"));
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1"), visitGroups(e, "D"));
  }

  @Test
  void sequentialExecutionAroundALoop() {
    Module m = parse("""
        define void @foo() {
        A1.A2:
          br label %while.cond
        while.cond:
          br i1 true, label %L1.L2, label %C
        L1.L2:
          br label %while.cond
        C:
          ret void
        }
        """);
    Execution e = drive(m, "A1.A2 while.cond L1.L2 while.cond C", "A1.A2 while.cond C",
        "A1.A2 while.cond L1.L2 while.cond L1.L2 while.cond C");
    assertTrue(visitGroups(e, "while.cond").contains(Set.of("t0#1", "t1#1", "t2#1")), "converged at the while");
    assertEquals(groups("t0#1 t1#1 t2#1"), visitGroups(e, "C"));
  }

  /** while (cond1) { L1; if (cond2) continue; L2; if (cond3) break; L3; } C — a reducible loop. */
  @Test
  void iterationStatementWithContinueAndBreak() {
    Module m = parse("""
        define void @foo() {
        A1.A2:
          br label %while.cond
        while.cond:
          br i1 true, label %L1, label %C
        L1:
          br i1 true, label %while.cond, label %L2
        L2:
          br i1 true, label %C, label %L3
        L3:
          br label %while.cond
        C:
          ret void
        }
        """);
    Execution e = drive(m,
        "A1.A2 while.cond L1 L2 L3 while.cond C",      // one full iteration, then cond1 false
        "A1.A2 while.cond L1 while.cond L1 L2 C",      // continue, then break
        "A1.A2 while.cond C",                          // cond1 false at once
        "A1.A2 while.cond L1 L2 C");                   // break in the first iteration
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1"), visitGroups(e, "A1.A2"));
    // Threads with cond1 true are converged at L1; a continue starts another iteration.
    assertEquals(groups("t0#1 t1#1 t3#1", "t1#2"), visitGroups(e, "L1"));
    // Of those, the threads with cond2 false are converged at L2 (t1 continued first).
    assertEquals(groups("t0#1 t3#1", "t1#1"), visitGroups(e, "L2"));
    assertEquals(groups("t0#1"), visitGroups(e, "L3"));
    // Threads that did not leave the body converge at the next evaluation of cond1.
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1", "t0#2 t1#2"), visitGroups(e, "while.cond"));
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1"), visitGroups(e, "C"));
  }

  /** Asserts: threads converged at {@code from} that go straight on to {@code to} are converged there. */
  static void assertConvergedAfter(Execution e, String from, String to) {
    var visits = OracleFixture.visits(e);
    int checked = 0;
    for (var a : visits) {
      for (var b : visits) {
        for (int i = 0; i + 1 < a.size(); i++) {
          for (int j = 0; j + 1 < b.size(); j++) {
            DynamicInstance x = a.get(i);
            DynamicInstance y = b.get(j);
            if (x.isConvergedWith(y) && OracleFixture.block(e, x).equals(from)
                && OracleFixture.block(e, a.get(i + 1)).equals(to) && OracleFixture.block(e, b.get(j + 1)).equals(to)) {
              assertTrue(a.get(i + 1).isConvergedWith(b.get(j + 1)),
                  "threads " + x.tid() + " and " + y.tid() + " converged at " + from + " but not at " + to);
              checked++;
            }
          }
        }
      }
    }
    assertTrue(checked > 0, "no converged pair went from " + from + " to " + to);
  }

  static final Module JUMP_INTO_LOOP = parse("""
      define void @foo() {
      A:
        br i1 true, label %inside_loop, label %B
      B:
        br label %while.cond
      while.cond:
        br i1 true, label %L1, label %C
      L1:
        br label %inside_loop
      inside_loop:
        br i1 true, label %L4.G2, label %L5
      L4.G2:
        br label %outside_loop
      L5:
        br label %while.cond
      C:
        br label %outside_loop
      outside_loop:
        ret void
      }
      """);

  @Test
  void jumpIntoALoop() {
    Execution e = drive(JUMP_INTO_LOOP,
        "A inside_loop L5 while.cond L1 inside_loop L4.G2 outside_loop",
        "A B while.cond L1 inside_loop L4.G2 outside_loop",
        "A B while.cond C outside_loop",
        "A inside_loop L5 while.cond C outside_loop",
        "A inside_loop L4.G2 outside_loop");
    // Implementation-defined inside the loop; converged at L3 (inside_loop) implies at L4.
    assertConvergedAfter(e, "inside_loop", "L4.G2");
    assertEquals(groups("t2#1 t3#1"), visitGroups(e, "C"));
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1 t4#1"), visitGroups(e, "outside_loop"));
  }

  @Test
  void duffsDevice() {
    Module m = parse("""
        define void @foo(i32 %value) {
        A:
          switch i32 %value, label %D [ i32 1, label %C1
                                        i32 2, label %LC2
                                        i32 3, label %C3 ]
        C1:
          br label %while.cond
        while.cond:
          br i1 true, label %L, label %C2
        L:
          br label %LC2
        LC2:
          br label %while.cond
        C2:
          br label %D
        C3:
          br label %D
        D:
          ret void
        }
        """);
    Execution e = drive(m,
        "A C1 while.cond L LC2 while.cond C2 D",
        "A LC2 while.cond C2 D",
        "A C3 D",
        "A C1 while.cond C2 D",
        "A D",
        "A C3 D");
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1 t4#1 t5#1"), visitGroups(e, "A"));
    assertEquals(groups("t0#1 t1#1 t3#1"), visitGroups(e, "C2"));
    assertEquals(groups("t2#1 t5#1"), visitGroups(e, "C3"));
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1 t4#1 t5#1"), visitGroups(e, "D"));
  }

  /** while (cond) { L1; if (cond) goto label_X; L2; label_X: L3 } B */
  @Test
  void simpleGoto() {
    Module m = parse("""
        define void @foo() {
        A:
          br label %while.cond
        while.cond:
          br i1 true, label %L1, label %B
        L1:
          br i1 true, label %label_X, label %L2
        L2:
          br label %label_X
        label_X:
          br label %while.cond
        B:
          ret void
        }
        """);
    Execution e = drive(m,
        "A while.cond L1 label_X while.cond L1 L2 label_X while.cond B",
        "A while.cond L1 L2 label_X while.cond L1 label_X while.cond B",
        "A while.cond L1 L2 label_X while.cond B");
    assertEquals(groups("t0#1 t1#1 t2#1", "t0#2 t1#2"), visitGroups(e, "L1"));
    assertEquals(groups("t1#1 t2#1", "t0#1"), visitGroups(e, "L2"));
    // Goto and fall-through threads of one iteration meet at label_X (and L3).
    assertEquals(groups("t0#1 t1#1 t2#1", "t0#2 t1#2"), visitGroups(e, "label_X"));
    assertEquals(groups("t0#1 t1#1 t2#1"), visitGroups(e, "B"));
  }

  @Test
  void switchWithFallThrough() {
    Module m = parse("""
        define void @foo(i32 %value) {
        A:
          switch i32 %value, label %sw.epilog [ i32 1, label %C1
                                                i32 2, label %C2
                                                i32 3, label %C3 ]
        C1:
          br label %sw.epilog
        C2:
          br label %C3
        C3:
          br label %sw.epilog
        sw.epilog:
          ret void
        }
        """);
    Execution e = drive(m, "A C1 sw.epilog", "A C2 C3 sw.epilog", "A C3 sw.epilog", "A C2 C3 sw.epilog",
        "A C3 sw.epilog");
    assertEquals(groups("t0#1"), visitGroups(e, "C1"));
    assertEquals(groups("t1#1 t3#1"), visitGroups(e, "C2"));
    assertEquals(groups("t1#1 t2#1 t3#1 t4#1"), visitGroups(e, "C3"));
  }

  @Test
  void backwardsGoto() {
    Module m = parse("""
        define void @foo() {
        A:
          br i1 true, label %inside_loop, label %B
        B:
          br label %loop
        loop:
          br label %inside_loop
        inside_loop:
          br i1 true, label %L4.G2, label %L5.L6
        L4.G2:
          br label %outside_loop
        L5.L6:
          br i1 true, label %loop, label %C
        C:
          br label %outside_loop
        outside_loop:
          ret void
        }
        """);
    Execution e = drive(m,
        "A inside_loop L5.L6 loop inside_loop L4.G2 outside_loop",
        "A B loop inside_loop L4.G2 outside_loop",
        "A B loop inside_loop L5.L6 C outside_loop",
        "A inside_loop L5.L6 C outside_loop");
    assertConvergedAfter(e, "inside_loop", "L4.G2");
    assertEquals(groups("t2#1 t3#1"), visitGroups(e, "C"));
    assertEquals(groups("t0#1 t1#1 t2#1 t3#1"), visitGroups(e, "outside_loop"));
  }
}
