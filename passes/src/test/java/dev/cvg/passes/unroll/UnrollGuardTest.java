package dev.cvg.passes.unroll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The guard on a loop whose heart is not in its header (ConvergentOperations.rst: "it can also
 * appear in non-header blocks of a loop. In that case, the loop can generally not be unrolled"):
 * such IR breaks the static rules, so the pass manager rejects it as input; the guard is asked
 * directly and refuses every kind of unrolling, naming the heart and its block.
 */
class UnrollGuardTest {
  private static final String TEXT = """
      define spir_kernel void @k(ptr %out) #0 {
      start:
        %outer = call token @llvm.experimental.convergence.anchor()
        br label %head

      head:
        %i = phi i32 [ 0, %start ], [ %i1, %body ]
        br label %body

      body:
        %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
        %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
        %i1 = add i32 %i, 1
        %c = icmp slt i32 %i1, 8
        br i1 %c, label %head, label %exit

      exit:
        ret void
      }

      declare token @llvm.experimental.convergence.anchor() #1
      declare token @llvm.experimental.convergence.loop() #1
      declare i32 @subgroupAdd(i32) #2

      attributes #0 = { convergent }
      attributes #1 = { convergent nounwind willreturn memory(none) }
      attributes #2 = { convergent nounwind }
      """;

  @Test
  void heartOutsideTheHeaderIsRefusedForEveryPlan() throws Exception {
    Module m = IrParser.parse(TEXT, "heart-in-body.ll");
    Function f = m.function("k").orElseThrow();
    TargetModel t = Targets.forModule(m, Optional.empty());
    CycleHierarchy cycles = CycleHierarchy.of(f.index().cfg());
    var found = NaturalLoop.recognize(f, cycles.topLevel().getFirst(),
        DominatorTree.of(f.index().cfg()));
    NaturalLoop loop = ((NaturalLoop.Found) found).loop();
    ExitCondition cond = ((ExitCondition.Result.Found) ExitCondition.recognize(f, loop)).condition();
    UnrollGuard guard = new UnrollGuard(f, ConvergenceControl.of(m, f, t), UniformityInfo.of(m, f, t));
    for (UnrollPlan plan : new UnrollPlan[] {new UnrollPlan.Full(8), new UnrollPlan.Multiple(2, 1),
        new UnrollPlan.Remainder(2), new UnrollPlan.KeepExits(2)}) {
      GuardDecision d = guard.decide(loop, cond, plan);
      assertFalse(d.allowed(), plan.toString());
      String reason = ((GuardDecision.Refuse) d).reason();
      assertTrue(reason.contains("the heart %inner is in %body, not in the header %head"), reason);
    }
    assertEquals(java.util.OptionalLong.of(7), TripCount.constantExit(cond, 100));
  }
}
