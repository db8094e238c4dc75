package dev.cvg.analysis.uniformity;

import dev.cvg.ir.Module;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The equal-values phi rule ({@link UniformityOptions#equalIncomingPhis()}) on named kernels
 * where the diverged paths of spec "Diverged path" matter: an edge into the join reached only
 * through the header of a cycle around both the branch and the join arrives in a later iteration
 * and does not count; one reached around a cycle that does not contain the join does. The
 * verdicts are the spec's; the reference twin must give them and the fast analysis the twin's
 * answer. LLVM 22 (no equal-values rule) marks every phi of a join with two different values.
 */
class DivergedPathExamplesTest {
  private static final UniformityOptions SPEC = UniformityOptions.defaults();
  private static final UniformityOptions LLVM22 = UniformityOptions.llvm22();

  private static Module kernel(String body) {
    return TwinCheck.parse("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %H
        """ + body + "}\n");
  }

  /**
   * B's divergent branch reaches the join J through T and F (and, with {@code chain > 0}, a
   * chain of blocks C0, C1, ... after F) with the value 1; J's third edge, from {@code late} (the
   * loop header H itself, or a block P behind it), is reached from the branch only around the
   * loop (F -> H): J's instance there is of a later iteration, so {@code %p} is uniform, unless
   * the diverged-path region (T, F and the chain) has more than {@link NaivePhiRule#DIVERGED_PATH_BUDGET}
   * blocks, where every edge counts (docs/uniformity.md; the header's own edge never does).
   */
  private static Module laterIteration(boolean throughP, int chain) {
    String late = throughP ? "P" : "H";
    StringBuilder blocks = new StringBuilder();
    for (int k = 0; k < chain; k++) {
      blocks.append("C").append(k).append(":\n  br label %").append(k + 1 < chain ? "C" + (k + 1) : "J").append("\n");
    }
    String last = chain == 0 ? "F" : "C" + (chain - 1);
    return kernel("""
        H:
          %u = icmp slt i32 %n, 5
          br i1 %u, label %B, label %SKIP
        PBLOCK
        B:
          %d = icmp slt i32 %n, %tid
          br i1 %d, label %T, label %F
        T:
          br label %J
        F:
          %again = icmp eq i32 %n, 7
          br i1 %again, label %H, label %FIRST
        CHAIN
        J:
          %p = phi i32 [ 1, %T ], [ 1, %LAST ], [ 2, %LATE ]
          %more = icmp sgt i32 %n, 3
          br i1 %more, label %H, label %exit
        exit:
          ret void
        """.replace("LATE", late).replace("SKIP", throughP ? "P" : "J").replace("LAST", last)
        .replace("FIRST", chain == 0 ? "J" : "C0").replace("CHAIN\n", blocks.toString())
        .replace("PBLOCK\n", throughP ? "P:\n  br label %J\n" : ""));
  }

  /** The edge from the header of the loop around branch and join is of a later iteration. */
  @Test
  void edgeFromTheHeaderOfTheEnclosingLoopIsALaterIteration() {
    Module m = laterIteration(false, 0);
    TwinCheck.check(m, "k", SPEC, List.of(), List.of("p", "more"));
    TwinCheck.check(m, "k", LLVM22, List.of("p"), List.of("more"));
  }

  /** So is the edge from a block P reached only through that header. */
  @Test
  void edgeFromABlockBehindTheHeaderIsALaterIteration() {
    Module m = laterIteration(true, 0);
    TwinCheck.check(m, "k", SPEC, List.of(), List.of("p", "more"));
    TwinCheck.check(m, "k", LLVM22, List.of("p"), List.of("more"));
  }

  /**
   * With 30 blocks after F the region has 32 blocks, within the budget: P's edge is still of a
   * later iteration. With 31 it has 33: every edge but the header's counts, so P's value 2 meets
   * the diverged edges' 1 and {@code %p} is divergent.
   */
  @Test
  void regionPastTheBudgetCountsEveryEdge() {
    int within = NaivePhiRule.DIVERGED_PATH_BUDGET - 2;
    TwinCheck.check(laterIteration(true, within), "k", SPEC, List.of(), List.of("p"));
    TwinCheck.check(laterIteration(true, within + 1), "k", SPEC, List.of("p"), List.of("more"));
    TwinCheck.check(laterIteration(false, within + 1), "k", SPEC, List.of(), List.of("p"));
  }

  /**
   * The loop H = {H, B} holds the branch but not the join J (past the exits X1, X2): threads that
   * go around H and leave later through X2 converge at J with those that left through X1, so the
   * edge from X2 counts and {@code %p} is divergent, in both modes.
   */
  @Test
  void edgeReachedAroundALoopWithoutTheJoinCounts() {
    Module m = kernel("""
        H:
          %u = icmp slt i32 %n, 5
          br i1 %u, label %B, label %X2
        B:
          %d = icmp slt i32 %n, %tid
          br i1 %d, label %X1, label %H
        X1:
          br label %J
        X2:
          br label %J
        J:
          %p = phi i32 [ 1, %X1 ], [ 2, %X2 ]
          ret void
        """);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "k", o, List.of("p"), List.of("u"));
    }
  }
}
