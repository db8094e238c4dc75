package dev.cvg.cli;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.io.PrintWriter;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;

/**
 * {@code cvg demo}: runs the main analyses on the bundled spec examples and prints what each
 * finds: the verifier's verdict, the cycle hierarchy (also under another DFS order when the
 * CFG is irreducible), and the later stages as they exist.
 */
@Command(name = "demo", description = "Run cvg on the bundled examples from the specification.")
final class DemoCommand extends Subcommand {

  @Override
  protected int execute() throws CliException {
    PrintWriter out = out();
    int failures = 0;
    for (BundledExamples.Example ex : BundledExamples.all()) {
      out.println("=".repeat(78));
      out.println(ex.name() + ": " + ex.title());
      out.println("=".repeat(78));
      Module m = ModuleInput.parse(ex.source());
      TargetModel target = Targets.forModule(m, Optional.empty());
      List<Diagnostic> found = ModuleInput.verify(m, target);
      out.println("$ cvg verify " + ex.name());
      if (found.isEmpty()) {
        out.println("valid: IR and convergence-token rules hold (target " + target.name() + ")");
      } else {
        failures++;
        found.forEach(d -> out.println(d.render()));
        continue;
      }
      out.println();
      out.println("$ cvg cycles " + ex.name());
      for (Function f : m.definitions()) {
        CycleHierarchy h = CycleHierarchy.of(f.index().cfg());
        out.print(CyclePrinter.print(f.name(), h));
        if (h.cycles().stream().anyMatch(c -> !c.isReducible())) {
          out.println("$ cvg cycles --dfs-order=textual " + ex.name()
              + "    (irreducible: the headers depend on the DFS)");
          out.print(CyclePrinter.print(f.name(), CycleHierarchy.of(f.index().cfg(), SuccessorOrder.textual())));
        }
      }
      out.println();
    }
    return failures == 0 ? ExitCodes.OK : ExitCodes.INVALID;
  }
}
