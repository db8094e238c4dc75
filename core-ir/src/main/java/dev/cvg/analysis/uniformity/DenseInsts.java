package dev.cvg.analysis.uniformity;

import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;

/**
 * Plain arrays from raw ids to instructions, their block numbers, terminator flags and users
 * (compressed rows), built once per analysis so that the inner loops of
 * {@link DivergencePropagation} touch only {@code int} arrays — the propagation visits every use
 * of every divergent value, and chasing {@code InstId} objects there dominated the run time.
 *
 * <p>Invariants: {@code inst[r] == null} and {@code block[r] == -1} iff raw id {@code r} is not
 * an instruction of the function; the instructions of block {@code b} are
 * {@code blockInsts[blockStart[b] .. blockStart[b + 1])}; the users of raw value {@code r} are
 * {@code users[userStart[r] .. userStart[r + 1])}, each once, in layout order.
 */
final class DenseInsts {
  final Inst[] inst;
  final int[] block;
  final boolean[] terminator;
  /** Block to the start of its instructions in {@link #blockInsts}; {@code blockCount + 1} entries. */
  final int[] blockStart;
  /** Raw ids of all instructions, block by block in layout order. */
  final int[] blockInsts;
  final int[] userStart;
  final int[] users;

  /** Copies the dense tables of {@code index} (sequential array copies, no walk over the IR). */
  DenseInsts(FunctionIndex index) {
    inst = index.instTable();
    block = index.instBlocks();
    blockStart = index.blockStarts();
    blockInsts = index.layoutIds();
    userStart = index.userStarts();
    users = index.userIds();
    terminator = new boolean[inst.length];
    for (int b = 0; b + 1 < blockStart.length; b++) {
      // Only a block's last instruction can be its terminator (the verifier's shape rule).
      if (blockStart[b + 1] > blockStart[b]) {
        int r = blockInsts[blockStart[b + 1] - 1];
        terminator[r] = inst[r].isTerminator();
      }
    }
  }

  /** Returns the block defining raw value {@code r} if it is an instruction result, else -1. */
  int definingBlock(int r) {
    return r >= 0 && r < block.length ? block[r] : -1;
  }
}
