package dev.cvg.passes.jumpthreading;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.ProvenanceCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.Analysis;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs a {@link FunctionPass} round by round over one function the way the pass manager will
 * (which has not landed yet): one editor per round, the IR and convergence verifiers after each,
 * and the guard's decisions and the transforms recorded as {@code --stats} lines.
 */
final class PassHarness {
  private PassHarness() {}

  /**
   * One round: the function before and after it.
   *
   * @param module the module holding {@code before}
   * @param before the round's input
   * @param after the round's output
   */
  record Round(Module module, Function before, Function after) {
    /** Returns the legality verdict of this round (correspondence from the editor's provenance). */
    Verdict verdict(LegalityOptions options) {
      return Legality.check(module, before.name(), module.withFunction(after), after.name(),
          ProvenanceCorrespondence.of(before, after), options);
    }
  }

  /**
   * What the pass did.
   *
   * @param module the final module
   * @param rounds every round that changed the function
   * @param stats one line per guard decision and per transform, in order
   * @param performed how many sites were transformed
   * @param refused how many sites the guard refused (still refused, or overridden without guards)
   */
  record Outcome(Module module, List<Round> rounds, List<String> stats, int performed, int refused) {
    /** Returns the final function. */
    Function function(String name) {
      return module.function(name).orElseThrow();
    }
  }

  /** Runs {@code pass} on {@code fn} of {@code module}; {@code guards} false is {@code --no-guard}. */
  static Outcome run(Module module, String fn, FunctionPass pass, boolean guards, Map<String, String> params) {
    TargetModel target = Targets.forModule(module, Optional.empty());
    List<Round> rounds = new ArrayList<>();
    List<String> stats = new ArrayList<>();
    int[] counts = new int[2];
    Module current = module;
    for (int round = 0; round < pass.maxRounds(); round++) {
      Function f = current.function(fn).orElseThrow();
      Ctx ctx = new Ctx(current, f, target, guards, params, stats, counts);
      FunctionEditor editor = FunctionEditor.of(f);
      boolean again = pass.run(editor, ctx);
      if (!ctx.changed) {
        break;
      }
      Function g = editor.finish();
      Module next = current.withFunction(g);
      List<Diagnostic> broken = new ArrayList<>(IrVerifier.verify(next));
      broken.addAll(ConvergenceVerifier.verify(next, target));
      if (!broken.isEmpty()) {
        throw new AssertionError(pass.name() + " round " + round + " made invalid IR: "
            + broken.getFirst().render() + "\n" + dev.cvg.ir.text.IrPrinter.print(next));
      }
      rounds.add(new Round(current, f, g));
      current = next;
      if (!again) {
        break;
      }
    }
    return new Outcome(current, rounds, stats, counts[0], counts[1]);
  }

  private static final class Ctx implements PassContext {
    private final Module module;
    private final Function function;
    private final TargetModel target;
    private final boolean guards;
    private final Map<String, String> params;
    private final List<String> stats;
    private final int[] counts;
    private final Map<Analysis<?>, Object> cache = new HashMap<>();
    private boolean changed;

    Ctx(Module module, Function function, TargetModel target, boolean guards, Map<String, String> params,
        List<String> stats, int[] counts) {
      this.module = module;
      this.function = function;
      this.target = target;
      this.guards = guards;
      this.params = params;
      this.stats = stats;
      this.counts = counts;
    }

    @Override
    public Module module() {
      return module;
    }

    @Override
    public Function function() {
      return function;
    }

    @Override
    public TargetModel target() {
      return target;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T analysis(Analysis<T> analysis) {
      return (T) cache.computeIfAbsent(analysis, a -> analysis.compute(module, function, target));
    }

    @Override
    public Optional<String> parameter(String key) {
      return Optional.ofNullable(params.get(key));
    }

    @Override
    public boolean guard(String site, GuardDecision decision) {
      switch (decision) {
        case GuardDecision.Allow a -> {
          return true;
        }
        case GuardDecision.Refuse r -> {
          String line = (guards ? "refused " : "overridden (--no-guard) ") + site + ": " + r.reason();
          if (!stats.contains(line)) { // a site refused again in a later round is listed once
            counts[1]++;
            stats.add(line);
          }
          return !guards;
        }
      }
    }

    @Override
    public void performed(String site, String what) {
      counts[0]++;
      changed = true;
      stats.add("performed " + site + ": " + what);
    }
  }
}
