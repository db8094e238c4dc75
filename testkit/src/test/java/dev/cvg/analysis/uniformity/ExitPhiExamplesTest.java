package dev.cvg.analysis.uniformity;

import dev.cvg.ir.Module;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Phis of the exit of a cycle with a divergent exit ({@link UniformityOptions#exitPhiJoins()}),
 * on LLVM's own test {@code Analysis/UniformityAnalysis/AMDGPU/divergent-cycle-exit-join.ll}:
 * threads leave the loop on different iterations and through different exiting blocks (body
 * when their branch says so, loop once {@code %ctr} is 1) and meet at the exit, where the phi
 * reads the constant of the edge each came by. The spec makes it divergent; LLVM 22 calls it
 * uniform, which that test records as a bug (its CHECK-NOT line); the twin must agree with both
 * modes and the fast analysis with the twin.
 */
class ExitPhiExamplesTest {
  private static final Module LLVM_TEST = TwinCheck.parse("""
      target triple = "amdgcn--"
      declare i32 @llvm.amdgcn.workitem.id.x()
      define amdgpu_kernel void @constant_phi_at_cycle_exit(ptr addrspace(1) %out) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        br label %loop
      loop:
        %ctr = phi i32 [ 0, %entry ], [ 1, %body ]
        %cond.exit = icmp slt i32 %ctr, 1
        br i1 %cond.exit, label %body, label %exit
      body:
        %c = icmp eq i32 %tid, 0
        br i1 %c, label %exit, label %loop
      exit:
        %exit.phi = phi i32 [ 1, %body ], [ 0, %loop ]
        store i32 %exit.phi, ptr addrspace(1) %out
        ret void
      }
      """);

  @Test
  void constantsFromTwoExitingBlocksDiverge() {
    TwinCheck.check(LLVM_TEST, "constant_phi_at_cycle_exit", UniformityOptions.defaults(),
        List.of("c", "exit.phi"), List.of("ctr", "cond.exit"));
  }

  @Test
  void llvm22CallsThemUniform() {
    TwinCheck.check(LLVM_TEST, "constant_phi_at_cycle_exit", UniformityOptions.llvm22(),
        List.of("c"), List.of("ctr", "cond.exit", "exit.phi"));
  }
}
