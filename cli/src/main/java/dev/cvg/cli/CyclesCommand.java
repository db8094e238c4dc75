package dev.cvg.cli;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/**
 * {@code cvg cycles FILE}: the cycle hierarchy of every defined function, in the text of
 * {@code opt -passes='print<cycles>'}; the input is verified first, as {@code opt} does.
 */
@Command(name = "cycles", description = "Print the cycle hierarchy of each function (print<cycles>).")
final class CyclesCommand extends Subcommand {
  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Mixin
  OrderOption dfs;

  @Override
  protected int execute() throws CliException {
    Module m = ModuleInput.parseAsOpt(input.read(stdin()), target.triple());
    SuccessorOrder order = dfs.order();
    ModuleInput.requireValid(m, target.model(m));
    for (Function f : m.definitions()) {
      out().print(CyclePrinter.print(f.name(), CycleHierarchy.of(f.index().cfg(), order)));
    }
    return ExitCodes.OK;
  }
}
