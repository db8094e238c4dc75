package dev.cvg.legality.dynamiccheck;

import dev.cvg.oracle.instance.AnchorGrouping;
import java.util.HashMap;
import java.util.List;
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

  /**
   * Returns the forced grouping, or the maximal one if no anchor instance corresponds.
   *
   * <p>Groups derived from the operations come first: they follow the operations' instance
   * mapping, which is the one the group check compares, whereas an anchor's own k-th-execution
   * counterpart is off by one copy as soon as the transform removed a copy of it (the inliner's
   * first copy of a callee's anchor replaced by the caller's token, the second kept in a loop:
   * the kept copy's first execution stands for the callee anchor's second one). So an anchor
   * instance's own counterpart only decides when none of its operations ran and the thread
   * executed the anchor equally often in both programs.
   */
  static AnchorGrouping of(Context ctx, RunPair r) {
    TokenRoots beforeRoots = new TokenRoots(ctx.before(), ctx.beforeInsts());
    TokenRoots afterRoots = new TokenRoots(ctx.after(), ctx.afterInsts());
    Map<AnchorGrouping.Instance, Long> groups = new HashMap<>();
    for (int t = 0; t < r.afterRec().threads(); t++) {
      Recorder.Column a = r.afterRec().column(t);
      Recorder.Column b = r.beforeRec().column(t);
      int[] occurrence = new int[b.size];
      Map<Integer, Integer> seen = new HashMap<>();
      for (int e = 0; e < b.size; e++) {
        if (beforeRoots.isAnchor(b.inst[e])) {
          occurrence[e] = seen.merge(b.inst[e], 1, Integer::sum);
        }
      }
      Map<Integer, Long> direct = new HashMap<>();
      Map<Integer, Long> derived = new HashMap<>();
      // per (anchor, group): the instance of this thread that took the group first
      Map<List<Long>, Integer> taken = new HashMap<>();
      int[] rb = beforeRoots.roots(b);
      int[] ra = afterRoots.roots(a);
      for (int e = 0; e < a.size; e++) {
        int cp = r.map().counterpart(t, e);
        if (cp < 0) {
          continue;
        }
        if (occurrence[cp] > 0 && afterRoots.isAnchor(a.inst[e])) {
          if (r.map().sameCount(t, e)) {
            direct.put(cp, a.key[e]);
          }
        } else if (rb[cp] >= 0 && occurrence[rb[cp]] > 0 && ra[e] >= 0 && !derived.containsKey(rb[cp])
            && taken.putIfAbsent(List.of((long) b.inst[rb[cp]], a.key[ra[e]]), rb[cp]) == null) {
          // a group already taken by another instance of the same anchor would converge the
          // thread with itself, which no implementation does: the operations' pairing is off there
          derived.put(rb[cp], a.key[ra[e]]);
        }
      }
      direct.forEach(derived::putIfAbsent);
      for (Map.Entry<Integer, Long> d : derived.entrySet()) {
        groups.put(new AnchorGrouping.Instance(t, b.inst[d.getKey()], occurrence[d.getKey()]), d.getValue());
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

  static boolean isAnchor(Side side, StaticInstances insts, int n) {
    return insts.inst(n) != null && side.isAnchor(insts.inst(n));
  }
}
