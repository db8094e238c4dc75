package dev.cvg.passes.unroll;

import dev.cvg.ir.Br;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Copies 1..n-1 of a loop's iteration chained after copy 0 (the original blocks): copy {@code c}
 * has no header phis (their uses read copy {@code c-1}'s latch values) and no heart (its uses read
 * copy 0's heart: "the loop intrinsic is not duplicated"), and copy {@code c}'s latch continues
 * into copy {@code c+1}'s header. The last latch's back edge and the header phis are left for
 * the caller: they go back to the header (partial unrolling) or away (full unrolling).
 */
final class IterationChain {
  private final FunctionEditor e;
  private final NaturalLoop loop;
  private final List<CopyMap> maps = new ArrayList<>();

  private IterationChain(FunctionEditor e, NaturalLoop loop) {
    this.e = e;
    this.loop = loop;
  }

  /**
   * Builds {@code n} copies (copy 0 is the loop itself), the new blocks placed after
   * {@code after}; {@link #link()} chains them.
   *
   * @param heart the loop's heart in the header, if any
   */
  static IterationChain build(FunctionEditor e, NaturalLoop loop, int n, Optional<InstId> heart,
      BlockId after) {
    IterationChain ch = new IterationChain(e, loop);
    ch.maps.add(new CopyMap());
    List<Phi> phis = headerPhis(e, loop.header());
    BlockId place = after;
    for (int c = 1; c < n; c++) {
      CopyMap prev = ch.maps.get(c - 1);
      Map<Integer, Value> preset = new HashMap<>();
      for (Phi ph : phis) {
        preset.put(ph.rawId(), prev.value(ph.valueFrom(loop.latch()).orElseThrow()));
      }
      heart.ifPresent(h -> preset.put(h.index(), e.inst(h).asValue()));
      CopyMap m = RegionCopier.copy(e, loop.blocks(), "." + c, CloneKey.of("unroll", c), preset,
          place);
      place = m.block(loop.blocks().getLast());
      ch.maps.add(m);
    }
    return ch;
  }

  /** Chains the copies: copy {@code c}'s latch continues into copy {@code c+1}'s header. */
  void link() {
    for (int c = 0; c + 1 < maps.size(); c++) {
      retargetBackEdge(c, maps.get(c + 1).block(loop.header()));
    }
  }

  /** Returns the map of copy {@code c}. */
  CopyMap map(int c) {
    return maps.get(c);
  }

  /** Returns the number of copies. */
  int size() {
    return maps.size();
  }

  /** Points copy {@code c}'s back edge at {@code target}. */
  void retargetBackEdge(int c, BlockId target) {
    CopyMap m = maps.get(c);
    BlockId latch = m.block(loop.latch());
    BlockId ownHeader = m.block(loop.header());
    Inst t = e.terminator(latch);
    e.replace(t.mapBlocks(b -> b.equals(ownHeader) ? target : b));
  }

  /** Replaces copy {@code c}'s exit branch by a branch to its successor other than the exit. */
  void foldToStay(int c) {
    fold(c, false);
  }

  /** Replaces copy {@code c}'s exit branch by a branch to the exit. */
  void foldToExit(int c) {
    fold(c, true);
  }

  private void fold(int c, boolean leave) {
    BlockId ex = maps.get(c).block(loop.exiting());
    CondBr br = (CondBr) e.terminator(ex);
    boolean trueLeaves = br.ifTrue().equals(loop.exit());
    BlockId target = trueLeaves == leave ? br.ifTrue() : br.ifFalse();
    e.replaceTerminator(ex, new Br(br.id(), target));
  }

  /** Returns the phis of {@code b}. */
  static List<Phi> headerPhis(FunctionEditor e, BlockId b) {
    return e.insts(b).stream().takeWhile(i -> i instanceof Phi).map(i -> (Phi) i).toList();
  }
}
