package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link ExternalTransform} driving fake tools (shell scripts under {@code fuzz/tools/}). */
class ExternalTransformTest {
  private static Module kernels(String... names) throws Exception {
    StringBuilder sb = new StringBuilder();
    for (String n : names) {
      sb.append("define void @").append(n).append("(ptr %out, i32 %n) {\nentry:\n  %a = add i32 %n, 1\n")
          .append("  %b = add i32 %a, 2\n  store i32 %b, ptr %out\n  ret void\n}\n");
    }
    return IrParser.parse(sb.toString(), String.join("-", names) + ".ll");
  }

  private static ExternalTransform tool(String script, String args, int batch) throws URISyntaxException {
    Path p = Path.of(ExternalTransformTest.class.getResource("/fuzz/tools/" + script).toURI());
    return new ExternalTransform(script, ToolCommand.parse("sh " + p + " " + args), Duration.ofSeconds(20), batch);
  }

  private static Outcome.Failed failed(Outcome o) {
    return assertInstanceOf(Outcome.Failed.class, o, () -> "expected a failure, got " + o);
  }

  @Test
  void anIdentityToolChangesNothing() throws Exception {
    Outcome.Transformed t = assertInstanceOf(Outcome.Transformed.class,
        tool("identity.sh", "", 1).apply(kernels("kernel1", "kernel2")));
    assertEquals(Set.of(), t.changes().keySet());
  }

  /** opt-22 writes {@code convergent} into an attribute group: the function is not changed by that. */
  @Test
  void attributesMovedIntoGroupsAreNoChange() throws Exception {
    dev.cvg.passes.testing.LlvmTools.opt();
    Module before = IrParser.parse("""
        define void @kernel(ptr %out, i32 %n) convergent {
        entry:
          %a = call i32 @op(i32 %n) #0
          store i32 %a, ptr %out
          ret void
        }
        declare i32 @op(i32) convergent
        attributes #0 = { convergent nounwind }
        """, "attrs.ll");
    ExternalTransform verify = new ExternalTransform("verify", ToolCommand.parse("opt-22 -S -passes=verify"),
        Duration.ofSeconds(60), 1);
    Outcome.Transformed t = assertInstanceOf(Outcome.Transformed.class, verify.apply(before));
    assertEquals(Set.of(), t.changes().keySet(), "opt-22 printed it as " + dev.cvg.ir.text.IrPrinter.print(t.after()));
  }

  @Test
  void onlyTheFunctionWhoseTextChangedIsReportedWithItsCorrespondence() throws Exception {
    Module before = kernels("kernel1", "kernel2");
    Outcome.Transformed t = assertInstanceOf(Outcome.Transformed.class, tool("negate.sh", "{} -o {out}", 1)
        .apply(before));
    assertEquals(Set.of("kernel2"), t.changes().keySet());
    assertEquals(Set.of("kernel2"), t.changes().get("kernel2").correspondence().functions().keySet());
    assertEquals(0, t.changes().get("kernel2").overriddenRefusals());
  }

  @Test
  void aCrashIsAFailureWithTheToolsMessage() throws Exception {
    Outcome.Failed f = failed(tool("crash.sh", "", 1).apply(kernels("kernel1")));
    assertEquals("crashed (signal 6)", f.reason());
    assertEquals("tool-failed", f.kind());
    assertTrue(f.detail().contains("fake-opt: assertion failed"), f.detail());
  }

  @Test
  void aNonZeroExitIsAFailure() throws Exception {
    Outcome.Failed f = failed(tool("fails.sh", "", 1).apply(kernels("kernel1")));
    assertEquals("exited with code 1", f.reason());
    assertEquals("tool-failed", f.kind());
    assertTrue(f.detail().contains("input module is broken"), f.detail());
  }

  @Test
  void outputThatIsNotIrIsAFailure() throws Exception {
    Outcome.Failed f = failed(tool("garbage.sh", "", 1).apply(kernels("kernel1")));
    assertTrue(f.reason().startsWith("output does not parse: "), f.reason());
    assertEquals("unparsable-output", f.kind());
    assertTrue(f.detail().contains("this is not IR"), f.detail());
  }

  @Test
  void outputTheVerifierRejectsIsAFailure() throws Exception {
    Outcome.Failed f = failed(tool("broken.sh", "", 1).apply(kernels("kernel1")));
    assertTrue(f.reason().startsWith("output rejected by the verifier: "), f.reason());
    assertTrue(f.kind().equals("ir-verifier") || f.kind().equals("convergence-verifier"), f.kind());
  }

  @Test
  void aToolRunningPastTheLimitIsKilled() throws Exception {
    Path p = Path.of(ExternalTransformTest.class.getResource("/fuzz/tools/slow.sh").toURI());
    ExternalTransform t = new ExternalTransform("slow", ToolCommand.parse("sh " + p), Duration.ofMillis(500), 1);
    long start = System.nanoTime();
    Outcome.Failed f = failed(t.apply(kernels("kernel1")));
    assertEquals("timed out after 500 ms", f.reason());
    assertEquals("timeout", f.kind());
    assertTrue(System.nanoTime() - start < 30_000_000_000L, "the tool was not left to finish");
  }

  @Test
  void aMissingToolIsAFailureNotAnException() throws Exception {
    ExternalTransform t = new ExternalTransform("none", ToolCommand.parse("/nonexistent/opt-99"),
        Duration.ofSeconds(5), 1);
    Outcome.Failed f = failed(t.apply(kernels("kernel1")));
    assertTrue(f.reason().startsWith("cannot run /nonexistent/opt-99"), f.reason());
    assertEquals("cannot-run", f.kind());
  }

  @Test
  void aBatchGivesEachKernelItsOwnOutcome() throws Exception {
    List<Module> in = List.of(kernels("kernel1"), kernels("kernel2", "helper"), kernels("kernel1", "kernel2"));
    List<Outcome> batched = tool("negate.sh", "{} -o {out}", 3).applyAll(in);
    List<Outcome> alone = tool("negate.sh", "{} -o {out}", 1).applyAll(in);
    for (int k = 0; k < in.size(); k++) {
      Outcome.Transformed b = assertInstanceOf(Outcome.Transformed.class, batched.get(k));
      Outcome.Transformed a = assertInstanceOf(Outcome.Transformed.class, alone.get(k));
      assertEquals(a.changes().keySet(), b.changes().keySet(), "kernel " + k);
      assertEquals(in.get(k).definitions().stream().map(f -> f.name()).toList(),
          b.after().definitions().stream().map(f -> f.name()).toList(), "names restored, kernel " + k);
    }
    assertEquals(Set.of("kernel2"), ((Outcome.Transformed) batched.get(1)).changes().keySet());
  }

  @Test
  void aKernelWhoseOutputTheVerifierRejectsFailsAloneWithoutRerunningItsBatch() throws Exception {
    List<Module> in = List.of(kernels("kernel1"), kernels("kernel2"), kernels("marked"), kernels("kernel3"),
        kernels("kernel4"));
    Path runs = Files.createTempFile("cvg-runs", ".txt");
    try {
      List<Outcome> out = tool("breaks-marked.sh", runs + " {}", 5).applyAll(in);
      for (int k = 0; k < in.size(); k++) {
        if (k == 2) {
          Outcome.Failed f = failed(out.get(k));
          assertTrue(f.reason().startsWith("output rejected by the verifier: "), f.reason());
          assertEquals("ir-verifier", f.kind());
        } else {
          assertInstanceOf(Outcome.Transformed.class, out.get(k), "kernel " + k);
        }
      }
      assertEquals(1, Files.readAllLines(runs).size(), "the batch ran once, not bisected");
    } finally {
      Files.deleteIfExists(runs);
    }
  }

  @Test
  void aFailingKernelFailsAloneInItsBatch() throws Exception {
    List<Module> in = List.of(kernels("kernel1"), kernels("kernel2"), kernels("marked"), kernels("kernel3"),
        kernels("kernel4"));
    List<Outcome> out = tool("rejects-marked.sh", "", 5).applyAll(in);
    for (int k = 0; k < in.size(); k++) {
      if (k == 2) {
        assertEquals("exited with code 1", failed(out.get(k)).reason());
      } else {
        assertInstanceOf(Outcome.Transformed.class, out.get(k), "kernel " + k);
      }
    }
  }
}
