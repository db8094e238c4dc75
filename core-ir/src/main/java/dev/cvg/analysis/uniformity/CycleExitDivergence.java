package dev.cvg.analysis.uniformity;

import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Temporal divergence (spec "Divergent Cycle Exits"): when a divergent branch lets threads leave
 * a cycle on different iterations, values defined inside stay uniform there but are divergent
 * when used outside.
 *
 * <p><b>Algorithm</b> (LLVM's {@code propagateCycleExitDivergence} and
 * {@code analyzeCycleExitDivergence}). For a divergent exit {@code X} of a branch, take the
 * outermost cycle deeper than {@code X} (LLVM's rule) and, with
 * {@link UniformityOptions#exitedCycleByContainment()}, also the outermost cycle the branch's
 * threads really leave at {@code X}; record it once as a cycle with divergent exit (skip the
 * rest if an assumed-divergent cycle contains it). Then mark divergent every phi of every exit
 * block that reads a value defined in the cycle (and, with
 * {@link UniformityOptions#exitPhiJoins()}, every exit phi whose edges from the cycle carry
 * different values), and every use outside the cycle of a value
 * defined in a cycle block that dominates some exit (values of other blocks cannot reach an exit
 * except through such phis); record each such use. As in LLVM all exits are treated alike, not
 * only the divergent one.
 *
 * <p><b>Controlled convergence</b> ({@link UniformityOptions#tokenRegions()}): a use inside the
 * convergence region of a token defined in the cycle is exempt, because threads converged there
 * executed converged instances of the token definition, i.e. the same iteration.
 *
 * <pre>
 *   H: %i = phi [0, %entry], [%i1, %H]
 *      %i1 = add %i, 1                 %i1 is uniform in H,
 *      br %div, label %X, label %H     but its use in X is temporally divergent
 *   X: %u = add %i1, 5                 -> DIVERGENT, and listed
 * </pre>
 *
 * <p>Cost: each cycle is analysed at most once, in O(blocks + uses of its values).
 */
final class CycleExitDivergence {
  private final DivergencePropagation state;
  private final boolean[] divergentExit;
  /** Cycles left through a divergent branch, or not m-converged (and nested in such a one). */
  private final boolean[] outOfStep;
  /** Cycles whose exits and outside uses were analysed. */
  private final boolean[] analyzed;
  /** Cycles with a divergent exit, in discovery order. */
  final List<Integer> cyclesWithDivergentExit = new ArrayList<>();
  /** Temporally divergent uses, in discovery order. */
  final List<long[]> temporal = new ArrayList<>();
  private final int[] dominatesExitStamp;
  /** (user raw id &lt;&lt; 32 | value raw id) of uses past a token region ({@link TokenScopedValues}). */
  final java.util.Set<Long> scopedUses = new java.util.HashSet<>();
  /** The users exempted while analysing the current cycle. */
  private final List<InstId> exemptedHere = new ArrayList<>();
  /** (user raw id &lt;&lt; 32 | cycle index) of uses exempted by a token region. */
  final java.util.Set<Long> exemptUses = new java.util.HashSet<>();
  private ConvergenceRegions regions;

  CycleExitDivergence(DivergencePropagation state) {
    this.state = state;
    this.divergentExit = new boolean[state.cycles.cycles.size()];
    this.outOfStep = new boolean[divergentExit.length];
    this.analyzed = new boolean[divergentExit.length];
    this.dominatesExitStamp = new int[state.index.blockCount()];
  }

  /** Returns whether cycle {@code c} was recorded with a divergent exit. */
  boolean hasDivergentExit(int c) {
    return divergentExit[c];
  }

  /** Handles divergent exit {@code exit} of a branch whose innermost cycle is {@code inner}. */
  void propagate(int exit, int inner) {
    CycleTable cycles = state.cycles;
    int byDepth = inner;
    int exitDepth = cycles.nodeDepth(exit);
    for (int c = inner; c >= 0 && cycles.depth[c] > exitDepth; c = cycles.parent[c]) {
      byDepth = c;
    }
    record(byDepth);
    if (state.options.exitedCycleByContainment()) {
      // LLVM's cycle above, plus the outermost cycle the exit really leaves (a superset).
      int byContainment = inner;
      for (int c = inner; c >= 0 && !cycles.contains(c, exit); c = cycles.parent[c]) {
        byContainment = c;
      }
      record(byContainment);
    }
  }

  /**
   * Records assumed-divergent cycle {@code c}, and every cycle nested in it, as left out of step
   * through all exits (none is m-converged), without listing them as cycles with a divergent
   * exit: that list keeps LLVM's meaning, cycles a divergent branch leaves (LLVM's own test
   * {@code irreducible/exit-divergence.ll} expects none for an assumed cycle with uniform exits).
   * Only {@code c} is analysed: a value of a nested cycle used outside it but inside {@code c} is
   * already divergent there, and one used outside {@code c} is a value of {@code c}.
   */
  void recordAssumed(int c) {
    // Cycles are numbered in hierarchy preorder: c's descendants follow it contiguously.
    for (int k = c; k < outOfStep.length && state.cycles.containsCycle(c, k); k++) {
      outOfStep[k] = true;
      state.leftOutOfStep(k);
    }
    if (!analyzed[c]) {
      analyzed[c] = true;
      analyze(c);
    }
  }

  /** Returns, by cycle index, whether threads may leave the cycle out of step (uses outside diverge). */
  boolean[] outOfStep() {
    return outOfStep.clone();
  }

  private void record(int outer) {
    if (outer < 0 || divergentExit[outer]) {
      return;
    }
    divergentExit[outer] = true;
    outOfStep[outer] = true;
    state.leftOutOfStep(outer);
    cyclesWithDivergentExit.add(outer);
    if (analyzed[outer]
        || (!state.options.temporalInsideAssumed() && state.isInsideAssumed(outer))) {
      return;
    }
    analyzed[outer] = true;
    analyze(outer);
  }

  private void analyze(int c) {
    CycleTable cycles = state.cycles;
    List<Inst> tokens = state.options.tokenRegions() ? tokensIn(c) : List.of();
    exemptedHere.clear();
    int[] exits = cycles.exits(c);
    for (int x : exits) {
      for (Inst i : state.index.block(x).insts()) {
        if (!(i instanceof Phi phi)) {
          break;
        }
        if (!usesValueFromCycle(phi, c)
            && !(state.options.exitPhiJoins() && differsAcrossCycleEdges(phi, c))) {
          continue;
        }
        if (exempt(tokens, phi.id())) {
          exemptUses.add(((long) phi.rawId() << 32) | c);
          exemptedHere.add(phi.id());
        } else {
          state.markDivergent(phi.rawId(), true);
        }
      }
    }
    // Blocks of the cycle that dominate an exit: walk each exit's dominators inside the cycle,
    // then visit them in the cycle's block order (LLVM's, for the order of the temporal list).
    int stamp = c + 1;
    IntStack dominating = new IntStack();
    for (int x : exits) {
      for (int a = state.dom.idom(x).orElse(-1); a >= 0 && cycles.contains(c, a)
          && dominatesExitStamp[a] != stamp; a = state.dom.idom(a).orElse(-1)) {
        dominatesExitStamp[a] = stamp;
        dominating.push(a);
      }
    }
    int[] ordered = dominating.toArray();
    cycles.sortByLayout(ordered);
    for (int b : ordered) {
      for (Inst i : state.index.block(b).insts()) {
        propagateTemporalDivergence(i, c, tokens);
      }
    }
    if (!tokens.isEmpty()) {
      TokenScopedValues.propagate(this, state, c, tokens, List.copyOf(exemptedHere));
    }
  }

  private void propagateTemporalDivergence(Inst def, int c, List<Inst> tokens) {
    List<InstId> users = state.index.users(def.id().value());
    for (int k = users.size() - 1; k >= 0; k--) {
      InstId u = users.get(k);
      if (state.cycles.contains(c, state.dense.block(u.index()))) {
        continue;
      }
      if (exempt(tokens, u)) {
        exemptUses.add(((long) u.index() << 32) | c);
        exemptedHere.add(u);
        continue;
      }
      if (state.dense.inst(u.index()) != null) {
        state.markDivergent(u.index(), true);
      }
      temporal.add(new long[] {def.rawId(), u.index(), c});
    }
  }

  /**
   * Returns whether the edges into {@code phi} from blocks of cycle {@code c} carry at least two
   * different values: threads that left {@code c} on different iterations or through different
   * exiting blocks then read different values although they are converged at the exit.
   */
  private boolean differsAcrossCycleEdges(Phi phi, int c) {
    Value seen = null;
    for (Phi.Incoming in : phi.incoming()) {
      int pred = state.index.number(in.block());
      if (pred < 0 || !state.cycles.contains(c, pred)) {
        continue;
      }
      if (seen == null) {
        seen = in.value();
      } else if (!seen.equals(in.value())) {
        return true;
      }
    }
    return false;
  }

  private boolean usesValueFromCycle(Phi phi, int c) {
    for (Value v : phi.operands()) {
      if (v instanceof Value.Local l) {
        int b = state.dense.definingBlock(l.rawId());
        if (b >= 0 && state.cycles.contains(c, b)) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns whether temporal divergence at the use {@code user} of a value of the cycle defined
   * by {@code c} is exempt: {@code user} is in the convergence region of a token defined in it.
   */
  boolean exempt(List<Inst> tokens, InstId user) {
    for (Inst d : tokens) {
      if (regions().covers(d, user)) {
        return true;
      }
    }
    return false;
  }

  /** Returns the token definitions in cycle {@code c}, from the function's (usually empty) list. */
  private List<Inst> tokensIn(int c) {
    List<Inst> out = new ArrayList<>();
    for (Inst d : state.tokenDefinitions) {
      if (state.cycles.contains(c, state.dense.block(d.rawId()))) {
        out.add(d);
      }
    }
    return out;
  }

  private ConvergenceRegions regions() {
    if (regions == null) {
      regions = new ConvergenceRegions(state.index, state.dom);
    }
    return regions;
  }
}
