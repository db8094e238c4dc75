package dev.cvg.cli;

import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.analysis.uniformity.UniformityTiming;
import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg uniformity FILE}: the uniformity analysis of every defined function in the text of
 * {@code opt -passes='print<uniformity>'} (cycle blocks in upstream LLVM's order, as LLVM's own
 * tests expect). {@code --llvm22} reproduces LLVM 22 exactly (its target rules, its cycle block
 * order, none of cvg's refinements); {@code --time} adds the analysis time on standard error;
 * {@code --verify} checks each result ({@code UniformityInfo.verify()}): findings on standard
 * error, exit code 1 if there is any.
 */
@Command(name = "uniformity", description = "Print the uniformity analysis of each function (print<uniformity>).")
final class UniformityCommand extends Subcommand {
  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Mixin
  OrderOption dfs;

  @Option(names = "--llvm22", description = "Reproduce LLVM 22's results exactly (none of cvg's "
      + "post-22 rules, refinements or soundness fixes).")
  boolean llvm22;

  @Option(names = "--time", description = "Report the analysis time (dominators, cycles, uniformity; parsing "
      + "excluded) after a warm-up, as the median of " + UniformityTiming.TIMED_RUNS + " runs: 'analysis-time-ms: N' on stderr.")
  boolean time;

  @Option(names = "--verify", description = "Also check each result's invariants (closure of the "
      + "fixed point, cycle lists, temporal divergence); findings on stderr, exit code 1 if any.")
  boolean verify;

  @Override
  protected int execute() throws CliException {
    Module m = ModuleInput.parseAsOpt(input.read(stdin()), target.triple());
    SuccessorOrder order = dfs.order();
    TargetModel model = target.model(m, llvm22 ? TargetRules.LLVM_22 : TargetRules.UPSTREAM);
    UniformityOptions options = llvm22 ? UniformityOptions.llvm22() : UniformityOptions.defaults();
    ModuleInput.requireValid(m, model);
    List<Diagnostic> found = new ArrayList<>();
    for (Function f : m.definitions()) {
      UniformityInfo info = UniformityInfo.of(m, f, model, order, options);
      out().print(UniformityPrinter.print(m, f, info,
          llvm22 ? CyclePrinter.BlockOrder.LLVM_22 : CyclePrinter.BlockOrder.UPSTREAM));
      if (verify) {
        found.addAll(info.verify());
      }
    }
    if (time) {
      err().printf("analysis-time-ms: %.3f%n",
          UniformityTiming.medianMillis(m, model, order, options, 1_000_000_000L));
    }
    return report(found);
  }
}
