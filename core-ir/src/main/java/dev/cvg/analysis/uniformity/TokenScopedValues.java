package dev.cvg.analysis.uniformity;

import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import java.util.BitSet;
import java.util.List;

/**
 * Temporal divergence of values computed inside the convergence region of a token defined in a
 * cycle with a divergent exit, once they are used past that region.
 *
 * <p><b>Why</b> (spec ConvergentOperations "Temporal Divergence at Cycle Exit"). A use of a
 * cycle's value inside the region of a token {@code D} defined in the cycle is exempt from
 * temporal divergence: the threads converged there ran the same iteration. But the value it
 * computes is only uniform within that iteration's group, and so is a convergent operation
 * controlled by {@code D} (a ballot's mask, a readfirstlane's lane). Past the region the groups
 * are converged again, and a use reads instances from different iterations: it is temporally
 * divergent, exactly like a use of the cycle's value outside the region.
 *
 * <p><b>Algorithm.</b> Start from the exempted users of the cycle's values and from every
 * instruction outside the cycle that uses a token defined in it; follow users outside the cycle:
 * a user still inside a token region joins the set, any other is marked divergent and its use is
 * recorded as divergent ({@link UniformityInfo#isDivergentUse}). Each instruction enters once:
 * O(region instructions and their users) per cycle.
 *
 * <pre>
 *   H:  %t = loop() [ctrl %a]; %i1 = add %i, 1; br %div, H, X
 *   X:  %v = add %i1, 1                  exempt: in the region of %t
 *       %r = readfirstlane(%v) [ctrl %t] uniform within the iteration's group
 *       %w = add %r, %v                  past the region: temporally divergent
 * </pre>
 */
final class TokenScopedValues {
  private TokenScopedValues() {}

  /**
   * Propagates from {@code seeds} (raw ids of exempted users in cycle {@code c}'s token regions),
   * marking divergent the users past the regions of {@code tokens}.
   */
  static void propagate(CycleExitDivergence exits, DivergencePropagation state, int c,
      List<Inst> tokens, List<InstId> seeds) {
    CycleTable cycles = state.cycles;
    BitSet scoped = new BitSet();
    IntStack work = new IntStack();
    for (InstId s : seeds) {
      if (!scoped.get(s.index())) {
        scoped.set(s.index());
        work.push(s.index());
      }
    }
    for (Inst d : tokens) {
      for (InstId u : state.index.users(d.id().value())) {
        int b = state.dense.block(u.index());
        if (b >= 0 && !cycles.contains(c, b) && !scoped.get(u.index())) {
          scoped.set(u.index());
          work.push(u.index());
        }
      }
    }
    while (!work.isEmpty()) {
      int s = work.pop();
      for (int k = state.dense.userStart(s); k < state.dense.userStart(s + 1); k++) {
        int w = state.dense.user(k);
        int b = state.dense.block(w);
        if (b < 0 || cycles.contains(c, b) || scoped.get(w)) {
          continue;
        }
        // A token derived past the region still names the iteration's group: it stays scoped.
        if (exits.exempt(tokens, new InstId(w))
            || state.dense.inst(w).resultType().equals(dev.cvg.ir.Type.TOKEN)) {
          scoped.set(w);
          work.push(w);
        } else {
          state.markDivergent(w, true);
          exits.scopedUses.add(((long) w << 32) | s);
        }
      }
    }
  }
}
