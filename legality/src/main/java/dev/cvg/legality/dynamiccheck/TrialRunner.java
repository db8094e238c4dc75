package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.verdict.Property;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.convergedwith.ConvergenceBefore;
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
 * (at most three times) — and applies the three checks to the pair. The original's first run
 * (maximal grouping) under the trial's own hierarchy is shared by the planned trials of one launch
 * ({@link SharedOriginals}).
 *
 * <p>The original is first run with the trial's cycle hierarchy. If the pair then violates a
 * check, the original is run with each of its other hierarchies ({@link OriginalHierarchies}:
 * with an irreducible cycle, each hierarchy is a behaviour of the original), and the trial passes
 * if one of them matches the transformed execution in every check; otherwise the violations under
 * the trial's own hierarchy are reported. A pair that agrees costs nothing extra.
 */
final class TrialRunner {
  private static final int FORCING_ROUNDS = 3;
  private final Context ctx;
  private final LegalityBudget budget;
  private final SharedOriginals originals;
  private final boolean beforeHasAnchors;
  /** Per static instance of the original: whether it is a convergent call (see convergenceBeforeIsAcyclic). */
  private final boolean[] convergentBefore;
  private final Map<String, CompiledModule[]> compiled = new ConcurrentHashMap<>();
  /** The original compiled with each of its alternative hierarchies, by index. */
  private final Map<Integer, CompiledModule> alternatives = new ConcurrentHashMap<>();
  private OriginalHierarchies originalHierarchies;

  TrialRunner(Context ctx, LegalityBudget budget, List<Trial> plan) {
    this.ctx = ctx;
    this.budget = budget;
    this.originals = new SharedOriginals(plan);
    this.beforeHasAnchors = AnchorForcing.hasAnchors(ctx.before(), ctx.beforeInsts());
    this.convergentBefore = convergentCalls(ctx);
  }

  TrialResult run(Trial trial) {
    CompiledModule[] cms = compiled(trial.hierarchy());
    ThreadInputs inputs = new ThreadInputs(trial.threads(), trial.args(), Optional.empty());
    Recorder ra = new Recorder(trial.threads(), budget.recordBound());
    Execution ea = Oracle.run(cms[1], ctx.after().entry().name(), inputs, config(trial.anchors()), ra);
    if (!ea.isOk()) {
      return TrialResult.unknown(trial, "the transformed program's execution is inconclusive: " + ea.reason().orElse("?"));
    }
    TrialResult own = compare(trial, cms[0], true, inputs, ea, ra);
    if (!own.violates() || !own.inconclusive().isEmpty()) {
      return own;
    }
    OriginalHierarchies others = originalHierarchies();
    int tried = 0;
    for (int k = 0; k < others.choices().size(); k++) {
      if (others.name(k).equals(trial.hierarchy())) {
        continue;
      }
      tried++;
      TrialResult r = compare(trial, beforeCompiled(k, others), false, inputs, ea, ra);
      if (!r.violates() && r.inconclusive().isEmpty()) {
        return r;
      }
    }
    if (tried == 0) {
      return own;
    }
    String note = " (nor under " + tried + " other cycle hierarch" + (tried == 1 ? "y" : "ies")
        + " of the original)";
    return new TrialResult(trial, own.findings().stream().map(f -> f.amended(note)).toList(), Optional.empty());
  }

  /**
   * Runs the original, compiled with one of its cycle hierarchies, against the transformed
   * execution {@code ea}, recorded in {@code ra} (with the anchor groupings that execution
   * exhibited), and applies the three checks. The original's first run under the trial's own
   * hierarchy ({@code shared}) comes from {@link SharedOriginals}.
   */
  private TrialResult compare(Trial trial, CompiledModule before, boolean shared, ThreadInputs inputs, Execution ea,
      Recorder ra) {
    java.util.function.Supplier<SharedOriginals.Run> first = () -> {
      Recorder rec = new Recorder(trial.threads(), budget.recordBound());
      return new SharedOriginals.Run(Oracle.run(before, ctx.before().entry().name(), inputs,
          config(AnchorGrouping.maximal()), rec), rec);
    };
    SharedOriginals.Run original = shared ? originals.get(trial, first) : first.get();
    Recorder rb = original.recorder();
    Execution eb = original.execution();
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
      eb = Oracle.run(before, ctx.before().entry().name(), inputs, config(forced), rb);
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
    findings.addAll(ReplacementCheck.run(ctx, pair));
    findings.addAll(UseCheck.run(ctx, pair));
    findings.addAll(ReplacedUseCheck.run(ctx, pair));
    findings.addAll(ObservableCheck.run(ctx, pair));
    return OpaqueValues.screen(trial, findings, before.opaqueCallees(ctx.before().entry().name()),
        compiled(trial.hierarchy())[1].opaqueCallees(ctx.after().entry().name()));
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
    long[][] keys = new long[rec.threads()][];
    int[] sizes = new int[rec.threads()];
    for (int t = 0; t < rec.threads(); t++) {
      Recorder.Column c = rec.column(t);
      keys[t] = new long[c.size];
      for (int e = 0; e < c.size; e++) {
        if (convergentBefore[c.inst[e]]) {
          keys[t][sizes[t]++] = c.key[e];
        }
      }
    }
    return ConvergenceBefore.isStrictPartialOrder(keys, sizes);
  }

  /** Per static instance of the original: whether it is a convergent call. */
  private static boolean[] convergentCalls(Context ctx) {
    boolean[] out = new boolean[ctx.beforeInsts().size()];
    for (int n = 0; n < out.length; n++) {
      dev.cvg.ir.Inst i = ctx.beforeInsts().inst(n);
      out[n] = i != null && i instanceof dev.cvg.ir.Call c && ctx.before().target().isConvergent(
          ctx.before().module(), c.site());
    }
    return out;
  }

  private OracleConfig config(AnchorGrouping anchors) {
    return OracleConfig.defaults().withStepBound(budget.stepBound()).withMaxRounds(budget.maxRounds())
        .withRecording(OracleConfig.Recording.NONE).withAnchors(anchors);
  }

  /**
   * Returns the original's alternative cycle hierarchies, computed on first use (only a trial
   * whose comparison failed needs them).
   */
  private synchronized OriginalHierarchies originalHierarchies() {
    if (originalHierarchies == null) {
      originalHierarchies = OriginalHierarchies.of(ctx.before());
    }
    return originalHierarchies;
  }

  private CompiledModule beforeCompiled(int k, OriginalHierarchies h) {
    return alternatives.computeIfAbsent(k, x -> ctx.before().compile(h.choices().get(x)));
  }

  private CompiledModule[] compiled(String hierarchy) {
    return compiled.computeIfAbsent(hierarchy, h -> {
      HierarchyChoice choice = HierarchyChoice.parse(h);
      return new CompiledModule[] {ctx.before().compile(choice), ctx.after().compile(choice)};
    });
  }
}
