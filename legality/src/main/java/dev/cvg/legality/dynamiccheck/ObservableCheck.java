package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.verdict.Property;
import dev.cvg.oracle.interp.Round;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Check (3) of a trial: every thread returns the same value and leaves the same memory (argument
 * buffers, globals) in both programs. An undefined return value or memory byte in the original
 * may become anything (the transformed program refines it). Both programs ran with the same anchor groupings (the original with those the
 * transformed one exhibited), so a regrouping the original allowed does not show here.
 */
final class ObservableCheck {
  private ObservableCheck() {}

  static List<Finding> run(Context ctx, RunPair r) {
    List<Finding> out = new ArrayList<>();
    String ret = "the return value of @" + ctx.before().entry().name();
    String retAfter = "the return value of @" + ctx.after().entry().name();
    List<Round.Outcome> before = r.before().outcomes();
    List<Round.Outcome> after = r.after().outcomes();
    if (!ctx.before().entry().header().returnType().isVoid()) {
      for (int t = 0; t < Math.min(before.size(), after.size()); t++) {
        Round.Outcome b = before.get(t);
        Round.Outcome a = after.get(t);
        if (!b.undefined() && (a.undefined() || a.value() != b.value())) {
          out.add(new Finding(Property.OBSERVABLE, ret, retAfter, "thread " + t + " returns "
              + Context.value(a.value(), !a.undefined()) + " instead of " + b.value(), List.of(t), List.of(),
              List.of(), Map.of(t, Long.toString(b.value())), Map.of(t, Context.value(a.value(), !a.undefined())),
              Integer.MAX_VALUE));
          break;
        }
      }
    }
    List<byte[]> bb = r.before().buffers();
    List<byte[]> ab = r.after().buffers();
    List<byte[]> bu = r.before().bufferUndefined();
    for (int k = 0; k < Math.min(bb.size(), ab.size()); k++) {
      memory("argument buffer " + k, bb.get(k), bu.get(k), ab.get(k), out);
    }
    for (Map.Entry<String, byte[]> g : r.before().globals().entrySet()) {
      byte[] a = r.after().globals().get(g.getKey());
      if (a != null) {
        memory("global " + g.getKey(), g.getValue(), r.before().globalUndefined().get(g.getKey()), a, out);
      }
    }
    return out;
  }

  private static void memory(String what, byte[] before, byte[] beforeUndefined, byte[] after, List<Finding> out) {
    int n = Math.min(before.length, after.length);
    for (int i = 0; i < n; i++) {
      boolean refinable = beforeUndefined != null && i < beforeUndefined.length && beforeUndefined[i] != 0;
      if (before[i] != after[i] && !refinable) {
        int word = i / 4;
        String b = Long.toString(word(before, word));
        String a = Long.toString(word(after, word));
        out.add(new Finding(Property.OBSERVABLE, what, what, "32-bit word " + word + " (byte offset " + (word * 4)
            + ") holds " + a + " instead of " + b, List.of(), List.of(), List.of(), Map.of(word, b), Map.of(word, a),
            Integer.MAX_VALUE));
        return;
      }
    }
  }

  private static long word(byte[] bytes, int w) {
    long v = 0;
    for (int k = 3; k >= 0; k--) {
      int i = w * 4 + k;
      v = (v << 8) | (i < bytes.length ? bytes[i] & 0xff : 0);
    }
    return v;
  }
}
