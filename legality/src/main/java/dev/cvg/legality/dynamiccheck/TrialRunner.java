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
 * with the anchor groupings the transformed execution exhibited, repeated until they are stable —
 * and applies the three checks to the pair. Forcing can take many rounds when an anchor's
 * grouping steers the original's path (a ballot under a split anchor decides a loop's exit: each
 * round reaches one more iteration whose anchor instances then take their groups), so after
 * {@value #FORCING_ROUNDS} rounds it goes on only while it forces more anchor instances, at most
 * {@value #FORCING_ROUND_LIMIT} rounds (then the trial is inconclusive). The original's first run
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
  /** Rounds of anchor forcing always allowed; beyond them only while forcing reaches more instances. */
  private static final int FORCING_ROUNDS = 3;
  /** The most rounds of anchor forcing; a grouping still growing then makes the trial inconclusive. */
  private static final int FORCING_ROUND_LIMIT = 64;
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
  /** Per hierarchy of the transformed program: its irreducible cycles headed by added blocks. */
  private final Map<String, Optional<AddedHeaders.Found>> addedHeaders = new ConcurrentHashMap<>();
  /** Per hierarchy of the transformed program: the program compiled with the replacement hierarchy. */
  private final Map<String, CompiledModule> replacements = new ConcurrentHashMap<>();

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
    TrialResult r = againstOriginal(trial, cms[0], inputs, ea, ra);
    return r.violates() && r.inconclusive().isEmpty() ? withoutAddedHeaders(trial, cms[0], inputs, r) : r;
  }

  /**
   * Compares the transformed execution {@code ea} (recorded in {@code ra}) with the original
   * under the trial's hierarchy ({@code own}) and, if that violates a check, under each of the
   * original's other hierarchies; passes if one matches.
   */
  private TrialResult againstOriginal(Trial trial, CompiledModule own, ThreadInputs inputs, Execution ea,
      Recorder ra) {
    TrialResult first = compare(trial, own, true, inputs, ea, ra);
    if (!first.violates() || !first.inconclusive().isEmpty()) {
      return first;
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
      return first;
    }
    String note = " (nor under " + tried + " other cycle hierarch" + (tried == 1 ? "y" : "ies")
        + " of the original)";
    return new TrialResult(trial, first.findings().stream().map(f -> f.amended(note)).toList(), Optional.empty());
  }

  /**
   * Decides a violating trial whose hierarchy of the transformed program heads an irreducible
   * cycle with a block the transform added on edges ({@link AddedHeaders}): such a grouping has
   * no counterpart in the original, so the transformed program is run again under one of its
   * hierarchies whose irreducible cycles are headed by blocks of the original, and that execution
   * decides. Other violating trials are returned as they are.
   */
  private TrialResult withoutAddedHeaders(Trial trial, CompiledModule own, ThreadInputs inputs, TrialResult violating) {
    Optional<AddedHeaders.Found> found = addedHeaders.computeIfAbsent(trial.hierarchy(),
        h -> AddedHeaders.of(ctx.before(), ctx.after(), h));
    if (found.isEmpty()) {
      return violating;
    }
    AddedHeaders.Found f = found.get();
    String what = "under the transformed program's " + trial.hierarchy() + " hierarchy, "
        + String.join(", ", f.added()) + " (a block the transform added on edges) heads an irreducible cycle";
    if (f.replacement().isEmpty()) {
      return TrialResult.unknown(trial, what + ", and no hierarchy of the transformed program heads its irreducible "
          + "cycles with blocks of the original: its groups there have no counterpart in the original");
    }
    CompiledModule alt = replacements.computeIfAbsent(trial.hierarchy(),
        h -> ctx.after().compile(f.replacement().get()));
    Recorder rr = new Recorder(trial.threads(), budget.recordBound());
    Execution er = Oracle.run(alt, ctx.after().entry().name(), inputs, config(trial.anchors()), rr);
    if (!er.isOk()) {
      return TrialResult.unknown(trial, what + "; the transformed program's execution under its hierarchy "
          + f.replacementText() + " is inconclusive: " + er.reason().orElse("?"));
    }
    TrialResult r = againstOriginal(trial, own, inputs, er, rr);
    String under = " (transformed program under its hierarchy " + f.replacementText() + ", as " + what + ")";
    if (r.violates()) {
      return new TrialResult(trial, r.findings().stream().map(x -> x.amended(under)).toList(), r.inconclusive());
    }
    return r.inconclusive().isPresent() ? r : r.noted(what + ", which groups by a header the original lacks; "
        + "compared under the transformed program's hierarchy " + f.replacementText() + " instead");
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
    for (int k = 0; beforeHasAnchors; k++) {
      AnchorGrouping next = AnchorForcing.of(ctx, pair);
      if (next.equals(forced) || k >= FORCING_ROUNDS && forcedInstances(next) <= forcedInstances(forced)) {
        break;
      }
      if (k == FORCING_ROUND_LIMIT) {
        return TrialResult.unknown(trial, "the transformed program's anchor groupings steer the original's paths "
            + "(a ballot under a split anchor decides a branch) and forcing them did not settle in "
            + FORCING_ROUND_LIMIT + " rounds");
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

  /** Returns how many anchor instances {@code g} forces (0 for the maximal grouping). */
  private static int forcedInstances(AnchorGrouping g) {
    return switch (g) {
      case AnchorGrouping.Forced f -> f.groups().size();
      case AnchorGrouping.Maximal m -> 0;
      case AnchorGrouping.Split x -> 0;
    };
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
