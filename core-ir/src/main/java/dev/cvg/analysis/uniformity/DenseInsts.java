package dev.cvg.analysis.uniformity;

import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;

/**
 * Raw-id access to instructions, their block numbers, terminator flags and users (compressed
 * rows), so that the inner loops of {@link DivergencePropagation} touch only {@code int} arrays —
 * the propagation visits every use of every divergent value, and chasing {@code InstId} objects
 * there dominated the run time. The tables are the {@link FunctionIndex}'s own (read through its
 * raw-id accessors, not copied: on large functions copying them cost as much as building them);
 * only the terminator flags are computed here.
 *
 * <p>Invariants: {@code inst(r) == null} and {@code block(r) == -1} iff raw id {@code r} is not
 * an instruction of the function; the instructions of block {@code b} are
 * {@code blockInst(k)} for {@code k} in {@code [blockStart(b), blockStart(b + 1))}; the users of
 * raw value {@code r} are {@code user(k)} for {@code k} in {@code [userStart(r), userStart(r + 1))},
 * each once, in layout order.
 */
final class DenseInsts {
  private final FunctionIndex index;
  /** Raw id to whether it is a block's terminator, as a bitmap (1/8 of a boolean[]'s cache footprint). */
  private final long[] terminator;

  /** Wraps {@code index} and marks the terminators (from the index's opcode table). */
  DenseInsts(FunctionIndex index) {
    this.index = index;
    terminator = new long[(index.idBound() + 63) >>> 6];
    for (int b = 0; b < index.blockCount(); b++) {
      // Only a block's last instruction can be its terminator (the verifier's shape rule).
      int end = index.layoutStart(b + 1);
      if (end > index.layoutStart(b)) {
        int r = index.layoutId(end - 1);
        if (index.opcodeAt(r).isTerminator()) { // the opcode table: the instruction is not read
          terminator[r >>> 6] |= 1L << r;
        }
      }
    }
  }

  /** Returns the instruction with raw id {@code r}, or {@code null}. */
  Inst inst(int r) {
    return index.instAt(r);
  }

  /** Returns the block holding the instruction with raw id {@code r}, or -1. */
  int block(int r) {
    return index.blockOfRaw(r);
  }

  /** Returns whether raw id {@code r} is a block's terminator. */
  boolean terminator(int r) {
    return (terminator[r >>> 6] & (1L << r)) != 0;
  }

  /** Returns the start of block {@code b}'s instructions in {@link #blockInst}; {@code b} may be the block count. */
  int blockStart(int b) {
    return index.layoutStart(b);
  }

  /** Returns the raw id of the {@code k}-th instruction in layout order. */
  int blockInst(int k) {
    return index.layoutId(k);
  }

  /** Returns the start of raw value {@code r}'s users in {@link #user}; {@code r} may be the id bound. */
  int userStart(int r) {
    return index.userStart(r);
  }

  /** Returns the raw id of the user at position {@code k} of the user rows. */
  int user(int k) {
    return index.userAt(k);
  }

  /**
   * Returns the end of raw value {@code r}'s users placed before its definition (forward
   * references; they come first in the layout-ordered row). Why it matters: LLVM's use list holds
   * the users after the definition newest first, then the forward references oldest first (the
   * parser gives them a placeholder whose uses one replaceAllUsesWith moves over, reversing them);
   * LLVM pushes users in that order and pops its worklist last in first, so this order decides
   * which divergent branch LLVM 22 analyses first, and its results can depend on that.
   */
  int forwardUsersEnd(int r) {
    int k = userStart(r);
    if (definingBlock(r) >= 0) {
      for (int end = userStart(r + 1); k < end && before(user(k), r); k++) {
        // skip the forward references
      }
    }
    return k;
  }

  /**
   * Returns whether the instruction with raw id {@code u} comes before instruction {@code v} in
   * the layout. In one block only a phi can read a value placed after it (SSA dominance), so the
   * positions are looked up only for two phis of one block.
   */
  boolean before(int u, int v) {
    int bu = block(u);
    int bv = block(v);
    if (bu != bv) {
      return bu < bv;
    }
    if (index.opcodeAt(u) != dev.cvg.ir.Opcode.PHI) {
      return false;
    }
    return index.opcodeAt(v) != dev.cvg.ir.Opcode.PHI
        || index.position(new dev.cvg.ir.InstId(u)) < index.position(new dev.cvg.ir.InstId(v));
  }

  /** Returns the block defining raw value {@code r} if it is an instruction result, else -1. */
  int definingBlock(int r) {
    return index.blockOfRaw(r);
  }
}
