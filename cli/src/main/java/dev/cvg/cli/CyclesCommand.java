package dev.cvg.cli;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg cycles FILE}: the cycle hierarchy of every defined function, in the text of
 * {@code opt -passes='print<cycles>'}; the input is verified first, as {@code opt} does.
 * {@code --verify} also checks each hierarchy ({@code CycleHierarchy.verify()}, like
 * {@code opt -verify-cycle-info}): findings on standard error with the block's position, exit
 * code 1 if there is any.
 */
@Command(name = "cycles", description = "Print the cycle hierarchy of each function (print<cycles>).")
final class CyclesCommand extends Subcommand {
  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Mixin
  OrderOption dfs;

  @Option(names = "--verify", description = "Also check each cycle hierarchy against its CFG; "
      + "findings on stderr, exit code 1 if any.")
  boolean verify;

  @Override
  protected int execute() throws CliException {
    Module m = ModuleInput.parseAsOpt(input.read(stdin()), target.triple());
    SuccessorOrder order = dfs.order();
    ModuleInput.requireValid(m, target.model(m));
    List<Diagnostic> found = new ArrayList<>();
    for (Function f : m.definitions()) {
      CycleHierarchy h = CycleHierarchy.of(f.index().cfg(), order);
      out().print(CyclePrinter.print(f.name(), h));
      if (verify) {
        h.verify().forEach(d -> found.add(inFunction(f, d)));
      }
    }
    return report(found);
  }

  /** Returns a diagnostic about a CFG node as one about that block of {@code f}, with its position. */
  private static Diagnostic inFunction(Function f, Diagnostic d) {
    if (!(d.where() instanceof Entity.NodeEntity node)) {
      return d;
    }
    BlockId id = f.index().block(node.node()).id();
    return new Diagnostic(d.severity(), new Entity.BlockEntity(f.name(), id), f.sourceMap().of(id),
        d.message(), d.context());
  }
}
