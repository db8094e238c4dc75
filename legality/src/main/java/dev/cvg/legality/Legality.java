package dev.cvg.legality;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.correspondence.UncheckablePair;
import dev.cvg.legality.dynamiccheck.DynamicCheck;
import dev.cvg.legality.dynamiccheck.DynamicOutcome;
import dev.cvg.legality.staticcheck.StaticCheck;
import dev.cvg.legality.staticcheck.StaticReport;
import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Coverage;
import dev.cvg.legality.verdict.Property;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The legality checker's entry point: decides whether a transformed function preserves
 * convergence — the converged-with relation at every convergent operation and uniformity at
 * every use (VT.1–VT.3, Statement 2) — as alive-tv decides refinement for values.
 *
 * <p>First the static check ({@link StaticCheck}): a transformed program that breaks the static
 * rules is ILLEGAL; an edit that provably keeps the CFG and every convergent operation in place
 * is LEGAL (proven). Otherwise the dynamic check ({@link DynamicCheck}) runs both programs in
 * the oracle: a violation is ILLEGAL with a counterexample, none is LEGAL with the coverage,
 * and no conclusive execution at all is UNKNOWN naming the bound. Static suspicions that the
 * executions did not confirm are kept as notes.
 */
public final class Legality {
  private Legality() {}

  /**
   * Compares {@code @tgt} with {@code @src} of one module (alive-tv's convention), with the
   * correspondence inferred from names.
   *
   * @param module the module defining {@code @src} and {@code @tgt}
   * @param options the budget, seed and target override
   * @return LEGAL, ILLEGAL with a counterexample, or UNKNOWN with the reason
   * @throws UncheckablePair if a function is missing, the signatures differ or the original is not valid
   */
  public static Verdict check(Module module, LegalityOptions options) {
    return check(module, "src", module, "tgt", NameCorrespondence.infer(module, "src", module, "tgt"), options);
  }

  /**
   * Compares function {@code afterFn} of {@code after} with {@code beforeFn} of {@code before}
   * under {@code correspondence}.
   *
   * @param before the module of the original function
   * @param beforeFn the original function's name (without {@code @})
   * @param after the module of the transformed function
   * @param afterFn the transformed function's name (without {@code @})
   * @param correspondence which instruction of {@code after} stands for which of {@code before}
   * @param options the budget, seed and target override
   * @return LEGAL, ILLEGAL with a counterexample, or UNKNOWN with the reason
   * @throws UncheckablePair if a function is missing, the signatures differ or the original is not valid
   */
  public static Verdict check(Module before, String beforeFn, Module after, String afterFn,
      Correspondence correspondence, LegalityOptions options) {
    TargetModel bt = Targets.forModule(before, options.triple());
    TargetModel at = Targets.forModule(after, options.triple());
    Function fb = UncheckablePair.requireDefined(before, beforeFn, UncheckablePair.Side.ORIGINAL);
    Function fa = UncheckablePair.requireDefined(after, afterFn, UncheckablePair.Side.TRANSFORMED);
    UncheckablePair.requireSameSignature(fb, fa);
    StaticReport report = StaticCheck.run(before, bt, after, at, correspondence);
    List<String> notes = new ArrayList<>(report.suspicions().stream()
        .map(s -> "static suspicion not confirmed by execution: " + s.line()).toList());
    if (!report.brokenAfter().isEmpty()) {
      return brokenAfter(report, fb, fa);
    }
    if (report.proven() && !options.alwaysExecute()) {
      return new Verdict.Legal(true, report.facts(), Coverage.none(), List.of());
    }
    DynamicOutcome d = DynamicCheck.run(before, fb, bt, after, fa, at, correspondence, options.budget(),
        options.seed());
    if (d.counterexample().isPresent()) {
      List<String> confirmed = report.suspicions().stream().map(s -> "static: " + s.line()).toList();
      return new Verdict.Illegal(vt3(d.counterexample().get(), report), d.others(), confirmed);
    }
    notes.addAll(d.notes());
    if (d.coverage().executions() == 0) {
      String reason = d.inconclusive().orElse(d.stoppedEarly().orElse("no execution finished"));
      d.stoppedEarly().filter(s -> !s.equals(reason)).ifPresent(s -> notes.add("stopped early: " + s));
      return new Verdict.Unknown(reason, d.coverage(), notes);
    }
    d.stoppedEarly().ifPresent(s -> notes.add("stopped early: " + s));
    d.inconclusive().ifPresent(s -> notes.add(d.coverage().inconclusive() + " inconclusive execution(s), e.g. " + s));
    List<String> facts = new ArrayList<>(report.facts());
    facts.add("no counterexample in " + d.coverage().describe());
    return new Verdict.Legal(report.proven(), facts, d.coverage(), notes);
  }

  /**
   * Returns the counterexample as a VT.3 violation when it concerns an always-uniform operation
   * that the static check already found divergent in the transformed program (the readfirstlane
   * duplicated into divergent arms: its copies' groups split, so the value is no longer uniform).
   */
  private static Counterexample vt3(Counterexample c, StaticReport report) {
    boolean vt3 = report.suspicions().stream()
        .anyMatch(s -> s.property() == Property.VT3 && s.where().equals(c.before()));
    if (!vt3 || c.property() != Property.CONVERGED_WITH) {
      return c;
    }
    return new Counterexample(Property.VT3, c.before(), c.after(), "the always-uniform " + c.before()
        + " is not uniform in the transformed program: " + c.message(), c.threads(), c.inputs(), c.groupsBefore(),
        c.groupsAfter(), c.valuesBefore(), c.valuesAfter(), c.trace());
  }

  private static Verdict brokenAfter(StaticReport report, Function fb, Function fa) {
    String first = report.brokenAfter().get(0);
    Counterexample cx = new Counterexample(Property.STATIC_RULES, "@" + fb.name(), "@" + fa.name(),
        "the transformed program breaks the static rules: " + first, List.of(),
        new Counterexample.Inputs(0, List.of(), "none", "none"), List.of(), List.of(), Map.of(), Map.of(),
        Optional.empty());
    return new Verdict.Illegal(cx, report.brokenAfter().subList(1, report.brokenAfter().size()), List.of());
  }

}
