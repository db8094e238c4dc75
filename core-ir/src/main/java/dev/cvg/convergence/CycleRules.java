package dev.cvg.convergence;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.ir.InstId;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Rule family "cycles": the closed-path rules 1–4 of the spec's "Static Rules", checked on
 * cycles as the spec's "Sufficient Conditions" allow and as LLVM 22 does. For a use {@code U}
 * of token {@code T} in a cycle that does not contain {@code T}'s definition:
 * <ol>
 *   <li>{@code U} must be a call of {@code llvm.experimental.convergence.loop} (rule 1);
 *   <li>{@code U} must be the header of the outermost such cycle, which must be reducible —
 *       then {@code U} dominates every block of the cycle (rule 4), i.e. it is the cycle's
 *       <em>heart</em>;
 *   <li>that cycle has no other such use (rules 2 and 3: at most one heart per cycle).
 * </ol>
 * Uses in the definition's own block, or in a cycle that contains the definition, are exempt.
 * Messages print the use, then (for the heart rules) its block and the cycle in
 * {@code print<cycles>} form.
 */
final class CycleRules {
  private final ConvergenceContext cx;
  private final CycleHierarchy cycles;
  /** The heart found so far per cycle index. */
  private final Map<Integer, InstId> hearts = new HashMap<>();
  /** Cycle lines for messages, sharing their scratch space across findings. */
  private final java.util.function.Function<Cycle, String> line;

  CycleRules(ConvergenceContext cx, CycleHierarchy cycles) {
    this.cx = cx;
    this.cycles = cycles;
    this.line = CyclePrinter.lines(cycles, CyclePrinter.BlockOrder.LLVM_22);
  }

  /** Checks the use {@code user} of the token defined by {@code def}. */
  void check(InstId def, InstId user) {
    int useBlock = cx.index().blockOf(user);
    int defBlock = cx.index().blockOf(def);
    Optional<Cycle> innermost = cycles.innermost(useBlock);
    if (innermost.isEmpty() || defBlock == useBlock || innermost.get().contains(defBlock)) {
      return;
    }
    Cycle cycle = innermost.get();
    if (cx.calls().tokenKind(cx.inst(user)).orElse(null) != TokenKind.LOOP) {
      cx.report().inst(user, Messages.USE_IN_CYCLE_NOT_LOOP, cx.print(user), line.apply(cycle));
      return;
    }
    // Climb to the outermost cycle that still excludes the definition.
    while (cycle.parent().isPresent() && !cycle.parent().get().contains(defBlock)) {
      cycle = cycle.parent().get();
    }
    if (!cycle.isReducible() || cycle.header() != useBlock) {
      cx.report().inst(user, Messages.HEART_NOT_DOMINATING, cx.print(user),
          cx.report().label(cx.index().block(useBlock).id()), line.apply(cycle));
      return;
    }
    InstId previous = hearts.get(cycle.index());
    if (previous != null) {
      cx.report().inst(user, Messages.TWO_HEARTS, cx.print(user), cx.print(previous),
          line.apply(cycle));
      return;
    }
    hearts.put(cycle.index(), user);
  }
}
