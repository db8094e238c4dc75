package dev.cvg.passes.unroll;

import dev.cvg.ir.Br;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Compare;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The tidying LLVM's unroller does after unrolling: drop blocks no longer reachable, erase exit
 * compares left without users, and merge a block into its predecessor when they form a straight
 * line (the predecessor's only successor, the block's only predecessor, no phis).
 */
final class Cleanup {
  private Cleanup() {}

  /** Removes blocks unreachable from the entry; surviving phis drop their entries. */
  static void removeUnreachable(FunctionEditor e) {
    List<BlockId> layout = e.layout();
    Set<BlockId> seen = new HashSet<>();
    Deque<BlockId> work = new ArrayDeque<>();
    work.add(layout.getFirst());
    seen.add(layout.getFirst());
    while (!work.isEmpty()) {
      for (BlockId s : e.successors(work.poll())) {
        if (seen.add(s)) {
          work.add(s);
        }
      }
    }
    List<BlockId> dead = layout.stream().filter(b -> !seen.contains(b)).toList();
    if (!dead.isEmpty()) {
      e.removeBlocks(dead, "loop-unroll: unreachable after unrolling");
    }
  }

  /**
   * Merges each of {@code candidates} into its predecessor when they form a straight line: the
   * predecessor ends in {@code br} to it, it has no other predecessor, no phis and no heart (the
   * loop intrinsic must precede every convergent operation of its block).
   */
  static void mergeStraightLines(FunctionEditor e, Collection<BlockId> candidates) {
    BlockId entry = e.layout().getFirst();
    for (BlockId s : new ArrayList<>(candidates)) {
      if (!e.layout().contains(s) || s.equals(entry) || e.predecessors(s).size() != 1
          || e.insts(s).getFirst() instanceof Phi || e.insts(s).stream().anyMatch(Cleanup::isHeart)) {
        continue;
      }
      BlockId p = e.predecessors(s).getFirst();
      if (p.equals(s) || !(e.terminator(p) instanceof Br)) {
        continue;
      }
      e.mergeIntoPredecessor(s, "loop-unroll: straight line merged");
    }
  }

  /** Returns whether {@code i} calls the loop intrinsic (which must lead its block's convergent ops). */
  static boolean isHeart(Inst i) {
    return calls(i, "@llvm.experimental.convergence.loop");
  }

  private static boolean calls(Inst i, String callee) {
    return i instanceof dev.cvg.ir.Call c && c.site().callee() instanceof Value.GlobalRef g
        && g.name().equals(callee);
  }

  /**
   * Erases, in {@code blocks}, the compares nothing uses any more (the exit tests of copies
   * whose branch was folded), as LLVM's post-unroll simplification does. Unused anchors are kept:
   * LLVM deletes them as trivially dead, but the legality checker then cannot match the
   * original's anchor instances (see docs/passes-unroll.md).
   */
  static void eraseTriviallyDead(FunctionEditor e, Collection<BlockId> blocks) {
    boolean changed = true;
    while (changed) {
      changed = false;
      for (BlockId b : blocks) {
        if (!e.layout().contains(b)) {
          continue;
        }
        for (Inst i : e.insts(b)) {
          if (i instanceof Compare && !e.hasUses(i.id().value())) {
            e.erase(i.id(), "loop-unroll: trivially dead after unrolling");
            changed = true;
          }
        }
      }
    }
  }


}
