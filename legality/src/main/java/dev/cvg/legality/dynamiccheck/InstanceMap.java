package dev.cvg.legality.dynamiccheck;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The correspondence of dynamic instances in one pair of executions, per thread: the k-th
 * execution of any member of a class in the transformed program stands for the k-th execution
 * of a member of that class in the original; for a class whose members all belong to one
 * function ({@link Classes#perInvocation}), the k-th within the j-th invocation of that function
 * stands for the k-th within the j-th invocation. Also counts each thread's executions per class
 * (and invocation) on both sides: where the counts differ (code hoisted out of or sunk into a loop
 * or branch), the k-th rule is only an approximation and the uniformity check does not rely on
 * it. A removable class whose members all use tokens of one class of definitions
 * ({@link Classes#scope}) is paired within each instance of that definition instead, for a
 * thread that executed the definition equally often in both programs. A thread
 * that executes a removable class ({@link Classes#removable}) fewer times in the
 * transformed program executes some of the original's instances there, in order. Where its
 * original instances lie in more than one invocation of their function, the transformed ones
 * between two instances of classes executed equally often in both programs (anchors) stand for
 * the last original instances, as many, in the invocation of the first one after the first
 * anchor's counterpart and before the second's (an inlined callee's ballot folded away at its
 * second call site only: the kept instance is the first call's; a loop's first iteration peeled
 * and its dead ballot deleted at each inlined call site: the loop's intact {@code call @plain}
 * bounds each kept iteration's instance); otherwise,
 * or where no such instance comes before, for the original's last instances (a peeled
 * iteration's dead ballot deleted; code hoisted out of a loop: its k-th of {@code m} transformed
 * instances stands for the {@code (n - m + k)}-th of its {@code n} original ones).
 */
final class InstanceMap {
  /** Per thread, per transformed instance: the corresponding original instance, or -1. */
  private final int[][] counterpart;
  /** Per thread, per transformed instance: its slot (class, or class and invocation), or -1. */
  private final int[][] slotAfter;
  private final int[][] countBefore;
  private final int[][] countAfter;

  InstanceMap(Recorder before, Recorder after, Classes classes) {
    int threads = after.threads();
    counterpart = new int[threads][];
    slotAfter = new int[threads][];
    countBefore = new int[threads][];
    countAfter = new int[threads][];
    for (int t = 0; t < threads; t++) {
      Recorder.Column b = before.column(t);
      Recorder.Column a = after.column(t);
      Slots slots = new Slots(classes);
      boolean[] scoped = scoped(classes, b, a);
      int[] scopesSeen = new int[classes.count()];
      int[] sb = new int[b.size];
      for (int e = 0; e < b.size; e++) {
        int c = classes.ofBefore(b.inst[e]);
        scopesSeen[c]++;
        sb[e] = slots.of(c, context(classes, c, b.invocation[e], scoped, scopesSeen));
      }
      scopesSeen = new int[classes.count()];
      int[] sa = new int[a.size];
      for (int e = 0; e < a.size; e++) {
        int c = classes.ofAfter(a.inst[e]);
        if (c >= 0) {
          scopesSeen[c]++;
        }
        sa[e] = c < 0 ? -1 : slots.of(c, context(classes, c, a.invocation[e], scoped, scopesSeen));
      }
      int n = slots.count();
      int[] cb = new int[n];
      int[][] positions = new int[n][];
      for (int e = 0; e < b.size; e++) {
        int s = sb[e];
        int[] p = positions[s];
        if (p == null) {
          p = new int[4];
        } else if (cb[s] == p.length) {
          p = Arrays.copyOf(p, p.length * 2);
        }
        positions[s] = p;
        p[cb[s]++] = e;
      }
      int[] total = new int[n];
      for (int e = 0; e < a.size; e++) {
        if (sa[e] >= 0) {
          total[sa[e]]++;
        }
      }
      boolean samePath = samePath(classes, slots, cb, total);
      int[] ca = new int[n];
      int[] map = new int[a.size];
      int[] next = new int[n]; // per deleting slot, the first original instance not yet passed
      // per transformed instance, the anchor before it (below); per slot and anchor, how many
      // instances share it, and how many of them came so far
      int[][] around = anchors(sa, slots, classes, total, cb, positions);
      int[] anchorOf = around[0];
      int[] bound = around[1];
      Map<Long, int[]> sharing = new HashMap<>();
      for (int e = 0; e < a.size; e++) {
        if (sa[e] >= 0) {
          sharing.computeIfAbsent(key(sa[e], anchorOf[e]), x -> new int[2])[0]++;
        }
      }
      for (int e = 0; e < a.size; e++) {
        int s = sa[e];
        if (s < 0) {
          map[e] = -1;
          continue;
        }
        int k = ca[s]++;
        boolean deleting = samePath && classes.removable(slots.classOf(s)) && total[s] < cb[s];
        if (!deleting) {
          map[e] = k < cb[s] ? positions[s][k] : -1;
          continue;
        }
        // some instances deleted: where the original ones lie in several invocations of their
        // function (a callee's copy folded away at one of its inlined call sites), the invocation
        // of the first original one after the counterpart of the last instance of an intact slot
        // before it, and there its last instance, leaving enough for the instances still to come;
        // else the last ones (a peeled iteration's dead copy deleted; code hoisted out of a loop
        // stands for the last iteration's)
        int last = cb[s] - (total[s] - k); // the latest index that leaves enough
        int firm = anchorOf[e]; // the original paired with the last instance of an intact slot
        boolean anchored = firm >= 0 && b.invocation[positions[s][0]] != b.invocation[positions[s][cb[s] - 1]];
        int q = last;
        if (anchored) {
          // the invocation of the first original instance after the anchor, its last instances
          // before the counterpart of the next instance of an intact slot: as many as the
          // transformed instances between the same two (a loop's first iteration peeled and its
          // dead ballot deleted at each inlined call: the loop's call @plain, intact, bounds each
          // kept iteration's)
          int first = Math.max(next[s], Math.min(last, firstAfter(positions[s], cb[s], firm)));
          int end = first;
          while (end < last && b.invocation[positions[s][end + 1]] == b.invocation[positions[s][first]]
              && positions[s][end + 1] < bound[e]) {
            end++;
          }
          int[] share = sharing.get(key(s, anchorOf[e]));
          int later = share[0] - 1 - share[1]++; // instances after this one sharing its anchor
          q = Math.max(first, end - later);
        }
        map[e] = positions[s][q];
        next[s] = q + 1;
      }
      counterpart[t] = map;
      slotAfter[t] = sa;
      countBefore[t] = cb;
      countAfter[t] = ca;
    }
  }

  /**
   * Returns whether the thread executed every steady slot ({@link Classes#steady}) equally often
   * in both programs. Where it did not, it took another path in one of them (an original run under
   * the anchor groupings forced from an earlier pairing, whose readfirstlane then decided a loop's
   * exit otherwise, loops on where the transformed program left), so a removable class executed
   * fewer times in the transformed program says nothing about deleted instances: its k-th stands
   * for the k-th, and the prefix the two runs share stays paired.
   */
  private static boolean samePath(Classes classes, Slots slots, int[] cb, int[] total) {
    for (int s = 0; s < cb.length; s++) {
      if (classes.steady(slots.classOf(s)) && cb[s] != total[s]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns, per transformed instance, the original instances paired with the last instance
   * before it and the first instance after it of a slot executed equally often in both programs
   * (-1, and the original trace's length, where there is none): the anchors the deleting slots'
   * rule reads between. Intact slots pair the k-th with the k-th, so the anchors do not depend on
   * how the deleting slots are paired.
   */
  private static int[][] anchors(int[] sa, Slots slots, Classes classes, int[] total, int[] cb, int[][] positions) {
    int[] before = new int[sa.length];
    int[] paired = new int[sa.length];
    int[] seen = new int[cb.length];
    int firm = -1;
    for (int e = 0; e < sa.length; e++) {
      before[e] = firm;
      paired[e] = -1;
      int s = sa[e];
      if (s < 0) {
        continue;
      }
      int k = seen[s]++;
      boolean deleting = classes.removable(slots.classOf(s)) && total[s] < cb[s];
      if (!deleting && total[s] == cb[s]) {
        firm = positions[s][k];
        paired[e] = firm;
      }
    }
    int[] after = new int[sa.length];
    int next = Integer.MAX_VALUE;
    for (int e = sa.length - 1; e >= 0; e--) {
      after[e] = next;
      if (paired[e] >= 0) {
        next = paired[e];
      }
    }
    return new int[][] {before, after};
  }

  private static long key(int slot, int anchor) {
    return ((long) slot << 32) | (anchor + 1L);
  }

  /**
   * Returns, per class, whether one thread's instances of it are paired within the instances of
   * its scope ({@link Classes#scope}): only when the thread executed the scope's token definition
   * equally often in both programs, so that its j-th instances correspond (a loop unrolled by
   * two runs its heart half as often, and its operations twice per heart instance).
   */
  private static boolean[] scoped(Classes classes, Recorder.Column b, Recorder.Column a) {
    int[] nb = new int[classes.count()];
    int[] na = new int[classes.count()];
    for (int e = 0; e < b.size; e++) {
      nb[classes.ofBefore(b.inst[e])]++;
    }
    for (int e = 0; e < a.size; e++) {
      int c = classes.ofAfter(a.inst[e]);
      if (c >= 0) {
        na[c]++;
      }
    }
    boolean[] out = new boolean[classes.count()];
    for (int c = 0; c < out.length; c++) {
      int s = classes.scope(c);
      out[c] = s >= 0 && nb[s] == na[s];
    }
    return out;
  }

  /**
   * Returns the context an instance of class {@code c} is paired within: the number of instances
   * of its scope's token definition so far when {@code scoped}, else its invocation for a class
   * paired per invocation, else 0 (one context).
   */
  private static int context(Classes classes, int c, int invocation, boolean[] scoped, int[] scopesSeen) {
    if (scoped[c]) {
      return scopesSeen[classes.scope(c)];
    }
    return classes.perInvocation(c) ? invocation : 0;
  }

  /** Returns the index of the first of the {@code count} increasing positions after {@code e} (or count). */
  private static int firstAfter(int[] positions, int count, int e) {
    int at = Arrays.binarySearch(positions, 0, count, e);
    return at >= 0 ? at + 1 : -at - 1;
  }

  /** Returns the original instance standing for transformed instance {@code e} of thread {@code t}, or -1. */
  int counterpart(int t, int e) {
    return counterpart[t][e];
  }

  /**
   * Returns whether thread {@code t} executed the class of transformed instance {@code e} equally
   * often in both programs (within {@code e}'s invocation, for a class paired per invocation).
   */
  boolean sameCount(int t, int e) {
    int s = slotAfter[t][e];
    return s >= 0 && countBefore[t][s] == countAfter[t][s];
  }

  /**
   * One thread's pairing slots: a class's own index, and for a class paired per invocation or per
   * instance of its scope, one slot more per context after the first (numbered from the class
   * count on).
   */
  private static final class Slots {
    private final Classes classes;
    private final Map<Long, Integer> extra = new HashMap<>();
    private int[] extraClass = new int[8];

    Slots(Classes classes) {
      this.classes = classes;
    }

    int of(int c, int context) {
      if (context == 0) {
        return c;
      }
      return extra.computeIfAbsent(((long) context << 32) | c, k -> {
        int s = extra.size();
        if (s == extraClass.length) {
          extraClass = Arrays.copyOf(extraClass, s * 2);
        }
        extraClass[s] = c;
        return classes.count() + s;
      });
    }

    int classOf(int s) {
      return s < classes.count() ? s : extraClass[s - classes.count()];
    }

    int count() {
      return classes.count() + extra.size();
    }
  }
}
