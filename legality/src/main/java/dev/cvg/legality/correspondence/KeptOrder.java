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
 * named instruction after it, stays too, unless it is one value computation and the unnamed
 * code after it matches more of the originals before its original than after it (a block merged
 * from {@code %bb8} and {@code %bb9} whose only name, {@code %k9.next}, stands at its top).
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
  static Set<Inst> outliers(List<Inst> insts, Function<Inst, Optional<InstRef>> named, Cursor home,
      java.util.function.Predicate<Inst> pending) {
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
      } else if (back < 0 && computes(placed.get(k)) && pos.get(k) > prev
          && aheadOfIt(insts, placed.get(k), pending, home, prev, pos.get(k), k + 1 < n ? pos.get(k + 1) : -1)) {
        out.add(placed.get(k)); // a lone computation the code after it does not follow
        k++;
      } else {
        prev = pos.get(k);
        k++;
      }
    }
    return out;
  }

  /**
   * Returns whether the unnamed code after named instruction {@code x} (up to the next named one)
   * matches more of the originals between the reading ({@code lo}) and {@code x}'s original than
   * of those after it (up to {@code hi}, the next placed original, or the sequence's end): then
   * {@code x} was hoisted to where it stands (its successor merged in gave it the name of a block
   * further down) and the code after it is the block's own (seed 1004's {@code %k9.next}).
   */
  private static boolean aheadOfIt(List<Inst> insts, Inst x, java.util.function.Predicate<Inst> pending, Cursor home,
      int lo, int at, int hi) {
    List<String> code = new ArrayList<>();
    for (int j = insts.indexOf(x) + 1; j < insts.size() && pending.test(insts.get(j)); j++) {
      code.add(NameCorrespondence.shape(insts.get(j)));
    }
    List<Cursor.Entry> seq = home.at().seq();
    int end = hi < 0 ? seq.size() : Math.min(hi, seq.size());
    return !code.isEmpty() && inOrder(code, seq, Math.max(0, lo), at - 1) > inOrder(code, seq, at, end);
  }

  /** Counts the shapes of {@code code} found in order among the unnamed entries of {@code seq[from, to)}. */
  private static int inOrder(List<String> code, List<Cursor.Entry> seq, int from, int to) {
    int k = 0;
    for (int q = from; q < to && k < code.size(); q++) {
      Cursor.Entry e = seq.get(q);
      if (NameCorrespondence.ownName(e.function(), e.inst()).isEmpty()
          && NameCorrespondence.shape(e.inst()).equals(code.get(k))) {
        k++;
      }
    }
    return k;
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
