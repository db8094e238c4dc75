package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Param;
import java.util.BitSet;
import java.util.Set;
import java.util.TreeSet;

/**
 * The part of a uniformity answer the reference-twin comparison looks at, in a form shared by the
 * fast analysis and the twin: every mark (parameters, instructions, terminators: everything a
 * client can ask), the cycles with a divergent exit, and the blocks of the cycles assumed
 * divergent (their union: the fast analysis lists only cycles not inside an earlier one).
 *
 * @param marks {@code D}/{@code u} per parameter, then per block {@code name:} and one letter per
 *     instruction, in layout order
 * @param exitCycles indices of the cycles with a divergent exit
 * @param assumedBlocks blocks of cycles that are not m-converged
 */
record TwinAnswer(String marks, Set<Integer> exitCycles, BitSet assumedBlocks) {

  /** Returns the fast analysis' answer. */
  static TwinAnswer of(UniformityInfo u, Function f) {
    BitSet assumed = new BitSet();
    for (Cycle c : u.cyclesAssumedDivergent()) {
      for (int b : c.blocks()) {
        assumed.set(b);
      }
    }
    Set<Integer> exits = new TreeSet<>();
    u.cyclesWithDivergentExit().forEach(c -> exits.add(c.index()));
    return new TwinAnswer(marks(u, f), exits, assumed);
  }

  /** Returns the twin's answer. */
  static TwinAnswer of(NaiveUniformity n, Function f) {
    return new TwinAnswer(marks(n, f), n.exitCycles, n.assumedBlocks());
  }

  /** Returns whether this answer contains everything {@code other} reports (and maybe more). */
  boolean covers(TwinAnswer other) {
    for (int k = 0; k < marks.length(); k++) {
      if (other.marks.charAt(k) == 'D' && marks.charAt(k) != 'D') {
        return false;
      }
    }
    BitSet missing = (BitSet) other.assumedBlocks.clone();
    missing.andNot(assumedBlocks);
    return exitCycles.containsAll(other.exitCycles) && missing.isEmpty();
  }

  /** Divergent params, instructions and terminators of the fast analysis, by layout. */
  static String marks(UniformityInfo u, Function f) {
    StringBuilder sb = new StringBuilder();
    for (Param p : f.params()) {
      sb.append(u.isDivergent(p.id()) ? "D" : "u");
    }
    for (var block : f.blocks()) {
      sb.append(" ").append(block.name()).append(":");
      for (Inst i : block.insts()) {
        sb.append(u.isDivergent(i.id()) ? "D" : "u");
      }
    }
    return sb.toString();
  }

  /** Divergent params, instructions and terminators of the twin, by layout. */
  static String marks(NaiveUniformity n, Function f) {
    StringBuilder sb = new StringBuilder();
    for (Param p : f.params()) {
      sb.append(n.divergent.get(p.id().index()) ? "D" : "u");
    }
    var index = f.index();
    for (var block : f.blocks()) {
      sb.append(" ").append(block.name()).append(":");
      for (Inst i : block.insts()) {
        boolean d = i.isTerminator() ? n.divergentTerminators.get(index.blockOf(i.id()))
            : n.divergent.get(i.id().index());
        sb.append(d ? "D" : "u");
      }
    }
    return sb.toString();
  }
}
