package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.correspondence.ReplacedUse;
import dev.cvg.legality.verdict.Property;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Check (2b) of a trial, Statement 2 at uses whose convergent operand a transform removed and
 * replaced by a plain value ({@link dev.cvg.legality.correspondence.Correspondence#replacedUses}:
 * a readfirstlane dropped because its operand was taken for uniform). Threads converged at the
 * user in both programs that read one value of the removed operation in the original must read
 * one value of its replacement in the transformed program. Unlike {@link UseCheck}, users
 * without a result (a store) are compared too: the use itself is the correspondence's; the two
 * instances must read the same values at every other operand (the same address).
 */
final class ReplacedUseCheck {
  private ReplacedUseCheck() {}

  static List<Finding> run(Context ctx, RunPair r) {
    List<Finding> out = new ArrayList<>();
    for (ReplacedUse u : ctx.classes().replacedUses()) {
      int user = ctx.afterInsts().number(u.user());
      int removed = ctx.beforeInsts().number(u.removed());
      if (user < 0 || removed < 0) {
        continue;
      }
      Map<List<Long>, List<int[]>> groups = new LinkedHashMap<>();
      for (int t = 0; t < r.afterRec().threads(); t++) {
        Recorder.Column a = r.afterRec().column(t);
        for (int e = 0; e < a.size; e++) {
          int cp = a.inst[e] == user ? r.map().counterpart(t, e) : -1;
          if (cp >= 0) {
            long beforeKey = r.beforeRec().column(t).key[cp];
            groups.computeIfAbsent(List.of(a.key[e], beforeKey), k -> new ArrayList<>()).add(new int[] {t, e, cp});
          }
        }
      }
      for (List<int[]> g : groups.values()) {
        Finding f = g.size() < 2 ? null : compare(ctx, r, u, user, removed, g);
        if (f != null) {
          out.add(f);
          break;
        }
      }
    }
    return out;
  }

  /**
   * Returns whether transformed instance {@code e} and original instance {@code cp} read the same
   * values at every operand but {@code k}: only then are they one use seen twice (a store to the
   * same address), not two unnamed users the k-th rule happened to pair.
   */
  private static boolean sameOtherOperands(Recorder.Column a, int e, Recorder.Column b, int cp, int k) {
    if (a.operandCount(e) != b.operandCount(cp)) {
      return false;
    }
    for (int j = 0; j < a.operandCount(e); j++) {
      if (j != k && (a.operandDefined(e, j) != b.operandDefined(cp, j) || a.operandValue(e, j) != b.operandValue(cp, j))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether transformed user {@code user} performs the operation of its original
   * {@code original} (same opcode, and callee for a call): an instruction that a transform
   * rewrote into another operation ({@code add %p1, %v1_2} into {@code mul %v1_21, %v3_0}) keeps
   * its name but not its uses, so its operand {@code k} is no replacement of the original's.
   */
  private static boolean sameOperation(Context ctx, int user, int original) {
    dev.cvg.ir.Inst a = ctx.afterInsts().inst(user);
    dev.cvg.ir.Inst b = ctx.beforeInsts().inst(original);
    if (a == null || b == null || a.opcode() != b.opcode()) {
      return false;
    }
    return !(a instanceof dev.cvg.ir.Call ca) || b instanceof dev.cvg.ir.Call cb
        && ca.site().calleeName().equals(cb.site().calleeName());
  }

  /** Returns a finding if the members read one value in the original and several in the transformed program. */
  private static Finding compare(Context ctx, RunPair r, ReplacedUse u, int user, int removed, List<int[]> g) {
    Map<Integer, String> before = new TreeMap<>();
    Map<Integer, String> after = new TreeMap<>();
    for (int[] m : g) {
      Recorder.Column b = r.beforeRec().column(m[0]);
      Recorder.Column a = r.afterRec().column(m[0]);
      int k = u.operand();
      if (k >= b.operandCount(m[2]) || k >= a.operandCount(m[1]) || !b.operandDefined(m[2], k)
          || !a.operandDefined(m[1], k)) {
        return null;
      }
      if (!sameOperation(ctx, user, b.inst[m[2]]) || !sameOtherOperands(a, m[1], b, m[2], k)) {
        return null;
      }
      before.put(m[0], Long.toString(b.operandValue(m[2], k)));
      after.put(m[0], Long.toString(a.operandValue(m[1], k)));
    }
    if (before.values().stream().distinct().count() != 1 || after.values().stream().distinct().count() < 2) {
      return null;
    }
    List<Integer> threads = List.copyOf(before.keySet());
    String userText = ctx.after().describe(ctx.afterInsts().ref(user));
    return new Finding(Property.UNIFORMITY_AT_USE, ctx.before().describe(ctx.beforeInsts().ref(removed)), userText,
        "it was removed and its use by " + userText + " (operand " + u.operand() + ") now reads another value: threads "
            + threads + " are converged at that use in both programs and read one value in the original, different "
            + "values in the transformed program",
        threads, List.of(threads), List.of(threads), before, after, removed);
  }
}
