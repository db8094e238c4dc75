package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
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
  final DenseInsts dense;
  private final SyncDependence sync;
  private final CycleExitDivergence exitDivergence;
  private final DivergedPaths divergedPaths;
  private final DivergentCycles criteria;

  /** Raw id to divergence of the value (or void instruction) with that id. */
  final BitSet divergent;
  /** Block number to whether its terminator is divergent. */
  final BitSet divergentTerminators;
  private final BitSet overrides;
  private final OneValuePhis oneValue;
  private final WaitingChains waitingChains = new WaitingChains();
  /** Raw id to the deciding argument positions of a custom-uniformity instruction, else null. */
  private final java.util.Map<Integer, List<Integer>> custom = new java.util.HashMap<>();
  /** Sized once: each raw id is pushed at most once (when it first becomes divergent). */
  private final IntStack worklist;
  /** The calls defining convergence tokens, in layout order (found by {@link #seed}). */
  final List<Inst> tokenDefinitions = new ArrayList<>();
  /** Cycle indices assumed divergent, in insertion order, and membership. */
  final List<Integer> assumedDivergent = new ArrayList<>();
  private final boolean[] assumed;
  /** Large assumed cycles whose branches were handled collapsed ({@link #applyCollapsed}). */
  private final BitSet collapsedDone = new BitSet();
  /** The outermost large assumed cycle around each block, memoized. */
  private final LargeAssumedCycles largeAssumed;
  /** Blocks whose definitions were all marked by an assumed-divergent cycle. */
  private final BitSet tainted;
  /** Test-only planted bugs ({@link PlantedBug}), read once per run. */
  private final boolean noJoinPhis = PlantedBug.NO_JOIN_PHIS.active();
  private final boolean constantIncomingIgnored = PlantedBug.CONSTANT_INCOMING_IGNORED.active();
  private final boolean noDivergentExits = PlantedBug.NO_DIVERGENT_EXITS.active();
  private final boolean noAssumedCycles = PlantedBug.NO_ASSUMED_CYCLES.active();

  DivergencePropagation(Module module, Function function, TargetModel target, DominatorTree dom,
      CycleTable cycles, ModifiedPostOrder mpo, ShortcutRegions regions, UniformityOptions options) {
    this.module = module;
    this.function = function;
    this.index = function.index();
    this.target = target;
    this.dom = dom;
    this.cycles = cycles;
    this.options = options;
    this.dense = new DenseInsts(index);
    // Sized up front: these are probed at random raw ids, so no growth on the hot path.
    this.divergent = new BitSet(index.idBound());
    this.overrides = new BitSet(index.idBound());
    this.oneValue = new OneValuePhis(index.idBound());
    this.divergentTerminators = new BitSet(index.blockCount());
    this.tainted = new BitSet(index.blockCount());
    this.sync = new SyncDependence(index.cfg(), cycles, mpo, regions, dom, options.shortcuts(),
        options.headerBranchExits(), options.specDivergedEntry());
    this.worklist = new IntStack(index.idBound());
    this.assumed = new boolean[cycles.cycles.size()];
    // Collapsing goes with the containment rule for exited cycles: without it, nothing is large.
    this.largeAssumed = new LargeAssumedCycles(cycles, assumed,
        options.exitedCycleByContainment() ? options.collapseAssumedFrom() : Integer.MAX_VALUE);
    this.exitDivergence = new CycleExitDivergence(this);
    this.divergedPaths = new DivergedPaths(index.cfg(), cycles);
    this.criteria = new DivergentCycles(cycles, dom, options.specDivergedEntry());
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
    SeedFilter filter = new SeedFilter(target, index);
    for (int k = 0; k < dense.blockStart(index.blockCount()); k++) {
      int raw = dense.blockInst(k);
      // The target promises nothing but defaults for the others: not read at all.
      Opcode op = filter.read(raw);
      if (op == null) {
        continue;
      }
      Inst i = dense.inst(raw);
      int b = dense.block(raw);
      if (op == Opcode.CALL && i.resultType().equals(Type.TOKEN)) {
        tokenDefinitions.add(i);
      }
      if (target.isDivergenceSource(module, function, i)) {
        markDivergent(raw, false);
      } else if (target.isAlwaysUniform(module, function, i)) {
        overrides.set(raw);
        if (options.tokenRegions()) {
          waitingChains.register(raw, TokenChains.escapedCycles(index, cycles, i, b));
        }
      } else {
        target.uniformityDecidingArguments(module, function, i)
            .ifPresent(args -> custom.put(raw, args));
      }
    }
    for (Param p : function.params()) {
      if (target.isDivergentArgument(module, function, p)) {
        divergent.set(p.id().index());
        pushUsers(p.id().index());
      }
    }
  }

  /** Phase 2 of 2: runs the worklist to the fixed point. */
  void run() {
    while (!worklist.isEmpty()) {
      int raw = worklist.pop();
      if (dense.terminator(raw)) {
        analyzeControlDivergence(dense.block(raw));
        if (dense.inst(raw).hasResult()) {
          pushUsers(raw);
        }
      } else {
        pushUsers(raw);
      }
    }
  }

  /**
   * Marks {@code i} divergent unless it is always uniform (or, for custom uniformity, none of its
   * deciding operands is divergent and {@code temporal} is false); queues it if it changed.
   */
  void markDivergent(int raw, boolean temporal) {
    // Already divergent (the common case when propagating to users): only non-terminators and
    // never overrides are in this set, so nothing below could change anything.
    if (divergent.get(raw) || overrides.get(raw)) {
      return;
    }
    if (!temporal && !custom.isEmpty() && isCustomUniform(raw)) {
      return;
    }
    boolean changed;
    if (dense.terminator(raw)) {
      int b = dense.block(raw);
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

  private boolean isCustomUniform(int raw) {
    List<Integer> deciding = custom.get(raw);
    if (deciding == null) {
      return false;
    }
    List<Value> ops = dense.inst(raw).operands();
    for (int arg : deciding) {
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
    int raw = l.rawId();
    if (dense.definingBlock(raw) >= 0 && dense.inst(raw) instanceof CallBr) {
      return divergentTerminators.get(dense.block(raw));
    }
    return divergent.get(raw);
  }

  /** Marks every user of raw value {@code v} divergent, in LLVM's use-list order ({@link DenseInsts#forwardUsersEnd}). */
  void pushUsers(int v) {
    int split = dense.forwardUsersEnd(v);
    for (int k = dense.userStart(v + 1) - 1; k >= split; k--) {
      markDivergent(dense.user(k), false);
    }
    for (int k = dense.userStart(v); k < split; k++) {
      markDivergent(dense.user(k), false);
    }
  }

  /** Analyses the divergent terminator of block {@code b}: joins, assumed cycles, exits. */
  private void analyzeControlDivergence(int b) {
    divergentTerminators.set(b);
    if (!dom.isReachable(b)) {
      return;
    }
    int collapsed = largeAssumedAncestor(b);
    if (collapsed >= 0) {
      if (!collapsedDone.get(collapsed)) {
        collapsedDone.set(collapsed);
        applyCollapsed(collapsed, b);
      }
      return;
    }
    sync.compute(b);
    List<Integer> divCycles = new ArrayList<>();
    for (int j : sync.joins()) {
      int outer = noAssumedCycles ? -1 : criteria.outermost(cycles.innermost[j], b, j);
      if (outer >= 0) {
        divCycles.add(outer);
      } else {
        taintPhis(j, b, true);
      }
    }
    assumeAll(divCycles);
    int branchCycle = cycles.innermost[b];
    for (int exit : noDivergentExits ? new int[0] : sync.divergentExits()) {
      exitDivergence.propagate(exit, branchCycle);
    }
  }

  /** Assumes {@code divCycles} divergent, deepest first, skipping those already covered. */
  private void assumeAll(List<Integer> divCycles) {
    divCycles.sort((x, y) -> Integer.compare(cycles.depth[y], cycles.depth[x]));
    for (int c : divCycles) {
      if (insertIfNotContained(c)) {
        for (int block : cycles.cycles.get(c).blocks()) {
          taintAllDefs(block);
        }
        if (options.temporalInsideAssumed()) {
          // Threads in a cycle that is not m-converged leave it out of step even through an
          // exit whose branch is uniform: every exit is divergent (values the target keeps
          // uniform, such as a ballot, differ when read outside).
          exitDivergence.recordAssumed(c);
        }
      }
    }
  }

  /**
   * The effect of every divergent branch inside the large assumed-divergent cycle {@code a} at
   * once ({@link CollapsedCycle}), applied when the first of them is analysed: for each join
   * outside {@code a}, the union of what any branch inside could cause (the internal cycle of the
   * diverged-entry criterion when the branch does not dominate the join; otherwise the external
   * cycle, or the join's phis); the cycles around {@code a} that joins inside it, reached by
   * leaving and re-entering it, make divergent ({@link DivergentCycles#reentered}); and every
   * exit of {@code a} is divergent. The cycle tests do not
   * depend on which block of {@code a} branches, except dominance of the join, which the union
   * covers; so later branches inside {@code a} add nothing.
   */
  private void applyCollapsed(int a, int b) {
    List<Integer> divCycles = new ArrayList<>();
    for (int j : CollapsedCycle.joins(index.cfg(), cycles, a)) {
      int c = cycles.innermost[j];
      int internal = c < 0 ? -1 : criteria.internalIgnoringBranchDominance(c, b, j);
      int external = c < 0 ? -1 : criteria.external(c, b);
      if (internal >= 0) {
        divCycles.add(internal);
      }
      if (external >= 0) {
        divCycles.add(external);
      } else {
        taintPhis(j, b, false);
      }
    }
    java.util.stream.IntStream.of(criteria.reentered(a, cycles.exits(a))).filter(c -> c >= 0).forEach(divCycles::add);
    assumeAll(divCycles);
    int branchCycle = cycles.innermost[b];
    for (int exit : cycles.exits(a)) {
      exitDivergence.propagate(exit, branchCycle);
    }
  }

  /** Returns the outermost collapsible assumed cycle around {@code b} ({@link LargeAssumedCycles}), or -1. */
  private int largeAssumedAncestor(int b) {
    return assumedDivergent.isEmpty() ? -1 : largeAssumed.around(b);
  }

  /** Returns whether cycle {@code c} lies strictly inside a collapsible assumed cycle ({@link LargeAssumedCycles}). */
  boolean insideCollapsed(int c) {
    return largeAssumed.strictlyInside(c);
  }

  /** Cycle {@code c} is left out of step: operations whose token chain escapes it diverge ({@link TokenChains}). */
  void leftOutOfStep(int c) {
    for (int raw : waitingChains.release(c)) {
      overrides.clear(raw);
      markDivergent(raw, false);
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
    largeAssumed.assumedSetChanged();
    assumed[c] = true;
    assumedDivergent.add(c);
    return true;
  }

  private void taintAllDefs(int block) {
    // Each block once: a larger assumed cycle re-covers the blocks of smaller ones.
    if (tainted.get(block)) {
      return;
    }
    tainted.set(block);
    for (int k = dense.blockStart(block); k < dense.blockStart(block + 1); k++) {
      int raw = dense.blockInst(k);
      if (dense.terminator(raw)) {
        break;
      }
      markDivergent(raw, false);
    }
  }


  private void taintPhis(int join, int branch, boolean pathsKnown) {
    if (noJoinPhis) {
      return;
    }
    boolean started = false;
    for (Inst i : index.block(join).insts()) {
      if (!(i instanceof Phi phi)) {
        break;
      }
      int raw = phi.rawId();
      // Already divergent: nothing to decide (keeps high-degree joins shared by many branches
      // from costing their degree once per branch).
      if (divergent.get(raw) || overrides.get(raw) || oneValue.test(phi)
          || constantIncomingIgnored && PhiJoins.hasOneValueIgnoringConstants(phi)) {
        continue;
      }
      if (options.equalIncomingPhis() && pathsKnown) {
        if (!started) {
          divergedPaths.start(branch, join);
          started = true;
        }
        if (PhiJoins.equalOnDivergedPaths(phi, index, divergedPaths::isOnDivergedPath)) {
          continue;
        }
      }
      markDivergent(raw, false);
    }
  }

}
