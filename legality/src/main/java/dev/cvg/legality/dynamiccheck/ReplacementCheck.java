package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.verdict.Property;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Check (1b) of a trial, for merges by replacement (CSE, GVN: an original convergent operation
 * {@code Y} removed and its uses redirected to an equal operation {@code X} dominating it,
 * {@link dev.cvg.legality.correspondence.Correspondence#replacedBy}). A thread's instance of
 * {@code Y} is merged into the instance of {@code X} it executed last before it (the value the
 * transformed program reuses), so its group in the original must be exactly the group of
 * threads that computes the counterpart of that instance of {@code X} together in the
 * transformed program (ConvergentOperations.rst: every set of communicating threads of the
 * transformed program must have been possible in the original). Merging two operations that
 * the same threads execute together (two equal calls of one block) passes; reusing a result
 * computed by more threads than those that executed {@code Y} does not.
 */
final class ReplacementCheck {
  private ReplacementCheck() {}

  static List<Finding> run(Context ctx, RunPair r) {
    Map<Long, List<int[]>> afterGroups = GroupCheck.groups(ctx.after(), ctx.afterInsts(), r.afterRec());
    // per original group of a replaced Y: its members with the transformed key of the survivor they reuse
    Map<Long, TreeMap<Integer, Long>> reused = new LinkedHashMap<>();
    Map<Long, Integer> staticOf = new HashMap<>();
    for (int t = 0; t < r.beforeRec().threads(); t++) {
      Recorder.Column b = r.beforeRec().column(t);
      Recorder.Column a = r.afterRec().column(t);
      Map<Integer, Integer> afterOf = new HashMap<>();
      for (int e = 0; e < a.size; e++) {
        int cp = r.map().counterpart(t, e);
        if (cp >= 0) {
          afterOf.put(cp, e);
        }
      }
      Map<Integer, Integer> last = new HashMap<>();
      for (int e = 0; e < b.size; e++) {
        last.put(b.inst[e], e);
        int x = ctx.classes().replacedBy(b.inst[e]);
        if (x < 0 || !ctx.before().communicates(ctx.beforeInsts().inst(b.inst[e]))) {
          continue;
        }
        Integer xe = last.get(x);
        Integer ae = xe == null ? null : afterOf.get(xe);
        if (ae != null) {
          reused.computeIfAbsent(b.key[e], k -> new TreeMap<>()).put(t, a.key[ae]);
          staticOf.put(b.key[e], b.inst[e]);
        }
      }
    }
    Map<Long, List<int[]>> beforeGroups = GroupCheck.groups(ctx.before(), ctx.beforeInsts(), r.beforeRec());
    List<Finding> out = new ArrayList<>();
    for (Map.Entry<Long, TreeMap<Integer, Long>> y : reused.entrySet()) {
      TreeSet<Integer> original = threads(beforeGroups.get(y.getKey()));
      for (long key : new TreeSet<>(y.getValue().values())) {
        TreeSet<Integer> together = threads(afterGroups.get(key));
        if (!together.equals(original)) {
          out.add(finding(ctx, r, staticOf.get(y.getKey()), key, original, together));
          break;
        }
      }
    }
    return out;
  }

  private static TreeSet<Integer> threads(List<int[]> members) {
    TreeSet<Integer> out = new TreeSet<>();
    if (members != null) {
      members.forEach(m -> out.add(m[0]));
    }
    return out;
  }

  private static Finding finding(Context ctx, RunPair r, int yBefore, long afterKey, TreeSet<Integer> original,
      TreeSet<Integer> together) {
    int xAfter = dev.cvg.oracle.instance.InstanceKey.inst(afterKey);
    String survivor = ctx.after().describe(ctx.afterInsts().ref(xAfter));
    TreeSet<Integer> threads = new TreeSet<>(original);
    threads.addAll(together);
    String msg = "it was replaced by " + survivor + ": threads " + original + " executed it together in the original "
        + "but reuse the result that threads " + together + " compute together in the transformed program";
    return new Finding(Property.CONVERGED_WITH, ctx.before().describe(ctx.beforeInsts().ref(yBefore)), survivor, msg,
        List.copyOf(threads), List.of(List.copyOf(original)), List.of(List.copyOf(together)), Map.of(), Map.of(),
        yBefore);
  }
}
