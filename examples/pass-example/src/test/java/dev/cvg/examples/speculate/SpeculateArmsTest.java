package dev.cvg.examples.speculate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.junit.ConvergenceAssertions;
import dev.cvg.junit.ConvergenceFuzzTest;
import dev.cvg.junit.ConvergenceFuzzer;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.PipelineStats;
import dev.cvg.passes.framework.StepRecord;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The tests of docs/pass-authors.md: allowed, refused, forced, fuzzed, registered. */
class SpeculateArmsTest {
  /** A reduction %b in the arm %then: which threads reach it depends on the branch on %c. */
  static String kernel(String condition) {
    return """
        target triple = "amdgcn--"

        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @subgroupAdd(i32) convergent readnone

        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %t = call i32 @llvm.amdgcn.workitem.id.x()
          %x = and i32 %t, 3
          %c = icmp ult i32 CONDITION, 2
          br i1 %c, label %then, label %end
        then:
          %b = call i32 @subgroupAdd(i32 %x)
          %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
          store i32 %b, ptr addrspace(1) %p
          br label %end
        end:
          %q = getelementptr i32, ptr addrspace(1) %out, i32 %t
          %v = load i32, ptr addrspace(1) %q
          %w = add i32 %v, %x
          store i32 %w, ptr addrspace(1) %q
          ret void
        }
        """.replace("CONDITION", condition);
  }

  static Module parse(String ir) throws Exception {
    return IrParser.parse(ir, "k.ll");
  }

  static PipelineResult run(Module m, PassOptions options) {
    return PassManager.of(options, new SpeculateArms()).run(m);
  }

  @Test
  void aUniformBranchIsAllowedAndTheResultIsLegal() throws Exception {
    Module before = parse(kernel("%n"));              // %n is an argument of an AMDGPU kernel: uniform
    PipelineResult r = run(before, PassOptions.defaults());
    StepRecord step = r.stepsOf("speculate-arms").get(0);
    assertEquals("speculated into %entry", step.performed().get(0).what());
    assertTrue(IrPrinter.print(r.output()).contains("%b = call i32 @subgroupAdd(i32 %x)\n  br i1 %c"), IrPrinter.print(r.output()));
    ConvergenceAssertions.assertLegal(before, r.output(), "k");
  }

  @Test
  void aDivergentBranchIsRefusedWithItsReason() throws Exception {
    Module before = parse(kernel("%t"));              // %t is the work-item id: divergent
    PipelineResult r = run(before, PassOptions.defaults());
    StepRecord step = r.stepsOf("speculate-arms").get(0);
    GuardRecord refusal = step.refusals().get(0);
    assertEquals("%b in %then", refusal.site());
    assertEquals("%b is convergent and the branch on %c is divergent: speculated above it, threads that skip "
        + "the arm would join its communication", refusal.reason());
    assertTrue(step.performed().isEmpty());
    assertEquals(IrPrinter.print(before), IrPrinter.print(r.output()));
    assertTrue(PipelineStats.print("speculate-arms", r).contains("  @k round 1: unchanged\n    refused: %b in %then: "
        + refusal.reason()), PipelineStats.print("speculate-arms", r));
  }

  @Test
  void forcedPastItsGuardThePassBreaksConvergence() throws Exception {
    Module before = parse(kernel("%t"));
    PipelineResult r = run(before, PassOptions.defaults().withGuards(false));    // --no-guard
    assertEquals(1, r.stepsOf("speculate-arms").get(0).overridden().size());
    Verdict.Illegal v = ConvergenceAssertions.assertIllegal(before, r.output(), "k", "%b");
    assertTrue(v.counterexample().message().contains("did not execute it there in the original"),
        v.counterexample().message());
  }

  @ConvergenceFuzzTest(kernels = 200, seed = 1)
  void generatedKernelsStayLegal(ConvergenceFuzzer fuzz) {
    AtomicInteger speculated = new AtomicInteger();
    fuzz.check((module, kernel) -> {
      PipelineResult r = run(module, PassOptions.defaults());
      r.steps().forEach(step -> speculated.addAndGet(step.performed().size()));
      return r.output().function(kernel.name()).orElseThrow();
    });
    assertTrue(speculated.get() > fuzz.kernels() / 2,
        "only " + speculated + " instructions speculated in " + fuzz.kernels() + " kernels");
  }

  @Test
  void registeredItRunsInAPipelineAsCvgOptRunsPasses() throws Exception {
    PassRegistry registry = PassRegistry.builtin()
        .with(List.of(PassRegistry.entry("speculate-arms", SpeculateArms::new)));
    PassOptions options = PassOptions.defaults().withLegality(true, true);       // --verify-legality
    String pipeline = "speculate-arms,simplifycfg";                              // -passes=
    PipelineResult r = PassManager.of(registry, pipeline, options).run(parse(kernel("%n")));
    String output = IrPrinter.print(r.output());                                 // what cvg opt prints
    String stats = PipelineStats.print(pipeline, r);                             // --stats
    assertTrue(r.rollbacks().isEmpty(), stats);
    assertTrue(stats.contains("performed: %b in %then: speculated into %entry"), stats);
    assertTrue(r.endToEnd().get("k") instanceof Verdict.Legal, stats);
    assertTrue(output.contains("%b = call i32 @subgroupAdd(i32 %x)"), output);
  }
}
