package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The last rule of {@link NameCorrespondence} for unnamed instructions: those that no block
 * matched take the unclaimed originals of their shape in the original function, in order.
 */
final class LeftOver {
  private LeftOver() {}

  /**
   * Pairs {@code n} unmatched instructions of one shape with the unclaimed originals of that
   * shape, in layout order: one to one when the counts agree; one instruction takes them all (a
   * merge); more instructions than originals are copies of the run of originals, repeated (full
   * unrolling of {@code op#1; op#2} gives {@code op#1; op#2; op#1; op#2; ...}), so the k-th takes
   * the (k mod m)-th; fewer (a partial merge) pair in order, the last taking the originals left.
   *
   * <p>The order says something only when the originals form one run, in one block: originals
   * spread over several blocks (a loop's operation and another before the loop, both in
   * numbered blocks that carry no names) give no order to copy, so every left-over instruction
   * then takes them all, as a merge would.
   *
   * @param n how many left-over instructions of one shape
   * @param originals the unclaimed originals of that shape, in layout order
   * @param oneRun whether the originals lie in one block
   * @return the originals of each left-over instruction, in order
   */
  static List<List<InstRef>> pairInOrder(int n, List<InstRef> originals, boolean oneRun) {
    List<List<InstRef>> out = new ArrayList<>();
    int m = originals.size();
    for (int k = 0; k < n; k++) {
      if (m == 0) {
        out.add(List.of());
      } else if (n == 1 || (!oneRun && m != n)) {
        out.add(originals);
      } else if (m <= n) {
        out.add(List.of(originals.get(k % m)));
      } else if (k < n - 1) {
        out.add(List.of(originals.get(k)));
      } else {
        out.add(originals.subList(k, m));
      }
    }
    return out;
  }

  /**
   * Returns whether all of {@code refs} lie in one block of {@code f}.
   *
   * @param f the original function
   * @param refs instructions of {@code f}
   * @return true if one block holds them all (or there are none)
   */
  static boolean inOneBlock(Function f, List<InstRef> refs) {
    java.util.Set<InstRef> wanted = new java.util.HashSet<>(refs);
    for (Block b : f.blocks()) {
      int here = 0;
      for (Inst o : b.insts()) {
        here += wanted.contains(new InstRef(f.name(), o.id())) ? 1 : 0;
      }
      if (here > 0) {
        return here == wanted.size();
      }
    }
    return true;
  }

  /**
   * Returns the unnamed instructions of {@code f} of {@code i}'s shape not claimed yet, in
   * layout order (none for a terminator).
   *
   * @param f the original function
   * @param i a left-over instruction of the transformed program
   * @param claimed the originals already matched
   * @return the candidates
   */
  static List<InstRef> unclaimedOfShape(Function f, Inst i, Set<InstRef> claimed) {
    if (i.isTerminator()) {
      return List.of();
    }
    List<InstRef> out = new ArrayList<>();
    for (Block b : f.blocks()) {
      for (Inst o : b.insts()) {
        InstRef r = new InstRef(f.name(), o.id());
        if (NameCorrespondence.ownName(f, o).isEmpty() && NameCorrespondence.shape(o).equals(NameCorrespondence.shape(i)) && !claimed.contains(r)) {
          out.add(r);
        }
      }
    }
    return out;
  }
}
