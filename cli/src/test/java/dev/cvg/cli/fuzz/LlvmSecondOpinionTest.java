package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.passes.testing.LlvmTools;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link LlvmSecondOpinion} against {@code opt-22}: campaign kernels get no disagreement, batched
 * or alone, and a difference in the cycles or the uniformity is found. Skipped without
 * {@code opt-22} (a failure with {@code -Dcvg.requireLlvm=true}).
 */
class LlvmSecondOpinionTest {
  private static final int KERNELS = 40;

  @Test
  void campaignKernelsAgreeWithLlvmBatchedOrAlone() {
    LlvmTools.opt();
    List<Module> kernels = new ArrayList<>();
    for (long s = 1; s <= KERNELS; s++) {
      kernels.add(CampaignKernels.of(s));
    }
    List<LlvmSecondOpinion.Result> batched = new LlvmSecondOpinion(Duration.ofMinutes(2), 20).checkAll(kernels);
    List<LlvmSecondOpinion.Result> alone = new LlvmSecondOpinion(Duration.ofMinutes(2), 1).checkAll(kernels);
    for (int k = 0; k < KERNELS; k++) {
      assertEquals(List.of(), batched.get(k).disagreements(), "seed " + (k + 1));
      assertEquals(alone.get(k), batched.get(k), "seed " + (k + 1));
    }
  }

  private static final String LOOP = """
      target triple = "amdgcn--"
      declare i32 @llvm.amdgcn.workitem.id.x()
      define amdgpu_kernel void @k(ptr addrspace(1) %out) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %i.next = add i32 %i, 1
        %c = icmp ult i32 %i.next, %tid
        br i1 %c, label %loop, label %exit
      exit:
        store i32 %i.next, ptr addrspace(1) %out
        ret void
      }
      """;

  /** Opt's real texts, then each altered the way a wrong analysis would differ. */
  @Test
  void aDifferentCycleOrMarkIsADisagreementOfItsKind() throws Exception {
    LlvmTools.opt();
    Module m = IrParser.parse(LOOP, "loop.ll");
    java.nio.file.Path file = java.nio.file.Files.createTempFile("cvg-second-", ".ll");
    try {
      java.nio.file.Files.writeString(file, LOOP);
      String uniformity = LlvmTools.run(LlvmPasses.OPT, List.of("-mtriple=amdgcn--", "-passes=print<uniformity>", "-disable-output",
          file.toString()), "").stderr();
      String cycles = LlvmTools.run(LlvmPasses.OPT, List.of("-passes=print<cycles>", "-disable-output",
          file.toString()), "").stderr();
      assertEquals(List.of(), LlvmSecondOpinion.compare(m, uniformity, cycles).disagreements());
      List<LlvmSecondOpinion.Disagreement> noCycle = LlvmSecondOpinion.compare(m, uniformity,
          "CycleInfo for function: k\n").disagreements();
      assertEquals(List.of(LlvmSecondOpinion.CYCLES), noCycle.stream().map(d -> d.kind()).toList());
      assertTrue(uniformity.contains("DIVERGENT:   %c = "), uniformity);
      List<LlvmSecondOpinion.Disagreement> uniformC = LlvmSecondOpinion.compare(m,
          uniformity.replace("DIVERGENT:   %c = ", " ".repeat(10) + "   %c = "), cycles).disagreements();
      assertEquals(List.of(LlvmSecondOpinion.UNIFORMITY_22), uniformC.stream().map(d -> d.kind()).toList());
    } finally {
      java.nio.file.Files.deleteIfExists(file);
    }
  }

  @Test
  void anOptFailureIsReportedAsItsOwnKind() throws Exception {
    LlvmTools.opt();
    // no opt run finishes in a millisecond
    Module m = IrParser.parse("define void @f() {\nentry:\n  ret void\n}\n", "f.ll");
    LlvmSecondOpinion.Result r = new LlvmSecondOpinion(Duration.ofMillis(1), 1).check(m);
    assertEquals(1, r.disagreements().size(), r.toString());
    assertEquals(LlvmSecondOpinion.OPT, r.disagreements().getFirst().kind());
    assertTrue(r.disagreements().getFirst().detail().startsWith("print<uniformity>: timed out after 1 ms"),
        r.toString());
  }
}
