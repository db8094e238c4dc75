package dev.cvg.analysis.uniformity;

import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.ValueId;
import java.util.Arrays;
import java.util.List;

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

  DenseInsts(FunctionIndex index) {
    int n = index.idBound();
    inst = new Inst[n];
    block = new int[n];
    terminator = new boolean[n];
    Arrays.fill(block, -1);
    int blocks = index.blockCount();
    blockStart = new int[blocks + 1];
    for (int b = 0; b < blocks; b++) {
      blockStart[b + 1] = blockStart[b] + index.block(b).insts().size();
    }
    blockInsts = new int[blockStart[blocks]];
    for (int b = 0; b < blocks; b++) {
      List<Inst> insts = index.block(b).insts();
      int last = insts.size() - 1;
      for (int k = 0; k <= last; k++) {
        Inst i = insts.get(k);
        int r = i.id().index();
        inst[r] = i;
        block[r] = b;
        blockInsts[blockStart[b] + k] = r;
        // Only a block's last instruction can be its terminator (the verifier's shape rule).
        terminator[r] = k == last && i.isTerminator();
      }
    }
    userStart = new int[n + 1];
    int[] all = new int[Math.max(16, n)];
    int count = 0;
    for (int r = 0; r < n; r++) {
      userStart[r] = count;
      List<InstId> us = index.users(new ValueId(r));
      if (count + us.size() > all.length) {
        all = Arrays.copyOf(all, Math.max(all.length * 2, count + us.size()));
      }
      for (int k = 0; k < us.size(); k++) {
        all[count++] = us.get(k).index();
      }
    }
    userStart[n] = count;
    users = Arrays.copyOf(all, count);
  }

  /** Returns the block defining raw value {@code r} if it is an instruction result, else -1. */
  int definingBlock(int r) {
    return r >= 0 && r < block.length ? block[r] : -1;
  }
}
