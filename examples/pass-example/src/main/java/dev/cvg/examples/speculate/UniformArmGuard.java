package dev.cvg.examples.speculate;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.Call;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;

/**
 * The convergence guard of {@link SpeculateArms}. Above the branch, a speculated instruction
 * runs for every thread that reaches the branch, not only those that take the arm. For a
 * convergent call that changes which threads communicate (ConvergentOperations.rst: a
 * transform must not make a convergent operation control-dependent on fewer values) unless the
 * branch is uniform, so that all threads take the arm or none does, and outside every cycle, so
 * that a thread does not reach it more often than it took the arm.
 */
final class UniformArmGuard {
  private UniformArmGuard() {}

  /** Returns the decision for speculating {@code inst} above {@code branch}. */
  static GuardDecision decide(PassContext ctx, Inst inst, CondBr branch) {
    Function f = ctx.function();
    String name = IrPrinter.operand(f, inst.asValue());
    if (!(inst instanceof Call call) || !ctx.target().isConvergent(ctx.module(), call.site())) {
      return GuardDecision.allow(name + " is not convergent");
    }
    String cond = IrPrinter.operand(f, branch.condition());
    UniformityInfo uniformity = ctx.analysis(Analysis.UNIFORMITY);
    if (branch.condition() instanceof Value.Local c && uniformity.isDivergent(c.id())) {
      return GuardDecision.refuse(name + " is convergent and the branch on " + cond + " is divergent: "
          + "speculated above it, threads that skip the arm would join its communication");
    }
    int from = f.index().blockOf(branch.id());
    if (ctx.analysis(Analysis.CYCLES).innermost(from).isPresent()) {
      return GuardDecision.refuse(name + " is convergent and " + IrPrinter.blockName(f, f.index().block(from).id())
          + " is in a cycle: speculated there, it would also communicate on the iterations that skip the arm");
    }
    return GuardDecision.allow("the branch on " + cond + " is uniform and runs at most once: every thread takes "
        + "the arm or none does");
  }
}
