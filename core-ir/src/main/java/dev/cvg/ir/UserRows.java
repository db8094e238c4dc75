package dev.cvg.ir;

import java.util.Arrays;
import java.util.List;

/**
 * The users of every value of one function as compressed rows: row {@code v} lists, each once and
 * in layout order, the raw ids of the instructions that have local {@code v} among their operands.
 * Part of {@link FunctionIndex}, built on the first question about users (the IR verifier and the
 * printer never ask); immutable.
 */
final class UserRows {
  /** Operand counts up to this look back at the instruction's own pairs to drop repeats. */
  private static final int SCAN_LIMIT = 8;

  /** Raw value id to the start of its users in {@link #userIds}; {@code idBound + 1} entries. */
  private final int[] userStart;
  /** Raw ids of the users of every value, row by row, each row in layout order. */
  private final int[] userIds;

  private UserRows(int[] userStart, int[] userIds) {
    this.userStart = userStart;
    this.userIds = userIds;
  }

  /**
   * Builds the rows in one walk over the instructions plus array passes: users are gathered as
   * (value, user) pairs and laid out by a stable counting sort, so no per-value collection is
   * allocated. The pairs' users are implied by the layout (the pairs of the instruction at layout
   * position {@code k} start at {@code pairStart[k]}), and repeated operands of one instruction
   * are dropped by looking back at its own pairs (or, for wide instructions, through a last-user
   * array, so the cost stays linear).
   *
   * @param blocks the blocks in layout order
   * @param n the raw id bound, {@link Function#nextId()}
   * @param layout the raw ids of the instructions of {@code blocks} in layout order
   * @param instCount the number of instructions in {@code blocks}
   */
  static UserRows of(Block[] blocks, int n, int[] layout, int instCount) {
    int[] pairStart = new int[instCount + 1];
    int[] pairValue = new int[Math.max(16, 2 * instCount)];
    int pairs = 0;
    // Repeated operands of wide instructions (a phi with hundreds of edges) are dropped through
    // a per-value last-user array, allocated only when such an instruction occurs.
    int[] lastUser = null;
    int placed = 0;
    for (Block block : blocks) {
      for (Inst inst : block.insts()) {
        int raw = inst.rawId();
        pairStart[placed++] = pairs;
        int first = pairs;
        int count = inst.operandCount();
        boolean wide = count > SCAN_LIMIT;
        if (wide && lastUser == null) {
          lastUser = new int[n];
          Arrays.fill(lastUser, -1);
        }
        for (int o = 0; o < count; o++) {
          if (!(inst.operand(o) instanceof Value.Local l)) {
            continue;
          }
          int v = l.rawId();
          if (v < 0 || v >= n || (wide ? lastUser[v] == raw : repeated(pairValue, first, pairs, v))) {
            continue;
          }
          if (wide) {
            lastUser[v] = raw;
          }
          if (pairs == pairValue.length) {
            pairValue = Arrays.copyOf(pairValue, pairs * 2);
          }
          pairValue[pairs++] = v;
        }
      }
    }
    pairStart[placed] = pairs;
    // Stable counting sort of the pairs by value: each row keeps layout order. userStart[v]
    // serves as v's fill cursor, ending at the start of v + 1; one shift restores the starts.
    int[] userStart = new int[n + 1];
    for (int i = 0; i < pairs; i++) {
      userStart[pairValue[i] + 1]++;
    }
    for (int v = 0; v < n; v++) {
      userStart[v + 1] += userStart[v];
    }
    int[] userIds = new int[pairs];
    for (int k = 0; k < placed; k++) {
      for (int i = pairStart[k]; i < pairStart[k + 1]; i++) {
        userIds[userStart[pairValue[i]]++] = layout[k];
      }
    }
    System.arraycopy(userStart, 0, userStart, 1, n);
    userStart[0] = 0;
    return new UserRows(userStart, userIds);
  }

  /** Returns whether {@code v} is among {@code pairValue[from..to)}: an instruction's own pairs. */
  private static boolean repeated(int[] pairValue, int from, int to, int v) {
    for (int i = from; i < to; i++) {
      if (pairValue[i] == v) {
        return true;
      }
    }
    return false;
  }

  /** Returns the users of raw value {@code raw} (below the id bound), each once, in layout order. */
  List<InstId> users(int raw) {
    if (userStart[raw] == userStart[raw + 1]) {
      return List.of();
    }
    InstId[] out = new InstId[userStart[raw + 1] - userStart[raw]];
    for (int k = 0; k < out.length; k++) {
      out[k] = new InstId(userIds[userStart[raw] + k]);
    }
    return List.of(out);
  }

  /** Returns where the row of raw value {@code raw} starts; {@code raw} may be the id bound. */
  int start(int raw) {
    return userStart[raw];
  }

  /** Returns the user at position {@code k} of the rows. */
  int at(int k) {
    return userIds[k];
  }
}
