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
  static final long LIMIT = 1_000_000L;

  private final Map<Inst, Integer> place = new IdentityHashMap<>();
  /** The instructions placed between bounds out of order, before the reading of the block. */
  private final Set<Inst> reordered = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
  private final Cursor home;

  private Alignment(Cursor home) {
    this.home = home;
  }

  /**
   * Aligns the unnamed instructions of a block with {@code home}'s sequence from its position on,
   * segment by segment between the named instructions whose originals the sequence holds in
   * order (a named instruction's original bounds the segments on both sides; a segment before a
   * named instruction whose original lies before the reading, moved code, is not aligned, nor is
   * the code after a named instruction from another block, up to the next bound: it came with
   * that instruction, from a folded branch's successor or sunk from before the reading), up to
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
    List<Segment> segments = new ArrayList<>();
    int end = home.at().seq().size();
    int lo = Math.max(0, home.pos());
    List<Inst> segment = new ArrayList<>();
    // stretches that end at a named instruction from elsewhere, waiting for the next bound
    List<List<Inst>> open = new ArrayList<>();
    // after a named instruction from elsewhere, the code up to the next bound came with it
    boolean moved = false;
    Set<InstRef> seen = new HashSet<>();
    for (Inst i : insts) {
      if (pending.test(i)) {
        if (!moved) {
          segment.add(i);
        }
        continue;
      }
      Optional<InstRef> r = named.apply(i);
      if (r.isEmpty()) {
        continue; // no single original: no bound
      }
      if (!home.at().times().containsKey(r.get())) {
        // from another block (a folded branch's successor merged in, code sunk or hoisted): the
        // code before it is aligned up to the next bound, the code after it belongs with it
        if (!moved && !segment.isEmpty()) {
          open.add(List.copyOf(segment));
        }
        segment.clear();
        moved = true;
        continue;
      }
      Optional<Cursor> at = new Cursor(home.at(), lo).past(r.get());
      if (at.isEmpty() && !seen.add(r.get())) {
        // a second copy of an original in this block (an unrolled iteration): what follows is
        // left to the one-by-one search, which reads such copies again
        segment = new ArrayList<>(segment);
        break;
      }
      seen.add(r.get());
      if (at.isPresent()) {
        int bound = at.get().pos() - 1;
        for (List<Inst> piece : open) {
          segments.add(new Segment(piece, range(lo, bound), lo - 1, bound, false));
        }
        segments.add(new Segment(List.copyOf(segment), range(lo, bound), lo - 1, bound, false));
        lo = bound + 1;
        moved = false;
      } else if (out.sameBody(out.lastBefore(r.get(), lo), lo - 1)) {
        // its original lies before the reading in the same inlined body: the inliner laid the
        // body's blocks out in another order (after a folded branch), so the code between stands
        // at the end of the previous bound's block or at the start of this bound's, and the
        // reading goes on after this bound's original
        int bound = out.lastBefore(r.get(), lo);
        int[] tail = range(lo, out.runEnd(lo - 1));
        int[] head = range(out.runStart(bound), bound);
        int[] both = new int[tail.length + head.length];
        System.arraycopy(tail, 0, both, 0, tail.length);
        System.arraycopy(head, 0, both, tail.length, head.length);
        segments.add(new Segment(List.copyOf(segment), both, lo - 1, bound, true));
        lo = bound + 1;
        moved = false;
      } else {
        moved = true; // code moved from before the reading: it and what follows are not aligned
      }
      open.clear();
      segment.clear();
    }
    for (List<Inst> piece : open) {
      segments.add(new Segment(piece, range(lo, end), lo - 1, end, false));
    }
    segments.add(new Segment(List.copyOf(segment), range(lo, end), lo - 1, end, false));
    // the narrowest stretches first: code between two named instructions of one original block
    // takes that block's originals before a segment spanning several blocks can
    segments.sort(java.util.Comparator.comparingInt(x -> x.positions().length));
    for (Segment g : segments) {
      out.align(g.pending(), g.positions(), g.left(), g.right(), used);
      if (g.reordered()) {
        g.pending().stream().filter(out.place::containsKey).forEach(out.reordered::add);
      }
    }
    return out;
  }

  /**
   * Unnamed instructions between two bounds and the positions they may take.
   *
   * @param pending the instructions, in order
   * @param positions the candidate positions, in the order the code runs
   * @param left the position of the bound before (may lie outside the sequence)
   * @param right the position of the bound after
   * @param reordered whether the bounds are out of the sequence's order
   */
  private record Segment(List<Inst> pending, int[] positions, int left, int right, boolean reordered) {}

  private static int[] range(int from, int to) {
    return java.util.stream.IntStream.range(from, Math.max(from, to)).toArray();
  }

  /** The last position before {@code lo} holding {@code r} (the sequence holds it). */
  private int lastBefore(InstRef r, int lo) {
    int last = -1;
    for (int k = 0; k < lo && k < home.at().seq().size(); k++) {
      if (Cursor.ref(home.at().seq().get(k)).equals(r)) {
        last = k;
      }
    }
    return last;
  }

  /**
   * Returns whether positions {@code x} and {@code y} lie in one inlined body: a stretch of the
   * sequence holding only other functions' instructions than the block's own.
   */
  private boolean sameBody(int x, int y) {
    List<Cursor.Entry> seq = home.at().seq();
    if (x < 0 || y < 0 || x >= seq.size() || y >= seq.size()) {
      return false;
    }
    for (int k = Math.min(x, y); k <= Math.max(x, y); k++) {
      if (seq.get(k).function() == home.at().function()) {
        return false;
      }
    }
    return true;
  }

  /** The position after the run of position {@code k} (k + 1 outside the sequence). */
  private int runEnd(int k) {
    List<Cursor.Entry> seq = home.at().seq();
    if (k < 0 || k >= seq.size()) {
      return k + 1;
    }
    int e = k + 1;
    while (e < seq.size() && sameRun(seq.get(e), seq.get(k))) {
      e++;
    }
    return e;
  }

  /** The first position of the run of position {@code k}. */
  private int runStart(int k) {
    List<Cursor.Entry> seq = home.at().seq();
    int s = k;
    while (s > 0 && sameRun(seq.get(s - 1), seq.get(k))) {
      s--;
    }
    return s;
  }

  private static boolean sameRun(Cursor.Entry x, Cursor.Entry y) {
    return x.block() == y.block() && x.function() == y.function();
  }


  private void align(List<Inst> pending, int[] positions, int left, int right, Used used) {
    int n = pending.size();
    int m = positions.length;
    if (n == 0 || m == 0 || (long) n * m > LIMIT) {
      return;
    }
    String[] a = new String[n];
    for (int i = 0; i < n; i++) {
      a[i] = NameCorrespondence.shape(pending.get(i));
    }
    String[] b = new String[m];
    for (int j = 0; j < m; j++) {
      b[j] = home.candidate(positions[j], used).map(NameCorrespondence::shape).orElse(null);
    }
    int[] run = runs(positions, left, right);
    Chains c = new Chains(n, m);
    long unit = n + 2L; // a match outweighs every adjacency bonus
    for (int i = n - 1; i >= 0; i--) {
      for (int j = m - 1; j >= 0; j--) {
        if (a[i].equals(b[j])) {
          // the chain ends here, or goes on in the quadrant after, with a bonus in the same run
          long best = run[j + 1] == run[m + 1] ? 1 : 0;
          int next = -1;
          if (c.quad(i + 1, j + 1) > best) {
            best = c.quad(i + 1, j + 1);
            next = c.quadAt(i + 1, j + 1);
          }
          if (j + 1 < m && run[j + 2] == run[j + 1] && c.inRun(i + 1, j + 1) >= 0
              && c.inRun(i + 1, j + 1) + 1 >= best) {
            best = c.inRun(i + 1, j + 1) + 1;
            next = c.inRunAt(i + 1, j + 1);
          }
          c.put(i, j, unit + best, next);
        }
        c.fold(i, j, j + 1 < m && run[j + 2] == run[j + 1]);
      }
    }
    int cell = c.quadAt(0, 0);
    if (run[1] == run[0] && c.inRun(0, 0) >= 0 && c.inRun(0, 0) + 1 >= c.quad(0, 0)) {
      cell = c.inRunAt(0, 0); // the first match in the run of the named instruction before
    }
    while (cell >= 0) {
      int i = cell / m;
      int j = cell % m;
      place.put(pending.get(i), positions[j]);
      home.reserve(positions[j], used);
      cell = c.next(i, j);
    }
  }

  /**
   * Numbers the runs of the positions {@code left}, {@code positions} and {@code right}: a run is a
   * stretch of consecutive positions holding one original block's instructions (one inlined copy,
   * or the block's own code); positions outside the sequence are runs of their own.
   */
  private int[] runs(int[] positions, int left, int right) {
    List<Cursor.Entry> seq = home.at().seq();
    int[] all = new int[positions.length + 2];
    all[0] = left;
    System.arraycopy(positions, 0, all, 1, positions.length);
    all[all.length - 1] = right;
    int[] out = new int[all.length];
    int id = 0;
    for (int k = 0; k < all.length; k++) {
      boolean inside = all[k] >= 0 && all[k] < seq.size();
      boolean joins = k > 0 && inside && all[k - 1] >= 0 && all[k - 1] < seq.size()
          && all[k] == all[k - 1] + 1 && sameRun(seq.get(all[k]), seq.get(all[k - 1]));
      if (!joins) {
        id++;
      }
      out[k] = id;
    }
    return out;
  }

  /**
   * Takes {@code i}'s aligned place if it is at or after {@code at} (or was placed between bounds
   * out of order) and before {@code bound}
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
    boolean inOrder = at != null && at.at() == home.at() && (q >= at.pos() || reordered.contains(i))
        && bound.filter(x -> x.at() == home.at() && x.pos() >= at.pos() && q >= x.pos()).isEmpty();
    Cursor.Hit hit = home.release(q, used);
    return inOrder ? Optional.of(hit) : Optional.empty();
  }

  /**
   * Returns where a one-by-one search from {@code from} must stop: at {@code bound} or at the
   * place reserved for the nearest of {@code later} that has one, whichever comes first in
   * {@code from}'s sequence. The places of one stretch of unnamed instructions follow the
   * stretch's order (one segment), so the nearest placed instruction has the earliest place; a
   * place taken out of order does not count.
   *
   * @param from where the search starts
   * @param bound the next named instruction's original, if any
   * @param later the unnamed instructions after the one searched for, up to the block's next
   *     named instruction, in order
   * @return the earlier stop, or {@code bound} when {@code from} reads another sequence
   */
  Optional<Cursor> bound(Cursor from, Optional<Cursor> bound, List<Inst> later) {
    if (from.at() != home.at()) {
      return bound;
    }
    for (Inst j : later) {
      Integer q = place.get(j);
      if (q != null && !reordered.contains(j)) {
        boolean earlier = q >= from.pos()
            && bound.filter(x -> x.at() == home.at() && x.pos() >= from.pos() && x.pos() <= q).isEmpty();
        return earlier ? Optional.of(new Cursor(home.at(), q)) : bound;
      }
    }
    return bound;
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
