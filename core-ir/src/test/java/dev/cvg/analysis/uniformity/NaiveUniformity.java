package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
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
import java.util.List;
import java.util.TreeSet;

/**
 * The reference twin of {@link UniformityInfo} for reducible CFGs: a naive fixed point written
 * directly from the spec's definitions, with brute-force path queries instead of label
 * propagation. Test-only; cubic or worse.
 *
 * <p>Definitions used, for a divergent branch {@code B} with distinct successors {@code S}, on the
 * graph {@code G_B}: the CFG without {@code B} (edges into {@code B} go to a copy {@code B'}),
 * where the header of every cycle containing {@code B} (other than {@code B}) leads only to that
 * cycle's exits (threads that go around a cycle containing the branch meet again only at its
 * header, in a later iteration):
 *
 * <ul>
 *   <li>join: {@code J} is reached from two distinct successors along vertex-disjoint paths
 *       (spec "Join node"; {@code J = B'} is a join at {@code B});
 *   <li>divergent exit of a cycle {@code C} containing {@code B}: an exit {@code X} and the
 *       header of {@code C} are reached from two distinct successors along disjoint paths (the
 *       exit is reached on a path disjoint from the path back to the header), or {@code X} is a
 *       successor of {@code B} outside {@code B}'s innermost cycle;
 *   <li>the cycle with the divergent exit is the outermost cycle containing {@code B} deeper
 *       than {@code X}; every use outside it of a value defined in it is divergent;
 *   <li>a phi of a join is divergent unless all its incoming values (undef and itself aside) are
 *       one value, or all edges from blocks reachable from {@code B} carry one value.
 * </ul>
 */
final class NaiveUniformity {
  final BitSet divergent = new BitSet();
  final BitSet divergentTerminators = new BitSet();
  final TreeSet<Integer> exitCycles = new TreeSet<>();

  private final Module m;
  private final Function f;
  private final FunctionIndex index;
  private final TargetModel t;
  private final FlowGraph g;
  private final CycleHierarchy h;
  private final boolean equalIncoming;
  private final boolean byContainment;

  private NaiveUniformity(Module m, Function f, TargetModel t, UniformityOptions o) {
    this.m = m;
    this.f = f;
    this.index = f.index();
    this.t = t;
    this.g = index.cfg();
    this.h = CycleHierarchy.of(g, SuccessorOrder.llvm());
    this.equalIncoming = o.equalIncomingPhis();
    this.byContainment = o.exitedCycleByContainment();
  }

  /**
   * Computes the twin's answer. @throws IllegalArgumentException if the CFG has an irreducible
   * cycle
   */
  static NaiveUniformity of(Module m, Function f, TargetModel t, UniformityOptions o) {
    NaiveUniformity n = new NaiveUniformity(m, f, t, o);
    if (n.h.cycles().stream().anyMatch(c -> !c.isReducible())) {
      throw new IllegalArgumentException("the reference twin handles reducible CFGs only");
    }
    n.solve();
    return n;
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
      for (int c : exitCycles) {
        changed |= temporalRules(h.cycles().get(c));
      }
    }
  }

  /** Whether {@code i} is divergent by its own semantics or its operands. */
  private boolean valueRule(Inst i) {
    if (t.isDivergenceSource(m, f, i)) {
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

  private boolean mark(Inst i) {
    if (t.isAlwaysUniform(m, f, i) && !t.isDivergenceSource(m, f, i)) {
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
    int n = g.size();
    int copy = n;
    int[][] gb = new int[n + 1][];
    // jumpCycle[v] = index of the cycle whose header v is, if v leads only to that cycle's exits.
    int[] jumpCycle = new int[n + 1];
    java.util.Arrays.fill(jumpCycle, -1);
    List<Cycle> containing = h.cyclesContaining(b);
    for (int v = 0; v < n; v++) {
      gb[v] = JumpGraphPaths.redirect(g.successors(v), b, copy);
    }
    for (Cycle c : containing) {
      if (c.header() != b) {
        gb[c.header()] = JumpGraphPaths.redirect(c.exits(), b, copy);
        jumpCycle[c.header()] = c.index();
      }
    }
    gb[b] = null;
    gb[copy] = new int[0];
    List<Integer> sources = new ArrayList<>(new TreeSet<>(JumpGraphPaths.toList(JumpGraphPaths.redirect(succ, b, copy))));
    boolean changed = false;
    for (int j = 0; j <= n; j++) {
      if (j != b && JumpGraphPaths.isJoin(h, gb, jumpCycle, sources, j)) {
        changed |= taintPhis(j == copy ? b : j, b);
      }
    }
    Cycle inner = h.innermost(b).orElse(null);
    for (int s : succ) {
      if (inner != null && !inner.contains(s)) {
        changed |= recordExit(b, s);
      }
    }
    for (Cycle c : containing) {
      if (c.header() == b) {
        continue;
      }
      for (int x : c.exits()) {
        if (JumpGraphPaths.isDivergentExit(h, gb, jumpCycle, sources, c, x)) {
          changed |= recordExit(b, x);
        }
      }
    }
    return changed;
  }

  private boolean taintPhis(int join, int branch) {
    boolean changed = false;
    for (Phi phi : index.block(join).phis()) {
      if (PhiJoins.hasOneValue(phi)) {
        continue;
      }
      if (equalIncoming && PhiJoins.equalOnDivergedPaths(phi, index, p -> onDivergedPath(branch, join, p))) {
        continue;
      }
      changed |= mark(phi);
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
    if (byContainment) {
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
    for (int b : c.blocks()) {
      for (Inst def : index.block(b).insts()) {
        for (InstId u : index.users(def.id().value())) {
          if (!c.contains(index.blockOf(u))) {
            changed |= mark(index.inst(u).orElseThrow());
          }
        }
      }
    }
    return changed;
  }

  /**
   * The spec's diverged path into {@code join}: {@code p} is the branch, or is reached from a
   * successor of the branch avoiding the branch, the join and the headers of cycles containing
   * both (a later iteration), and is no such header itself; as in {@link DivergedPaths}, every
   * edge counts when that region exceeds the search budget.
   */
  private boolean onDivergedPath(int branch, int join, int p) {
    if (p == branch) {
      return true;
    }
    BitSet forbidden = new BitSet();
    forbidden.set(branch);
    forbidden.set(join);
    for (Cycle c : h.cycles()) {
      if (c.contains(branch) && c.contains(join) && c.header() != branch) {
        forbidden.set(c.header());
      }
    }
    if (forbidden.get(p)) {
      return false;
    }
    BitSet seen = new BitSet();
    ArrayList<Integer> work = new ArrayList<>();
    for (int s : g.successors(branch)) {
      if (!forbidden.get(s) && !seen.get(s)) {
        seen.set(s);
        work.add(s);
      }
    }
    while (!work.isEmpty()) {
      int v = work.remove(work.size() - 1);
      for (int s : g.successors(v)) {
        if (!forbidden.get(s) && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    int budget = DivergedPaths.BUDGET;
    return seen.get(p) || seen.cardinality() > budget;
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
