package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The verify, print, cycles and demo subcommands, run in-process on small inputs. */
class CommandsTest {
  /** The outcome of one run. */
  record Run(int code, String out, String err) {}

  private static Run run(String stdin, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(args, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
        new PrintWriter(out), new PrintWriter(err));
    return new Run(code, out.toString(), err.toString());
  }

  private static final String LOOP = """
      define void @f(i1 %c) {
      entry:
        br label %h
      h:
        br i1 %c, label %h, label %exit
      exit:
        ret void
      }
      """;

  private static final String BAD_DOMINANCE = """
      define i32 @f(i1 %c) {
      entry:
        br i1 %c, label %a, label %b
      a:
        %x = add i32 1, 2
        br label %b
      b:
        ret i32 %x
      }
      """;

  @Test
  void verifyIsSilentOnValidInput() {
    Run r = run(LOOP, "verify", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals("", r.out());
    assertEquals("", r.err());
  }

  @Test
  void verifyReportsLlvmWordingWithPosition() {
    Run r = run(BAD_DOMINANCE, "verify", "-");
    assertEquals(ExitCodes.INVALID, r.code());
    assertTrue(r.err().startsWith("<stdin>:8:3: error: Instruction does not dominate all uses!\n"), r.err());
    assertTrue(r.err().contains("  %x = add i32 1, 2\n  ret i32 %x"), r.err());
  }

  @Test
  void parseErrorsNameLineAndColumnWithExitTwo() {
    Run r = run("define void @f() {\nentry:\n  %x = frobnicate i32 1\n  ret void\n}\n", "print", "-");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().startsWith("<stdin>:3:"), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
  }

  @Test
  void printIsAFixedPoint() {
    Run once = run(LOOP, "print", "-");
    assertEquals(ExitCodes.OK, once.code(), once.err());
    Run twice = run(once.out(), "print", "-");
    assertEquals(once.out(), twice.out());
    assertTrue(once.out().contains("br i1 %c, label %h, label %exit"), once.out());
  }

  @Test
  void cyclesPrintsLlvmFormat() {
    Run r = run(LOOP, "cycles", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals("CycleInfo for function: f\n    depth=1: entries(h)\n", r.out());
  }

  @Test
  void cyclesRefusesBrokenModules() {
    Run r = run(BAD_DOMINANCE, "cycles", "-");
    assertEquals(ExitCodes.INVALID, r.code());
    assertTrue(r.err().endsWith("<stdin>: error: input module is broken!\n"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void cyclesDependOnTheChosenDfsOrder() {
    String irreducible = """
        define void @g(i1 %c) {
        entry:
          br i1 %c, label %a, label %b
        a:
          br label %b
        b:
          br label %a
        }
        """;
    assertEquals("CycleInfo for function: g\n    depth=1: entries(b a)\n", run(irreducible, "cycles", "-").out());
    assertEquals("CycleInfo for function: g\n    depth=1: entries(a b)\n",
        run(irreducible, "cycles", "--dfs-order=textual", "-").out());
    Run bad = run(irreducible, "cycles", "--dfs-order=sideways", "-");
    assertEquals(ExitCodes.USAGE, bad.code());
    assertTrue(bad.err().contains("--dfs-order must be llvm, textual or seed:N"), bad.err());
  }

  @Test
  void demoRunsEveryBundledExample() throws Exception {
    Run r = run("", "demo");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    for (BundledExamples.Example ex : BundledExamples.all()) {
      assertTrue(r.out().contains("$ cvg verify " + ex.name() + "\nvalid"), ex.name() + ":\n" + r.out());
    }
    assertTrue(r.out().contains("CycleInfo for function: nested_irreducible\n    depth=1: entries(R P) S Q\n"
        + "        depth=2: entries(S P) Q\n"), r.out());
  }
}
