package dev.cvg.legality.correspondence;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A position in a block of the original as the unnamed matching of {@link NameCorrespondence}
 * reads it: unnamed instructions match the first unnamed instruction of their shape after it
 * (or, searching backward, before it) not used yet in the transformed block being matched.
 *
 * @param at the block read
 * @param pos the index in {@code at.seq()} the search starts from
 */
record Cursor(Located at, int pos) {
  /**
   * A block of an original function as a sequence: its own instructions, each call to a function
   * that was inlined everywhere followed by that callee's instructions, then the blocks that
   * block merging would fold into it ({@link Inlining}).
   *
   * @param function the function holding the block
   * @param block the block
   * @param seq the block's instructions with the inlined bodies in place
   * @param times how often {@code seq} holds each original (a callee inlined twice, twice)
   */
  record Located(Function function, Block block, List<Entry> seq, Map<InstRef, Integer> times) {
    /**
     * Reads a block as the sequence {@code seq}.
     *
     * @param function the function holding the block
     * @param block the block
     * @param seq the block's instructions with the inlined bodies in place
     * @return the located block
     */
    static Located of(Function function, Block block, List<Entry> seq) {
      Map<InstRef, Integer> times = new HashMap<>();
      seq.forEach(e -> times.merge(new InstRef(e.function().name(), e.inst().id()), 1, Integer::sum));
      return new Located(function, block, seq, Map.copyOf(times));
    }
  }

  /**
   * An original instruction, the function defining it (the block's function or a callee) and
   * the block holding it.
   *
   * @param function the function defining {@code inst}
   * @param block the block of {@code function} holding {@code inst}
   * @param inst the instruction
   */
  record Entry(Function function, Block block, Inst inst) {}

  /**
   * A matched original and the key that marks its place as used: the instruction for the block's
   * own, its place in the sequence for an inlined body's or a merged successor's (a callee inlined
   * twice into one block offers each of its instructions twice).
   *
   * @param ref the original
   * @param key what to add to the used set
   * @param next the position just after it in the sequence searched
   */
  record Hit(InstRef ref, Object key, Cursor next) {}

  /** The place of an inlined body's instruction in a block's sequence. */
  private record Slot(Block block, int index) {}

  /**
   * Returns the position just after the first occurrence of original {@code r} at or after this
   * one, if the sequence holds it there.
   */
  Optional<Cursor> past(InstRef r) {
    for (int k = Math.max(0, pos); k < at.seq().size(); k++) {
      Entry o = at.seq().get(k);
      if (o.inst().id().equals(r.id()) && o.function().name().equals(r.function())) {
        return Optional.of(new Cursor(at, k + 1));
      }
    }
    return Optional.empty();
  }

  /** Searches forward for an unused candidate of {@code i}'s shape. */
  Optional<Hit> forward(Inst i, Used used) {
    return forward(i, used, Optional.empty());
  }

  /**
   * Searches forward for an unused candidate of {@code i}'s shape, stopping at {@code bound} when
   * it is a later position of the same sequence: the original of the next named instruction after
   * {@code i}, which {@code i}'s original stands before when the transform kept their order.
   */
  Optional<Hit> forward(Inst i, Used used, Optional<Cursor> bound) {
    int end = bound.filter(b -> b.at() == at && b.pos() >= pos).map(Cursor::pos).orElse(at.seq().size());
    for (int k = Math.max(0, pos); k < end; k++) {
      Optional<Hit> r = take(k, i, used);
      if (r.isPresent()) {
        return r;
      }
    }
    return Optional.empty();
  }

  /**
   * Searches backward for an unused candidate, or with {@code reuse} for any candidate, passing
   * over the {@code skip} nearest ones (left to the instructions after {@code i}) as long as a
   * farther one exists.
   */
  Optional<Hit> backward(Inst i, Used used, boolean reuse, int skip) {
    Optional<Hit> found = Optional.empty();
    int passed = 0;
    for (int k = Math.min(pos, at.seq().size() - 1); k >= 0 && passed <= skip; k--) {
      Optional<Hit> r = take(k, i, reuse ? Used.nothing() : used);
      if (r.isPresent()) {
        found = r;
        passed++;
      }
    }
    return found;
  }

  /**
   * Returns a record of matches in which the originals in {@code taken} are used already: the
   * block's own instructions, and those of the inlined body this position lies in or follows
   * (another function's, back to the block's own previous instruction and on to its next one);
   * another inlined copy of the same callee in the sequence stays free.
   *
   * @param taken originals given to instructions elsewhere
   * @return a record to match a block's instructions with
   */
  Used reserving(Set<InstRef> taken) {
    Used used = Used.empty();
    int lo = Math.min(Math.max(0, pos), at.seq().size());
    while (lo > 0 && at.seq().get(lo - 1).function() != at.function()) {
      lo--;
    }
    int hi = Math.max(lo, pos);
    while (hi < at.seq().size() && at.seq().get(hi).function() != at.function()) {
      hi++;
    }
    for (int k = 0; k < at.seq().size(); k++) {
      Entry o = at.seq().get(k);
      InstRef r = ref(o);
      if ((k >= lo && k < hi || o.function() == at.function()) && taken.contains(r)) {
        used.add(r, key(k, o, r));
      }
    }
    return used;
  }

  /**
   * Returns the instruction at position {@code k} if it is an unnamed original not taken in
   * {@code used}: a candidate for some unnamed transformed instruction.
   */
  Optional<Inst> candidate(int k, Used used) {
    Entry o = at.seq().get(k);
    InstRef r = ref(o);
    boolean free = NameCorrespondence.ownName(o.function(), o.inst()).isEmpty()
        && !used.taken(r, key(k, o, r), at.times().get(r));
    return free ? Optional.of(o.inst()) : Optional.empty();
  }

  /** Marks position {@code k} as taken in {@code used} (an aligned place, {@link Alignment}). */
  void reserve(int k, Used used) {
    Entry o = at.seq().get(k);
    InstRef r = ref(o);
    used.add(r, key(k, o, r));
  }

  /** Undoes {@link #reserve} and returns the place as a match. */
  Hit release(int k, Used used) {
    Entry o = at.seq().get(k);
    InstRef r = ref(o);
    Object key = key(k, o, r);
    used.remove(r, key);
    return new Hit(r, key, new Cursor(at, k + 1));
  }

  static InstRef ref(Entry o) {
    return new InstRef(o.function().name(), o.inst().id());
  }

  private Object key(int k, Entry o, InstRef r) {
    return o.block() == at.block() ? r : new Slot(at.block(), k);
  }

  private Optional<Hit> take(int k, Inst i, Used used) {
    Entry o = at.seq().get(k);
    InstRef r = ref(o);
    Object key = key(k, o, r);
    boolean fits = NameCorrespondence.ownName(o.function(), o.inst()).isEmpty()
        && NameCorrespondence.shape(o.inst()).equals(NameCorrespondence.shape(i));
    if (!fits || used.taken(r, key, at.times().get(r))) {
      return Optional.empty();
    }
    return Optional.of(new Hit(r, key, new Cursor(at, k + 1)));
  }
}
