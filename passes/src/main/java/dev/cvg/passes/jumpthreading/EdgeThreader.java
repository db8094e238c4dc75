package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.CloneMap;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Threads one edge through the editor: the predecessor gets its own copy of the block (its phis
 * replaced by their values for that edge, the other instructions copied by the
 * editor's {@code cloneRegion}, with {@link Origin.Cloned} provenance) ending in a branch straight to the known successor; the
 * block's phis lose the predecessor's entries; the successor's phis gain an entry for the copy;
 * values of the block used beyond it get phis where both definitions meet ({@link SsaRepair}).
 * When the copy would hold nothing but the branch and the predecessor has no edge to the
 * successor yet, the predecessor branches to the successor directly (LLVM's shape).
 *
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
    boolean direct = body.isEmpty() && !editor.terminator(pred).successors().contains(succ)
        && !repair.usedBeyond(phis, succ);
    return direct ? retargetDirectly(pred, block, succ, map) : copyFor(pred, block, succ, phis, body, map, repair);
  }

  /** The copy would hold only the branch: {@code pred} goes to {@code succ} itself. */
  private Result retargetDirectly(BlockId pred, BlockId block, BlockId succ, Map<ValueId, Value> map) {
    long edges = editor.terminator(pred).successors().stream().filter(block::equals).count();
    Map<InstId, Value> entries = new LinkedHashMap<>();
    for (Inst i : editor.insts(succ)) {
      if (i instanceof Phi phi) {
        entries.put(phi.id(), mapped(map, phi.valueFrom(block).orElseThrow()));
      }
    }
    editor.retarget(pred, block, succ);
    entries.forEach((phi, v) -> {
      for (long k = 0; k < edges; k++) {
        editor.addIncoming(phi, v, pred);
      }
    });
    return new Result(succ, 0, 0);
  }

  /**
   * Copies {@code block} for {@code pred} with the editor's region cloning: the copy's phis become
   * their value from {@code pred}, its branch goes to {@code succ} (its compare goes when nothing
   * else reads it), {@code pred} branches to the copy, and values used beyond meet in new phis.
   */
  private Result copyFor(BlockId pred, BlockId block, BlockId succ, List<Phi> phis, List<Inst> body,
      Map<ValueId, Value> map, SsaRepair repair) {
    CloneMap clones = editor.cloneRegion(List.of(block), CloneKey.of("thread", editor.blockName(pred)), pred);
    BlockId copy = clones.block(block);
    for (Phi phi : phis) {
      editor.eraseReplacing(clones.inst(phi.id()), map.get(phi.id().value()),
          "jump-threading: the copy of " + editor.blockName(block) + " is reached from " + editor.blockName(pred) + " only");
    }
    Value condition = ((CondBr) editor.terminator(copy)).condition();
    editor.replaceTerminator(copy, new Br(editor.newInstId(), succ));
    if (condition instanceof Value.Local l && editor.inst(l.id().inst()) instanceof dev.cvg.ir.Compare
        && editor.blockOf(l.id().inst()).equals(copy) && !editor.hasUses(l.id())) {
      editor.erase(l.id().inst(), "jump-threading: the copy's branch is known");
    }
    editor.retarget(pred, block, copy);
    for (Inst i : body) {
      i.result().ifPresent(r -> map.put(r, clones.value(i.asValue())));
    }
    return new Result(copy, body.size(), repair.repair(copy, map));
  }

  /** Replaces the branch by one to {@code succ}; the other successor's phis lose their entry. */
  private Result fold(BlockId block, CondBr br, BlockId succ) {
    editor.replaceTerminator(block, new Br(br.rawId(), succ));
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
