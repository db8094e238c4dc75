package dev.cvg.conformance.oracle;

import static dev.cvg.conformance.oracle.OracleFixture.call;
import static dev.cvg.conformance.oracle.OracleFixture.groupsByExecution;
import static dev.cvg.conformance.oracle.OracleFixture.nth;
import static dev.cvg.conformance.oracle.OracleFixture.parse;
import static dev.cvg.conformance.oracle.OracleFixture.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The token examples of ConvergentOperations.rst, "Rationales for Static rules about cycles"
 * and "Loop unrolling examples": loop hearts count iterations per token value, convergent
 * operations converge iff their token values do, and unrolling with a remainder changes the
 * groups while unrolling without one does not.
 */
class TokenExamplesTest {
  static final String DECLS = """
      declare token @llvm.experimental.convergence.anchor() convergent
      declare token @llvm.experimental.convergence.loop() convergent
      declare token @llvm.experimental.convergence.entry() convergent
      declare void @convergent.operation() convergent
      declare void @convergent.op.1() convergent
      declare void @convergent.op.2() convergent
      """;

  /** The loop of the unrolling argument: counter iterations, heart in the header. */
  static final Module LOOP = parse("""
      define void @f(i32 %counter) {
      A:
        %outer = call token @llvm.experimental.convergence.anchor()
        br label %B
      B:
        %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
        %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
        call void @convergent.operation() [ "convergencectrl"(token %inner) ]
        %c.next = sub i32 %c, 1
        %more = icmp sgt i32 %c.next, 0
        br i1 %more, label %B, label %C
      C:
        ret void
      }
      """ + DECLS);

  static ThreadInputs counters(long... n) {
    return new ThreadInputs(n.length, List.of(new Arg.Scalar(n)), Optional.empty());
  }

  static final HierarchyChoice LLVM = HierarchyChoice.llvm();

  /** Thread 1: A B B B C; thread 2: A B B B B C. */
  @Test
  void loopHeartCountsIterationsPerTokenValue() {
    Execution e = run(LOOP, "f", counters(3, 4), LLVM);
    int heart = OracleFixture.named(e, "f", "inner");
    int op = call(e, "f", "convergent.operation", 0);
    for (int n = 1; n <= 3; n++) {
      assertTrue(nth(e, heart, 0, n).isConvergedWith(nth(e, heart, 1, n)), "heart iteration " + n);
      assertTrue(nth(e, op, 0, n).isConvergedWith(nth(e, op, 1, n)), "operation iteration " + n);
      for (int m = 1; m <= 4; m++) {
        if (m != n) {
          assertFalse(nth(e, op, 0, n).isConvergedWith(nth(e, op, 1, m)), "I" + n + " != J" + m);
        }
      }
    }
    assertEquals(Map.of(0, List.of(Set.of(0, 1), Set.of(0, 1), Set.of(0, 1)),
        1, List.of(Set.of(0, 1), Set.of(0, 1), Set.of(0, 1), Set.of(1))), groupsByExecution(e, op));
  }

  /** Without a heart the anchor's token would make I1 == J2 (the spec's contradiction): the oracle refuses. */
  @Test
  void tokenFromOutsideTheLoopWithoutAHeartIsAContradiction() {
    Module m = parse("""
        define void @f(i32 %counter) {
        A:
          %anchor = call token @llvm.experimental.convergence.anchor()
          br label %B
        B:
          %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
          call void @convergent.operation() [ "convergencectrl"(token %anchor) ]
          %c.next = sub i32 %c, 1
          %more = icmp sgt i32 %c.next, 0
          br i1 %more, label %B, label %C
        C:
          ret void
        }
        """ + DECLS);
    Execution e = dev.cvg.oracle.Oracle.run(
        dev.cvg.oracle.interp.CompiledModule.compile(m, dev.cvg.target.GpuTarget.generic(), LLVM), "f",
        counters(2, 2), dev.cvg.oracle.OracleConfig.defaults());
    assertEquals(Execution.Status.UNKNOWN, e.status());
    assertTrue(e.reason().orElseThrow().contains("two converged dynamic instances"), e.reason().orElseThrow());
  }

  static final Module OPS_IN_LOOP = parse("""
      define void @f() {
      A:
        %anchor = call token @llvm.experimental.convergence.anchor()
        br label %B
      B:
        %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
        br i1 true, label %C, label %D
      C:
        call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
        br label %D
      D:
        br i1 true, label %E, label %F
      E:
        call void @convergent.op.2() [ "convergencectrl"(token %loop) ]
        br label %F
      F:
        br i1 true, label %B, label %G
      G:
        ret void
      }
      """ + DECLS);

  static final List<List<String>> ALTERNATING = List.of(
      List.of("A B C D F B D E F G".split(" ")), List.of("A B D E F B C D F G".split(" ")));

  /** Thread 1: A B C D F B D E F G; thread 2: A B D E F B C D F G, heart in B. */
  @Test
  void operationsInDifferentIterationsAreNotConverged() {
    Execution e = run(OPS_IN_LOOP, "f", ThreadInputs.paths(ALTERNATING), LLVM);
    int loop = OracleFixture.named(e, "f", "loop");
    int op1 = call(e, "f", "convergent.op.1", 0);
    int op2 = call(e, "f", "convergent.op.2", 0);
    assertTrue(nth(e, loop, 0, 1).isConvergedWith(nth(e, loop, 1, 1)), "%loop(1;1) == %loop(2;1)");
    assertTrue(nth(e, loop, 0, 2).isConvergedWith(nth(e, loop, 1, 2)), "%loop(1;2) == %loop(2;2)");
    assertFalse(nth(e, op1, 0, 1).isConvergedWith(nth(e, op1, 1, 1)), "@op.1(1) != @op.1(2)");
    assertFalse(nth(e, op2, 0, 1).isConvergedWith(nth(e, op2, 1, 1)), "@op.2(1) != @op.2(2)");
  }

  /**
   * The heart moved into C and a free anchor in E ("unnatural counting"): each thread runs the
   * heart once, so %loop(1) == %loop(2) and @op.1 converges; @op.2 is implementation-defined and
   * the oracle's maximal anchor separates the iterations.
   */
  @Test
  void unnaturalCountingOfLoopIterations() {
    Module m = parse("""
        define void @f() {
        A:
          %anchor = call token @llvm.experimental.convergence.anchor()
          br label %B
        B:
          br i1 true, label %C, label %D
        C:
          %loop = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
          call void @convergent.op.1() [ "convergencectrl"(token %loop) ]
          br label %D
        D:
          br i1 true, label %E, label %F
        E:
          %free = call token @llvm.experimental.convergence.anchor()
          call void @convergent.op.2() [ "convergencectrl"(token %free) ]
          br label %F
        F:
          br i1 true, label %B, label %G
        G:
          ret void
        }
        """ + DECLS);
    Execution e = run(m, "f", ThreadInputs.paths(ALTERNATING), LLVM);
    int loop = OracleFixture.named(e, "f", "loop");
    assertTrue(nth(e, loop, 0, 1).isConvergedWith(nth(e, loop, 1, 1)), "%loop(1) == %loop(2)");
    assertTrue(nth(e, call(e, "f", "convergent.op.1", 0), 0, 1)
        .isConvergedWith(nth(e, call(e, "f", "convergent.op.1", 0), 1, 1)), "@op.1(1) == @op.1(2)");
    int op2 = call(e, "f", "convergent.op.2", 0);
    assertFalse(nth(e, op2, 0, 1).isConvergedWith(nth(e, op2, 1, 1)), "oracle: @op.2(1) != @op.2(2)");
  }

  /** Partial unrolling by 2 with a remainder: the third iteration's threads no longer communicate. */
  @Test
  void unrollingWithARemainderChangesTheGroups() {
    Module unrolled = parse("""
        define void @f(i32 %counter) {
        A:
          %outer = call token @llvm.experimental.convergence.anchor()
          %c0 = icmp sge i32 %counter, 2
          br i1 %c0, label %B, label %C
        B:
          %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
          %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
          call void @convergent.operation() [ "convergencectrl"(token %inner) ]
          call void @convergent.operation() [ "convergencectrl"(token %inner) ]
          %c.next = sub i32 %c, 2
          %more = icmp sge i32 %c.next, 2
          br i1 %more, label %B, label %C
        C:
          %rest = phi i32 [ %counter, %A ], [ %c.next, %B ]
          %tail = icmp sgt i32 %rest, 0
          br i1 %tail, label %D, label %E
        D:
          %remainder = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
          call void @convergent.operation() [ "convergencectrl"(token %remainder) ]
          br label %E
        E:
          ret void
        }
        """ + DECLS);
    Execution before = run(LOOP, "f", counters(3, 4), LLVM);
    Execution after = run(unrolled, "f", counters(3, 4), LLVM);
    var groupsBefore = groupsByExecution(before, call(before, "f", "convergent.operation", 0));
    var groupsAfter = groupsByExecution(after, call(after, "f", "convergent.operation", 0),
        call(after, "f", "convergent.operation", 1), call(after, "f", "convergent.operation", 2));
    // Iterations 1 and 2 still communicate; the third does not.
    assertEquals(groupsBefore.get(0).subList(0, 2), groupsAfter.get(0).subList(0, 2));
    assertEquals(Set.of(0, 1), groupsBefore.get(0).get(2));
    assertEquals(Set.of(0), groupsAfter.get(0).get(2));
    assertEquals(Set.of(1), groupsAfter.get(1).get(2));
    assertNotEquals(groupsBefore, groupsAfter);
  }

  /** Unrolling by 2 without a remainder (trip counts multiples of 2) keeps every group. */
  @Test
  void unrollingWithoutARemainderKeepsTheGroups() {
    Module unrolled = parse("""
        define void @f(i32 %counter) {
        A:
          %outer = call token @llvm.experimental.convergence.anchor()
          br label %B
        B:
          %c = phi i32 [ %counter, %A ], [ %c.next, %B ]
          %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
          call void @convergent.operation() [ "convergencectrl"(token %inner) ]
          call void @convergent.operation() [ "convergencectrl"(token %inner) ]
          %c.next = sub i32 %c, 2
          %more = icmp sgt i32 %c.next, 0
          br i1 %more, label %B, label %C
        C:
          ret void
        }
        """ + DECLS);
    Execution before = run(LOOP, "f", counters(4, 6, 2), LLVM);
    Execution after = run(unrolled, "f", counters(4, 6, 2), LLVM);
    assertEquals(groupsByExecution(before, call(before, "f", "convergent.operation", 0)),
        groupsByExecution(after, call(after, "f", "convergent.operation", 0),
            call(after, "f", "convergent.operation", 1)));
  }
}
