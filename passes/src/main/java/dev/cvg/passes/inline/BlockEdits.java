package dev.cvg.passes.inline;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.List;

/**
 * The two CFG edits of the editor contract that inlining needs ({@code splitBlock},
 * {@code mergeIntoPredecessor}), written on the current {@link FunctionEditor} until the editor's
 * own land; same meaning as the contract (successors' phis follow the moved terminator).
 */
final class BlockEdits {
  private BlockEdits() {}

  /**
   * Moves every instruction after {@code at} to a new block named {@code name} placed after
   * {@code at}'s block; the successors' phis now name the new block.
   *
   * @return the new block (without terminator only if {@code at}'s block had none)
   */
  static BlockId splitAfter(FunctionEditor e, InstId at, String name) {
    BlockId from = e.blockOf(at);
    BlockId to = e.addBlock(e.uniqueName(name), from);
    List<Inst> insts = e.insts(from);
    int k = indexOf(insts, at) + 1;
    for (int n = 0; k < insts.size(); k++, n++) {
      e.move(insts.get(k).id(), to, n);
    }
    renamePredecessor(e, to, from, to);
    return to;
  }

  /**
   * Merges {@code block} into {@code pred}, whose terminator is an unconditional branch to
   * {@code block}, its only predecessor: the branch is erased, {@code block}'s instructions move
   * to the end of {@code pred}, its successors' phis name {@code pred}, and {@code block} goes.
   */
  static void mergeIntoPredecessor(FunctionEditor e, BlockId pred, BlockId block, String reason) {
    List<Inst> p = e.insts(pred);
    e.erase(p.getLast().id(), reason);
    for (Inst i : e.insts(block)) {
      e.move(i.id(), pred, e.insts(pred).size());
    }
    renamePredecessor(e, pred, block, pred);
    e.removeBlock(block, reason);
  }

  /** In the phis of the successors of {@code block}, replaces incoming block {@code old} by {@code now}. */
  private static void renamePredecessor(FunctionEditor e, BlockId block, BlockId old, BlockId now) {
    for (BlockId s : e.successors(block)) {
      e.replaceIncomingBlock(s, old, now);
    }
  }

  private static int indexOf(List<Inst> insts, InstId id) {
    for (int k = 0; k < insts.size(); k++) {
      if (insts.get(k).id().equals(id)) {
        return k;
      }
    }
    throw new IllegalArgumentException("no " + id + " in the block");
  }
}
