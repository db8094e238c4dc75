package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Threads one edge through the editor: the predecessor gets its own copy of the block (its phis
 * replaced by their values for that edge, the other instructions cloned with
 * {@link Origin.Cloned} provenance) ending in a branch straight to the known successor; the
 * block's phis lose the predecessor's entries; the successor's phis gain an entry for the copy;
 * values of the block used beyond it get phis where both definitions meet ({@link SsaRepair}).
 * When the copy would hold nothing but the branch and the predecessor has no edge to the
 * successor yet, the predecessor branches to the successor directly (LLVM's shape).
 *
 * <p>(Written per instruction with {@code clone}; the editor's {@code cloneRegion} of the pass
 * writers' API does the same for a region and replaces the loop below once it lands.)
 */
final class EdgeThreader {
  private final FunctionEditor editor;

  /**
   * What one threading did.
   *
   * @param copy the copy of the block, or the successor when the edge was retargeted directly
   * @param cloned how many instructions were cloned
   * @param repaired how many values defined in the block needed new phis beyond it
   */
  record Result(BlockId copy, int cloned, int repaired) {}

  EdgeThreader(FunctionEditor editor) {
    this.editor = editor;
  }

  /** Threads {@code site}; the editor's current state must still hold the site's edge and branch. */
  Result thread(ThreadSite site) {
    BlockId pred = site.pred();
    BlockId block = site.block();
    BlockId succ = site.successor();
    List<Inst> insts = editor.insts(block);
    CondBr br = (CondBr) insts.getLast();
    if (site.fold()) {
      return fold(block, br, succ);
    }
    Map<ValueId, Value> map = new HashMap<>();
    List<Phi> phis = new ArrayList<>();
    List<Inst> body = new ArrayList<>();
    SsaRepair repair = new SsaRepair(editor, block);
    for (Inst i : insts) {
      if (i instanceof Phi phi) {
        phis.add(phi);
        map.put(phi.id().value(), phi.valueFrom(pred).orElseThrow(
            () -> new IllegalStateException(editor.blockName(block) + " has no entry for " + editor.blockName(pred))));
      } else if (!i.isTerminator() && !conditionOnly(i, br, insts, repair)) {
        body.add(i);
      }
    }
    boolean direct = body.isEmpty() && !editor.insts(pred).getLast().successors().contains(succ)
        && !repair.usedBeyond(phis, succ);
    BlockId copy = direct ? succ : editor.addBlock(editor.uniqueName(editor.blockName(block)), pred);
    if (!direct) {
      for (Inst i : body) {
        Inst c = editor.clone(i.id(), "thread", copy, null);
        editor.replace(c.mapOperands(v -> mapped(map, v)));
        c.result().ifPresent(r -> map.put(i.id().value(), new Value.Local(r, i.resultType())));
      }
      editor.append(copy, new Br(editor.newInstId(), succ),
          new Origin.Synthesized("jump-threading: branch of " + editor.blockName(block) + " known from "
              + editor.blockName(pred)));
    }
    Inst predTerm = editor.insts(pred).getLast();
    Inst retargeted = predTerm.mapBlocks(b -> b.equals(block) ? copy : b);
    editor.replace(retargeted);
    long newEdges = direct ? retargeted.successors().stream().filter(succ::equals).count() : 1;
    for (Phi phi : phis) {
      editor.replace(new Phi(phi.rawId(), phi.type(),
          phi.incoming().stream().filter(in -> !in.block().equals(pred)).toList(), phi.flags()));
    }
    for (Inst i : editor.insts(succ)) {
      if (i instanceof Phi phi) {
        List<Phi.Incoming> in = new ArrayList<>(phi.incoming());
        Value v = mapped(map, phi.valueFrom(block).orElseThrow());
        for (long k = 0; k < newEdges; k++) {
          in.add(new Phi.Incoming(v, direct ? pred : copy));
        }
        editor.replace(new Phi(phi.rawId(), phi.type(), in, phi.flags()));
      }
    }
    int repaired = direct ? 0 : repair.repair(copy, map);
    return new Result(copy, body.size(), repaired);
  }

  /** Replaces the branch by one to {@code succ}; the other successor's phis lose their entry. */
  private Result fold(BlockId block, CondBr br, BlockId succ) {
    BlockId other = br.ifTrue().equals(succ) ? br.ifFalse() : br.ifTrue();
    editor.replace(new Br(br.rawId(), succ));
    for (Inst i : editor.insts(other)) {
      if (i instanceof Phi phi) {
        editor.replace(new Phi(phi.rawId(), phi.type(),
            phi.incoming().stream().filter(in -> !in.block().equals(block)).toList(), phi.flags()));
      }
    }
    return new Result(succ, 0, 0);
  }

  /** The branch's compare when only the branch reads it: the copy needs no clone of it. */
  private static boolean conditionOnly(Inst i, CondBr br, List<Inst> insts, SsaRepair repair) {
    if (!(i instanceof dev.cvg.ir.Compare) || !(br.condition() instanceof Value.Local l) || l.rawId() != i.rawId()) {
      return false;
    }
    return !repair.usedBeyond(l.id()) && insts.stream().filter(x -> x != br).noneMatch(x -> x.operands().contains(l));
  }

  private static Value mapped(Map<ValueId, Value> map, Value v) {
    return v instanceof Value.Local l ? map.getOrDefault(l.id(), v) : v;
  }
}
