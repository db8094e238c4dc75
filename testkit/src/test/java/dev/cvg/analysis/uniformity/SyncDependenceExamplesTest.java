package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Named kernels for the parts of {@link SyncDependence} the generated kernels of the property
 * tests reach too rarely at a mutation run's share of the seeds (PIT, session 12,
 * docs/testing.md): the exits of an irreducible cycle around the branch, a reducible cycle's
 * header on the way from the branch to a join (LLVM's walk without shortcuts), and the exits of a
 * loop whose header is the branch when a shortcut would skip the exit. The verdicts are the
 * spec's; the reference twin must give them and the fast analysis the twin's whole answer. In
 * the LLVM DFS the header of an irreducible cycle is the entry's last successor. Each test names
 * the PIT mutants it kills.
 */
class SyncDependenceExamplesTest {
  private static final UniformityOptions SPEC = UniformityOptions.defaults();
  private static final UniformityOptions LLVM22 = UniformityOptions.llvm22();

  private static Module kernel(String body) {
    return TwinCheck.parse("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u0 = icmp eq i32 %n, 0
          %u = icmp eq i32 %n, 3
        """ + body + "}\n");
  }

  /**
   * The irreducible cycle {A, B, C} (entries A and B, header B; no nested cycle) holds the
   * divergent branch at A: threads going to B come back to A, those going to C may leave at X by
   * the uniform {@code %u}, so they leave on different iterations and X is a divergent exit (spec
   * "Divergent Cycle Exits"), found only by comparing X's label (C) with the header's (B, a join
   * of A's branch). Kills, in
   * {@code SyncDependence}: the removal of {@code checkIrreducibleExits} and the negated
   * {@code if (faithful)} around it in {@code propagate}, the negated {@code el != hl}, the
   * removal of its {@code addExit}, and {@code c >= 0} to {@code c > 0} of its loop (the cycle
   * is cycle 0).
   */
  @Test
  void exitOfAnIrreducibleCycleReachedOffTheHeadersPathIsDivergent() {
    Module m = kernel("""
          br i1 %u0, label %A, label %B
        A:
          %d = icmp slt i32 %tid, 5
          br i1 %d, label %B, label %C
        B:
          br label %A
        C:
          br i1 %u, label %B, label %X
        X:
          ret void
        """);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "k", o, List.of("d"), List.of("u"));
      assertEquals(List.of("B"), exitCycleHeaders(m, o), o + ": X is a divergent exit");
    }
  }

  /**
   * The irreducible cycle {H, A, B, C} (entries H and A, header H) holds the divergent branch at
   * A, whose paths meet at H; H leaves to X by the uniform {@code %u}: threads leave together,
   * X's label is the header's (H), and the cycle has no divergent exit. Kills, in
   * {@code SyncDependence.checkIrreducibleExits}, the negated epoch tests of the header's and the
   * exit's labels and the negated {@code el != hl} (each makes X divergent).
   */
  @Test
  void exitAfterTheHeaderJoinsTheBranchIsNotDivergent() {
    Module m = kernel("""
          br i1 %u0, label %A, label %H
        H:
          br i1 %u, label %A, label %X
        A:
          %d = icmp slt i32 %tid, 5
          br i1 %d, label %B, label %C
        B:
          br label %H
        C:
          br label %H
        X:
          ret void
        """);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "k", o, List.of("d"), List.of("u"));
      assertEquals(List.of(), exitCycleHeaders(m, o), o + ": X is not a divergent exit");
    }
  }

  /**
   * The divergent branch in the entry reaches the join J through the loop {H} (left at E) and
   * through F, so {@code %p} is divergent. Without shortcuts the walk reaches the loop's header,
   * which hands the label straight to its exits. Kills, in {@code SyncDependence.process}, the
   * removal of {@code visitEdge} to the exits of a reducible cycle that does not hold the branch,
   * and the negated {@code !skip(x, l)} before it.
   */
  @Test
  void joinPastAReducibleLoopIsFoundWithoutShortcuts() {
    Module m = kernel("""
          %d = icmp slt i32 %tid, 5
          br i1 %d, label %H, label %F
        H:
          %i = phi i32 [ 0, %entry ], [ %i1, %H ]
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %n
          br i1 %c, label %H, label %E
        E:
          br label %J
        F:
          br label %J
        J:
          %p = phi i32 [ 1, %E ], [ 2, %F ]
          ret void
        """);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "k", o.withShortcuts(false), List.of("d", "p"), List.of("i", "c"));
      TwinCheck.check(m, "k", o, List.of("d", "p"), List.of("i", "c"));
    }
  }

  /**
   * The loop H (cycle 0) branches divergently at its header to A or Y; A's path may leave at X
   * (uniform {@code %u}) or return, Y's returns: threads leave on different iterations, so X is a
   * divergent exit and the counter {@code %i1}, uniform in the loop, is temporally divergent in X
   * ({@link UniformityOptions#headerBranchExits()}). X lies in the region A dominates, which a
   * shortcut would skip (A's frontier is only H), so a header branch propagates faithfully.
   * Written to kill {@code headedCycle >= 0} to {@code > 0} in the {@code faithful}
   * initialisation of {@code SyncDependence.compute}, but that mutant, applied by hand, passes
   * it (session 12): the exit is still found without the faithful walk; kept as the named
   * header-branch example it is.
   */
  @Test
  void headerBranchExitInsideASkippableRegionIsDivergent() {
    Module m = kernel("""
          br label %H
        H:
          %i = phi i32 [ 0, %entry ], [ %i1, %B ], [ %i1, %Y ]
          %i1 = add i32 %i, 1
          %d = icmp slt i32 %tid, %i1
          br i1 %d, label %A, label %Y
        A:
          br label %B
        B:
          br i1 %u, label %H, label %X
        Y:
          br label %H
        X:
          %x = add i32 %i1, 0
          ret void
        """);
    TwinCheck.check(m, "k", SPEC, List.of("d", "x"), List.of("i", "i1"));
    assertEquals(List.of("H"), exitCycleHeaders(m, SPEC));
  }

  private static List<String> exitCycleHeaders(Module m, UniformityOptions o) {
    Function f = m.definitions().get(0);
    return UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), o)
        .cyclesWithDivergentExit().stream().map(c -> f.blocks().get(c.header()).name()).toList();
  }
}
