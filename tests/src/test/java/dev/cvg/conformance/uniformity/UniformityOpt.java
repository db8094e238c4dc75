package dev.cvg.conformance.uniformity;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;

/**
 * What {@code opt [-mtriple T] [-mcpu C] -passes='print<uniformity>' [-S|-disable-output]}
 * writes into a {@code RUN} line's pipe, produced with cvg: the analysis text of every defined
 * function (opt writes it to stderr, so it reaches FileCheck only with {@code 2>&1}), followed by
 * the printed module when opt emits it.
 *
 * <p>Target choice as opt's: {@code -mtriple} wins over the module's {@code target triple}; with
 * neither, opt has no GPU target and reports every value uniform, so a model without branch
 * divergence is used.
 */
final class UniformityOpt {
  private UniformityOpt() {}

  /** Returns the target model {@code run} selects for {@code m}, following {@code rules}. */
  static TargetModel target(Module m, OptRunLine run, TargetRules rules) {
    String triple = run.triple().or(m::triple).orElse(null);
    if (triple == null) {
      return GpuTarget.cpu("none");
    }
    return Targets.forTriple(triple, run.cpu(), rules);
  }

  /** Returns the text FileCheck reads for {@code run} on module {@code m}, with cvg's defaults. */
  static String output(Module m, OptRunLine run) {
    return output(m, run, TargetRules.UPSTREAM, UniformityOptions.defaults());
  }

  /** Returns the text FileCheck reads for {@code run} on {@code m} with the given rules and options. */
  static String output(Module m, OptRunLine run, TargetRules rules, UniformityOptions options) {
    TargetModel t = target(m, run, rules);
    StringBuilder sb = new StringBuilder();
    if (run.stderrToFileCheck()) {
      for (Function f : m.definitions()) {
        sb.append(UniformityPrinter.print(m, f, UniformityInfo.of(m, f, t, SuccessorOrder.llvm(), options)));
      }
    }
    if (run.printsModule()) {
      sb.append(IrPrinter.print(m));
    }
    return sb.toString();
  }
}
