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

  static Run run(String stdin, String... args) {
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

  /** {@code cvg <command> --help} explains the command (the README promises it) for every command. */
  @Test
  void everyCommandExplainsItselfWithHelp() {
    for (String command : new String[] {"demo", "verify", "print", "cycles", "uniformity", "run", "check", "reduce", "dot"}) {
      Run r = run("", command, "--help");
      assertEquals(ExitCodes.OK, r.code(), command + ": " + r.err());
      assertTrue(r.out().startsWith("Usage: cvg " + command), command + ": " + r.out());
      assertEquals("", r.err(), command);
    }
  }

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
      assertTrue(r.out().contains("$ cvg run --threads 8 " + ex.name() + "\n@"), ex.name() + ":\n" + r.out());
    }
    assertFalse(r.out().contains(": unknown after"), r.out());
    assertTrue(r.out().contains("CycleInfo for function: nested_irreducible\n    depth=1: entries(R P) S Q\n"
        + "        depth=2: entries(S P) Q\n"), r.out());
  }

  @Test
  void demoRunsTheGuardedPassesAndShowsTheCheckerCatchingWhatTheyRefuse() throws Exception {
    String out = run("", "demo").out();
    String heart = out.substring(out.indexOf("passes: unrolling with a remainder is refused"));
    assertTrue(heart.contains("  refused: loop %while (unrolled 2x with a remainder loop): %r uses %inner"), heart);
    assertTrue(heart.contains("--no-guard --verify-legality    (the refusal overridden)\n"
        + "  performed: loop %while: unrolled 2x with a remainder loop\n"), heart);
    assertTrue(heart.contains("  rolled back (the legality checker found the step ILLEGAL): converged-with at %r in @src"),
        heart);
    String anchor = out.substring(out.indexOf("passes: unrolling with a remainder is allowed"));
    assertTrue(anchor.contains("  performed: loop %while: unrolled 2x with a remainder loop\n"
        + "  cvg check of the step: LEGAL"), anchor);
    assertEquals(BundledExamples.passRuns().size(), out.split("\npasses: ", -1).length - 1, out);
    assertFalse(out.contains("error: the guard was expected"), out);
  }

  static final String KERNEL = """
      target triple = "amdgcn--"
      define amdgpu_kernel void @k(i32 %n, ptr addrspace(1) %out) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        %d = add i32 %n, %tid
        %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
        store i32 %d, ptr addrspace(1) %p
        ret void
      }
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  @Test
  void runReportsResultsUniformityAndTrace() {
    Run r = run(KERNEL, "run", "--threads", "3", "--args", "10,buf:16", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().startsWith("@k: ok after 1 round (3 threads, hierarchy llvm, seed 0)\n"), r.out());
    assertTrue(r.out().contains("  %n    uniform\n"), r.out());
    assertTrue(r.out().contains("  %tid  divergent\n"), r.out());
    assertTrue(r.out().contains("buffer %out: [10, 11, 12] and zeros\n"), r.out());
    assertTrue(r.out().contains("| Thread 2 | entry3 |"), r.out());
  }

  @Test
  void runJsonHasStatusAndUniformMap() {
    Run r = run(KERNEL, "run", "--threads", "4", "--json", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    var json = dev.cvg.cli.json.CliJson.read(r.out());
    assertEquals("ok", json.get("status").asString(), r.out());
    assertFalse(json.get("uniform").get("%tid").asBoolean(), r.out());
    assertTrue(json.get("uniform").get("%n").asBoolean(), r.out());
  }

  @Test
  void runThatHitsTheStepBoundIsUnknown() {
    String loop = "define void @f() {\nentry:\n  br label %l\nl:\n  br label %l\n}\n";
    Run r = run(loop, "run", "--threads", "2", "--steps", "1000", "-");
    assertEquals(ExitCodes.UNKNOWN, r.code(), r.err());
    assertTrue(r.out().contains("reason: thread 0 exceeded the step bound"), r.out());
  }

  @Test
  void runRejectsBadArgumentsWithExitTwo() {
    Run r = run(KERNEL, "run", "--args", "1,2,3", "-");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().startsWith("<stdin>: error: @k takes 2 argument(s), 3 given"), r.err());
  }

  static final String DIVERGENT_LOOP = """
      target triple = "amdgcn--"
      define amdgpu_kernel void @k(i32 %n) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %i.next = add i32 %i, 1
        %c = icmp ult i32 %i.next, %tid
        br i1 %c, label %loop, label %exit
      exit:
        %use = add i32 %i, %n
        ret void
      }
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  @Test
  void uniformityPrintsLlvmFormatWithTemporalDivergence() {
    Run r = run(DIVERGENT_LOOP, "uniformity", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().startsWith("UniformityInfo for function 'k':\nCYCLES WITH DIVERGENT EXIT:\n"
        + "  depth=1: entries(loop)\n\nTEMPORAL DIVERGENCE LIST:\n"
        + "Value         :  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]\n"
        + "Used by       :  %use = add i32 %i, %n\n"), r.out());
    assertTrue(r.out().contains("               %i.next = add i32 %i, 1\n"), "uniform inside the loop");
    assertTrue(r.out().contains("  DIVERGENT:   br i1 %c, label %loop, label %exit\n"), r.out());
    assertTrue(r.out().contains("  DIVERGENT:   %use = add i32 %i, %n\n"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void uniformityTimeReportsTheAnalysisTimeOnStderr() {
    Run r = run(DIVERGENT_LOOP, "uniformity", "--time", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.err().matches("analysis-time-ms: [0-9]+\\.[0-9]{3}\n"), r.err());
  }

  @Test
  void uniformityWithoutBranchDivergenceIsAllUniform() {
    Run r = run(DIVERGENT_LOOP, "uniformity", "--mtriple=x86_64-unknown-linux-gnu", "-");
    assertEquals("UniformityInfo for function 'k':\nALL VALUES UNIFORM\n", r.out());
  }
}
