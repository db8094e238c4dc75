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

  /**
   * Narrows the originals of one left-over instruction that takes several (a merge: SimplifyCFG
   * sinks the stores of a join's predecessors into one {@code store %storemerge}) to those whose
   * operands it still reads: an original reading at operand {@code k} a value kept in the
   * transformed program is a candidate only if {@code i} reads there that value's counterpart,
   * or a phi with it among its incoming values (the merged store's value); and when some
   * candidate is read through such a phi, only those are. A store that another store overwrote
   * before the join (dead store elimination removed it and the value it stored) is then not
   * taken into the merge. Without any candidate left, all are kept.
   *
   * @param fa the transformed function
   * @param i the left-over instruction
   * @param fb the original function
   * @param candidates its originals
   * @param origins the originals of the transformed instructions matched so far
   * @param kept the originals with a counterpart (read only when there are several candidates)
   * @return the candidates it reads alike
   */
  static List<InstRef> readingAlike(Function fa, Inst i, Function fb, List<InstRef> candidates,
      java.util.Map<InstRef, List<InstRef>> origins, java.util.function.Supplier<Set<InstRef>> kept) {
    if (candidates.size() < 2) {
      return candidates;
    }
    List<InstRef> alike = new ArrayList<>();
    List<InstRef> throughPhi = new ArrayList<>();
    for (InstRef c : candidates) {
      Inst o = fb.index().inst(c.id()).orElse(null);
      if (o == null || o.operandCount() != i.operandCount()) {
        continue;
      }
      boolean fits = true;
      boolean phi = false;
      for (int k = 0; k < o.operandCount() && fits; k++) {
        InstRef read = local(fb, o.operand(k));
        if (read == null || !kept.get().contains(read)) {
          continue; // a constant, an argument, or a value removed with the original
        }
        List<InstRef> direct = originsOf(fa, i.operand(k), origins);
        if (direct.contains(read)) {
          continue;
        }
        boolean incoming = fa.index().instAt(rawOf(i.operand(k))) instanceof dev.cvg.ir.Phi p
            && p.incoming().stream().anyMatch(in -> originsOf(fa, in.value(), origins).contains(read));
        phi |= incoming;
        fits = incoming;
      }
      if (fits) {
        alike.add(c);
        if (phi) {
          throughPhi.add(c);
        }
      }
    }
    return !throughPhi.isEmpty() ? throughPhi : alike.isEmpty() ? candidates : alike;
  }

  private static int rawOf(dev.cvg.ir.Value v) {
    return v instanceof dev.cvg.ir.Value.Local l ? l.rawId() : -1;
  }

  private static InstRef local(Function f, dev.cvg.ir.Value v) {
    int raw = rawOf(v);
    return raw >= 0 && f.index().instAt(raw) != null ? new InstRef(f.name(), f.index().instAt(raw).id()) : null;
  }

  private static List<InstRef> originsOf(Function fa, dev.cvg.ir.Value v,
      java.util.Map<InstRef, List<InstRef>> origins) {
    InstRef r = local(fa, v);
    return r == null ? List.of() : origins.getOrDefault(r, List.of());
  }
}
