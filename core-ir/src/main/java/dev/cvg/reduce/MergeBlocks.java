package dev.cvg.reduce;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

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
      for (int b = 1; b < cfg.size(); b++) {
        int[] preds = cfg.predecessors(b);
        if (preds.length != 1 || preds[0] == b) {
          continue;
        }
        Block pred = index.block(preds[0]);
        if (pred.terminator().orElse(null) instanceof Br) {
          targets.add(new Target(f, index.block(b).id(), pred.id()));
        }
      }
    }
    return new Targets() {
      @Override
      public int count() {
        return targets.size();
      }

      @Override
      public Optional<Module> without(BitSet chosen) {
        Module out = m;
        int k = chosen.nextSetBit(0);
        while (k >= 0) {
          Function f = targets.get(k).function();
          Map<BlockId, BlockId> predOf = new HashMap<>();
          for (; k >= 0 && targets.get(k).function() == f; k = chosen.nextSetBit(k + 1)) {
            predOf.put(targets.get(k).block(), targets.get(k).pred());
          }
          out = out.withFunction(merge(f, predOf));
        }
        return Optional.of(out);
      }
    };
  }

  /** Merges every block of {@code predOf} into its predecessor, chains into their first block. */
  private static Function merge(Function f, Map<BlockId, BlockId> predOf) {
    FunctionRewrite rw = new FunctionRewrite(f);
    FunctionEditor e = rw.editor();
    Map<BlockId, BlockId> succOf = new HashMap<>();
    predOf.forEach((s, p) -> succOf.put(p, s));
    for (BlockId root : e.layout()) {
      if (predOf.containsKey(root) || !succOf.containsKey(root)) {
        continue; // not the head of a chain
      }
      for (BlockId s = succOf.get(root); s != null; s = succOf.get(s)) {
        appendInto(rw, root, s);
      }
    }
    return rw.finish();
  }

  /** Moves block {@code s} (whose only predecessor now ends {@code into}) to the end of {@code into}. */
  private static void appendInto(FunctionRewrite rw, BlockId into, BlockId s) {
    FunctionEditor e = rw.editor();
    e.erase(e.insts(into).getLast().id(), "reduced: merged");
    for (Inst i : e.insts(s)) {
      if (i instanceof Phi phi) {
        rw.remove(phi.id(), phi.incoming().getFirst().value());
      } else {
        e.move(i.id(), into, e.insts(into).size());
      }
    }
    for (BlockId t : e.insts(into).getLast().successors()) {
      for (Inst i : e.insts(t)) {
        if (!(i instanceof Phi)) {
          break;
        }
        e.replace(i.mapBlocks(b -> b.equals(s) ? into : b));
      }
    }
    e.removeBlock(s, "reduced: merged");
  }
}
