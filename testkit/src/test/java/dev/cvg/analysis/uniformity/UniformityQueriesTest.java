package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link UniformityInfo}'s queries where the generated kernels never take them (PIT, session 12,
 * docs/testing.md): a function whose target has no branch divergence, and a use inside an
 * assumed-divergent cycle of a value the target keeps uniform. Each test names the PIT mutants it
 * kills.
 */
class UniformityQueriesTest {

  /**
   * With a work-group of one thread ({@code "amdgpu-flat-work-group-size"="1,1"}) branches cannot
   * diverge: LLVM prints {@code ALL VALUES UNIFORM}, and every query answers uniform, also for
   * the thread id and for an id the function does not have. Kills
   * {@code UniformityInfo.hasBranchDivergence} returning true and {@code isDivergent(InstId)}
   * returning true where it must return false.
   */
  @Test
  void singleLaneFunctionHasNoDivergence() {
    Module m = TwinCheck.parse("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        define amdgpu_kernel void @k(i32 %n) #0 {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %c = icmp slt i32 %tid, %n
          br i1 %c, label %a, label %b
        a:
          br label %b
        b:
          ret void
        }
        attributes #0 = { "amdgpu-flat-work-group-size"="1,1" }
        """);
    Function f = m.definitions().get(0);
    UniformityInfo u = UniformityInfo.of(m, f, GpuTarget.amdgpu());
    assertFalse(u.hasBranchDivergence());
    assertTrue(u.isAllUniform());
    InstId tid = TwinCheck.inst(f, "tid").id();
    assertFalse(u.isDivergent(tid), "%tid as an instruction");
    assertFalse(u.isDivergent(tid.value()), "%tid as a value");
    assertFalse(u.isDivergent(new InstId(9999)), "an id the function does not have");
    UniformityInfo wide = UniformityInfo.of(m, f, GpuTarget.generic());
    assertTrue(wide.hasBranchDivergence() && wide.isDivergent(tid), "the same body on a target without the rule");
  }

  /**
   * The cycle {P, Q} is entered at P and at Q from the entry's divergent branch, so it is assumed
   * divergent (spec "Diverged Paths reaching a Cycle"); the ballot {@code %b} in P stays uniform
   * (the target keeps it so), but its use by {@code %use} in the same cycle is divergent
   * ({@link UniformityOptions#temporalInsideAssumed()}: converged threads may read instances of
   * different iterations), and in LLVM 22 mode it is not. Kills the removal of the
   * {@code assumedFlag} initialisation in {@code UniformityInfo}'s constructor.
   */
  @Test
  void useOfAUniformValueInsideAnAssumedCycleIsDivergent() {
    Module m = TwinCheck.parse("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.amdgcn.ballot.i32(i1) #0
        attributes #0 = { convergent nounwind readnone }
        define amdgpu_kernel void @k(i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = icmp eq i32 %n, 3
          %d = icmp slt i32 %tid, 10
          br i1 %d, label %P, label %Q
        P:
          %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
          %use = add i32 %b, 1
          br label %Q
        Q:
          br i1 %u, label %P, label %X
        X:
          ret void
        }
        """);
    Function f = m.definitions().get(0);
    InstId use = TwinCheck.inst(f, "use").id();
    InstId ballot = TwinCheck.inst(f, "b").id();
    UniformityInfo spec = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(),
        UniformityOptions.defaults());
    assertEquals(1, spec.cyclesAssumedDivergent().size(), "the kernel's premise");
    assertFalse(spec.isDivergent(ballot.value()), "the ballot itself stays uniform");
    assertTrue(spec.isDivergentUse(use, ballot.value()), "its use inside the assumed cycle diverges");
    UniformityInfo llvm = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(),
        UniformityOptions.llvm22());
    assertFalse(llvm.isDivergentUse(use, ballot.value()), "LLVM 22 has no such rule");
    assertEquals(List.of(), spec.verify());
  }
}
