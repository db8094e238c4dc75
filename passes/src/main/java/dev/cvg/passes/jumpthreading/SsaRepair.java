package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * SSA form again after a block got a copy: a value defined in the block and used beyond it now has
 * two definitions, the original at the end of the block and its image at the end of the copy.
 * Every use beyond them reads the definition that reaches it, through phis placed on demand where
 * the two meet (the on-demand construction of Braun et al., "Simple and Efficient Construction of
 * Static Single Assignment Form", CC 2013): the value at the start of a block is the value at the
 * end of its only predecessor, or a phi over all its predecessors; phis that turn out to choose
 * between one value only are removed again.
 *
 * <p>Uses are read from the editor's use lists when the repair is created, before the edit.
 */
final class SsaRepair {
  private final FunctionEditor editor;
  private final BlockId block;
  /** Values defined in the block to the instructions outside it that read them. */
  private final Map<ValueId, List<InstId>> usersBeyond = new LinkedHashMap<>();

  SsaRepair(FunctionEditor editor, BlockId block) {
    this.editor = editor;
    this.block = block;
    for (Inst i : editor.insts(block)) {
      i.result().ifPresent(v -> {
        List<InstId> users = editor.users(v).stream().filter(u -> !editor.blockOf(u).equals(block)).toList();
        if (!users.isEmpty()) {
          usersBeyond.put(v, users);
        }
      });
    }
  }

  /** Returns whether {@code value} is read outside the block. */
  boolean usedBeyond(ValueId value) {
    return usersBeyond.containsKey(value);
  }

  /**
   * Returns whether one of {@code phis} is read outside the block other than by {@code succ}'s
   * phis on their edge from the block.
   */
  boolean usedBeyond(List<Phi> phis, BlockId succ) {
    for (Phi phi : phis) {
      for (InstId user : usersBeyond.getOrDefault(phi.id().value(), List.of())) {
        Inst u = editor.inst(user);
        boolean onlyFromBlock = u instanceof Phi up && editor.blockOf(user).equals(succ)
            && up.incoming().stream().filter(in -> in.value().equals(phi.asValue()))
                .allMatch(in -> in.block().equals(block));
        if (!onlyFromBlock) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Rewrites the uses beyond the block and {@code copy} of each value with an image in
   * {@code images}, on the editor's current CFG; returns how many values needed it.
   */
  int repair(BlockId copy, Map<ValueId, Value> images) {
    int repaired = 0;
    for (Map.Entry<ValueId, List<InstId>> e : usersBeyond.entrySet()) {
      Value image = images.get(e.getKey());
      Inst def = editor.inst(e.getKey().inst());
      if (image == null) {
        continue;
      }
      Reaching reaching = new Reaching(Map.of(block, def.asValue(), copy, image), def);
      boolean changed = false;
      for (InstId user : e.getValue()) {
        if (editor.blockOf(user).equals(copy)) {
          continue;
        }
        Inst u = editor.inst(user);
        Inst fixed = u instanceof Phi phi
            ? new Phi(phi.rawId(), phi.type(), phi.incoming().stream().map(in -> in.value().equals(def.asValue())
                ? new Phi.Incoming(reaching.atEnd(in.block()), in.block()) : in).toList(), phi.flags())
            : u.mapOperands(v -> v.equals(def.asValue()) ? reaching.atStart(editor.blockOf(user)) : v);
        if (!fixed.equals(u)) {
          editor.replace(fixed);
          changed = true;
        }
      }
      reaching.removeTrivialPhis();
      repaired += changed ? 1 : 0;
    }
    return repaired;
  }

  /** The reaching definition of one value, with the phis it placed. */
  private final class Reaching {
    private final Map<BlockId, Value> endDefs;
    private final Inst def;
    private final Map<BlockId, Value> atStart = new HashMap<>();
    private final Set<BlockId> inProgress = new HashSet<>();
    private final List<Phi> placed = new ArrayList<>();

    Reaching(Map<BlockId, Value> endDefs, Inst def) {
      this.endDefs = endDefs;
      this.def = def;
    }

    Value atEnd(BlockId b) {
      Value v = endDefs.get(b);
      return v != null ? v : atStart(b);
    }

    Value atStart(BlockId b) {
      Value known = atStart.get(b);
      if (known != null) {
        return known;
      }
      List<BlockId> preds = EditorCfg.predecessorEdges(editor, b);
      if (preds.isEmpty() || !inProgress.add(b)) {
        return new Value.Poison(def.resultType()); // unreachable: no definition reaches it
      }
      Value result;
      if (preds.stream().distinct().count() == 1) {
        result = atEnd(preds.getFirst());
      } else {
        InstId id = editor.newInstId();
        Value.Local phiValue = new Value.Local(id.index(), def.resultType());
        atStart.put(b, phiValue);
        List<Phi.Incoming> incoming = new ArrayList<>();
        for (BlockId p : preds) {
          incoming.add(new Phi.Incoming(atEnd(p), p));
        }
        Phi phi = new Phi(id, def.resultType(), incoming, List.of());
        editor.insertNew(b, 0, phi, new Origin.Synthesized("jump-threading: SSA repair of a threaded block's value"));
        editor.setName(id.value(), editor.uniqueName(
            editor.original().nameOf(def.id().value()).orElse("thread") + ".merge"));
        placed.add(phi);
        result = phiValue;
      }
      inProgress.remove(b);
      atStart.put(b, result);
      return result;
    }

    /** Removes placed phis whose entries (other than the phi itself) all carry one value. */
    void removeTrivialPhis() {
      boolean changed = true;
      while (changed) {
        changed = false;
        for (Phi placedPhi : List.copyOf(placed)) {
          Phi phi = (Phi) editor.inst(placedPhi.id());
          Set<Value> others = new HashSet<>();
          phi.incoming().forEach(in -> {
            if (!in.value().equals(phi.asValue())) {
              others.add(in.value());
            }
          });
          if (others.size() == 1) {
            Value same = others.iterator().next();
            editor.eraseReplacing(phi.id(), same, "jump-threading: trivial phi");
            placed.remove(placedPhi);
            changed = true;
          }
        }
      }
    }
  }
}
