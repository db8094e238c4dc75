package dev.cvg.oracle.trace;

import dev.cvg.oracle.collect.LongIntMap;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.interp.Observer;
import java.util.Arrays;
import java.util.Optional;

/**
 * Dynamic uniformity (ConvergenceAndUniformity.rst, "Uniformity"), collected while an
 * execution is recorded: a value is uniform at a converged group iff all members computed
 * the same value; a static instance is uniform iff it is uniform at every group with at least
 * two members; a use {@code (U, k)} — operand {@code k} of {@code U} — is uniform iff at every
 * group of {@code U}'s instances all members read the same value (this is where temporal
 * divergence shows: a value uniform at its own groups read by non-converged iterations).
 *
 * <p>An undefined value is compatible with every value (it may be refined to any of them), so
 * only defined values can make a group divergent.
 *
 * <p>Aggregates on the fly, one accumulator per group, so memory grows with the number of
 * groups rather than of instances.
 */
public final class DynamicUniformity implements Observer {
  /** Per static instance: 0 unobserved, 1 uniform so far, 2 divergent. */
  private final byte[] valueState;
  private final byte[][] useState;
  private final Groups results = new Groups();
  private final Groups[] uses = new Groups[64];
  private final CompiledModule module;

  /**
   * Creates a collector for {@code module}.
   *
   * @param module the module whose execution is observed
   */
  public DynamicUniformity(CompiledModule module) {
    this.module = module;
    this.valueState = new byte[module.instanceCount()];
    this.useState = new byte[module.instanceCount()][];
  }

  @Override
  public void instance(int tid, CompiledFunction fn, int pc, long key, long[] regs, byte[] flags,
      int choice) {
    int inst = fn.staticInstance(pc);
    int slot = fn.resultSlot(pc);
    if (slot >= 0) {
      valueState[inst] = results.add(key, tid, regs[slot], flags[slot] != 0, valueState[inst]);
    }
    int[] used = fn.useSlots(pc);
    if (fn.isPhi(pc)) {
      if (choice >= 0 && slot >= 0) {
        use(inst, used.length, choice, key, tid, regs[slot], flags[slot] != 0);
      }
      return;
    }
    for (int k = 0; k < used.length; k++) {
      int s = used[k];
      if (s >= 0) {
        use(inst, used.length, k, key, tid, regs[s], flags[s] != 0);
      }
    }
  }

  @Override
  public void param(int tid, CompiledFunction fn, int k, long key, long value, byte flag) {
    int inst = fn.paramInstance(k);
    valueState[inst] = results.add(key, tid, value, flag != 0, valueState[inst]);
  }

  private void use(int inst, int operands, int k, long key, int tid, long v, boolean undef) {
    if (k >= uses.length) {
      return;
    }
    if (uses[k] == null) {
      uses[k] = new Groups();
    }
    if (useState[inst] == null) {
      useState[inst] = new byte[operands];
    }
    useState[inst][k] = uses[k].add(key, tid, v, undef, useState[inst][k]);
  }

  /**
   * Returns the module whose static instances this reports on.
   *
   * @return the module
   */
  public CompiledModule module() {
    return module;
  }

  /**
   * Returns whether static instance {@code inst}'s result was uniform at every converged group
   * of at least two threads; empty if no such group was observed.
   *
   * @param inst a static instance number
   * @return whether it was uniform, or empty
   */
  public Optional<Boolean> uniform(int inst) {
    return state(valueState[inst]);
  }

  /**
   * Returns whether operand {@code operand} of static instance {@code user} was read uniformly
   * at every converged group of at least two threads; empty if never observed.
   *
   * @param user a static instance number
   * @param operand an operand index of {@code user}
   * @return whether the operand was uniform, or empty
   */
  public Optional<Boolean> uniformAtUse(int user, int operand) {
    byte[] s = useState[user];
    return s == null || operand >= s.length ? Optional.empty() : state(s[operand]);
  }

  private static Optional<Boolean> state(byte s) {
    return s == 0 ? Optional.empty() : Optional.of(s == 1);
  }

  /**
   * Accumulators per group key: first defined value, member count, divergent flag. The state
   * byte of a static instance moves 0 → 1 when one of its groups reaches two members and to 2
   * when one turns out divergent.
   */
  private static final class Groups {
    private final LongIntMap index = new LongIntMap(1024);
    private long[] first = new long[256];
    private boolean[] defined = new boolean[256];
    private boolean[] divergent = new boolean[256];
    private int[] members = new int[256];
    private int[] lastTid = new int[256];
    private int size;

    byte add(long key, int tid, long v, boolean undef, byte state) {
      int g = index.putIfAbsent(key, size);
      if (g < 0) {
        g = size++;
        if (g == first.length) {
          int n = g * 2;
          first = Arrays.copyOf(first, n);
          defined = Arrays.copyOf(defined, n);
          divergent = Arrays.copyOf(divergent, n);
          members = Arrays.copyOf(members, n);
          lastTid = Arrays.copyOf(lastTid, n);
        }
        lastTid[g] = -1;
      }
      if (lastTid[g] != tid) {
        members[g]++;
        lastTid[g] = tid;
      }
      if (!undef) {
        if (!defined[g]) {
          defined[g] = true;
          first[g] = v;
        } else if (first[g] != v) {
          divergent[g] = true;
        }
      }
      if (divergent[g]) {
        return 2;
      }
      return members[g] >= 2 && state == 0 ? 1 : state;
    }
  }
}
