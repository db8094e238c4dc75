package dev.cvg.passes.unroll;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.convergence.TokenDefinition;
import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Value;
import dev.cvg.passes.framework.GuardDecision;
import java.util.Optional;
import java.util.Set;

/**
 * The convergence guard of loop-unroll (ConvergentOperations.rst, "Loop unrolling examples").
 *
 * <ul>
 *   <li>A loop whose heart is not in its header is left alone: "it can also appear in non-header
 *       blocks of a loop. In that case, the loop can generally not be unrolled."
 *   <li>Full unrolling and unrolling by a known trip multiple are allowed for every loop whose
 *       heart is in the header ("unrolling without \"tail\" is allowed"); the heart is never
 *       duplicated within an iteration of the new loop ({@link IterationChain}).
 *   <li>A remainder is refused when the loop has an uncontrolled convergent operation ("If the
 *       loop contains uncontrolled convergent operations, this kind of unrolling is forbidden")
 *       or an operation whose token comes, directly or through the heart, from outside the loop
 *       ("Unrolling a loop with convergent operations that refer to tokens produced outside the
 *       loop is forbidden when a \"tail\" or \"remainder\" would have to be introduced"),
 *   <li>… unless the trip count is uniform: the induction variable, the bound and the exit branch
 *       are uniform, so every group of converged threads takes the same sequence of unrolled
 *       and remainder iterations and meets at the same copy in every iteration (beyond LLVM,
 *       which refuses every remainder in such loops). A remainder is always allowed when every
 *       convergent operation uses an anchor inside the loop ("the anchor intrinsic has
 *       implementation-defined convergence behavior and the loop unrolling transform is
 *       considered to be part of the implementation").
 * </ul>
 */
final class UnrollGuard {
  private static final String RULE = " (ConvergentOperations.rst, Loop unrolling examples)";
  private final Function f;
  private final ConvergenceControl cc;
  private final UniformityInfo ui;

  UnrollGuard(Function f, ConvergenceControl cc, UniformityInfo ui) {
    this.f = f;
    this.cc = cc;
    this.ui = ui;
  }

  /** Returns the heart of {@code loop}: a loop intrinsic in it whose token comes from outside. */
  Optional<TokenDefinition> heart(NaturalLoop loop) {
    Set<BlockId> in = loop.blockSet();
    return cc.definitions().stream()
        .filter(d -> d.kind() == TokenKind.LOOP && in.contains(blockOf(d.inst())))
        .filter(d -> d.parent().map(p -> !in.contains(blockOf(p))).orElse(true))
        .findFirst();
  }

  /** Returns the decision for unrolling {@code loop} by {@code plan}. */
  GuardDecision decide(NaturalLoop loop, ExitCondition cond, UnrollPlan plan) {
    Optional<TokenDefinition> heart = heart(loop);
    if (heart.isPresent() && !blockOf(heart.get().inst()).equals(loop.header())) {
      return GuardDecision.refuse("the heart " + name(heart.get().inst()) + " is in %"
          + blockName(blockOf(heart.get().inst())) + ", not in the header %"
          + blockName(loop.header()) + ": the loop can generally not be unrolled" + RULE);
    }
    if (!plan.hasRemainder()) {
      return GuardDecision.allow("no remainder: every iteration keeps its own copy"
          + heart.map(h -> " and the heart " + name(h.inst()) + " is not duplicated").orElse("")
          + RULE);
    }
    Optional<String> offender = offender(loop);
    if (offender.isEmpty()) {
      return GuardDecision.allow("every convergent operation in the loop uses a token defined"
          + " inside it (an anchor): a remainder only changes implementation-defined grouping"
          + RULE);
    }
    if (uniformTrip(loop, cond)) {
      return GuardDecision.allow("the trip count is uniform (" + name(cond.phi().id()) + ", "
          + operand(cond.bound()) + " and the exit branch of %" + blockName(loop.exiting())
          + " are uniform): converged threads run the same unrolled and remainder iterations,"
          + " so the remainder keeps every grouping although " + offender.get()
          + " (beyond LLVM)");
    }
    return GuardDecision.refuse(offender.get() + ": no remainder loop" + RULE);
  }

  /** The first convergent operation that forbids a remainder, described with the rule it breaks. */
  private Optional<String> offender(NaturalLoop loop) {
    Set<BlockId> in = loop.blockSet();
    String heartOnly = null;
    for (InstId op : cc.convergentOps()) {
      if (!in.contains(blockOf(op))) {
        continue;
      }
      Optional<TokenDefinition> own = cc.definition(op);
      if (own.isPresent()) {
        if (heartOnly == null && own.get().kind() == TokenKind.LOOP
            && outside(own.get().parent(), in)) {
          heartOnly = "the heart " + name(op) + " uses a token from outside the loop";
        }
        continue;
      }
      if (!cc.isControlled(op)) {
        return Optional.of(name(op) + " is an uncontrolled convergent operation");
      }
      Optional<TokenDefinition> d = cc.tokenUsedBy(op);
      while (d.isPresent()) {
        TokenDefinition def = d.get();
        if (!in.contains(blockOf(def.inst()))) {
          return Optional.of(name(op) + " uses " + name(def.inst()) + ", a token from outside"
              + " the loop");
        }
        if (def.kind() != TokenKind.LOOP) {
          break;
        }
        if (outside(def.parent(), in)) {
          return Optional.of(name(op) + " uses " + name(def.inst()) + ", the heart whose token "
              + name(def.parent().get()) + " comes from outside the loop");
        }
        d = def.parent().flatMap(cc::definition);
      }
    }
    return Optional.ofNullable(heartOnly);
  }

  private boolean outside(Optional<InstId> def, Set<BlockId> in) {
    return def.map(p -> !in.contains(blockOf(p))).orElse(false);
  }

  /** Returns whether every converged group of threads runs the loop the same number of times. */
  boolean uniformTrip(NaturalLoop loop, ExitCondition cond) {
    if (cond == null) {
      return false;
    }
    boolean bound = !(cond.bound() instanceof Value.Local l) || !ui.isDivergent(l.id());
    boolean start = !(cond.start() instanceof Value.Local s) || !ui.isDivergent(s.id());
    return bound && start && !ui.isDivergent(cond.phi().id())
        && !ui.isDivergent(cond.compare().id())
        && !ui.hasDivergentTerminator(f.index().number(loop.exiting()));
  }

  private BlockId blockOf(InstId i) {
    return f.index().block(f.index().blockOf(i)).id();
  }

  private String blockName(BlockId b) {
    return f.index().block(b).name();
  }

  private String name(InstId i) {
    Optional<String> n = f.nameOf(i.value());
    if (n.isPresent()) {
      return "%" + n.get();
    }
    String callee = f.index().inst(i).filter(x -> x instanceof dev.cvg.ir.Call)
        .map(x -> dev.cvg.ir.text.IrPrinter.operand(f, ((dev.cvg.ir.Call) x).site().callee()))
        .orElse("an instruction");
    return "the call of " + callee + " in %" + blockName(blockOf(i));
  }

  private String operand(Value v) {
    return v instanceof Value.Local l ? name(new InstId(l.rawId()))
        : dev.cvg.ir.text.IrPrinter.operand(f, v);
  }
}
