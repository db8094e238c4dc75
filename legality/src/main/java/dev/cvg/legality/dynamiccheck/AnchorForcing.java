package dev.cvg.legality.dynamiccheck;

import dev.cvg.oracle.instance.AnchorGrouping;
import java.util.HashMap;
import java.util.Map;

/**
 * The groupings an original program's anchors must take to reproduce a transformed execution.
 *
 * <p>An anchor's grouping is implementation-defined, so the original has a set of behaviours;
 * the transformed program is compared against the one it claims (DESIGN.md, "Legality"). Each
 * anchor instance of the original whose counterpart in the transformed execution is an anchor
 * instance takes that instance's group (its key); the others keep the maximal grouping. Run
 * with this, the original either forms the same groups at every anchor-controlled operation —
 * the regrouping was possible — or it cannot (the check then reports the groups that differ, or
 * the oracle finds the grouping contradictory).
 */
final class AnchorForcing {
  private AnchorForcing() {}

  /** Returns the forced grouping, or the maximal one if no anchor instance corresponds. */
  static AnchorGrouping of(Context ctx, RunPair r) {
    Map<AnchorGrouping.Instance, Long> groups = new HashMap<>();
    for (int t = 0; t < r.afterRec().threads(); t++) {
      Recorder.Column a = r.afterRec().column(t);
      Recorder.Column b = r.beforeRec().column(t);
      int[] occurrence = new int[b.size];
      Map<Integer, Integer> seen = new HashMap<>();
      for (int e = 0; e < b.size; e++) {
        if (isAnchor(ctx.before(), ctx.beforeInsts(), b.inst[e])) {
          occurrence[e] = seen.merge(b.inst[e], 1, Integer::sum);
        }
      }
      for (int e = 0; e < a.size; e++) {
        int cp = r.map().counterpart(t, e);
        if (cp >= 0 && occurrence[cp] > 0 && isAnchor(ctx.after(), ctx.afterInsts(), a.inst[e])) {
          groups.put(new AnchorGrouping.Instance(t, b.inst[cp], occurrence[cp]), a.key[e]);
        }
      }
    }
    return groups.isEmpty() ? AnchorGrouping.maximal() : new AnchorGrouping.Forced(groups);
  }

  /** Returns whether the program has an anchor among its static instances. */
  static boolean hasAnchors(Side side, StaticInstances insts) {
    for (int n = 0; n < insts.size(); n++) {
      if (isAnchor(side, insts, n)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isAnchor(Side side, StaticInstances insts, int n) {
    return insts.inst(n) != null && side.isAnchor(insts.inst(n));
  }
}
