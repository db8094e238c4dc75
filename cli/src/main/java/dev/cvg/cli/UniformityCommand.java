package dev.cvg.cli;

import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import java.util.Arrays;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg uniformity FILE}: the uniformity analysis of every defined function in the text of
 * {@code opt -passes='print<uniformity>'} (cycle blocks in upstream LLVM's order, as LLVM's own
 * tests expect). {@code --llvm22} reproduces LLVM 22 exactly (its target rules, its cycle block
 * order, none of cvg's refinements); {@code --time} adds the analysis time on standard error.
 */
@Command(name = "uniformity", description = "Print the uniformity analysis of each function (print<uniformity>).")
final class UniformityCommand extends Subcommand {
  /** Timed runs whose median {@code --time} reports. */
  static final int TIMED_RUNS = 5;

  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Mixin
  OrderOption dfs;

  @Option(names = "--llvm22", description = "Reproduce LLVM 22's results exactly (no post-22 rules, no refinements).")
  boolean llvm22;

  @Option(names = "--time", description = "Report the analysis time (dominators, cycles, uniformity; parsing "
      + "excluded) after a warm-up, as the median of " + TIMED_RUNS + " runs: 'analysis-time-ms: N' on stderr.")
  boolean time;

  @Override
  protected int execute() throws CliException {
    Module m = ModuleInput.parseAsOpt(input.read(stdin()), target.triple());
    SuccessorOrder order = dfs.order();
    TargetModel model = target.model(m, llvm22 ? TargetRules.LLVM_22 : TargetRules.UPSTREAM);
    UniformityOptions options = llvm22 ? UniformityOptions.llvm22() : UniformityOptions.defaults();
    ModuleInput.requireValid(m, model);
    for (Function f : m.definitions()) {
      out().print(UniformityPrinter.print(m, f, UniformityInfo.of(m, f, model, order, options),
          llvm22 ? CyclePrinter.BlockOrder.LLVM_22 : CyclePrinter.BlockOrder.UPSTREAM));
    }
    if (time) {
      err().printf("analysis-time-ms: %.3f%n", medianMillis(m, model, order, options));
    }
    return ExitCodes.OK;
  }

  /**
   * Returns the steady-state time of analysing every function: at least one second (and five
   * runs) of warm-up in this JVM, then the median of five runs, each on fresh snapshots so that
   * the dense view is rebuilt too.
   */
  static double medianMillis(Module m, TargetModel model, SuccessorOrder order, UniformityOptions options) {
    long warmUntil = System.nanoTime() + 1_000_000_000L;
    for (int warm = 0; warm < TIMED_RUNS || System.nanoTime() < warmUntil; warm++) {
      analyseAll(m, model, order, options);
    }
    double[] runs = new double[TIMED_RUNS];
    for (int i = 0; i < runs.length; i++) {
      runs[i] = analyseAll(m, model, order, options);
    }
    Arrays.sort(runs);
    return runs[TIMED_RUNS / 2];
  }

  private static double analyseAll(Module m, TargetModel model, SuccessorOrder order, UniformityOptions options) {
    Function[] cold = m.definitions().stream().map(Function::unindexedCopy).toArray(Function[]::new);
    long t0 = System.nanoTime();
    for (Function f : cold) {
      UniformityInfo.of(m, f, model, order, options);
    }
    return (System.nanoTime() - t0) / 1e6;
  }
}
