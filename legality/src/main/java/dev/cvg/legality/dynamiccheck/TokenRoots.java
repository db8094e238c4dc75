package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Call;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.target.Intrinsic;
import java.util.Arrays;

/**
 * The root of each dynamic instance's token chain: for an anchor or entry instance itself, for
 * a loop heart or a controlled operation the root of the token it used (its token operand's
 * latest instance in the thread, by SSA dominance), and -1 for uncontrolled code. An anchor's grouping only shows through the operations rooted at it, so
 * this is how an anchor the transformed program removed or merged (its uses now on another
 * token) gets the grouping its users exhibit.
 */
final class TokenRoots {
  /** Per static instance: 1 anchor (or a call grouped like one: {@link Side#isAnchor}), 2 entry, 3 loop heart, 4 controlled operation, 0 other. */
  private final byte[] kind;
  /** Per static instance: the static instance defining its token operand, or -1. */
  private final int[] tokenDef;

  TokenRoots(Side side, StaticInstances insts) {
    kind = new byte[insts.size()];
    tokenDef = new int[insts.size()];
    Arrays.fill(tokenDef, -1);
    for (int n = 0; n < insts.size(); n++) {
      Inst i = insts.inst(n);
      if (!(i instanceof Call c)) {
        continue;
      }
      Intrinsic k = side.intrinsic(i).orElse(null);
      kind[n] = (byte) (side.isAnchor(i) ? 1 : k == Intrinsic.CONVERGENCE_ENTRY ? 2
          : k == Intrinsic.CONVERGENCE_LOOP ? 3 : 0);
      if (c.site().convergenceToken().orElse(null) instanceof Value.Local l) {
        tokenDef[n] = insts.number(new InstRef(insts.ref(n).function(), l.id().inst()));
        if (kind[n] == 0) {
          kind[n] = 4;
        }
      }
    }
  }

  /** Returns, for each instance of {@code column}, the index of its root anchor instance, or -1. */
  int[] roots(Recorder.Column column) {
    int[] latest = new int[kind.length];
    Arrays.fill(latest, -1);
    int[] root = new int[column.size];
    for (int e = 0; e < column.size; e++) {
      int n = column.inst[e];
      root[e] = switch (kind[n]) {
        case 1, 2 -> e;
        case 3, 4 -> tokenDef[n] >= 0 && latest[tokenDef[n]] >= 0 ? root[latest[tokenDef[n]]] : -1;
        default -> -1;
      };
      latest[n] = e;
    }
    return root;
  }

  /** Returns whether static instance {@code n} is an anchor. */
  boolean isAnchor(int n) {
    return kind[n] == 1;
  }
}
