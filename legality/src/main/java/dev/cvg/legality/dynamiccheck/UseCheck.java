package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.legality.correspondence.Describe;
import dev.cvg.legality.correspondence.InstRef;
import dev.cvg.legality.verdict.Property;
import dev.cvg.oracle.instance.InstanceKey;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Check (2) of a trial, Statement 2 ("Preservation of Uniformity at Use"): threads whose
 * converged instances of {@code Y} read one value of {@code X} in the original read one value
 * at the corresponding converged instances of {@code Y'} in the transformed program.
 *
 * <p>Pairs are taken where the k-th rule is exact — the thread executed the class of
 * {@code Y} equally often in both programs, and the two instances computed the same defined
 * result (so users without a result are not compared; their effect shows in the observable
 * results) — and where both threads' instances are converged on both sides. An operand is compared when it corresponds (VT.2: its definition's class is the
 * original operand's, or it is the same parameter) and both the user and the operand's
 * definition keep their opcode; a phi's use is the incoming value it took.
 */
final class UseCheck {
  private UseCheck() {}

  static List<Finding> run(Context ctx, RunPair r) {
    Map<Long, List<int[]>> groups = new HashMap<>();
    for (int t = 0; t < r.afterRec().threads(); t++) {
      Recorder.Column c = r.afterRec().column(t);
      for (int e = 0; e < c.size; e++) {
        if (ctx.afterInsts().inst(c.inst[e]) != null && ctx.classes().ofAfter(c.inst[e]) >= 0) {
          groups.computeIfAbsent(c.key[e], k -> new ArrayList<>()).add(new int[] {t, e});
        }
      }
    }
    List<Finding> out = new ArrayList<>();
    Set<Long> reported = new HashSet<>();
    Map<Long, boolean[]> comparable = new HashMap<>();
    for (Map.Entry<Long, List<int[]>> g : groups.entrySet()) {
      int uAfter = InstanceKey.inst(g.getKey());
      if (g.getValue().size() < 2 || !mayCompare(ctx.afterInsts().inst(uAfter))) {
        continue;
      }
      for (List<int[]> part : parts(r, ctx.classes().ofAfter(uAfter), g.getValue())) {
        if (part.size() < 2) {
          continue;
        }
        int uBefore = r.beforeRec().column(part.get(0)[0]).inst[part.get(0)[2]];
        boolean[] cmp = comparable.computeIfAbsent(((long) uAfter << 32) | uBefore,
            k -> operands(ctx, uAfter, uBefore));
        for (int k = 0; k < cmp.length; k++) {
          if (cmp[k] && !reported.contains(((long) uAfter << 32) | k)) {
            Finding f = compare(ctx, r, uAfter, uBefore, k, part);
            if (f != null) {
              reported.add(((long) uAfter << 32) | k);
              out.add(f);
            }
          }
        }
      }
    }
    return out;
  }

  /**
   * Returns the members of one transformed group (thread, instance) whose counterparts are exact
   * (see {@link #sameResult}), partitioned by the counterparts' keys, as {thread, instance,
   * counterpart}, in the iteration order of a {@code HashMap} by key filled in member order. The
   * common case — every counterpart in one group — needs no map.
   */
  private static Collection<List<int[]>> parts(RunPair r, int cls, List<int[]> members) {
    List<int[]> first = new ArrayList<>();
    long firstKey = 0;
    Map<Long, List<int[]>> parts = null;
    for (int[] m : members) {
      int cp = r.map().counterpart(m[0], m[1]);
      if (cp < 0 || !r.map().sameCount(m[0], m[1]) || !sameResult(r, m[0], m[1], cp)) {
        continue;
      }
      long key = r.beforeRec().column(m[0]).key[cp];
      int[] entry = {m[0], m[1], cp};
      if (parts == null) {
        if (first.isEmpty() || key == firstKey) {
          firstKey = key;
          first.add(entry);
          continue;
        }
        parts = new HashMap<>();
        parts.put(firstKey, first);
      }
      parts.computeIfAbsent(key, k -> new ArrayList<>()).add(entry);
    }
    return parts == null ? List.of(first) : parts.values();
  }

  /**
   * Returns whether transformed instance {@code e} and original instance {@code cp} of thread
   * {@code t} computed the same defined result: only such pairs are taken as corresponding
   * dynamic instances (VT.1), so a name that a pass reused for a re-timed value (a rotated
   * loop's header phi) is not mistaken for the original's instance.
   */
  private static boolean sameResult(RunPair r, int t, int e, int cp) {
    Recorder.Column a = r.afterRec().column(t);
    Recorder.Column b = r.beforeRec().column(t);
    return a.flag[e] == 0 && b.flag[cp] == 0 && a.value[e] == b.value[cp];
  }

  private static Finding compare(Context ctx, RunPair r, int uAfter, int uBefore, int k, List<int[]> part) {
    long beforeValue = 0;
    boolean seen = false;
    for (int[] m : part) {
      Recorder.Column b = r.beforeRec().column(m[0]);
      if (k >= b.operandCount(m[2]) || !b.operandDefined(m[2], k)) {
        return null;
      }
      long v = b.operandValue(m[2], k);
      if (seen && beforeValue != v) {
        return null;
      }
      beforeValue = v;
      seen = true;
    }
    if (!divergent(r, k, part)) {
      return null;
    }
    Map<Integer, String> after = new TreeMap<>();
    Map<Integer, String> before = new TreeMap<>();
    for (int[] m : part) {
      Recorder.Column a = r.afterRec().column(m[0]);
      if (k >= a.operandCount(m[1]) || !a.operandDefined(m[1], k)) {
        continue;
      }
      after.put(m[0], Long.toString(a.operandValue(m[1], k)));
      before.put(m[0], Long.toString(beforeValue));
    }
    List<Integer> threads = List.copyOf(after.keySet());
    String use = useText(ctx.before(), ctx.beforeInsts().ref(uBefore), ctx.beforeInsts().inst(uBefore), k);
    return new Finding(Property.UNIFORMITY_AT_USE, use,
        useText(ctx.after(), ctx.afterInsts().ref(uAfter), ctx.afterInsts().inst(uAfter), k),
        "threads " + threads + " are converged at it in both programs and read one value in the original, "
            + "different values in the transformed program",
        threads, List.of(threads), List.of(threads), before, after, uBefore);
  }

  /**
   * Returns whether the transformed instances of {@code part} read at least two values at defined
   * operand {@code k} (instances whose operand is missing or undefined are not compared).
   */
  private static boolean divergent(RunPair r, int k, List<int[]> part) {
    boolean seen = false;
    long first = 0;
    for (int[] m : part) {
      Recorder.Column a = r.afterRec().column(m[0]);
      if (k >= a.operandCount(m[1]) || !a.operandDefined(m[1], k)) {
        continue;
      }
      long v = a.operandValue(m[1], k);
      if (seen && v != first) {
        return true;
      }
      seen = true;
      first = v;
    }
    return false;
  }

  private static String useText(Side s, InstRef user, Inst inst, int k) {
    Function f = s.module().function(user.function()).orElseThrow();
    String operand = inst instanceof Phi ? "the incoming value"
        : inst.operand(k) instanceof Value.Local l ? "%" + f.nameOf(l.id()).orElse("?") : "operand " + k;
    return "the use of " + operand + " by " + Describe.inst(f, inst) + " in @" + f.name();
  }

  /**
   * Returns whether {@link #operands} can find a corresponding operand of {@code a} with any
   * original instruction: {@code a} is a phi or has a local operand.
   */
  private static boolean mayCompare(Inst a) {
    if (a instanceof Phi) {
      return true;
    }
    for (int k = 0; k < a.operandCount(); k++) {
      if (a.operand(k) instanceof Value.Local) {
        return true;
      }
    }
    return false;
  }

  /** Returns which operands of the pair correspond (VT.2). */
  private static boolean[] operands(Context ctx, int uAfter, int uBefore) {
    Inst a = ctx.afterInsts().inst(uAfter);
    Inst b = ctx.beforeInsts().inst(uBefore);
    if (a instanceof Phi && b instanceof Phi) {
      return new boolean[] {true};
    }
    if (a instanceof Phi || b instanceof Phi || a.operandCount() != b.operandCount() || !sameShape(a, b)) {
      return new boolean[0];
    }
    boolean[] out = new boolean[a.operandCount()];
    Function fa = ctx.after().module().function(ctx.afterInsts().ref(uAfter).function()).orElseThrow();
    Function fb = ctx.before().module().function(ctx.beforeInsts().ref(uBefore).function()).orElseThrow();
    for (int k = 0; k < out.length; k++) {
      out[k] = a.operand(k) instanceof Value.Local la && b.operand(k) instanceof Value.Local lb
          && corresponds(ctx, fa, la, fb, lb, true);
    }
    return out;
  }

  /**
   * Returns whether operand {@code la} of the transformed program is the original's {@code lb}
   * (VT.2): the same parameter or definitions of one class; with {@code inputs}, definitions
   * computing the same kind of thing, and unless they are phis or calls, reading corresponding
   * inputs (the same parameters, definitions of one class, equal constants), so a name a pass kept for a reassociated value ({@code %v = add %n, 2} becoming
   * {@code %v = add %tid, 2}, the sum moved to the user) is not taken for the original value.
   */
  private static boolean corresponds(Context ctx, Function fa, Value.Local la, Function fb, Value.Local lb,
      boolean inputs) {
    int pa = paramIndex(fa, la.id());
    int pb = paramIndex(fb, lb.id());
    if (pa >= 0 || pb >= 0) {
      return pa == pb;
    }
    int na = ctx.afterInsts().number(new InstRef(fa.name(), la.id().inst()));
    int nb = ctx.beforeInsts().number(new InstRef(fb.name(), lb.id().inst()));
    if (na < 0 || nb < 0 || ctx.classes().ofAfter(na) < 0 || ctx.classes().ofAfter(na) != ctx.classes().ofBefore(nb)) {
      return false;
    }
    if (!inputs) {
      return true;
    }
    Inst da = ctx.afterInsts().inst(na);
    Inst db = ctx.beforeInsts().inst(nb);
    if (!sameShape(da, db)) {
      return false;
    }
    if (da instanceof Phi || da instanceof dev.cvg.ir.Call) {
      return true;
    }
    if (da.operandCount() != db.operandCount()) {
      return false;
    }
    for (int k = 0; k < da.operandCount(); k++) {
      Value x = da.operand(k);
      Value y = db.operand(k);
      boolean same = x instanceof Value.Local xa && y instanceof Value.Local yb
          ? corresponds(ctx, fa, xa, fb, yb, false)
          : !(x instanceof Value.Local) && !(y instanceof Value.Local) && x.equals(y);
      if (!same) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether two instructions compute the same kind of thing (opcode, and callee for
   * calls): a pass may give a name to a different computation (instcombine reassociating
   * {@code %low = and %tid, 3} into {@code %low = shl %tid, 1}), and such a pair is not one use
   * seen twice.
   */
  private static boolean sameShape(Inst a, Inst b) {
    if (a == null || b == null || a.opcode() != b.opcode()) {
      return false;
    }
    return !(a instanceof dev.cvg.ir.Call ca && b instanceof dev.cvg.ir.Call cb)
        || ca.site().calleeName().equals(cb.site().calleeName());
  }

  private static int paramIndex(Function f, ValueId v) {
    List<Param> ps = f.params();
    for (int k = 0; k < ps.size(); k++) {
      if (ps.get(k).id().equals(v)) {
        return k;
      }
    }
    return -1;
  }
}
