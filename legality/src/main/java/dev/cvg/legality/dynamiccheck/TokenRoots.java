package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Call;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Value;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.target.Intrinsic;
import java.util.Arrays;

/**
 * The root of each dynamic instance's token chain: for an anchor itself; for a loop heart or a
 * controlled operation the root of the token it used (its token operand's latest instance in the
 * thread, by SSA dominance); for an entry instance the root of the call that entered its
 * invocation, when that call is controlled (an inliner puts the call's token in the entry's
 * place), else the entry itself; and -1 for uncontrolled code. An anchor's grouping only shows
 * through the operations rooted at it, so this is how an anchor the transformed program removed
 * or merged (its uses now on another token, an inlined callee's operations among them) gets the
 * grouping its users exhibit.
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
    int[] caller = callers(column);
    // link: the instance whose root this one takes (itself for a root): backwards to a token's
    // definition within one invocation, forwards only from an entry to its call, one call shallower
    int[] link = new int[column.size];
    for (int e = 0; e < column.size; e++) {
      int n = column.inst[e];
      link[e] = switch (kind[n]) {
        case 1 -> e;
        case 2 -> caller[e] >= 0 && kind[column.inst[caller[e]]] == 4 ? caller[e] : e;
        case 3, 4 -> tokenDef[n] >= 0 ? latest[tokenDef[n]] : -1;
        default -> -1;
      };
      latest[n] = e;
    }
    int[] root = new int[column.size];
    Arrays.fill(root, UNRESOLVED);
    for (int e = 0; e < column.size; e++) {
      resolve(e, link, root);
    }
    return root;
  }

  private static final int UNRESOLVED = -2;

  /** Sets {@code root[e]} by following {@code link}, setting every instance on the way. */
  private static void resolve(int e, int[] link, int[] root) {
    int x = e;
    while (root[x] == UNRESOLVED && link[x] >= 0 && link[x] != x) {
      x = link[x];
    }
    int r = root[x] != UNRESOLVED ? root[x] : link[x] == x ? x : -1;
    for (int y = e; root[y] == UNRESOLVED; y = link[y]) {
      root[y] = r;
      if (link[y] < 0 || link[y] == y) {
        break;
      }
    }
  }

  /**
   * Returns, per instance, the call instance that completed its invocation (the first instance
   * after it run one call shallower: the caller records a call when it returns), or -1.
   */
  private static int[] callers(Recorder.Column column) {
    int[] out = new int[column.size];
    int[] stack = new int[column.size];
    int top = 0;
    for (int e = column.size - 1; e >= 0; e--) {
      while (top > 0 && column.depth[stack[top - 1]] >= column.depth[e]) {
        top--;
      }
      out[e] = top > 0 && column.depth[stack[top - 1]] == column.depth[e] - 1 ? stack[top - 1] : -1;
      stack[top++] = e;
    }
    return out;
  }

  /** Returns whether static instance {@code n} is an anchor. */
  boolean isAnchor(int n) {
    return kind[n] == 1;
  }
}
