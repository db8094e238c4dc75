package dev.cvg.oracle.convergedwith;

import dev.cvg.oracle.instance.DynamicInstance;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The converged-with relation over a set of dynamic instances, as a partition: instances are
 * in one group iff their keys are equal (ConvergenceAndUniformity.rst, "Convergence"; the keys
 * encode maximal and controlled convergence).
 *
 * <p>Converged-with relates instances of <em>different</em> threads; a group holding two
 * instances of one thread is a contradiction (it would make them converged with each other)
 * and is reported by {@link #violations()}. Groups are listed in the order of their first
 * member (threads in id order, then execution order); members by thread id.
 */
public final class ConvergedWith {
  private final List<List<DynamicInstance>> groups;
  private final Map<Long, Integer> groupOfKey;

  private ConvergedWith(List<List<DynamicInstance>> groups, Map<Long, Integer> groupOfKey) {
    this.groups = groups;
    this.groupOfKey = groupOfKey;
  }

  /**
   * Returns the relation over {@code perThread} (one list per thread, any subset of instances).
   *
   * @param perThread the dynamic instances of each thread
   * @return the relation
   */
  public static ConvergedWith of(List<List<DynamicInstance>> perThread) {
    Map<Long, List<DynamicInstance>> byKey = new LinkedHashMap<>();
    for (List<DynamicInstance> seq : perThread) {
      for (DynamicInstance d : seq) {
        byKey.computeIfAbsent(d.key(), k -> new ArrayList<>()).add(d);
      }
    }
    List<List<DynamicInstance>> groups = new ArrayList<>();
    Map<Long, Integer> index = new LinkedHashMap<>();
    for (Map.Entry<Long, List<DynamicInstance>> e : byKey.entrySet()) {
      List<DynamicInstance> g = new ArrayList<>(e.getValue());
      g.sort(Comparator.comparingInt(DynamicInstance::tid).thenComparingInt(DynamicInstance::seq));
      index.put(e.getKey(), groups.size());
      groups.add(List.copyOf(g));
    }
    return new ConvergedWith(List.copyOf(groups), index);
  }

  /**
   * Returns the groups of converged instances (singletons included).
   *
   * @return the groups
   */
  public List<List<DynamicInstance>> groups() {
    return groups;
  }

  /**
   * Returns the group containing {@code d}.
   *
   * @param d a dynamic instance of the relation
   * @return its group
   * @throws IllegalArgumentException if it is not in the relation
   */
  public List<DynamicInstance> groupOf(DynamicInstance d) {
    Integer g = groupOfKey.get(d.key());
    if (g == null || !groups.get(g).contains(d)) {
      throw new IllegalArgumentException(d + " is not in this relation");
    }
    return groups.get(g);
  }

  /**
   * Returns the group index of {@code d}, or -1.
   *
   * @param d a dynamic instance
   * @return its group index, or -1 if it is not in the relation
   */
  public int groupIndex(DynamicInstance d) {
    Integer g = groupOfKey.get(d.key());
    return g == null ? -1 : g;
  }

  /**
   * Returns whether {@code a} and {@code b} are converged (different threads, same group).
   *
   * @param a a dynamic instance
   * @param b a dynamic instance
   * @return whether they are converged
   */
  public boolean converged(DynamicInstance a, DynamicInstance b) {
    return a.isConvergedWith(b);
  }

  /**
   * Returns a description of the first group holding two instances of one thread, if any.
   *
   * @return the description, or empty if the relation is consistent
   */
  public Optional<String> violations() {
    for (List<DynamicInstance> g : groups) {
      for (int k = 1; k < g.size(); k++) {
        if (g.get(k).tid() == g.get(k - 1).tid()) {
          return Optional.of("thread " + g.get(k).tid() + " has two converged instances of static instance #"
              + g.get(k).staticInst());
        }
      }
    }
    return Optional.empty();
  }
}
