package dev.cvg.legality.correspondence;

import dev.cvg.ir.Inst;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * The unnamed instructions of one transformed block aligned with their corresponding original
 * block as a whole, before {@link NameCorrespondence} matches them one by one: the longest
 * common subsequence of their shapes ({@link NameCorrespondence#shape}) and the unnamed, unused
 * instructions of the original sequence from the block's home on, between the originals of the
 * block's named instructions.
 *
 * <p>Matching one by one, each instruction takes the first unused original of its shape after
 * the previous match; a store that InstCombine merged from two predecessors and sank
 * ({@code store %storemerge}) then takes the corresponding block's own store, far down, and every
 * unnamed instruction after it searches past its real original (the block's {@code call @op}
 * before that store), into other blocks' code. Aligned as a whole, the order of the
 * instructions that kept their order decides, and the merged store is the one left out. An
 * aligned place is reserved for its instruction: the one-by-one search of the others passes
 * over it.
 *
 * <p><b>Complexity.</b> O(n m) time and space per segment of n unnamed instructions and m
 * originals; segments above {@link #LIMIT} cells are not aligned.
 */
final class Alignment {
  /** The largest table aligned (n m cells). */
  static final long LIMIT = 4_000_000L;

  private final Map<Inst, Integer> place = new IdentityHashMap<>();
  private final Cursor home;

  private Alignment(Cursor home) {
    this.home = home;
  }

  /**
   * Aligns the unnamed instructions of a block with {@code home}'s sequence from its position on,
   * segment by segment between the named instructions whose originals the sequence holds in
   * order (a named instruction's original bounds the segments on both sides; a segment before a
   * named instruction whose original lies before the reading, moved code, is not aligned), up to
   * a second named copy of one original in the block (an unrolled iteration, whose code is left
   * to the one-by-one search), and reserves the aligned places in {@code used}.
   *
   * @param insts the block's instructions, in order
   * @param pending which of them are unnamed (to be matched)
   * @param named the original of a named instruction, if it has exactly one
   * @param home the corresponding original block, at the position its code starts
   * @param used the block's record of taken originals
   * @return the alignment (without the segments whose table would exceed {@link #LIMIT})
   */
  static Alignment of(List<Inst> insts, Predicate<Inst> pending,
      Function<Inst, Optional<InstRef>> named, Cursor home, Used used) {
    Alignment out = new Alignment(home);
    int lo = Math.max(0, home.pos());
    List<Inst> segment = new ArrayList<>();
    Set<InstRef> seen = new HashSet<>();
    for (Inst i : insts) {
      if (pending.test(i)) {
        segment.add(i);
        continue;
      }
      Optional<InstRef> r = named.apply(i);
      if (r.isEmpty() || new Cursor(home.at(), 0).past(r.get()).isEmpty()) {
        continue; // not in this sequence: no bound
      }
      Optional<Cursor> at = new Cursor(home.at(), lo).past(r.get());
      if (at.isEmpty() && !seen.add(r.get())) {
        // a second copy of an original in this block (an unrolled iteration): what follows is
        // left to the one-by-one search, which reads such copies again
        out.align(segment, lo, home.at().seq().size(), used);
        return out;
      }
      seen.add(r.get());
      if (at.isPresent()) {
        out.align(segment, lo, at.get().pos() - 1, used);
        lo = at.get().pos();
      }
      segment.clear(); // found before the reading only: code moved, the segment's bounds out of order
    }
    out.align(segment, lo, home.at().seq().size(), used);
    return out;
  }

  private void align(List<Inst> pending, int from, int to, Used used) {
    int n = pending.size();
    int m = to - from;
    if (n == 0 || m <= 0 || (long) n * m > LIMIT) {
      return;
    }
    String[] a = new String[n];
    for (int i = 0; i < n; i++) {
      a[i] = NameCorrespondence.shape(pending.get(i));
    }
    String[] b = new String[m];
    for (int j = 0; j < m; j++) {
      b[j] = home.candidate(from + j, used).map(NameCorrespondence::shape).orElse(null);
    }
    int[][] suffix = new int[n + 1][m + 1];
    for (int i = n - 1; i >= 0; i--) {
      for (int j = m - 1; j >= 0; j--) {
        suffix[i][j] = a[i].equals(b[j]) ? 1 + suffix[i + 1][j + 1] : Math.max(suffix[i + 1][j], suffix[i][j + 1]);
      }
    }
    for (int i = 0, j = 0; i < n && j < m; ) {
      if (a[i].equals(b[j]) && suffix[i][j] == 1 + suffix[i + 1][j + 1]) {
        place.put(pending.get(i), from + j);
        home.reserve(from + j, used);
        i++;
        j++;
      } else if (suffix[i][j + 1] >= suffix[i + 1][j]) {
        j++; // pass over an original first: a later one may still take it
      } else {
        i++;
      }
    }
  }

  /**
   * Takes {@code i}'s aligned place if it is at or after {@code at} and before {@code bound}
   * (the next named instruction's original, {@link Cursor#forward(Inst, Used, Optional)}); the
   * place is released either way (the caller records the match it makes).
   *
   * @param i a pending instruction of the block
   * @param at the position the block has been read up to
   * @param bound where the search must stop, if in the same sequence
   * @param used the block's record of taken originals
   * @return the match, or empty
   */
  Optional<Cursor.Hit> take(Inst i, Cursor at, Optional<Cursor> bound, Used used) {
    Integer q = place.remove(i);
    if (q == null) {
      return Optional.empty();
    }
    boolean inOrder = at != null && at.at() == home.at() && q >= at.pos()
        && bound.filter(x -> x.at() == home.at() && x.pos() >= at.pos() && q >= x.pos()).isEmpty();
    Cursor.Hit hit = home.release(q, used);
    return inOrder ? Optional.of(hit) : Optional.empty();
  }

  /**
   * Releases the places of instructions matched otherwise (by their operands).
   *
   * @param i a pending instruction of the block
   * @param used the block's record of taken originals
   */
  void drop(Inst i, Used used) {
    Integer q = place.remove(i);
    if (q != null) {
      home.release(q, used);
    }
  }
}
