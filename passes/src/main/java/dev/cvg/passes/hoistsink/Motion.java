package dev.cvg.passes.hoistsink;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.ir.InstId;
import java.util.List;
import java.util.stream.Collectors;

/**
 * One code motion a transform proposes, in the terms of the snapshot it started from: what
 * moves, from where, to where. The guard ({@link ConvergenceGuard}) judges motions; the
 * transforms perform them. Block numbers are the snapshot's dense numbering.
 */
sealed interface Motion {

  /** Returns the site in LLVM names, for {@code --stats} and refusals. */
  String site(Facts facts);

  /**
   * Sinking {@code unit} from block {@code from} into block {@code to}, which {@code from}
   * dominates and which dominates every use. The unit is one instruction, or an anchor with every
   * instruction that uses its token (the spec's "sunk together with their anchor").
   */
  record Sink(List<InstId> unit, int from, int to) implements Motion {
    /** Copies the unit. */
    public Sink {
      unit = List.copyOf(unit);
    }

    @Override
    public String site(Facts facts) {
      return names(facts, unit) + " from " + facts.blockName(from) + " into " + facts.blockName(to);
    }
  }

  /**
   * Hoisting {@code kept} (now in block {@code from}) and {@code merged}, identical instructions
   * of the two arms of {@code into}'s conditional branch, into {@code into} as one instruction.
   */
  record HoistPair(InstId kept, InstId merged, int from, int into) implements Motion {
    @Override
    public String site(Facts facts) {
      return facts.name(kept) + " and " + facts.name(merged) + " hoisted into " + facts.blockName(into);
    }
  }

  /** Speculating {@code inst} out of conditional block {@code from} into its only predecessor {@code into}. */
  record Speculate(InstId inst, int from, int into) implements Motion {
    @Override
    public String site(Facts facts) {
      return facts.name(inst) + " speculated into " + facts.blockName(into);
    }
  }

  /**
   * Hoisting loop-invariant {@code inst}, now in block {@code from}, out of {@code loop} into its
   * preheader {@code into}.
   */
  record LoopHoist(InstId inst, Cycle loop, int from, int into) implements Motion {
    @Override
    public String site(Facts facts) {
      return facts.name(inst) + " hoisted out of loop " + facts.blockName(loop.header()) + " into "
          + facts.blockName(into);
    }
  }

  private static String names(Facts facts, List<InstId> ids) {
    return ids.stream().map(facts::name).collect(Collectors.joining(", "));
  }
}
