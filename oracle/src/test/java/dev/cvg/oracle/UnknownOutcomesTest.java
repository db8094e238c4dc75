package dev.cvg.oracle;

import static dev.cvg.oracle.Runs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.oracle.input.ThreadInputs;
import org.junit.jupiter.api.Test;

/** Runs the oracle cannot give a meaning to end with UNKNOWN and a reason, never an exception or a hang. */
class UnknownOutcomesTest {

  static void assertUnknown(Execution e, String reasonPart) {
    assertEquals(Execution.Status.UNKNOWN, e.status(), e::toString);
    assertTrue(e.reason().orElseThrow().contains(reasonPart), () -> "reason: " + e.reason().orElseThrow());
    assertTrue(e.outcomes().isEmpty());
  }

  @Test
  void anInfiniteLoopHitsTheStepBound() {
    Execution e = run("""
        define void @f() {
        entry:
          br label %loop
        loop:
          br label %loop
        }
        """, "f", ThreadInputs.of(2), OracleConfig.defaults().withStepBound(1000));
    assertUnknown(e, "exceeded the step bound of 1000");
  }

  @Test
  void divisionByZero() {
    assertUnknown(run("define i32 @f(i32 %a) {\nentry:\n  %r = sdiv i32 1, %a\n  ret i32 %r\n}\n", "f", 1, 0),
        "division by zero");
  }

  @Test
  void branchingOnAnUndefinedValue() {
    assertUnknown(run("""
        define void @f() {
        entry:
          br i1 undef, label %a, label %b
        a:
          ret void
        b:
          ret void
        }
        """, "f", ThreadInputs.of(1)), "branches on an undefined value");
  }

  @Test
  void reachingUnreachable() {
    assertUnknown(run("define void @f() {\nentry:\n  unreachable\n}\n", "f", ThreadInputs.of(1)), "reached unreachable");
  }

  @Test
  void outOfBoundsAccess() {
    assertUnknown(run("""
        define i32 @f() {
        entry:
          %a = alloca i32
          %p = getelementptr i32, ptr %a, i32 1
          %v = load i32, ptr %p
          ret i32 %v
        }
        """, "f", ThreadInputs.of(1)), "out-of-bounds access");
  }

  @Test
  void unsupportedInstructionsOnlyMatterWhenExecuted() {
    String ir = """
        define i32 @f(i1 %c) {
        entry:
          br i1 %c, label %vec, label %ok
        vec:
          %v = add <2 x i32> zeroinitializer, zeroinitializer
          ret i32 0
        ok:
          ret i32 1
        }
        """;
    assertTrue(run(ir, "f", 1, 0).isOk());
    assertUnknown(run(ir, "f", 1, -1), "is not supported by the oracle");
  }

  @Test
  void unboundedRecursionHitsTheDepthBound() {
    assertUnknown(run("""
        define void @f() {
        entry:
          call void @f()
          ret void
        }
        """, "f", ThreadInputs.of(1)), "nested calls deeper than");
  }
}
