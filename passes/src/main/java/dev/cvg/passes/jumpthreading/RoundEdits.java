package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The edits of one round, so that a threading costs what it touches and not the function's size:
 * the editor, the snapshot it started from (whose use lists cover every instruction the round has
 * not touched), the current CFG kept up to date edge by edge, and the instructions the round has
 * created or replaced (the only ones whose operands the snapshot does not know).
 *
 * <p>Every change the pass makes goes through {@link #insert}, {@link #append} and
 * {@link #replace}; otherwise {@link #users} would miss uses.
 */
final class RoundEdits {
  private final FunctionEditor editor;
  private final Function snapshot;
  private final EditorCfg cfg;
  private final Set<InstId> touched = new LinkedHashSet<>();

  RoundEdits(FunctionEditor editor) {
    this.editor = editor;
    this.snapshot = editor.original();
    this.cfg = EditorCfg.of(editor);
  }

  /** Returns the editor. */
  FunctionEditor editor() {
    return editor;
  }

  /** Returns the current CFG. */
  EditorCfg cfg() {
    return cfg;
  }

  /** Inserts new {@code inst} at {@code position} of {@code block}. */
  <T extends Inst> T insert(BlockId block, int position, T inst, Origin origin) {
    touched.add(inst.id());
    return editor.insertNew(block, position, inst, origin);
  }

  /** Appends new {@code inst} to {@code block}; a terminator's edges enter the CFG. */
  <T extends Inst> T append(BlockId block, T inst, Origin origin) {
    touched.add(inst.id());
    inst.successors().forEach(s -> cfg.addEdge(block, s));
    return editor.append(block, inst, origin);
  }

  /** Replaces an instruction in place; a terminator's edges are replaced in the CFG. */
  void replace(Inst inst) {
    Inst old = editor.inst(inst.id());
    BlockId block = editor.blockOf(inst.id());
    if (old.isTerminator()) {
      old.successors().forEach(s -> cfg.removeEdge(block, s));
      inst.successors().forEach(s -> cfg.addEdge(block, s));
    }
    touched.add(inst.id());
    editor.replace(inst);
  }

  /** Records an instruction the editor created ({@code clone}) whose operands may change. */
  void created(InstId id) {
    touched.add(id);
  }

  /** Erases a new instruction (trivial phis of a repair). */
  void erase(InstId id, String reason) {
    touched.remove(id);
    editor.erase(id, reason);
  }

  /** Returns the instructions outside {@code block} that read {@code value} now. */
  List<InstId> users(ValueId value, BlockId block) {
    Set<InstId> candidates = new LinkedHashSet<>();
    if (snapshot.index().definingInst(value).isPresent()) {
      candidates.addAll(snapshot.index().users(value));
    }
    candidates.addAll(touched);
    List<InstId> out = new ArrayList<>();
    for (InstId id : candidates) {
      if (isLive(id) && !editor.blockOf(id).equals(block) && reads(editor.inst(id), value)) {
        out.add(id);
      }
    }
    return out;
  }

  private boolean isLive(InstId id) {
    try {
      editor.blockOf(id);
      return true;
    } catch (IllegalArgumentException erased) {
      return false;
    }
  }

  private static boolean reads(Inst inst, ValueId value) {
    for (Value v : inst.operands()) {
      if (v instanceof Value.Local l && l.id().equals(value)) {
        return true;
      }
    }
    return false;
  }
}
