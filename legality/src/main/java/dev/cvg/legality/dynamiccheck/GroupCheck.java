package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Inst;
import dev.cvg.legality.correspondence.Describe;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.legality.verdict.Property;
import dev.cvg.oracle.instance.InstanceKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Check (1) of a trial: every group of threads that communicates at a convergent operation of
 * the transformed program was a group of the original at the corresponding dynamic instances.
 *
 * <p>For each group {@code G'} (equal keys) of a communicating operation {@code X'}: the
 * original instances standing for its members must all lie in one group {@code G} of the
 * original, {@code G} must have no other member, and every member must have a counterpart
 * (a thread that did not execute {@code X} there in the original must not join the
 * communication). Operations that read a named thread's value accept a union of original
 * groups instead ({@link Side#readsNamedLane}). Anchor-rooted operations are compared after the
 * original was run with the anchor groupings the transformed program exhibited
 * ({@link AnchorForcing}), so an anchor regrouping that the original allowed passes.
 */
final class GroupCheck {
  private GroupCheck() {}

  static List<Finding> run(Context ctx, RunPair r) {
    Map<Long, List<int[]>> beforeGroups = groups(ctx.before(), ctx.beforeInsts(), r.beforeRec());
    Map<Long, List<int[]>> afterGroups = groups(ctx.after(), ctx.afterInsts(), r.afterRec());
    List<Finding> out = new ArrayList<>();
    for (Map.Entry<Long, List<int[]>> g : afterGroups.entrySet()) {
      int xAfter = InstanceKey.inst(g.getKey());
      Inst inst = ctx.afterInsts().inst(xAfter);
      TreeMap<Integer, Long> beforeKey = new TreeMap<>();
      TreeMap<Integer, Integer> beforeEvent = new TreeMap<>();
      TreeSet<Integer> extras = new TreeSet<>();
      TreeSet<Integer> members = new TreeSet<>();
      for (int[] m : g.getValue()) {
        members.add(m[0]);
        int cp = r.map().counterpart(m[0], m[1]);
        if (cp < 0) {
          extras.add(m[0]);
        } else {
          beforeKey.put(m[0], r.beforeRec().column(m[0]).key[cp]);
          beforeEvent.put(m[0], cp);
        }
      }
      if (beforeKey.isEmpty()) {
        continue;
      }
      Map<Long, List<Integer>> originalGroups = new LinkedHashMap<>();
      for (long k : new TreeSet<>(beforeKey.values())) {
        originalGroups.put(k, beforeGroups.getOrDefault(k, List.of()).stream().map(m -> m[0]).sorted().toList());
      }
      boolean ok;
      if (ctx.after().readsNamedLane(inst)) {
        ok = originalGroups.values().stream().allMatch(members::containsAll);
      } else {
        ok = extras.isEmpty() && originalGroups.size() == 1
            && originalGroups.values().iterator().next().size() == beforeKey.size();
      }
      if (!ok) {
        out.add(finding(ctx, r, xAfter, members, extras, beforeKey, beforeEvent, originalGroups, g.getValue()));
      }
    }
    out.addAll(changedCounts(ctx, r));
    return out;
  }

  /**
   * Returns a finding per communicating operation that some thread executes a different number
   * of times in the transformed program, when it executes it at all in both: communications of
   * the original were dropped (a barrier hoisted out of a loop with a divergent trip count) or
   * added (an operation hoisted into a loop), and the k-th-execution correspondence cannot pair
   * them. Removing an operation entirely is left to the other checks (an unused side-effect-free
   * operation may be deleted), and so is removing some instances of a removable class
   * ({@link Classes#removable}: dead copies deleted): its remaining instances stand for the
   * original's last ones, whose groups the group check compares (a used operation sunk below a
   * divergent loop exit is regrouped there). Executions a thread did not have at all in the
   * original are the group check's extras.
   */
  private static List<Finding> changedCounts(Context ctx, RunPair r) {
    int classes = ctx.classes().count();
    int[] rep = new int[classes];
    java.util.Arrays.fill(rep, -1);
    boolean[] beforeComm = flags(ctx.before(), ctx.beforeInsts());
    boolean[] afterComm = flags(ctx.after(), ctx.afterInsts());
    List<Finding> out = new ArrayList<>();
    java.util.Set<Integer> reported = new java.util.HashSet<>();
    for (int t = 0; t < r.beforeRec().threads(); t++) {
      int[] before = new int[classes];
      int[] after = new int[classes];
      Recorder.Column b = r.beforeRec().column(t);
      for (int e = 0; e < b.size; e++) {
        if (beforeComm[b.inst[e]]) {
          int c = ctx.classes().ofBefore(b.inst[e]);
          before[c]++;
          rep[c] = rep[c] < 0 ? b.inst[e] : rep[c];
        }
      }
      Recorder.Column a = r.afterRec().column(t);
      for (int e = 0; e < a.size; e++) {
        int c = ctx.classes().ofAfter(a.inst[e]);
        if (c >= 0 && afterComm[a.inst[e]]) {
          after[c]++;
        }
      }
      for (int c = 0; c < classes; c++) {
        boolean deleted = after[c] < before[c] && ctx.classes().removable(c);
        if (after[c] > 0 && before[c] > 0 && after[c] != before[c] && !deleted && reported.add(c)) {
          int d = Math.abs(before[c] - after[c]);
          out.add(new Finding(Property.CONVERGED_WITH, ctx.before().describe(ctx.beforeInsts().ref(rep[c])),
              copies(ctx, c), "thread " + t + " executes it " + times(before[c]) + " in the original but "
              + times(after[c]) + " in the transformed program: " + d + " of its communications "
              + (d == 1 ? "is" : "are") + (after[c] < before[c] ? " gone" : " new"), List.of(t), List.of(), List.of(),
              Map.of(), Map.of(), rep[c]));
        }
      }
    }
    return out;
  }

  private static boolean[] flags(Side side, StaticInstances insts) {
    boolean[] out = new boolean[insts.size()];
    for (int n = 0; n < insts.size(); n++) {
      out[n] = insts.inst(n) != null && side.communicates(insts.inst(n));
    }
    return out;
  }

  private static Finding finding(Context ctx, RunPair r, int xAfter, TreeSet<Integer> members,
      TreeSet<Integer> extras, TreeMap<Integer, Long> beforeKey, TreeMap<Integer, Integer> beforeEvent,
      Map<Long, List<Integer>> originalGroups, List<int[]> afterMembers) {
    int xBefore = named(r, beforeEvent);
    TreeSet<Integer> threads = new TreeSet<>(members);
    originalGroups.values().forEach(threads::addAll);
    List<List<Integer>> before = new ArrayList<>(originalGroups.values());
    StringBuilder msg = new StringBuilder("threads " + members + " execute it together in the transformed program");
    if (originalGroups.size() == 1) {
      msg.append(", but in the original its group was ").append(before.get(0));
    } else {
      msg.append(", but in the original they were in separate groups ").append(before);
      List<String> at = new ArrayList<>();
      originalGroups.keySet().forEach(k -> at.add(operation(ctx, InstanceKey.inst(k))));
      if (at.stream().distinct().count() > 1) {
        msg.append(" at ").append(String.join(", ", at)).append(" respectively"); // merged originals
      }
    }
    if (!extras.isEmpty()) {
      msg.append("; threads ").append(extras).append(" did not execute it there in the original");
    }
    List<String> users = Users.of(ctx.before().module(), ctx.beforeInsts().ref(xBefore));
    if (!users.isEmpty()) {
      msg.append(" (its result is used by ").append(String.join(", ", users)).append(")");
    }
    Map<Integer, String> valuesBefore = new TreeMap<>();
    Map<Integer, String> valuesAfter = new TreeMap<>();
    if (ctx.afterInsts().inst(xAfter).hasResult()) {
      for (int[] m : afterMembers) {
        Recorder.Column a = r.afterRec().column(m[0]);
        valuesAfter.put(m[0], Context.value(a.value[m[1]], a.flag[m[1]] == 0));
        Integer cp = beforeEvent.get(m[0]);
        if (cp != null) {
          Recorder.Column b = r.beforeRec().column(m[0]);
          valuesBefore.put(m[0], Context.value(b.value[cp], b.flag[cp] == 0));
        }
      }
    }
    return new Finding(Property.CONVERGED_WITH, ctx.before().describe(ctx.beforeInsts().ref(xBefore)),
        ctx.after().describe(ctx.afterInsts().ref(xAfter)), msg.toString(), List.copyOf(threads), before,
        List.of(List.copyOf(members)), valuesBefore, valuesAfter, xBefore);
  }

  /**
   * Returns the original operation a finding names: of the originals the members executed
   * (several when the transform merged operations), the first in the original's layout (static
   * instance numbers follow it): {@code %total_gains} for the spec's hoisted merge of
   * {@code %total_gains} and {@code %total_losses}, {@code %a} for GVNSink's merge of {@code %a}
   * and {@code %b} into {@code %b}.
   */
  private static int named(RunPair r, TreeMap<Integer, Integer> beforeEvent) {
    int first = Integer.MAX_VALUE;
    for (Map.Entry<Integer, Integer> e : beforeEvent.entrySet()) {
      first = Math.min(first, r.beforeRec().column(e.getKey()).inst[e.getValue()]);
    }
    return first;
  }

  /** Returns original static instance {@code n} described without its function ({@code %a}). */
  private static String operation(Context ctx, int n) {
    InstRef r = ctx.beforeInsts().ref(n);
    return Describe.find(ctx.before().module(), r).map(l -> Describe.inst(l.function(), l.inst()))
        .orElse(r.id().toString());
  }

  private static String times(int n) {
    return n == 1 ? "once" : n + " times";
  }

  /** Returns the transformed program's communicating instructions of class {@code c}, described. */
  private static String copies(Context ctx, int c) {
    List<String> out = new ArrayList<>();
    for (int n = 0; n < ctx.afterInsts().size(); n++) {
      if (ctx.afterInsts().ref(n) != null && ctx.classes().ofAfter(n) == c
          && ctx.after().communicates(ctx.afterInsts().inst(n))) {
        out.add(ctx.after().describe(ctx.afterInsts().ref(n)));
      }
    }
    return String.join(", ", out);
  }

  /** Returns the instances of communicating operations grouped by key: members as {thread, instance}. */
  static Map<Long, List<int[]>> groups(Side side, StaticInstances insts, Recorder rec) {
    boolean[] communicates = flags(side, insts);
    Map<Long, List<int[]>> out = new LinkedHashMap<>();
    for (int t = 0; t < rec.threads(); t++) {
      Recorder.Column c = rec.column(t);
      for (int e = 0; e < c.size; e++) {
        if (communicates[c.inst[e]]) {
          out.computeIfAbsent(c.key[e], k -> new ArrayList<>()).add(new int[] {t, e});
        }
      }
    }
    return out;
  }
}
