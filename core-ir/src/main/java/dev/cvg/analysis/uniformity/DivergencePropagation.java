package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The fixed point of the uniformity analysis: divergence flows from the target's sources to
 * users, through divergent branches to the phis of their joins, and out of cycles with
 * divergent exits, until nothing changes.
 *
 * <p><b>Algorithm</b> (spec "Static Uniformity Analysis"; LLVM's
 * {@code GenericUniformityAnalysisImpl::compute}). Phase 1 of 2 ({@link #seed}): every
 * instruction the target calls a divergence source is marked divergent, every always-uniform one
 * becomes an override that can never be marked, divergent arguments mark their users. Phase 2
 * of 2 ({@link #run}): a LIFO worklist of divergent instructions. Popping a value marks its users
 * divergent; popping a terminator analyses the branch ({@link #analyzeControlDivergence}): its
 * joins either mark their phis divergent, or — when the diverged paths meet inside an
 * irreducible cycle through different entries (the diverged-entry criterion, or diverged paths
 * reaching the cycle from outside) — the outermost such cycle is assumed divergent and all its
 * definitions are marked; its divergent exits hand over to {@link CycleExitDivergence}.
 * Divergence only grows, so the result is the least fixed point; each instruction is pushed at
 * most once and each branch analysed at most once.
 *
 * <p>Complexity: O(instructions + uses) for value propagation, plus one
 * {@link SyncDependence} computation per divergent branch, plus for each cycle with a divergent
 * exit O(its blocks and the uses of its values).
 */
final class DivergencePropagation {
  final Module module;
  final Function function;
  final FunctionIndex index;
  final TargetModel target;
  final DominatorTree dom;
  final CycleTable cycles;
  final UniformityOptions options;
  private final SyncDependence sync;
  private final CycleExitDivergence exitDivergence;
  private final DivergedPaths divergedPaths;
  /** Sync-dependence work before the branch being analysed (for the diverged-path budget). */
  private long workBefore;
  private boolean budgetSet;

  /** Raw id to divergence of the value (or void instruction) with that id. */
  final BitSet divergent = new BitSet();
  /** Block number to whether its terminator is divergent. */
  final BitSet divergentTerminators = new BitSet();
  private final BitSet overrides = new BitSet();
  private final IntStack worklist = new IntStack();
  /** Cycle indices assumed divergent, in insertion order, and membership. */
  final List<Integer> assumedDivergent = new ArrayList<>();
  private final boolean[] assumed;

  DivergencePropagation(Module module, Function function, TargetModel target, DominatorTree dom,
      CycleTable cycles, ModifiedPostOrder mpo, ShortcutRegions regions, UniformityOptions options) {
    this.module = module;
    this.function = function;
    this.index = function.index();
    this.target = target;
    this.dom = dom;
    this.cycles = cycles;
    this.options = options;
    this.sync = new SyncDependence(index.cfg(), cycles, mpo, regions, dom, options.shortcuts());
    this.assumed = new boolean[cycles.cycles.size()];
    this.exitDivergence = new CycleExitDivergence(this);
    this.divergedPaths = new DivergedPaths(index.cfg(), cycles);
  }

  /** Returns the exit-divergence part of the state. */
  CycleExitDivergence exits() {
    return exitDivergence;
  }

  /** Returns the sync-dependence work counter (block visits and label pushes). */
  long syncWork() {
    return sync.work();
  }

  /** Phase 1 of 2: divergence sources, uniform overrides, divergent arguments. */
  void seed() {
    for (int b = 0; b < index.blockCount(); b++) {
      for (Inst i : index.block(b).insts()) {
        if (target.isDivergenceSource(module, function, i)) {
          markDivergent(i, false);
        } else if (target.isAlwaysUniform(module, function, i)) {
          overrides.set(i.id().index());
        }
      }
    }
    for (Param p : function.params()) {
      if (target.isDivergentArgument(module, function, p)) {
        divergent.set(p.id().index());
        pushUsers(p.id());
      }
    }
  }

  /** Phase 2 of 2: runs the worklist to the fixed point. */
  void run() {
    while (!worklist.isEmpty()) {
      Inst i = index.inst(new InstId(worklist.pop())).orElseThrow();
      if (i.isTerminator()) {
        analyzeControlDivergence(index.blockOf(i.id()));
        if (i.hasResult()) {
          pushUsers(i.id().value());
        }
      } else {
        pushUsers(i.id().value());
      }
    }
  }

  /**
   * Marks {@code i} divergent unless it is always uniform (or, for custom uniformity, none of its
   * deciding operands is divergent and {@code temporal} is false); queues it if it changed.
   */
  void markDivergent(Inst i, boolean temporal) {
    int raw = i.id().index();
    if (overrides.get(raw)) {
      return;
    }
    if (!temporal && isCustomUniform(i)) {
      return;
    }
    boolean changed;
    if (i.isTerminator()) {
      int b = index.blockOf(i.id());
      changed = !divergentTerminators.get(b);
      divergentTerminators.set(b);
    } else {
      changed = !divergent.get(raw);
      divergent.set(raw);
    }
    if (changed) {
      worklist.push(raw);
    }
  }

  private boolean isCustomUniform(Inst i) {
    Optional<List<Integer>> deciding = target.uniformityDecidingArguments(module, function, i);
    if (deciding.isEmpty()) {
      return false;
    }
    List<Value> ops = i.operands();
    for (int arg : deciding.get()) {
      // operands() lists the callee first, then the arguments.
      if (arg + 1 < ops.size() && isDivergentValue(ops.get(arg + 1))) {
        return false;
      }
    }
    return true;
  }

  /** Returns whether operand {@code v} is divergent at its definition. */
  boolean isDivergentValue(Value v) {
    if (!(v instanceof Value.Local l)) {
      return false;
    }
    Optional<Inst> def = index.definingInst(l.id());
    if (def.isPresent() && def.get() instanceof CallBr) {
      return divergentTerminators.get(index.blockOf(def.get().id()));
    }
    return divergent.get(l.id().index());
  }

  /** Marks every user of {@code v} divergent, last user first (LLVM's use-list order). */
  void pushUsers(ValueId v) {
    List<InstId> users = index.users(v);
    for (int k = users.size() - 1; k >= 0; k--) {
      index.inst(users.get(k)).ifPresent(u -> markDivergent(u, false));
    }
  }

  /** Analyses the divergent terminator of block {@code b}: joins, assumed cycles, exits. */
  private void analyzeControlDivergence(int b) {
    divergentTerminators.set(b);
    if (!dom.isReachable(b)) {
      return;
    }
    workBefore = sync.work();
    budgetSet = false;
    sync.compute(b);
    List<Integer> divCycles = new ArrayList<>();
    for (int j : sync.joins()) {
      int outer = outermostDivergentCycle(cycles.innermost[j], b, j);
      if (outer >= 0) {
        divCycles.add(outer);
      } else {
        taintPhis(j, b);
      }
    }
    divCycles.sort((x, y) -> Integer.compare(cycles.depth[y], cycles.depth[x]));
    for (int c : divCycles) {
      if (insertIfNotContained(c)) {
        for (int block : cycles.cycles.get(c).blocks()) {
          taintAllDefs(block);
        }
      }
    }
    int branchCycle = cycles.innermost[b];
    for (int exit : sync.divergentExits()) {
      exitDivergence.propagate(exit, branchCycle);
    }
  }

  /** Returns whether cycle {@code c} lies inside an assumed-divergent cycle. */
  boolean isInsideAssumed(int c) {
    for (int a = c; a >= 0; a = cycles.parent[a]) {
      if (assumed[a]) {
        return true;
      }
    }
    return false;
  }

  private boolean insertIfNotContained(int c) {
    if (isInsideAssumed(c)) {
      return false;
    }
    assumed[c] = true;
    assumedDivergent.add(c);
    return true;
  }

  private void taintAllDefs(int block) {
    for (Inst i : index.block(block).insts()) {
      if (i.isTerminator()) {
        break;
      }
      markDivergent(i, false);
    }
  }

  private void taintPhis(int join, int branch) {
    boolean started = false;
    if (!budgetSet) {
      // Budget: a constant plus four times the labels this branch pushed (see DivergedPaths).
      divergedPaths.beginBranch(branch, (int) Math.min(Integer.MAX_VALUE, 256 + 4 * (sync.work() - workBefore)));
      budgetSet = true;
    }
    for (Phi phi : index.block(join).phis()) {
      if (PhiJoins.hasOneValue(phi)) {
        continue;
      }
      if (options.equalIncomingPhis()) {
        if (!started) {
          divergedPaths.start(join);
          started = true;
        }
        if (PhiJoins.equalOnDivergedPaths(phi, index, divergedPaths::isOnDivergedPath)) {
          continue;
        }
      }
      markDivergent(phi, false);
    }
  }

  /**
   * The cycle made divergent by a join {@code j} of branch {@code b}: the internal one (the
   * diverged-entry criterion: the smallest irreducible cycle containing both whose header does
   * not dominate the join, grown outward while headers keep failing to dominate) wins over the
   * external one (the largest cycle containing the join but not the branch, if irreducible).
   */
  private int outermostDivergentCycle(int c, int b, int j) {
    if (c < 0) {
      return -1;
    }
    int internal = internalDivergentCycle(c, b, j);
    return internal >= 0 ? internal : externalDivergentCycle(c, b);
  }

  private int externalDivergentCycle(int c, int b) {
    if (cycles.contains(c, b)) {
      return -1;
    }
    while (cycles.parent[c] >= 0 && !cycles.contains(cycles.parent[c], b)) {
      c = cycles.parent[c];
    }
    return cycles.reducible[c] ? -1 : c;
  }

  private int internalDivergentCycle(int c, int b, int j) {
    if (dom.strictlyDominates(b, j)) {
      return -1;
    }
    while (c >= 0 && !cycles.contains(c, b)) {
      c = cycles.parent[c];
    }
    if (c < 0 || cycles.reducible[c] || dom.strictlyDominates(cycles.header[c], j)) {
      return -1;
    }
    while (cycles.parent[c] >= 0 && !dom.strictlyDominates(cycles.header[cycles.parent[c]], j)) {
      c = cycles.parent[c];
    }
    return c;
  }
}
