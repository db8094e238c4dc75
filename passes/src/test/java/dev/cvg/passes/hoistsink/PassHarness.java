package dev.cvg.passes.hoistsink;

import dev.cvg.ir.Module;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.testing.PipelineRun;
import dev.cvg.passes.testing.UnverifiedRounds;
import dev.cvg.passes.testing.Verifiers;
import java.util.List;
import java.util.Map;

/**
 * Runs a code-motion pass through the pass manager ({@link PipelineRun}) and reads it from one
 * function: every guard decision, every performed motion, the result with the other functions
 * as they were, and the checker's verdict over the provenance composed across the rounds.
 */
final class PassHarness {
  private PassHarness() {}

  /** One guard decision: the site, the decision, and whether the pass went on (guards off). */
  record Decision(String site, GuardDecision decision, boolean proceeded) {}

  /**
   * The result of a run on {@code @fn}.
   *
   * @param before the input module
   * @param fn the function's name
   * @param after the input module with {@code @fn} as the pass left it
   * @param correspondence {@code @fn}'s output against its input, composed over the rounds
   * @param decisions every guard decision about {@code @fn}
   * @param performed "site: what" of every motion
   */
  record Result(Module before, String fn, Module after, Correspondence correspondence, List<Decision> decisions,
      List<String> performed) {

    /** Returns the refusals. */
    List<Decision> refusals() {
      return decisions.stream().filter(d -> !d.decision().allowed()).toList();
    }

    /** Returns whether the run changed the function (printed text aside: any motion). */
    boolean changed() {
      return !performed.isEmpty();
    }

    /** Returns the IR and convergence verifier messages for the result (empty when valid). */
    List<String> verifierMessages() {
      return Verifiers.problems(after);
    }

    /** Returns the legality checker's verdict on the result against the input. */
    Verdict legality(LegalityOptions options) {
      return Legality.check(before, fn, after, fn, correspondence, options);
    }
  }

  /**
   * Runs {@code pass} on {@code @fn} of {@code module} with {@code params} through the pass
   * manager; guards on or off.
   *
   * @throws AssertionError if a round on {@code @fn} was rolled back
   */
  static Result run(FunctionPass pass, Module module, String fn, Map<String, String> params, boolean guards) {
    PipelineRun run = PipelineRun.of(module, pass, params, guards);
    if (!run.rollbacks(fn).isEmpty()) {
      throw new AssertionError(pass.name() + " was rolled back on @" + fn + ": " + run.rollbacks(fn));
    }
    return new Result(module, fn, module.withFunction(run.after(fn)), run.correspondence(fn), decisions(run.guards(fn)),
        run.performed(fn));
  }

  /**
   * Runs {@code pass} as {@link #run} does but without the manager's verifiers, for an unguarded
   * motion that breaks the static rules (which the manager would roll back).
   */
  static Result runUnverified(FunctionPass pass, Module module, String fn, Map<String, String> params, boolean guards) {
    UnverifiedRounds r = UnverifiedRounds.run(pass, module, fn, params, guards);
    return new Result(module, fn, r.output(), r.chain().correspondence(), decisions(r.guards()), r.performed());
  }

  private static List<Decision> decisions(List<GuardRecord> guards) {
    return guards.stream().map(g -> new Decision(g.site(), g.decision(), g.decision().allowed() || g.overridden()))
        .toList();
  }
}
