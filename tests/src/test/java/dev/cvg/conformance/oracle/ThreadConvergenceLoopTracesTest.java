package dev.cvg.conformance.oracle;

import static dev.cvg.conformance.oracle.OracleFixture.assertTable;
import static dev.cvg.conformance.oracle.OracleFixture.parse;

import dev.cvg.ir.Module;
import dev.cvg.oracle.instance.HierarchyChoice;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * ThreadConvergence-source.rst, "Limitation: Loops in LLVM IR": the traces of
 * {@code loop_continue} and {@code loop_nest} as a frontend emits them, the ambiguity once
 * SimplifyCFG merges the outer loop header away, and the divergent loop exit with and without a
 * loop heart token. Tables are pasted verbatim from the document.
 */
class ThreadConvergenceLoopTracesTest {
  static final HierarchyChoice LLVM = HierarchyChoice.llvm();

  static List<String> p(String path) {
    return List.of(path.split(" "));
  }

  static final String LOOP_CONTINUE_TABLE = """
   +----------+----+----+----+----+----+----+
   |          | 1  | 2  | 3  | 4  | 5  | 6  |
   +----------+----+----+----+----+----+----+
   | Thread 1 | A1 | B1 |    | B3 | C1 | D1 |
   +----------+----+----+----+----+----+----+
   | Thread 2 | A2 | B2 | C2 | B4 | C3 | D2 |
   +----------+----+----+----+----+----+----+
      """;

  static final String LOOP_NEST_TABLE = """
   +----------+----+----+----+----+----+----+----+
   |          | 1  | 2  | 3  | 4  | 5  | 6  | 7  |
   +----------+----+----+----+----+----+----+----+
   | Thread 1 | A1 | B1 | B3 | C1 |    |    | D1 |
   +----------+----+----+----+----+----+----+----+
   | Thread 2 | A2 | B2 |    | C2 | B4 | C3 | D2 |
   +----------+----+----+----+----+----+----+----+
      """;

  @Test
  void loopContinueTrace() {
    Module m = parse("""
        define void @loop_continue() {
        A:
          br label %B
        B:
          br i1 true, label %for.inc, label %C
        C:
          br i1 true, label %for.inc, label %D
        for.inc:
          br label %B
        D:
          ret void
        }
        """);
    assertTable(m, "loop_continue", LLVM, LOOP_CONTINUE_TABLE, List.of(p("A B for.inc B C D"), p("A B C for.inc B C D")));
  }

  @Test
  void loopNestTrace() {
    Module m = parse("""
        define void @loop_nest() {
        A:
          br label %do.body
        do.body:
          br label %B
        B:
          br i1 true, label %B, label %C
        C:
          br i1 true, label %do.body, label %D
        D:
          ret void
        }
        """);
    assertTable(m, "loop_nest", LLVM, LOOP_NEST_TABLE, List.of(p("A do.body B B C D"), p("A do.body B C do.body B C D")));
  }

  /** After SimplifyCFG merges the outer header into A, loop_nest's execution gets loop_continue's groups. */
  @Test
  void canonicalizedLoopsAreAmbiguous() {
    Module canonical = parse("""
        define void @canonical() {
        A:
          br label %B
        B:
          br i1 true, label %B, label %C
        C:
          br i1 true, label %B, label %D
        D:
          ret void
        }
        """);
    // loop_nest's blocks: thread 1 runs B twice then C; thread 2 runs B, C, B, C.
    assertTable(canonical, "canonical", LLVM, LOOP_CONTINUE_TABLE, List.of(p("A B B C D"), p("A B C B C D")));
  }

  static final String BREAK_LOOP = """
      define void @loop_break() convergent {
      A:
        %entry = call token @llvm.experimental.convergence.entry()
        br label %B
      B:
        %heart = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
        br i1 true, label %C, label %B
      C:
        call void @convergent.op() [ "convergencectrl"(token %heart) ]
        br label %D
      D:
        ret void
      }
      declare token @llvm.experimental.convergence.entry() convergent
      declare token @llvm.experimental.convergence.loop() convergent
      declare void @convergent.op() convergent
      """;

  /** With a loop heart token, threads that break in different iterations are not converged at C. */
  @Test
  void divergentLoopExitAsTheSourceMeansIt() {
    assertTable(parse(BREAK_LOOP), "loop_break", LLVM, """
   +----------+----+----+----+----+----+----+
   |          | 1  | 2  | 3  | 4  | 5  | 6  |
   +----------+----+----+----+----+----+----+
   | Thread 1 | A1 | B1 |    | C1 |    | D1 |
   +----------+----+----+----+----+----+----+
   | Thread 2 | A2 | B2 | B4 |    | C2 | D2 |
   +----------+----+----+----+----+----+----+
        """, List.of(p("A B C D"), p("A B B C D")));
  }

  /** Without tokens C lies outside the natural loop and all exiting threads converge there. */
  @Test
  void divergentLoopExitInLlvmIrWithoutTokens() {
    String plain = BREAK_LOOP
        .replace("  %entry = call token @llvm.experimental.convergence.entry()\n", "")
        .replace("  %heart = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %entry) ]\n", "")
        .replace(" [ \"convergencectrl\"(token %heart) ]", "");
    assertTable(parse(plain), "loop_break", LLVM, """
   +----------+----+----+----+----+----+
   |          | 1  | 2  | 3  | 4  | 5  |
   +----------+----+----+----+----+----+
   | Thread 1 | A1 | B1 |    | C1 | D1 |
   +----------+----+----+----+----+----+
   | Thread 2 | A2 | B2 | B4 | C2 | D2 |
   +----------+----+----+----+----+----+
        """, List.of(p("A B C D"), p("A B B C D")));
  }
}
