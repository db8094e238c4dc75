package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * The reference twin of {@link UniformityInfo}: a naive fixed point written directly from the
 * spec's definitions (ConvergenceAndUniformity.rst, "Static Uniformity Analysis") and
 * docs/uniformity.md, with brute-force path queries instead of label propagation, for any CFG,
 * irreducible cycles included. Test-only; cubic or worse, meant for a few dozen blocks. It calls
 * none of the fast analysis' algorithm classes and shares none of its constants: the phi rule
 * and the diverged-path budget are its own ({@link NaivePhiRule}).
 *
 * <p>Rules, iterated until nothing changes, for each divergent branch {@code B} (reachable, two or
 * more distinct successors) on its graph {@code G_B} ({@link BranchGraph}):
 *
 * <ul>
 *   <li>join: {@code J} is reached from two distinct successors along vertex-disjoint paths
 *       (spec "Join node"); a phi of a join is divergent unless all its incoming values (undef and
 *       itself aside) are one value, or (option) all edges on diverged paths carry one value
 *       ({@link NaivePhiRule});
 *   <li>m-convergence: the cycles failing the diverged entry criterion for some join, and the
 *       cycles reached at two different entries by diverged paths from outside
 *       ({@link NaiveCycleCriteria}), are not m-converged: every definition in them is divergent;
 *   <li>divergent exit of a cycle {@code C} containing {@code B}: an exit reached within the
 *       iteration on a path disjoint from a path back to the header of {@code C} ({@code B'} when
 *       {@code B} is that header), or a successor of {@code B} outside {@code B}'s innermost cycle;
 *   <li>the cycle left at a divergent exit {@code X}: the outermost cycle containing {@code B}
 *       deeper than {@code X} (LLVM's rule) and, with the containment option, the outermost one
 *       containing {@code B} but not {@code X}; every use outside it of a value defined in it is
 *       divergent (spec "Divergent Cycle Exits"), and, with the exit-phi option, so is a phi of
 *       one of its exits whose edges from inside it carry different values.
 * </ul>
 *
 * <p>Cycles are those of LLVM's DFS order ({@link SuccessorOrder#llvm()}), as in the fast
 * analysis: the criteria are evaluated on one hierarchy. Options: {@code equalIncomingPhis},
 * {@code exitedCycleByContainment} and {@code exitPhiJoins} switch the rules above;
 * {@code shortcuts} and {@code collapseAssumedFrom} do not change the definitions;
 * {@code tokenRegions} adds the token rules of {@link NaiveTokenRules} (exempt uses in a token's
 * region, values scoped by it, token chains that escape a cycle left out of step). With
 * {@link LlvmDeviation}s the twin reproduces named departures of LLVM 22 from these rules.
 */
final class NaiveUniformity {
  final BitSet divergent = new BitSet();
  final BitSet divergentTerminators = new BitSet();
  final TreeSet<Integer> exitCycles = new TreeSet<>();
  /** Cycles found not m-converged (every one, nested ones included). */
  final TreeSet<Integer> assumedCycles = new TreeSet<>();

  private final Module m;
  private final Function f;
  private final FunctionIndex index;
  private final TargetModel t;
  private final FlowGraph g;
  private final CycleHierarchy h;
  private final DominatorTree dom;
  private final UniformityOptions o;
  private final Set<LlvmDeviation> deviations;
  private final NaivePhiRule phiRule;
  private final NaiveTokenRules tokenRules;

  private NaiveUniformity(Module m, Function f, TargetModel t, UniformityOptions o,
      Set<LlvmDeviation> deviations) {
    this.m = m;
    this.f = f;
    this.index = f.index();
    this.t = t;
    this.g = index.cfg();
    this.h = CycleHierarchy.of(g, SuccessorOrder.llvm());
    this.dom = DominatorTree.of(g);
    this.o = o;
    this.deviations = deviations;
    this.phiRule = new NaivePhiRule(index, h);
    this.tokenRules = new NaiveTokenRules(index, dom, h);
  }

  /** Computes the spec's answer for {@code f} under the options {@code o}. */
  static NaiveUniformity of(Module m, Function f, TargetModel t, UniformityOptions o) {
    return of(m, f, t, o, EnumSet.noneOf(LlvmDeviation.class));
  }

  /** Computes the answer with the named departures from the spec (to explain a disagreement). */
  static NaiveUniformity of(Module m, Function f, TargetModel t, UniformityOptions o,
      Set<LlvmDeviation> deviations) {
    NaiveUniformity n = new NaiveUniformity(m, f, t, o, deviations);
    n.solve();
    return n;
  }

  /** Returns the blocks of all cycles found not m-converged. */
  BitSet assumedBlocks() {
    BitSet out = new BitSet();
    for (int c : assumedCycles) {
      for (int b : h.cycles().get(c).blocks()) {
        out.set(b);
      }
    }
    return out;
  }

  private void solve() {
    for (Param p : f.params()) {
      if (t.isDivergentArgument(m, f, p)) {
        divergent.set(p.id().index());
      }
    }
    boolean changed = true;
    while (changed) {
      changed = false;
      for (int b = 0; b < index.blockCount(); b++) {
        for (Inst i : index.block(b).insts()) {
          if (valueRule(i)) {
            changed |= mark(i);
          }
        }
      }
      for (int b = divergentTerminators.nextSetBit(0); b >= 0; b = divergentTerminators.nextSetBit(b + 1)) {
        changed |= controlRules(b);
      }
      for (int c : assumedCycles) {
        changed |= taintDefinitions(h.cycles().get(c));
      }
      for (int c : exitCycles) {
        changed |= temporalRules(h.cycles().get(c));
      }
      if (o.temporalInsideAssumed() && !deviations.contains(LlvmDeviation.NO_TEMPORAL_INSIDE_ASSUMED)) {
        // A cycle that is not m-converged is left out of step through every exit (not listed as
        // a cycle with a divergent exit, which keeps LLVM's meaning: left by a divergent branch).
        for (int c : assumedCycles) {
          changed |= temporalRules(h.cycles().get(c));
        }
      }
    }
  }

  /** Whether {@code i} is divergent by its own semantics or its operands. */
  private boolean valueRule(Inst i) {
    if (isSource(i)) {
      return true;
    }
    if (t.isAlwaysUniform(m, f, i)) {
      return false;
    }
    var deciding = t.uniformityDecidingArguments(m, f, i);
    List<Value> ops = i.operands();
    for (int k = 0; k < ops.size(); k++) {
      if (deciding.isPresent() && !deciding.get().contains(k - 1)) {
        continue;
      }
      if (ops.get(k) instanceof Value.Local l && divergent.get(l.id().index())) {
        return true;
      }
    }
    return false;
  }

  /**
   * A divergence source of the target, or, with token regions, an always-uniform operation whose
   * token chain escapes a cycle left out of step (a divergent exit, or inside a cycle that is not
   * m-converged when {@code temporalInsideAssumed}).
   */
  private boolean isSource(Inst i) {
    return t.isDivergenceSource(m, f, i)
        || o.tokenRegions() && t.isAlwaysUniform(m, f, i) && tokenRules.chainEscapes(i, this::leftOutOfStep);
  }

  private boolean leftOutOfStep(int c) {
    if (exitCycles.contains(c)) {
      return true;
    }
    Cycle cycle = h.cycles().get(c);
    return o.temporalInsideAssumed() && !deviations.contains(LlvmDeviation.NO_TEMPORAL_INSIDE_ASSUMED)
        && assumedCycles.stream().anyMatch(a -> h.cycles().get(a).contains(cycle));
  }

  private boolean mark(Inst i) {
    if (t.isAlwaysUniform(m, f, i) && !isSource(i)) {
      return false;
    }
    if (i.isTerminator()) {
      int b = index.blockOf(i.id());
      boolean was = divergentTerminators.get(b);
      divergentTerminators.set(b);
      return !was;
    }
    boolean was = divergent.get(i.id().index());
    divergent.set(i.id().index());
    return !was;
  }

  private boolean controlRules(int b) {
    int[] succ = g.successors(b);
    if (succ.length < 2 || !reachable(g.entry(), b)) {
      return false;
    }
    BranchGraph gb = new BranchGraph(g, h, b);
    boolean changed = false;
    // Joins: their phis (spec "Uniformity" 3.1), and the diverged entry criterion.
    List<Integer> joins = gb.joins();
    for (int j : joins) {
      changed |= taintPhis(j, b);
      boolean vouches = deviations.contains(LlvmDeviation.REDUCIBLE_SMALLEST_CYCLE);
      for (Cycle c : NaiveCycleCriteria.divergedEntry(h, dom, b, j, vouches)) {
        changed |= assumedCycles.add(c.index());
      }
    }
    // Diverged paths reaching a cycle from outside.
    if (deviations.contains(LlvmDeviation.EXTERNAL_BY_JOIN)) {
      for (int j : joins) {
        var c = NaiveCycleCriteria.largestIrreducibleWithout(h, j, b);
        changed |= c.isPresent() && assumedCycles.add(c.get().index());
      }
    } else {
      for (Cycle c : NaiveCycleCriteria.reachedAtDifferentEntries(h, gb)) {
        changed |= assumedCycles.add(c.index());
      }
    }
    // Divergent cycle exits: direct exits of the innermost cycle, then disjoint-path exits.
    Cycle inner = h.innermost(b).orElse(null);
    for (int s : succ) {
      if (inner != null && !inner.contains(s)) {
        changed |= recordExit(b, s);
      }
    }
    for (Cycle c : h.cyclesContaining(b)) {
      if (deviations.contains(LlvmDeviation.HEADER_BRANCH_EXITS) && c.isReducible()
          && c.header() == b) {
        continue;
      }
      for (int x : c.exits()) {
        if (gb.isDivergentExit(c, x)) {
          changed |= recordExit(b, x);
        }
      }
    }
    return changed;
  }

  /** Marks every definition (not the terminator) of every block of {@code c}. */
  private boolean taintDefinitions(Cycle c) {
    boolean changed = false;
    for (int b : c.blocks()) {
      for (Inst i : index.block(b).insts()) {
        if (!i.isTerminator()) {
          changed |= mark(i);
        }
      }
    }
    return changed;
  }

  private boolean taintPhis(int join, int branch) {
    boolean changed = false;
    for (Phi phi : index.block(join).phis()) {
      if (phiRule.isDivergentAtJoin(phi, branch, join, o.equalIncomingPhis())) {
        changed |= mark(phi);
      }
    }
    return changed;
  }

  /**
   * Records the cycles left at divergent exit {@code exit}: the outermost one deeper than the
   * exit, at least the branch's innermost cycle (LLVM 22), and with the containment option also
   * the outermost cycle containing the branch but not the exit.
   */
  private boolean recordExit(int branch, int exit) {
    Cycle inner = h.innermost(branch).orElse(null);
    Cycle byDepth = inner;
    for (Cycle c = inner; c != null && c.depth() > h.depth(exit); c = c.parent().orElse(null)) {
      byDepth = c;
    }
    boolean changed = byDepth != null && exitCycles.add(byDepth.index());
    if (o.exitedCycleByContainment()) {
      Cycle outer = inner;
      for (Cycle c = inner; c != null && !c.contains(exit); c = c.parent().orElse(null)) {
        outer = c;
      }
      changed |= outer != null && exitCycles.add(outer.index());
    }
    return changed;
  }

  private boolean temporalRules(Cycle c) {
    boolean changed = false;
    if (deviations.contains(LlvmDeviation.NO_TEMPORAL_INSIDE_ASSUMED)
        && assumedCycles.stream().anyMatch(a -> h.cycles().get(a).contains(c))) {
      return false;
    }
    List<Inst> tokens = o.tokenRegions() ? tokenRules.definedIn(c) : List.of();
    List<InstId> exempted = new ArrayList<>();
    for (int b : c.blocks()) {
      for (Inst def : index.block(b).insts()) {
        for (InstId u : index.users(def.id().value())) {
          if (!c.contains(index.blockOf(u))) {
            changed |= markOrExempt(u, tokens, exempted);
          }
        }
      }
    }
    if (o.exitPhiJoins()) {
      for (int x : c.exits()) {
        for (Phi phi : index.block(x).phis()) {
          if (differentValuesFromInside(phi, c)) {
            changed |= markOrExempt(phi.id(), tokens, exempted);
          }
        }
      }
    }
    if (!tokens.isEmpty()) {
      for (InstId w : tokenRules.pastRegions(c, tokens, exempted)) {
        changed |= mark(index.inst(w).orElseThrow());
      }
    }
    return changed;
  }

  /** Marks the temporally divergent user {@code u}, unless it lies in the region of one of {@code tokens}. */
  private boolean markOrExempt(InstId u, List<Inst> tokens, List<InstId> exempted) {
    if (tokenRules.inSomeRegion(tokens, u)) {
      exempted.add(u);
      return false;
    }
    return mark(index.inst(u).orElseThrow());
  }

  /** Whether the edges into {@code phi} from blocks of {@code c} carry two different values. */
  private boolean differentValuesFromInside(Phi phi, Cycle c) {
    List<Value> values = new ArrayList<>();
    for (Phi.Incoming in : phi.incoming()) {
      int pred = index.number(in.block());
      if (pred >= 0 && c.contains(pred) && !values.contains(in.value())) {
        values.add(in.value());
      }
    }
    return values.size() > 1;
  }

  /** Plain reachability in the CFG: a path of length at least one, or {@code from == to}. */
  private boolean reachable(int from, int to) {
    BitSet seen = new BitSet();
    ArrayList<Integer> work = new ArrayList<>(List.of(from));
    seen.set(from);
    while (!work.isEmpty()) {
      int v = work.remove(work.size() - 1);
      if (v == to) {
        return true;
      }
      for (int s : g.successors(v)) {
        if (!seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return false;
  }
}
