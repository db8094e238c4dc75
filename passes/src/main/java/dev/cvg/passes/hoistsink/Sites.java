package dev.cvg.passes.hoistsink;

import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.GuardDecision;
import dev.cvg.passes.framework.PassContext;
import java.util.List;
import java.util.OptionalInt;

/**
 * The state one run of a transform shares: the editor, the snapshot's facts, the guard, and the
 * budget of motions ({@code <limit=N>}, like LLVM's {@code -debug-counter}). Every motion goes
 * through {@link #attempt}: guard, record, perform, report.
 */
final class Sites {
  final FunctionEditor editor;
  final PassContext ctx;
  final Facts facts;
  final ConvergenceGuard guard;
  private int remaining;
  private final java.util.Map<Integer, Integer> sizes = new java.util.HashMap<>();

  Sites(FunctionEditor editor, PassContext ctx, Facts facts, OptionalInt limit) {
    this.editor = editor;
    this.ctx = ctx;
    this.facts = facts;
    this.guard = new ConvergenceGuard(facts, this::blockNow);
    this.remaining = limit.orElse(Integer.MAX_VALUE);
  }

  /**
   * Asks the guard about {@code motion}; when the context lets it through (allowed, or guards off),
   * runs {@code perform} and reports it as {@code what}.
   *
   * @return whether the motion was performed
   */
  boolean attempt(Motion motion, String what, Runnable perform) {
    if (remaining <= 0) {
      return false;
    }
    String site = motion.site(facts);
    GuardDecision decision = guard.decide(motion);
    if (!ctx.guard(site, decision)) {
      return false;
    }
    perform.run();
    remaining--;
    ctx.performed(site, what);
    return true;
  }

  /** Returns whether the budget still allows a motion. */
  boolean budgetLeft() {
    return remaining > 0;
  }

  /** Returns the dense number of the block currently holding {@code id}. */
  int blockNow(InstId id) {
    return facts.index.number(editor.blockOf(id));
  }

  /** Returns the block id of dense block {@code b}. */
  BlockId blockId(int b) {
    return facts.index.block(b).id();
  }

  /**
   * Returns the dense block currently defining {@code v}, or -1 for a value available everywhere
   * (a parameter, constant or global).
   */
  int definingBlockNow(Value v) {
    if (!(v instanceof Value.Local l) || facts.index.definingInst(l.id()).isEmpty()) {
      return -1;
    }
    return blockNow(l.id().inst());
  }

  /** Returns whether every operand of {@code inst} (as it is now) is available at the end of block {@code b}
   * (defined in a block that dominates it, or a parameter or constant). */
  boolean operandsAvailableIn(Inst inst, int b) {
    for (Value v : inst.operands()) {
      int d = definingBlockNow(v);
      if (d >= 0 && !facts.dom.dominates(d, b)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns block {@code b}'s first insertion point: after its phis and after a leading
   * {@code entry} or {@code loop} intrinsic (not always first: non-convergent code may precede it),
   * which no convergent operation may precede in its
   * block (ConvergentOperations.rst, Static Rules).
   */
  int firstInsertionPoint(int b) {
    List<Inst> insts = editor.insts(blockId(b));
    int k = 0;
    while (k < insts.size() && insts.get(k) instanceof Phi) {
      k++;
    }
    // a loop or entry intrinsic need not come first (non-convergent code may precede it), but no
    // convergent operation may: insert after the last one in the block
    for (int j = k; j < insts.size(); j++) {
      if (facts.definition(insts.get(j).id()).map(d -> d.kind() != TokenKind.ANCHOR).orElse(false)) {
        k = j + 1;
      }
    }
    return k;
  }

  /** Moves {@code id} into block {@code b} at {@code position}. */
  void moveTo(InstId id, int b, int position) {
    sizes.remove(blockNow(id));
    sizes.remove(b);
    editor.move(id, blockId(b), position);
  }

  /**
   * Moves {@code id} to just before the terminator of block {@code b}. The sizes of target blocks
   * are remembered, so hoisting many instructions into one preheader stays linear (the editor
   * would otherwise search the growing block for the terminator each time).
   */
  void moveBeforeTerminator(InstId id, int b) {
    int from = blockNow(id);
    int size = sizes.computeIfAbsent(b, k -> editor.insts(blockId(k)).size());
    editor.move(id, blockId(b), size - 1);
    sizes.put(b, size + 1);
    sizes.remove(from);
  }
}
