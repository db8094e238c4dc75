package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Named kernels for the branches inside a large assumed-divergent cycle, which
 * {@link DivergencePropagation} handles collapsed ({@link UniformityOptions#collapseAssumedFrom()},
 * here 2 blocks): the cycle {@code a = {P, Q, ...}} is entered from the entry's divergent branch
 * at P and at Q (spec "Diverged Paths reaching a Cycle"), so it is assumed divergent; Q's branch
 * reads the phi {@code %q}, which becomes divergent only when {@code a} is assumed (all its
 * definitions are), so Q's branch is analysed collapsed. A collapsed cycle's answer contains the
 * exact one (the reference twin's) and treats every exit of {@code a} as divergent. The generated
 * kernels of {@code UniformityPropertyTest.collapsingOnlyAddsDivergence} meet these shapes only
 * in a few of their seeds. Each test names the PIT mutants it kills.
 */
class CollapsedBranchExamplesTest {
  private static final UniformityOptions COLLAPSE = UniformityOptions.defaults().withCollapseFrom(2);

  private static Module kernel(String inside) {
    return TwinCheck.parse("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = icmp eq i32 %n, 3
          %d0 = icmp slt i32 %tid, 10
          br i1 %d0, label %P, label %Q
        P:
          br label %Q
        Q:
          %q = phi i32 [ 0, %entry ], [ 1, %P ]
          %d1 = icmp eq i32 %q, 0
        """ + inside + "}\n");
  }

  /**
   * Q's divergent branch reconverges at S inside {@code a}, and S leaves {@code a} by the uniform
   * {@code %u}: threads leave together, so exactly no cycle has a divergent exit (the twin and
   * the uncollapsed analysis); collapsed, every exit of {@code a} counts as divergent, so
   * {@code a} (cycle 0) is listed. Kills, in {@code DivergencePropagation}: the negated
   * {@code exitedCycleByContainment} test of the constructor (no collapsing with the defaults),
   * {@code collapsed >= 0} to {@code > 0} in {@code analyzeControlDivergence} (cycle 0 never
   * collapsed), and the negated {@code assumedDivergent.isEmpty()} of
   * {@code largeAssumedAncestor}.
   */
  @Test
  void collapsedCycleCountsEveryExitAsDivergent() {
    Module m = kernel("""
          br i1 %d1, label %R1, label %R2
        R1:
          br label %S
        R2:
          br label %S
        S:
          %s = phi i32 [ 1, %R1 ], [ 2, %R2 ]
          br i1 %u, label %P, label %X
        X:
          ret void
        """);
    TwinCheck.check(m, "k", UniformityOptions.defaults(), List.of("q", "d1", "s"), List.of("u"));
    Function f = m.definitions().get(0);
    UniformityInfo exact = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(),
        UniformityOptions.defaults());
    UniformityInfo collapsed = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), COLLAPSE);
    assertEquals(List.of(), headers(exact.cyclesWithDivergentExit(), f), "exact: no divergent exit");
    assertEquals(List.of("Q"), headers(collapsed.cyclesAssumedDivergent(), f), "the header is Q (LLVM's DFS)");
    assertEquals(List.of("Q"), headers(collapsed.cyclesWithDivergentExit(), f),
        "collapsed: every exit of the assumed cycle is divergent");
    assertTrue(TwinAnswer.of(collapsed, f).covers(TwinAnswer.of(exact, f)));
  }

  /**
   * Q's divergent branch leaves {@code a} at X1 directly and at X2 after S: the two exits meet at
   * J, a join of Q's branch outside every cycle, so {@code %p} is divergent (the twin says so;
   * spec "Join node"). Collapsed, J is one of the joins of {@code a} ({@link CollapsedCycle}) and
   * its phis are marked there. Kills the removal of {@code taintPhis} in
   * {@code DivergencePropagation.applyCollapsed} and the negated {@code c < 0} of its
   * {@code internal} (which would ask the criteria about cycle -1).
   */
  @Test
  void joinOfTwoExitsOfACollapsedCycleHasDivergentPhis() {
    Module m = kernel("""
          br i1 %d1, label %X1, label %S
        S:
          br i1 %u, label %P, label %X2
        X1:
          br label %J
        X2:
          br label %J
        J:
          %p = phi i32 [ 1, %X1 ], [ 2, %X2 ]
          ret void
        """);
    TwinCheck.check(m, "k", UniformityOptions.defaults(), List.of("q", "d1", "p"), List.of("u"));
    Function f = m.definitions().get(0);
    UniformityInfo collapsed = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), COLLAPSE);
    NaiveUniformity twin = NaiveUniformity.of(m, f, GpuTarget.amdgpu(), UniformityOptions.defaults());
    assertTrue(collapsed.isDivergent(TwinCheck.inst(f, "p").id()), "%p at the join of two exits");
    assertTrue(TwinAnswer.of(collapsed, f).covers(TwinAnswer.of(twin, f)),
        "collapsing only adds divergence");
  }

  private static List<String> headers(List<Cycle> cycles, Function f) {
    return cycles.stream().map(c -> f.blocks().get(c.header()).name()).toList();
  }
}
