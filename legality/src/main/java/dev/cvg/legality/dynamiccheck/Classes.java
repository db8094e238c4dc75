package dev.cvg.legality.dynamiccheck;

import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.InstRef;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Correspondence classes of static instances: an instruction of the original and every copy
 * of it in the transformed program share a class; instructions merged into one are united
 * (union-find). The dynamic instances of a class are mapped per thread in program order: the
 * k-th execution of any member in the transformed program stands for the k-th execution of a
 * member in the original (the rule, generalising VT.1 to copies and merges).
 *
 * <p>A class whose originals are all communicating operations without side effects is
 * <em>removable</em>: a transform may delete instances of it whose results are not needed (the
 * dead copies of a fully unrolled loop's {@code readfirstlane}, which dead-store elimination left
 * without users), so the instances a thread executes fewer times in the transformed program stand
 * for the original's last ones ({@link InstanceMap}): a value that leaves a loop is its last
 * iteration's, and the stores that survive are the last ones.
 */
final class Classes {
  private final int[] before;
  private final int[] after;
  private final int count;
  private final boolean[] removable;
  /** Per class, whether it is steady: see {@link #steady(int)}. */
  private final boolean[] steady;
  /** Per original static instance, the original that replaced it ({@link Correspondence#replacedBy}), or -1. */
  private final int[] replacedBy;
  private final List<dev.cvg.legality.correspondence.ReplacedUse> replacedUses;
  /** Per class, whether all its members on both sides are instructions of one function's name. */
  private final boolean[] perInvocation;
  /** Per removable class, the class of the token definition all its members use, or -1. */
  private final int[] scope;

  /**
   * Builds the classes of {@code c}; instructions of the {@code unchanged} functions (same text
   * in both programs, outside the correspondence) each form a class with their own copy. A class
   * is removable when each of its original static instances {@code communicates} and is
   * {@code withoutSideEffects}, and steady when each communicates with side effects and it has a
   * member in the transformed program.
   */
  Classes(StaticInstances p, StaticInstances q, Correspondence c, Set<String> unchanged, IntPredicate communicates,
      IntPredicate withoutSideEffects) {
    int[] parent = new int[p.size()];
    for (int k = 0; k < parent.length; k++) {
      parent[k] = k;
    }
    int[] afterRoot = new int[q.size()];
    Arrays.fill(afterRoot, -1);
    for (int n = 0; n < q.size(); n++) {
      InstRef r = q.ref(n);
      if (r == null || !c.functions().containsKey(r.function()) && !unchanged.contains(r.function())) {
        continue;
      }
      List<InstRef> origins = unchanged.contains(r.function()) ? List.of(r) : c.originsOf(r);
      int first = -1;
      for (InstRef o : origins) {
        int m = p.number(o);
        if (m < 0) {
          continue;
        }
        if (first < 0) {
          first = m;
        } else {
          union(parent, first, m);
        }
      }
      afterRoot[n] = first;
    }
    before = new int[p.size()];
    int[] id = new int[p.size()];
    Arrays.fill(id, -1);
    int next = 0;
    for (int k = 0; k < before.length; k++) {
      int root = find(parent, k);
      if (id[root] < 0) {
        id[root] = next++;
      }
      before[k] = id[root];
    }
    after = new int[q.size()];
    for (int n = 0; n < after.length; n++) {
      after[n] = afterRoot[n] < 0 ? -1 : before[afterRoot[n]];
    }
    count = next;
    this.removable = new boolean[count];
    Arrays.fill(this.removable, true);
    this.steady = new boolean[count];
    for (int n = 0; n < after.length; n++) {
      if (after[n] >= 0) {
        this.steady[after[n]] = true;
      }
    }
    for (int k = 0; k < before.length; k++) {
      boolean talks = communicates.test(k);
      boolean pure = talks && withoutSideEffects.test(k);
      this.removable[before[k]] &= pure;
      this.steady[before[k]] &= talks && !pure;
    }
    perInvocation = perInvocation(p, q, before, after, count);
    scope = scopes(p, q);
    replacedUses = c.replacedUses();
    replacedBy = new int[p.size()];
    Arrays.fill(replacedBy, -1);
    c.replacedBy().forEach((y, x) -> {
      int ny = p.number(y);
      if (ny >= 0) {
        replacedBy[ny] = p.number(x);
      }
    });
  }

  /**
   * Returns whether class {@code c} is removable: its originals are communicating operations
   * without side effects, whose unneeded instances a transform may delete.
   */
  boolean removable(int c) {
    return removable[c];
  }

  /**
   * Returns whether class {@code c} is steady: its originals are communicating operations with
   * side effects (a convergent {@code call @op}), which no transform may delete, duplicate or move
   * across iterations, and the transformed program has a member. A thread that executes a steady
   * class a different number of times in the two programs has taken another path
   * ({@link InstanceMap}).
   */
  boolean steady(int c) {
    return steady[c];
  }

  /**
   * Returns the original static instance that replaced original static instance {@code n} (an
   * equal operation dominating it, whose result the transformed program reuses), or -1.
   */
  int replacedBy(int n) {
    return replacedBy[n];
  }

  /** Returns the uses whose removed convergent operand became a plain value ({@link Correspondence#replacedUses}). */
  List<dev.cvg.legality.correspondence.ReplacedUse> replacedUses() {
    return replacedUses;
  }

  /**
   * Returns whether class {@code c}'s instances are paired per invocation of their function
   * ({@link InstanceMap}): every member, in both programs, is an instruction of functions of one
   * name, so the k-th execution in the j-th invocation stands for the k-th in the j-th. Code that
   * LICM hoists out of a loop of a callee called twice runs once per call, and the global k-th
   * rule would pair the second call's execution with the first call's second iteration.
   */
  boolean perInvocation(int c) {
    return perInvocation[c];
  }

  /**
   * Returns the class of the token definition whose instances scope removable class {@code c}'s
   * pairing ({@link InstanceMap}), or -1: every member, in both programs, is controlled by a
   * token defined by a member of that one class. A loop's peeled iteration whose {@code ballot}
   * was deleted then leaves out the instance of that iteration's heart, not the first of all the
   * thread's instances: the k-th execution under the j-th instance of the heart (any copy of it)
   * stands for the k-th under the j-th.
   */
  int scope(int c) {
    return scope[c];
  }

  private int[] scopes(StaticInstances p, StaticInstances q) {
    int[] out = new int[count];
    Arrays.fill(out, -2); // -2: no member seen yet
    for (int k = 0; k < before.length; k++) {
      int def = tokenDef(p, k);
      narrow(out, before[k], def < 0 ? -1 : before[def]);
    }
    for (int n = 0; n < after.length; n++) {
      if (after[n] >= 0) {
        int def = tokenDef(q, n);
        narrow(out, after[n], def < 0 ? -1 : after[def]);
      }
    }
    for (int c = 0; c < count; c++) {
      out[c] = removable[c] && out[c] >= 0 ? out[c] : -1;
    }
    return out;
  }

  private static void narrow(int[] out, int c, int s) {
    out[c] = out[c] == -2 || out[c] == s ? s : -1;
  }

  /** Returns the static instance defining the convergence token static instance {@code n} uses, or -1. */
  private static int tokenDef(StaticInstances insts, int n) {
    if (!(insts.inst(n) instanceof dev.cvg.ir.Call call)
        || !(call.site().convergenceToken().orElse(null) instanceof dev.cvg.ir.Value.Local l)) {
      return -1;
    }
    return insts.number(new InstRef(insts.ref(n).function(), l.id().inst()));
  }

  private static boolean[] perInvocation(StaticInstances p, StaticInstances q, int[] before, int[] after, int count) {
    String[] fn = new String[count];
    boolean[] out = new boolean[count];
    Arrays.fill(out, true);
    for (int k = 0; k < before.length; k++) {
      mark(fn, out, before[k], p.ref(k));
    }
    for (int n = 0; n < after.length; n++) {
      if (after[n] >= 0) {
        mark(fn, out, after[n], q.ref(n));
      }
    }
    return out;
  }

  private static void mark(String[] fn, boolean[] out, int c, InstRef r) {
    if (r == null) {
      out[c] = false; // a parameter: once per invocation anyway
    } else if (fn[c] == null) {
      fn[c] = r.function();
    } else if (!fn[c].equals(r.function())) {
      out[c] = false;
    }
  }

  /** Returns the class of original static instance {@code n}. */
  int ofBefore(int n) {
    return before[n];
  }

  /** Returns the class of transformed static instance {@code n}, or -1 for new code. */
  int ofAfter(int n) {
    return after[n];
  }

  /** Returns the number of classes. */
  int count() {
    return count;
  }

  private static int find(int[] parent, int x) {
    while (parent[x] != x) {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
    return x;
  }

  private static void union(int[] parent, int a, int b) {
    parent[find(parent, a)] = find(parent, b);
  }
}
