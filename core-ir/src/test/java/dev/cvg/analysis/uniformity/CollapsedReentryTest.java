package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.target.GpuTarget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A branch inside a collapsed cycle whose threads leave it and come back through an enclosing
 * irreducible cycle ({@link DivergentCycles#reentered}). Found by
 * {@code UniformityPropertyTest.collapsingOnlyAddsDivergence} (seed 213) and reduced: bb3's
 * divergent switch enters the inner cycle {bb11, bb10} at both entries, so it is assumed
 * divergent; its branch at bb11 leaves through bb4, and the threads re-enter it around the
 * outer cycle {bb2, bb3, bb4, bb11, bb10}, whose header bb2 does not dominate the re-entry, so
 * the outer cycle fails the diverged-entry criterion too (opt-22 agrees). Collapsing the inner
 * cycle used to miss that: its joins are all outside the cycle.
 */
class CollapsedReentryTest {
  private static final String IR = """
      target triple = "amdgcn--"
      define amdgpu_kernel void @kernel() {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        switch i32 0, label %bb3 [ i32 2, label %bb2 ]
      bb2:
        br label %bb3
      bb3:
        %p3 = phi i32 [ %tid, %entry ], [ 0, %bb2 ]
        switch i32 %p3, label %bb10 [ i32 2, label %bb11 ]
      bb4:
        br label %bb2
      bb10:
        br label %bb11
      bb11:
        %c13 = icmp slt i32 0, 6
        br i1 %c13, label %bb10, label %bb4
      }
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  @Test
  void cycleAroundACollapsedCycleIsAssumedDivergent() throws Exception {
    Module m = IrParser.parse(IR, "reentry.ll");
    Function f = m.definitions().get(0);
    UniformityOptions collapse = UniformityOptions.defaults().withCollapseFrom(2);
    UniformityOptions llvmWalk = new UniformityOptions(true, true, true, true, 2, true, true, true, false);
    for (UniformityOptions o : List.of(UniformityOptions.defaults(), collapse, llvmWalk)) {
      UniformityInfo u = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), o);
      assertEquals(List.of("bb2 at depth 1"), u.cyclesAssumedDivergent().stream().filter(c -> c.depth() == 1)
          .map(c -> f.blocks().get(c.header()).name() + " at depth 1").toList(),
          "the outer cycle is assumed divergent with " + o);
    }
  }
}
