package dev.cvg.passes.jumpthreading;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.ir.Block;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Finds the edges jump threading may thread, before any convergence question: a block ending in
 * a conditional branch whose outcome is {@link KnownCondition known} on an incoming edge (with one
 * predecessor only, the branch is folded instead: LLVM's implied-condition folding). Like LLVM, it leaves out blocks that are cycle entries and edges
 * whose known successor is a cycle entry (threading them would make cycles irreducible), blocks
 * defining a token used outside them (a token cannot flow through a phi, so no copy could feed
 * those uses), and blocks costlier to duplicate than the threshold (instructions other than phis,
 * the terminator and the folded compare).
 */
final class SiteFinder {
  /** LLVM's default {@code -jump-threading-threshold}. */
  static final int DEFAULT_THRESHOLD = 6;

  private SiteFinder() {}

  /** Returns the threadable edges of {@code f}, by block in layout order, then predecessor order. */
  static List<ThreadSite> find(Function f, CycleHierarchy cycles, int threshold) {
    FunctionIndex index = f.index();
    KnownCondition known = new KnownCondition(f);
    boolean[] cycleEntry = cycleEntries(cycles, index.blockCount());
    List<ThreadSite> sites = new ArrayList<>();
    for (int b = 1; b < index.blockCount(); b++) {
      Block block = index.block(b);
      if (!(block.insts().getLast() instanceof CondBr br) || br.ifTrue().equals(br.ifFalse()) || cycleEntry[b]
          || cost(index, block, br) > threshold || tokenEscapes(index, block)) {
        continue;
      }
      int[] preds = Arrays.stream(index.cfg().predecessors(b)).distinct().toArray();
      boolean fold = preds.length == 1;
      for (int p : preds) {
        final int pred = p;
        known.on(pred, b, br).ifPresent(o -> {
          var succ = o.value() ? br.ifTrue() : br.ifFalse();
          if (!cycleEntry[index.number(succ)]) {
            sites.add(new ThreadSite(index.block(pred).id(), block.id(), succ, o.how(), fold));
          }
        });
      }
    }
    return sites;
  }

  /** Instructions a copy of {@code block} would hold (not phis, not the branch, not its compare). */
  static int cost(FunctionIndex index, Block block, CondBr br) {
    int n = 0;
    for (Inst i : block.insts()) {
      if (!(i instanceof Phi) && !i.isTerminator() && !foldsAway(index, i, br)) {
        n++;
      }
    }
    return n;
  }

  /** Whether {@code i} is the branch's condition, used by the branch only (the copy needs no clone). */
  static boolean foldsAway(FunctionIndex index, Inst i, CondBr br) {
    return br.condition() instanceof Value.Local l && l.rawId() == i.rawId()
        && index.users(l.id()).equals(List.of(br.id()));
  }

  private static boolean tokenEscapes(FunctionIndex index, Block block) {
    for (Inst i : block.insts()) {
      Optional<dev.cvg.ir.ValueId> r = i.result();
      if (r.isPresent() && i.resultType() instanceof Type.Token) {
        for (InstId user : index.users(r.get())) {
          if (index.blockOf(user) != index.number(block.id())) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean[] cycleEntries(CycleHierarchy cycles, int n) {
    boolean[] entry = new boolean[n];
    for (Cycle c : cycles.cycles()) {
      c.entries().forEach(e -> entry[e] = true);
    }
    return entry;
  }
}
