package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;

/**
 * The two criteria that make a whole irreducible cycle divergent when a divergent branch
 * {@code B} has a join {@code J} inside it (spec "Diverged Entry Criterion" and "Diverged Paths
 * reaching a Cycle"; LLVM's {@code getIntDivCycle} and {@code getExtDivCycle}).
 *
 * <p><b>Internal</b> (diverged entry): if {@code B} does not strictly dominate {@code J}, take
 * the smallest cycle containing both; if it is irreducible and its header does not strictly
 * dominate {@code J}, a diverged path may enter the closed path through another entry, so the
 * cycle — grown outward while each parent's header still fails to dominate {@code J} — is not
 * m-converged. <b>External</b> (diverged paths reaching a cycle): the largest cycle containing
 * {@code J} but not {@code B}; if irreducible, the two paths entered it through different
 * entries. The internal answer wins; -1 means neither applies and only {@code J}'s phis diverge.
 *
 * <pre>
 *   B -> P, B -> R; P <-> R (entries P, R)   external: the cycle {P, R} is divergent
 *   P -> Q -> R -> S -> P, Q -> S (Q = B)    internal: S's header P (or R) must dominate S
 * </pre>
 *
 * <p>Cost: O(cycle depth) per query; dominance tests are O(1).
 */
final class DivergentCycles {
  private final CycleTable cycles;
  private final DominatorTree dom;
  /** {@link UniformityOptions#specDivergedEntry()}. */
  private final boolean literal;

  DivergentCycles(CycleTable cycles, DominatorTree dom, boolean literal) {
    this.cycles = cycles;
    this.dom = dom;
    this.literal = literal;
  }

  /** Returns the cycle made divergent by join {@code j} (innermost cycle {@code c}) of branch {@code b}, or -1. */
  int outermost(int c, int b, int j) {
    if (c < 0) {
      return -1;
    }
    int internal = dom.strictlyDominates(b, j) ? -1 : internalIgnoringBranchDominance(c, b, j);
    return internal >= 0 ? internal : external(c, b);
  }

  /** Returns the largest cycle containing cycle {@code c} but not {@code b}, if irreducible; else -1. */
  int external(int c, int b) {
    if (cycles.contains(c, b)) {
      return -1;
    }
    while (cycles.parent[c] >= 0 && !cycles.contains(cycles.parent[c], b)) {
      c = cycles.parent[c];
    }
    // A reducible outermost cycle can only be entered at its header, which is then the join.
    return cycles.reducible[c] ? -1 : c;
  }

  /**
   * The internal criterion for every join inside cycle {@code a} that a branch inside {@code a}
   * may have through paths that leave {@code a} and come back through an enclosing cycle, at
   * once: the answer {@link #internalIgnoringBranchDominance} gives for the worst such join, or
   * -1. Such joins exist only if an ancestor of {@code a} holds one of its exits; the walk from
   * {@code a} outward stops at the first ancestor whose header strictly dominates every block of
   * {@code a} (it is outside {@code a} and dominates each entry), where it stops for every join.
   * {@code a} itself is left out: it is already assumed divergent.
   */
  int reentered(int a, int[] exits) {
    int top = a;
    while (cycles.parent[top] >= 0) {
      top = cycles.parent[top];
    }
    boolean reenters = false;
    for (int e : exits) {
      reenters |= cycles.contains(top, e);
    }
    if (top == a || !reenters) {
      return -1;
    }
    int failing = -1;
    int reached = -1;
    for (int c = cycles.parent[a]; c >= 0 && !dominatesAll(cycles.header[c], a); c = cycles.parent[c]) {
      reached = c;
      if (!cycles.reducible[c]) {
        failing = c;
      }
    }
    // The spec's walk keeps the outermost irreducible cycle; LLVM's grows through any parent.
    return literal ? failing : reached;
  }

  /** Whether block {@code h}, outside cycle {@code a}, strictly dominates every entry of {@code a}. */
  private boolean dominatesAll(int h, int a) {
    if (cycles.contains(a, h)) {
      return false;
    }
    for (int e : cycles.cycles.get(a).entries()) {
      if (!dom.strictlyDominates(h, e)) {
        return false;
      }
    }
    return true;
  }

  /** The internal criterion without its first test (whether {@code b} strictly dominates {@code j}). */
  int internalIgnoringBranchDominance(int c, int b, int j) {
    while (c >= 0 && !cycles.contains(c, b)) {
      c = cycles.parent[c];
    }
    if (literal) {
      // The spec's walk: every irreducible cycle fails until some header strictly dominates J; a
      // reducible one passes itself but vouches for nothing around it.
      int failing = -1;
      for (; c >= 0 && !dom.strictlyDominates(cycles.header[c], j); c = cycles.parent[c]) {
        if (!cycles.reducible[c]) {
          failing = c;
        }
      }
      return failing;
    }
    if (c < 0 || cycles.reducible[c] || dom.strictlyDominates(cycles.header[c], j)) {
      return -1;
    }
    // Closed paths through the header of an outer cycle count too, unless that header
    // dominates the join (then no entry lies on any path from it to the join).
    while (cycles.parent[c] >= 0 && !dom.strictlyDominates(cycles.header[cycles.parent[c]], j)) {
      c = cycles.parent[c];
    }
    return c;
  }
}
