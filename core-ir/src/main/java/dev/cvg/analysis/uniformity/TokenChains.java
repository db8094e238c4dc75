package dev.cvg.analysis.uniformity;

import dev.cvg.ir.Call;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;
import java.util.Optional;

/**
 * Whether an always-uniform operation (ballot, readfirstlane, a wave reduction) computes over a
 * group of threads that came out of a cycle on different iterations, so that its result, uniform
 * within that group, differs between threads converged where it is used.
 *
 * <p><b>Why</b> (spec ConvergentOperations "Temporal Divergence at Cycle Exit", "Controlled
 * Maximal Convergence"). A controlled convergent operation outside a cycle whose token chain
 * (the token it uses, the token that token's definition uses, and so on up to an {@code entry}
 * or {@code anchor}) passes through a definition inside the cycle is in that definition's
 * convergence region: the threads converged at it are those that executed the same iteration's
 * instance. Threads that left on other iterations form other groups, with other ballot masks or
 * first lanes. A non-convergent use after the region converges all of them and reads different
 * values. This happens only if threads leave that cycle out of step (a divergent exit, or a cycle
 * that is not m-converged): the analysis keeps the operation uniform and makes it divergent when
 * one of its {@link #escapedCycles} is found to be left out of step, the criterion temporal
 * divergence uses for every other value of a cycle (conservative for uses inside the region).
 *
 * <pre>
 *   H:  %t = loop() [ctrl %e]           threads leave H's cycle on different iterations
 *       br %div, H, X
 *   X:  %b = ballot(true) [ctrl %t]     one mask per iteration group
 *       store %b                        converged threads store different masks
 * </pre>
 *
 * <p>Cost: the length of the token chain times the cycle depth, per always-uniform call.
 */
final class TokenChains {
  /** Bounds the walk on invalid input where token definitions form a loop. */
  private static final int MAX_CHAIN = 1 << 16;
  private static final int[] NONE = new int[0];

  private TokenChains() {}

  /**
   * Returns the cycles that some token on the convergence-control chain of {@code op} (in block
   * {@code block}), beyond the token {@code op} uses itself, is defined in and that do not contain
   * {@code block}, innermost first for each link (a cycle may repeat); empty if none.
   */
  static int[] escapedCycles(FunctionIndex index, CycleTable cycles, Inst op, int block) {
    Optional<Value> token = op instanceof Call c ? c.site().convergenceToken() : Optional.empty();
    if (token.isEmpty()) {
      return NONE; // the common case: no convergence control at all
    }
    IntStack out = new IntStack();
    for (int steps = 0; token.isPresent() && steps < MAX_CHAIN; steps++) {
      if (!(token.get() instanceof Value.Local l)) {
        break;
      }
      Optional<Inst> def = index.definingInst(l.id());
      if (def.isEmpty()) {
        break;
      }
      int defBlock = index.blockOf(def.get().id());
      // The op's own token: TokenScopedValues follows its region; further links are handled here.
      for (int c = defBlock < 0 || steps == 0 ? -1 : cycles.innermost[defBlock]; c >= 0 && !cycles.contains(c, block);
          c = cycles.parent[c]) {
        out.push(c);
      }
      token = def.get() instanceof Call d ? d.site().convergenceToken() : Optional.empty();
    }
    return out.toArray();
  }
}
