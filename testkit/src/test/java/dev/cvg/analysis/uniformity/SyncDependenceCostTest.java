package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import org.junit.jupiter.api.Test;

/**
 * The cost bound of {@link SyncDependence} (its class comment, "Bounding the cost"), measured by
 * {@link UniformityInfo#syncDependenceWork()}: a chain of {@code n} divergent branches that all
 * leave to one common exit costs LLVM's propagation O(n²) block visits (each branch walks the
 * rest of the chain), and the shortcuts O(n) (each successor forwards its label straight to its
 * dominance frontier, the exit). The answers are equal either way. Kills the mutants that turn
 * the shortcuts off without changing a result: the {@code faithful} initialisation of
 * {@code SyncDependence.compute} and the tests of {@code skip} (and, in
 * {@code DivergencePropagation}, the removal of the work counter's hand-over).
 */
class SyncDependenceCostTest {
  private static final int N = 64;

  /** Returns the chain kernel: B0 .. B(n-1), each branching on a divergent value to B(k+1) or E. */
  private static Module chain(int n) {
    StringBuilder ir = new StringBuilder("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %B0
        """);
    StringBuilder phi = new StringBuilder();
    for (int k = 0; k < n; k++) {
      String next = k + 1 < n ? "B" + (k + 1) : "L";
      ir.append("B").append(k).append(":\n")
          .append("  %d").append(k).append(" = icmp eq i32 %tid, ").append(k).append("\n")
          .append("  br i1 %d").append(k).append(", label %E, label %").append(next).append("\n");
      phi.append(k == 0 ? "" : ", ").append("[ ").append(k).append(", %B").append(k).append(" ]");
    }
    ir.append("L:\n  br label %E\n")
        .append("E:\n  %p = phi i32 ").append(phi).append(", [ -1, %L ]\n  ret void\n}\n");
    return TwinCheck.parse(ir.toString());
  }

  @Test
  void chainOfDivergentBranchesCostsLinearWorkWithShortcuts() {
    Module m = chain(N);
    Function f = m.definitions().get(0);
    UniformityInfo fast = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(),
        UniformityOptions.defaults());
    UniformityInfo llvm = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(),
        UniformityOptions.defaults().withShortcuts(false));
    assertEquals(TwinAnswer.of(llvm, f), TwinAnswer.of(fast, f), "the shortcuts change no answer");
    assertTrue(fast.isDivergent(TwinCheck.inst(f, "p").id()), "%p joins divergent branches");
    long linear = fast.syncDependenceWork();
    long quadratic = llvm.syncDependenceWork();
    // LLVM's walk visits about n²/2 blocks; the shortcuts a few per branch.
    assertTrue(quadratic >= (long) N * N / 2, "LLVM's propagation is quadratic: " + quadratic);
    assertTrue(linear > 0 && linear <= 8L * N, "shortcut work " + linear + " for " + N + " branches");
  }
}
