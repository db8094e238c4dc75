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
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
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
      for (BlockId s : IterationChain.terminator(e, work.poll()).successors()) {
        if (seen.add(s)) {
          work.add(s);
        }
      }
    }
    List<BlockId> dead = layout.stream().filter(b -> !seen.contains(b)).toList();
    if (dead.isEmpty()) {
      return;
    }
    Set<BlockId> deadSet = new HashSet<>(dead);
    for (BlockId b : layout) {
      if (deadSet.contains(b)) {
        continue;
      }
      for (Phi ph : IterationChain.headerPhis(e, b)) {
        if (ph.incoming().stream().anyMatch(i -> deadSet.contains(i.block()))) {
          e.replace(new Phi(ph.id(), ph.type(), ph.incoming().stream()
              .filter(i -> !deadSet.contains(i.block())).toList(), ph.flags()));
        }
      }
    }
    for (BlockId b : dead) {
      e.removeBlock(b, "loop-unroll: unreachable after unrolling");
    }
  }

  /** Merges straight-line pairs whose successor is one of {@code candidates}. */
  static void mergeStraightLines(FunctionEditor e, Collection<BlockId> candidates) {
    Map<BlockId, Integer> preds = new HashMap<>();
    for (BlockId b : e.layout()) {
      for (BlockId s : IterationChain.terminator(e, b).successors()) {
        preds.merge(s, 1, Integer::sum);
      }
    }
    BlockId entry = e.layout().getFirst();
    for (BlockId s : new ArrayList<>(candidates)) {
      if (!e.layout().contains(s) || s.equals(entry) || preds.getOrDefault(s, 0) != 1
          || e.insts(s).getFirst() instanceof Phi || e.insts(s).stream().anyMatch(Cleanup::isHeart)) {
        continue;
      }
      BlockId p = predecessorOf(e, s);
      if (p == null || p.equals(s) || !(IterationChain.terminator(e, p) instanceof Br)) {
        continue;
      }
      e.erase(IterationChain.terminator(e, p).id(), "loop-unroll: straight line merged");
      int pos = e.insts(p).size();
      for (Inst i : e.insts(s)) {
        e.move(i.id(), p, pos++);
      }
      for (BlockId t : IterationChain.terminator(e, p).successors()) {
        for (Phi ph : IterationChain.headerPhis(e, t)) {
          e.replace(ph.mapBlocks(x -> x.equals(s) ? p : x));
        }
      }
      e.removeBlock(s, "loop-unroll: merged into its predecessor");
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
      changed = false;      Set<Integer> used = new HashSet<>();
      for (BlockId b : e.layout()) {
        for (Inst i : e.insts(b)) {
          for (Value v : i.operands()) {
            if (v instanceof Value.Local l) {
              used.add(l.rawId());
            }
          }
        }
      }
      for (BlockId b : blocks) {
        if (!e.layout().contains(b)) {
          continue;
        }
        for (Inst i : e.insts(b)) {
          if (i instanceof Compare && !used.contains(i.rawId())) {
            e.erase(i.id(), "loop-unroll: trivially dead after unrolling");
            changed = true;
          }
        }
      }
    }
  }

  private static BlockId predecessorOf(FunctionEditor e, BlockId s) {
    for (BlockId b : e.layout()) {
      if (IterationChain.terminator(e, b).successors().contains(s)) {
        return b;
      }
    }
    return null;
  }
}
