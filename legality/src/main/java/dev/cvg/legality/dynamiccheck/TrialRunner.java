package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.verdict.Property;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.convergedwith.ConvergedWith;
import dev.cvg.oracle.convergedwith.ConvergenceBefore;
import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.AnchorGrouping;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Runs one trial: the transformed program with the trial's anchor grouping, then the original —
 * with the anchor groupings the transformed execution exhibited, repeated until they are stable
 * (at most three times) — and applies the three checks to the pair.
 */
final class TrialRunner {
  private static final int FORCING_ROUNDS = 3;
  private final Context ctx;
  private final LegalityBudget budget;
  private final boolean beforeHasAnchors;
  private final Map<String, CompiledModule[]> compiled = new ConcurrentHashMap<>();

  TrialRunner(Context ctx, LegalityBudget budget) {
    this.ctx = ctx;
    this.budget = budget;
    this.beforeHasAnchors = AnchorForcing.hasAnchors(ctx.before(), ctx.beforeInsts());
  }

  TrialResult run(Trial trial) {
    CompiledModule[] cms = compiled(trial.hierarchy());
    ThreadInputs inputs = new ThreadInputs(trial.threads(), trial.args(), Optional.empty());
    Recorder ra = new Recorder(trial.threads(), budget.recordBound());
    Execution ea = Oracle.run(cms[1], ctx.after().entry().name(), inputs, config(trial.anchors()), ra);
    if (!ea.isOk()) {
      return TrialResult.unknown(trial, "the transformed program's execution is inconclusive: " + ea.reason().orElse("?"));
    }
    Recorder rb = new Recorder(trial.threads(), budget.recordBound());
    Execution eb = Oracle.run(cms[0], ctx.before().entry().name(), inputs, config(AnchorGrouping.maximal()), rb);
    if (!eb.isOk()) {
      return TrialResult.unknown(trial, "the original's execution is inconclusive: " + eb.reason().orElse("?"));
    }
    if (ra.overflowed() || rb.overflowed()) {
      return TrialResult.unknown(trial, "more than " + budget.recordBound() + " dynamic instances (record bound)");
    }
    RunPair pair = new RunPair(eb, rb, ea, ra, new InstanceMap(rb, ra, ctx.classes()));
    AnchorGrouping forced = AnchorGrouping.maximal();
    for (int k = 0; k < FORCING_ROUNDS && beforeHasAnchors; k++) {
      AnchorGrouping next = AnchorForcing.of(ctx, pair);
      if (next.equals(forced)) {
        break;
      }
      forced = next;
      rb = new Recorder(trial.threads(), budget.recordBound());
      eb = Oracle.run(cms[0], ctx.before().entry().name(), inputs, config(forced), rb);
      if (eb.isContradiction()) {
        return new TrialResult(trial, List.of(impossibleGrouping(eb, eb.reason().orElse("contradictory grouping"))),
            Optional.empty());
      }
      if (!eb.isOk() || rb.overflowed()) {
        return TrialResult.unknown(trial, "the original's execution with the transformed program's anchor "
            + "groupings is inconclusive: " + eb.reason().orElse("record bound"));
      }
      pair = new RunPair(eb, rb, ea, ra, new InstanceMap(rb, ra, ctx.classes()));
    }
    if (!forced.isMaximal() && !convergenceBeforeIsAcyclic(rb)) {
      return new TrialResult(trial, List.of(impossibleGrouping(eb, "with the transformed program's anchor "
          + "groupings, convergence-before is cyclic in the original (a valid converged-with relation keeps it a "
          + "strict partial order)")), Optional.empty());
    }
    List<Finding> findings = new ArrayList<>(GroupCheck.run(ctx, pair));
    findings.addAll(UseCheck.run(ctx, pair));
    findings.addAll(ObservableCheck.run(ctx, pair));
    return OpaqueValues.screen(trial, findings, cms[0].opaqueCallees(ctx.before().entry().name()),
        cms[1].opaqueCallees(ctx.after().entry().name()));
  }

  /** Returns the executions of {@code trial} with full traces, for a counterexample's trace table. */
  Execution[] traced(Trial trial) {
    CompiledModule[] cms = compiled(trial.hierarchy());
    ThreadInputs inputs = new ThreadInputs(trial.threads(), trial.args(), Optional.empty());
    OracleConfig full = config(trial.anchors()).withRecording(OracleConfig.Recording.FULL);
    return new Execution[] {
      Oracle.run(cms[0], ctx.before().entry().name(), inputs, full.withAnchors(AnchorGrouping.maximal())),
      Oracle.run(cms[1], ctx.after().entry().name(), inputs, full)
    };
  }

  private Finding impossibleGrouping(Execution eb, String why) {
    return new Finding(Property.CONVERGED_WITH, "the anchors of @" + ctx.before().entry().name(),
        "the anchors of @" + ctx.after().entry().name(),
        "the transformed program groups anchor instances in a way no implementation of the original can: " + why,
        List.of(), List.of(), List.of(), Map.of(), Map.of(), Integer.MAX_VALUE - 1);
  }

  /**
   * Returns whether the convergence-before order of the original's convergent operations and
   * token definitions, under the keys of {@code rec}'s execution, is a strict partial order
   * (ConvergenceAndUniformity.rst, "Convergence"): the condition a forced anchor grouping must
   * meet to be a valid converged-with relation.
   */
  private boolean convergenceBeforeIsAcyclic(Recorder rec) {
    boolean[] relevant = new boolean[ctx.beforeInsts().size()];
    for (int n = 0; n < relevant.length; n++) {
      dev.cvg.ir.Inst i = ctx.beforeInsts().inst(n);
      relevant[n] = i != null && i instanceof dev.cvg.ir.Call c && ctx.before().target().isConvergent(
          ctx.before().module(), c.site());
    }
    List<List<DynamicInstance>> perThread = new ArrayList<>();
    for (int t = 0; t < rec.threads(); t++) {
      Recorder.Column c = rec.column(t);
      List<DynamicInstance> seq = new ArrayList<>();
      int[] occurrence = new int[relevant.length];
      for (int e = 0; e < c.size; e++) {
        if (relevant[c.inst[e]]) {
          seq.add(new DynamicInstance(t, seq.size(), c.inst[e], ++occurrence[c.inst[e]], c.key[e], c.value[e],
              c.flag[e] != 0));
        }
      }
      perThread.add(seq);
    }
    return ConvergenceBefore.of(perThread, ConvergedWith.of(perThread)).isStrictPartialOrder();
  }

  private OracleConfig config(AnchorGrouping anchors) {
    return OracleConfig.defaults().withStepBound(budget.stepBound()).withMaxRounds(budget.maxRounds())
        .withRecording(OracleConfig.Recording.NONE).withAnchors(anchors);
  }

  private CompiledModule[] compiled(String hierarchy) {
    return compiled.computeIfAbsent(hierarchy, h -> {
      HierarchyChoice choice = HierarchyChoice.parse(h);
      return new CompiledModule[] {ctx.before().compile(choice), ctx.after().compile(choice)};
    });
  }
}
