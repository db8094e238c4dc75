package dev.cvg.reduce;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Module;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Merges straight-line blocks: a target is a block {@code S} whose only incoming edge comes
 * from a {@code br label %S} of another block {@code P}. Merging appends {@code S}'s
 * instructions to {@code P} in place of the {@code br}, replaces {@code S}'s phis (one entry
 * each) by their value, and renames {@code S} to {@code P} in its successors' phis. Chains
 * {@code P -> S1 -> S2} of chosen targets collapse into {@code P}.
 *
 * <pre>
 *   P: ...; br label %S        S: %x = phi [ %v, %P ]; I; br label %T
 *   ==>  P: ...; I[%x := %v]; br label %T          (T's phis: [.., %S] -> [.., %P])
 * </pre>
 */
record MergeBlocks() implements ReductionPass {

  /** A block to merge into its predecessor. */
  private record Target(Function function, BlockId block, BlockId pred) {}

  @Override
  public String name() {
    return "merge-blocks";
  }

  @Override
  public Targets targets(Module m) {
    List<Target> targets = new ArrayList<>();
    for (Function f : m.definitions()) {
      FunctionIndex index = f.index();
      FlowGraph cfg = index.cfg();
      // block 0 is the entry, which has no predecessor to merge into
      for (int b = 1; b < cfg.size(); b++) {
        int[] preds = cfg.predecessors(b);
        // one edge in (multi-edges count twice), not a self loop, and that edge is a plain br
        if (preds.length != 1 || preds[0] == b) {
          continue;
        }
        Block pred = index.block(preds[0]);
        if (pred.terminator().orElse(null) instanceof Br) {
          targets.add(new Target(f, index.block(b).id(), pred.id()));
        }
      }
    }
    return Targets.perFunction(m, targets, Target::function, (f, chosen) -> {
      Map<BlockId, BlockId> predOf = new HashMap<>();
      chosen.forEach(t -> predOf.put(t.block(), t.pred()));
      return merge(f, predOf);
    });
  }

  /** Merges every block of {@code predOf} into its predecessor, chains into their first block. */
  private static Function merge(Function f, Map<BlockId, BlockId> predOf) {
    FunctionRewrite rw = new FunctionRewrite(f);
    FunctionEditor e = rw.editor();
    // a predecessor ending in a plain br has exactly one successor, so this is a function
    Map<BlockId, BlockId> succOf = new HashMap<>();
    predOf.forEach((s, p) -> succOf.put(p, s));
    for (BlockId root : e.layout()) {
      if (predOf.containsKey(root) || !succOf.containsKey(root)) {
        continue; // not the head of a chain; chosen blocks in an unreachable ring stay as they are
      }
      for (BlockId s = succOf.get(root); s != null; s = succOf.get(s)) {
        rw.editor().mergeIntoPredecessor(s, "reduced: merged"); // s's only predecessor now ends root
      }
    }
    return rw.finish();
  }
}
