package dev.cvg.oracle.instance;

import java.util.Map;

/**
 * How the dynamic instances of {@code llvm.experimental.convergence.anchor} are grouped: the
 * spec leaves it implementation-defined (ConvergentOperations.rst, "anchor"), so an execution
 * chooses one of the groupings an implementation could give.
 *
 * <ul>
 *   <li>{@link Maximal}: the oracle's default, controlled maximal convergence;</li>
 *   <li>{@link Split}: the maximal groups, each split in {@code ways} parts by a seeded hash of
 *       the thread and the group: an adversarial implementation, for checking that a program's
 *       behaviour does not depend on the grouping it did not ask for;</li>
 *   <li>{@link Forced}: an explicit group per anchor instance {@code (thread, anchor, k)} — the
 *       k-th execution of that anchor by that thread — with the maximal grouping for instances
 *       it does not name. The legality checker uses it to run a program with the groupings its
 *       transformed version exhibited.</li>
 * </ul>
 * Anchor instances in one group are converged; different groups never are.
 */
public sealed interface AnchorGrouping {

  /** The controlled maximal grouping. */
  record Maximal() implements AnchorGrouping {}

  /**
   * Maximal groups split by a hash.
   *
   * @param seed the hash seed
   * @param ways how many parts each maximal group is split into (at least 2)
   */
  record Split(long seed, int ways) implements AnchorGrouping {
    /** Validates {@code ways}. */
    public Split {
      if (ways < 2) {
        throw new IllegalArgumentException("a split needs at least 2 ways: " + ways);
      }
    }
  }

  /**
   * Explicit groups.
   *
   * @param groups group id per anchor instance
   */
  record Forced(Map<Instance, Long> groups) implements AnchorGrouping {
    /** Copies {@code groups}. */
    public Forced {
      groups = Map.copyOf(groups);
    }
  }

  /**
   * One dynamic instance of an anchor.
   *
   * @param tid the thread
   * @param staticInst the anchor's module-wide static instance number
   * @param occurrence 1 for the thread's first execution of the anchor
   */
  record Instance(int tid, int staticInst, int occurrence) {}

  /**
   * Returns the maximal grouping.
   *
   * @return the controlled maximal grouping, the oracle's default
   */
  static AnchorGrouping maximal() {
    return new Maximal();
  }

  /**
   * Returns the label kind-tagged group of an anchor instance whose maximal key is
   * {@code maximalKey}, as three ints {@code (tag, a, b)} for interning, or {@code null} for the
   * maximal grouping itself.
   *
   * @param tid the thread executing the anchor
   * @param staticInst the anchor's static instance number
   * @param occurrence 1 for the thread's first execution of the anchor, counting up
   * @param maximalKey the instance's key under the maximal grouping
   * @return the group, or {@code null}
   */
  default int[] group(int tid, int staticInst, int occurrence, long maximalKey) {
    return switch (this) {
      case Maximal m -> null;
      case Split s -> new int[] {1, InstanceKey.label(maximalKey),
          (int) Math.floorMod(mix(s.seed() ^ mix(maximalKey) ^ ((long) tid << 17)), (long) s.ways())};
      case Forced f -> {
        Long g = f.groups().get(new Instance(tid, staticInst, occurrence));
        yield g == null ? null : new int[] {2, (int) (g >>> 32), g.intValue()};
      }
    };
  }

  /**
   * Returns whether every anchor instance takes the maximal grouping.
   *
   * @return whether this is the maximal grouping
   */
  default boolean isMaximal() {
    return this instanceof Maximal;
  }

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
    z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
    return z ^ (z >>> 31);
  }
}
