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
 * values. The analysis keeps such an operation uniform only within its group, so it treats it as
 * a divergence source (conservative for uses inside the region).
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

  private TokenChains() {}

  /**
   * Returns whether some token on the convergence-control chain of {@code op} (in block
   * {@code block}), beyond the token {@code op} uses itself, is defined inside a cycle that does
   * not contain {@code block}.
   */
  static boolean escapesCycle(FunctionIndex index, CycleTable cycles, Inst op, int block) {
    Optional<Value> token = op instanceof Call c ? c.site().convergenceToken() : Optional.empty();
    for (int steps = 0; token.isPresent() && steps < MAX_CHAIN; steps++) {
      if (!(token.get() instanceof Value.Local l)) {
        return false;
      }
      Optional<Inst> def = index.definingInst(l.id());
      if (def.isEmpty()) {
        return false;
      }
      int defBlock = index.blockOf(def.get().id());
      // The op's own token: TokenScopedValues follows its region precisely when the cycle is
      // left out of step; further links are handled conservatively here.
      for (int c = defBlock < 0 || steps == 0 ? -1 : cycles.innermost[defBlock]; c >= 0;
          c = cycles.parent[c]) {
        if (!cycles.contains(c, block)) {
          return true;
        }
      }
      token = def.get() instanceof Call d ? d.site().convergenceToken() : Optional.empty();
    }
    return false;
  }
}
