package dev.cvg.convergence;

import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.verify.FunctionReport;
import dev.cvg.target.TargetModel;

/**
 * What the convergence rule families read while verifying one function.
 *
 * @param function the function with a body
 * @param index {@code function.index()}
 * @param calls the call classifier
 * @param report the findings so far
 */
record ConvergenceContext(Function function, FunctionIndex index, Calls calls, FunctionReport report) {

  /** Returns a context with a fresh report. */
  static ConvergenceContext of(Module module, Function function, TargetModel target) {
    return new ConvergenceContext(function, function.index(), new Calls(module, target),
        new FunctionReport(function));
  }

  /** Returns the instruction {@code id} of this function. */
  Inst inst(InstId id) {
    return index.inst(id).orElseThrow();
  }

  /** Returns {@code id} printed as LLVM prints it in a verifier message. */
  String print(InstId id) {
    return report.print(inst(id));
  }
}
