package dev.cvg.cli;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.analysis.uniformity.TemporalDivergence;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.ir.Inst;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.cli.run.RunCommand;
import dev.cvg.cli.run.RunOptions;
import dev.cvg.cli.run.RunReport;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import java.io.PrintWriter;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;

/**
 * {@code cvg demo}: runs the main analyses on the bundled spec examples and prints what each
 * finds: the verifier's verdict, the cycle hierarchy (also under another DFS order when the
 * CFG is irreducible), the divergent values (and where LLVM 22 is less precise), and an oracle
 * run on eight threads with its trace table; then checks the bundled transforms (spec examples of
 * legal and illegal transforms) with the legality checker and prints each verdict with its
 * counterexample. Exits with 1 if an example fails to verify or a transform's verdict is not the
 * spec's, and with 3 if an example's run hits the oracle's step bound (every bundled example is
 * meant to terminate).
 */
@Command(name = "demo", description = "Run cvg on the bundled examples from the specification.")
final class DemoCommand extends Subcommand {
  /** The demo's legality budget: 1, 2, 3 and 8 threads, two argument sets. */
  private static final LegalityOptions DEMO_LEGALITY = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 8)).withArgumentSets(2));

  @Override
  protected int execute() throws CliException {
    PrintWriter out = out();
    int failures = 0;
    int unknownRuns = 0;
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
      uniformity(out, ex, m);
      if (!run(out, ex, m)) {
        unknownRuns++;
      }
    }
    failures += checks(out);
    failures += DemoPasses.run(out, DEMO_LEGALITY);
    if (failures > 0) {
      return ExitCodes.INVALID;
    }
    return unknownRuns == 0 ? ExitCodes.OK : ExitCodes.UNKNOWN;
  }

  /** Prints the divergent values of each function, and where cvg and LLVM 22 disagree. */
  private static void uniformity(PrintWriter out, BundledExamples.Example ex, Module m) {
    out.println("$ cvg uniformity " + ex.name() + "    (summary; --llvm22 reproduces LLVM 22)");
    TargetModel ours = Targets.forModule(m, Optional.empty(), "", TargetRules.UPSTREAM);
    TargetModel theirs = Targets.forModule(m, Optional.empty(), "", TargetRules.LLVM_22);
    for (Function f : m.definitions()) {
      UniformityInfo u = UniformityInfo.of(m, f, ours);
      UniformityInfo llvm = UniformityInfo.of(m, f, theirs, SuccessorOrder.llvm(), UniformityOptions.llvm22());
      out.println("@" + f.name() + ": divergent " + names(f, v -> u.isDivergent(v)));
      for (TemporalDivergence t : u.temporalDivergence()) {
        out.println("  temporal divergence: %" + name(f, t.value()) + " used outside its cycle by "
            + IrPrinter.printInst(f, f.index().inst(t.user()).orElseThrow()).trim());
      }
      List<String> onlyLlvm = new ArrayList<>();
      for (TemporalDivergence t : llvm.temporalDivergence()) {
        if (!u.isDivergentUse(t.user(), t.value()) && !u.isDivergent(t.value())) {
          onlyLlvm.add("%" + name(f, t.value()) + " at " + IrPrinter.printInst(f, f.index().inst(t.user()).orElseThrow()).trim());
        }
      }
      String moreLlvm = names(f, v -> llvm.isDivergent(v) && !u.isDivergent(v));
      if (!moreLlvm.equals("(none)") || !onlyLlvm.isEmpty()) {
        out.println("  LLVM 22 is less precise: it also calls divergent " + moreLlvm
            + (onlyLlvm.isEmpty() ? "" : "; temporal divergence " + String.join(", ", onlyLlvm)));
      }
    }
    out.println();
  }

  /**
   * Checks each bundled transform with {@code cvg check} (a small budget: 1, 2, 3 and 8 threads,
   * two argument sets) and prints the verdict; returns how many verdicts differ from the ones
   * the spec gives.
   */
  private static int checks(PrintWriter out) throws CliException {
    int wrong = 0;
    LegalityOptions options = DEMO_LEGALITY;
    for (BundledExamples.Transform t : BundledExamples.transforms()) {
      out.println("=".repeat(78));
      out.println("transforms/" + t.name() + ": " + t.title() + " (the spec: " + t.expected() + ")");
      out.println("=".repeat(78));
      out.println("$ cvg check transforms/" + t.name() + "    (@tgt against @src)");
      Verdict v = Legality.check(ModuleInput.parse(t.source()), options);
      out.print(VerdictPrinter.print(v));
      out.println();
      if (!v.word().equals(t.expected())) {
        wrong++;
        out.println("error: the spec's verdict is " + t.expected());
      }
    }
    return wrong;
  }

  /** The options of the demo's run step: eight threads, seeded arguments, LLVM's hierarchy. */
  static RunOptions runOptions() {
    return RunOptions.defaults().withThreads(8);
  }

  /**
   * Runs the example's first kernel (or function) with {@link #runOptions()}, prints the oracle's
   * report and returns whether the run finished within the step bound.
   */
  private static boolean run(PrintWriter out, BundledExamples.Example ex, Module m) {
    out.println("$ cvg run --threads 8 " + ex.name());
    RunReport report = RunCommand.execute(m, runOptions());
    out.print(report.toText());
    out.println();
    return report.ok();
  }

  private static String names(Function f, java.util.function.Predicate<ValueId> test) {
    List<String> out = new ArrayList<>();
    for (var p : f.params()) {
      if (test.test(p.id())) {
        out.add("%" + name(f, p.id()));
      }
    }
    for (var b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (i.hasResult() && test.test(i.id().value())) {
          out.add("%" + name(f, i.id().value()));
        }
      }
    }
    return out.isEmpty() ? "(none)" : String.join(" ", out);
  }

  private static String name(Function f, ValueId v) {
    return f.nameOf(v).orElse(Integer.toString(v.index()));
  }
}
