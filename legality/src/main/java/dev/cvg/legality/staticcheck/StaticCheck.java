package dev.cvg.legality.staticcheck;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.UncheckablePair;
import dev.cvg.legality.correspondence.Describe;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.legality.verdict.Property;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The static legality check, run before any execution.
 *
 * <p>Phase 1 of 3: both modules verify (IR and convergence static rules); a broken original
 * is an input error, a broken transformed program is ILLEGAL. Phase 2 of 3: the uniformity
 * analysis of both sides — VT.3 (a value standing for an always-uniform operation of the
 * original must stay uniform) and Statement 2 (a use uniform in the original must be uniform
 * at the corresponding use) — and each convergent operation's token must correspond to its
 * original's token. Each difference is a suspicion for the dynamic check, never a proof of
 * ILLEGAL (the analysis is conservative). Phase 3 of 3 ({@link StaticProof}): when nothing is
 * suspicious and the edit left the CFG and every convergent operation in place, the
 * converged-with relation is unchanged, and the verdict is LEGAL without executing anything.
 */
public final class StaticCheck {
  private StaticCheck() {}

  /**
   * Checks the transformed function against the original.
   *
   * @param before the original module
   * @param beforeTarget its target model
   * @param after the transformed module
   * @param afterTarget its target model
   * @param c the correspondence of the compared functions
   * @return the verifier findings on {@code after}, the suspicions, and the facts proven
   * @throws UncheckablePair listing the verifier's findings if the original is broken
   */
  public static StaticReport run(Module before, TargetModel beforeTarget, Module after, TargetModel afterTarget,
      Correspondence c) {
    List<Diagnostic> broken = verify(before, beforeTarget, c.functions().values());
    if (!broken.isEmpty()) {
      throw new UncheckablePair(UncheckablePair.Side.ORIGINAL, UncheckablePair.Reason.INVALID_ORIGINAL,
          "the original program is not valid:\n"
          + String.join("\n", broken.stream().map(Diagnostic::render).toList()));
    }
    List<String> brokenAfter = verify(after, afterTarget, c.functions().keySet()).stream()
        .map(Diagnostic::render).toList();
    if (!brokenAfter.isEmpty()) {
      return new StaticReport(brokenAfter, List.of(), false, List.of());
    }
    List<String> problems = c.verify(before, after);
    Map<String, UniformityInfo> beforeUa = new HashMap<>();
    Map<InstRef, Describe.Located> beforeIndex = Describe.index(before);
    List<StaticReport.Suspicion> suspicions = new ArrayList<>();
    for (Map.Entry<String, String> pair : c.functions().entrySet()) {
      Function fa = after.function(pair.getKey()).orElseThrow();
      UniformityInfo ua = UniformityInfo.of(after, fa, afterTarget);
      for (Block b : fa.blocks()) {
        for (Inst i : b.insts()) {
          List<InstRef> origins = c.originsOf(new InstRef(fa.name(), i.id()));
          for (InstRef o : origins) {
            Optional<Describe.Located> orig = Optional.ofNullable(beforeIndex.get(o));
            if (orig.isEmpty()) {
              continue;
            }
            UniformityInfo ub = beforeUa.computeIfAbsent(o.function(),
                n -> UniformityInfo.of(before, orig.get().function(), beforeTarget));
            compare(before, beforeTarget, orig.get(), ub, fa, i, ua, c, suspicions);
          }
        }
      }
    }
    List<String> facts = new ArrayList<>();
    facts.add("both programs satisfy the IR and convergence static rules");
    boolean proven = problems.isEmpty() && suspicions.isEmpty()
        && StaticProof.holds(before, beforeTarget, after, afterTarget, c, facts);
    if (!problems.isEmpty()) {
      facts.add("the correspondence is incomplete: " + problems.get(0));
    }
    if (suspicions.isEmpty()) {
      facts.add("every statically uniform value and every use uniform in the original stays uniform "
          + "(uniformity analysis of both programs)");
    }
    return new StaticReport(List.of(), suspicions, proven, facts);
  }

  private static void compare(Module before, TargetModel bt, Describe.Located orig, UniformityInfo ub, Function fa,
      Inst i, UniformityInfo ua, Correspondence c, List<StaticReport.Suspicion> out) {
    Inst o = orig.inst();
    java.util.function.Supplier<String> where = () -> Describe.inst(orig.function(), o) + " in @" + orig.function().name();
    if (i.hasResult() && bt.isAlwaysUniform(before, orig.function(), o) && !ub.isDivergent(o.id())
        && ua.isDivergent(i.id())) {
      out.add(new StaticReport.Suspicion(Property.VT3, where.get(), "always uniform in the original, but "
          + Describe.inst(fa, i) + " standing for it is divergent in the transformed program"));
    }
    if (!(i instanceof Phi) && !(o instanceof Phi) && i.operandCount() == o.operandCount()) {
      for (int k = 0; k < i.operandCount(); k++) {
        if (i.operand(k) instanceof Value.Local la && o.operand(k) instanceof Value.Local lb
            && corresponds(c, fa, la, orig.function(), lb)
            && !ub.isDivergentUse(o.id(), lb.id()) && ua.isDivergentUse(i.id(), la.id())) {
          out.add(new StaticReport.Suspicion(Property.UNIFORMITY_AT_USE, where.get(), "the use of %"
              + orig.function().nameOf(lb.id()).orElse("?") + " is uniform in the original and divergent at "
              + Describe.inst(fa, i) + " in the transformed program"));
        }
      }
    }
    if (i instanceof Call ci && o instanceof Call co) {
      Optional<Value> ta = ci.site().convergenceToken();
      Optional<Value> tb = co.site().convergenceToken();
      if (ta.isPresent() != tb.isPresent() || ta.isPresent() && !(ta.get() instanceof Value.Local la
          && tb.get() instanceof Value.Local lb && corresponds(c, fa, la, orig.function(), lb))) {
        out.add(new StaticReport.Suspicion(Property.CONVERGED_WITH, where.get(), "its convergence token changed in "
            + Describe.inst(fa, i)));
      }
    }
  }

  /** Returns whether transformed value {@code a} stands for original value {@code b} (VT.2). */
  static boolean corresponds(Correspondence c, Function fa, Value.Local a, Function fb, Value.Local b) {
    int pa = paramIndex(fa, a);
    int pb = paramIndex(fb, b);
    if (pa >= 0 || pb >= 0) {
      return pa == pb;
    }
    return c.originsOf(new InstRef(fa.name(), a.id().inst())).contains(new InstRef(fb.name(), b.id().inst()));
  }

  private static int paramIndex(Function f, Value.Local v) {
    for (int k = 0; k < f.params().size(); k++) {
      if (f.params().get(k).id().equals(v.id())) {
        return k;
      }
    }
    return -1;
  }

  /**
   * Verifies the compared functions of {@code m} (not the whole module: with {@code @src} and
   * {@code @tgt} in one module, a broken {@code @tgt} must not make the original invalid).
   */
  private static List<Diagnostic> verify(Module m, TargetModel t, java.util.Collection<String> functions) {
    List<Diagnostic> all = new ArrayList<>();
    for (String name : new java.util.LinkedHashSet<>(functions)) {
      Optional<Function> f = m.function(name).filter(g -> !g.isDeclaration());
      if (f.isPresent()) {
        all.addAll(IrVerifier.verifyBody(m, f.get()));
        all.addAll(ConvergenceVerifier.verify(m, f.get(), t));
      }
    }
    return all;
  }
}
