package dev.cvg.legality.correspondence;

import dev.cvg.ir.Inst;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Which named instructions of a transformed block left the order of their corresponding block.
 * The originals of the block's named instructions that its home's sequence holds ahead of the
 * reading give positions, in the block's order. A run of them that jumps ahead, past the
 * original of the named instruction after the run, while that one still follows the original
 * before the run, was moved there: hoisted from further down (LICM takes {@code %v4_2.i} and
 * {@code %v4_3.i} out of a loop of an inlined body to the top of the block, before the code of
 * the body that comes first). Only instructions that compute a value without effects are taken
 * for moved ({@link #computes}): a call or a memory operation that seems to jump ahead is the
 * code before it sunk past it instead (SimplifyCFG sinks a ballot below an inlined body's
 * anchor). Such an instruction says nothing about where the block's code
 * around it stands, so it neither bounds an alignment segment ({@link Alignment}) nor moves the
 * reading past its original. The code that comes back must go on in order for at least as
 * many named instructions as the run holds; otherwise the one it comes back to is taken for
 * the moved one (sunk from further up) and the run stays. A run at the block's end, with no
 * named instruction after it, stays too.
 * A second named copy of one original (an unrolled iteration) is not placed: the rules for
 * copies read it.
 *
 * <p>Complexity: one search of the sequence per named instruction, then linear in the named
 * instructions times the length of the runs tried.
 */
final class KeptOrder {
  private KeptOrder() {}

  /**
   * Returns the named instructions of {@code insts} in runs that jumped ahead.
   *
   * @param insts the block's instructions, in order
   * @param named the single original of a named instruction, if it has one
   * @param home the corresponding block, at the position its code starts
   * @return the instructions out of order (identity set)
   */
  static Set<Inst> outliers(List<Inst> insts, Function<Inst, Optional<InstRef>> named, Cursor home) {
    List<Inst> placed = new ArrayList<>();
    List<Integer> pos = new ArrayList<>();
    Set<InstRef> seen = new java.util.HashSet<>();
    for (Inst i : insts) {
      Optional<InstRef> r = named.apply(i);
      // a second copy of one original (an unrolled iteration) is left to the rules for copies
      if (r.isPresent() && home.at().times().containsKey(r.get()) && seen.add(r.get())) {
        // the next copy of its original on from the previous one's (one original stands in
        // each inlined copy of a callee), else the first from the start (moved code)
        Cursor from = pos.isEmpty() ? home : new Cursor(home.at(), pos.get(pos.size() - 1));
        from.past(r.get()).or(() -> home.past(r.get())).ifPresent(c -> {
          placed.add(i);
          pos.add(c.pos());
        });
      }
    }
    Set<Inst> out = Collections.newSetFromMap(new IdentityHashMap<>());
    if (placed.size() < 2) {
      return out;
    }
    int n = placed.size();
    int prev = home.pos();
    for (int k = 0; k < n; ) {
      // a run from k whose originals all lie past the next one's, which lies past the one before
      // the run: the run jumped ahead and the block's reading comes back after it
      int least = pos.get(k);
      int back = -1;
      for (int j = k + 1; j < n && pos.get(j) > prev; j++) {
        if (pos.get(j) < least) {
          back = j;
          break;
        }
        least = Math.min(least, pos.get(j));
      }
      // and the reading that comes back goes on in order at least as long as the run (else the
      // instruction it comes back to is the one moved: sunk from further up)
      int after = 0;
      for (int j = back, last = prev; j >= 0 && j < n && pos.get(j) > last; j++) {
        after++;
        last = pos.get(j);
      }
      boolean movable = back > 0 && placed.subList(k, back).stream().allMatch(KeptOrder::computes);
      if (pos.get(k) > prev && back > 0 && back - k <= after && movable) {
        for (int j = k; j < back; j++) {
          out.add(placed.get(j));
        }
        k = back;
      } else {
        prev = pos.get(k);
        k++;
      }
    }
    return out;
  }

  /**
   * Returns whether {@code i} only computes a value (arithmetic, a comparison, a select, a cast,
   * an address): what LICM, GVN and InstCombine move freely. Calls (convergent operations,
   * tokens), memory operations and phis stay where their block's order puts them.
   */
  private static boolean computes(Inst i) {
    return i instanceof dev.cvg.ir.Binary || i instanceof dev.cvg.ir.Compare || i instanceof dev.cvg.ir.Select
        || i instanceof dev.cvg.ir.Cast || i instanceof dev.cvg.ir.GetElementPtr || i instanceof dev.cvg.ir.Unary
        || i instanceof dev.cvg.ir.Freeze;
  }
}
