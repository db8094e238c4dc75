package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.diag.Diagnostic;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.CallBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.ValueId;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * The uniformity of every value, terminator and use of one function (spec "Uniformity",
 * "Static Uniformity Analysis"), as LLVM's {@code UniformityInfo} computes it: which values may
 * differ between converged threads, which branches are divergent, which cycles are assumed
 * divergent or have divergent exits, and which uses are temporally divergent.
 *
 * <p>Computed by {@link DivergencePropagation} over the cycle hierarchy of a chosen DFS order
 * (LLVM's by default); see {@code docs/uniformity.md}. If the target has no branch divergence
 * for the function, everything is uniform (LLVM's {@code ALL VALUES UNIFORM}).
 *
 * <pre>
 *   entry: %tid = workitem.id.x      DIVERGENT (source)
 *          %c = icmp slt %tid, 0     DIVERGENT (operand)
 *          br %c, %a, %b             divergent terminator
 *   a, b:  br %m
 *   m:     %p = phi [0,%a], [1,%b]   DIVERGENT (join of a divergent branch)
 * </pre>
 *
 * <p>Cost: near-linear in the function size (see {@link SyncDependence} for the bound on sync
 * dependence). Immutable and thread-safe once built.
 */
public final class UniformityInfo {
  private final Module module;
  private final Function function;
  private final TargetModel target;
  private final CycleHierarchy hierarchy;
  private final boolean branchDivergence;
  private final BitSet divergent;
  private final BitSet divergentTerminators;
  private final List<Cycle> assumedDivergent;
  private final List<Cycle> divergentExitCycles;
  /** Cycle index to whether threads may leave it out of step: a divergent exit, or not m-converged. */
  private final boolean[] outOfStep;
  /** {@link UniformityOptions#temporalInsideAssumed()}: uses inside assumed cycles diverge. */
  private final boolean usesInsideAssumedDiverge;
  /** Cycle index to whether it was assumed divergent (not nested ones, which it covers). */
  private final boolean[] assumedFlag;
  private final List<TemporalDivergence> temporal;
  private final long syncWork;
  /** (user raw id, value raw id) pairs past a token region of a cycle left out of step. */
  private final java.util.Set<Long> scopedUses;
  /** {@link UniformityOptions#tokenRegions()} of the run. */
  private final boolean tokenRegions;
  /** (user raw id, cycle index) pairs exempt from temporal divergence by a token region. */
  private final java.util.Set<Long> exempt;

  private UniformityInfo(Builder b) {
    this.module = b.module;
    this.function = b.function;
    this.target = b.target;
    this.hierarchy = b.hierarchy;
    this.branchDivergence = b.branchDivergence;
    this.divergent = b.divergent;
    this.divergentTerminators = b.divergentTerminators;
    this.assumedDivergent = List.copyOf(b.assumed);
    this.divergentExitCycles = List.copyOf(b.exitCycles);
    this.outOfStep = b.outOfStep;
    this.usesInsideAssumedDiverge = b.usesInsideAssumedDiverge;
    this.assumedFlag = new boolean[b.hierarchy.cycles().size()];
    b.assumed.forEach(c -> assumedFlag[c.index()] = true);
    this.temporal = List.copyOf(b.temporal);
    this.syncWork = b.syncWork;
    this.exempt = java.util.Set.copyOf(b.exempt);
    this.scopedUses = java.util.Set.copyOf(b.scopedUses);
    this.tokenRegions = b.tokenRegions;
  }

  /**
   * Returns the uniformity of {@code f} under {@code t}, with LLVM's DFS and default options.
   *
   * @param m the module defining {@code f}
   * @param f a function with a body
   * @param t the target model
   * @return the analysis result
   */
  public static UniformityInfo of(Module m, Function f, TargetModel t) {
    return of(m, f, t, SuccessorOrder.llvm());
  }

  /**
   * Returns the uniformity of {@code f} for the cycle hierarchy built with {@code dfsOrder}.
   *
   * @param m the module defining {@code f}
   * @param f a function with a body
   * @param t the target model
   * @param dfsOrder the successor order of the cycle DFS
   * @return the analysis result
   */
  public static UniformityInfo of(Module m, Function f, TargetModel t, SuccessorOrder dfsOrder) {
    return of(m, f, t, dfsOrder, UniformityOptions.defaults());
  }

  /**
   * Returns the uniformity of {@code f} for the cycle hierarchy built with {@code dfsOrder} and
   * the given options.
   *
   * @param m the module defining {@code f}
   * @param f a function with a body
   * @param t the target model
   * @param dfsOrder the successor order of the cycle DFS
   * @param options the analysis options
   * @return the analysis result
   * @throws IllegalArgumentException if {@code f} is a declaration
   */
  public static UniformityInfo of(Module m, Function f, TargetModel t, SuccessorOrder dfsOrder,
      UniformityOptions options) {
    if (f.isDeclaration()) {
      throw new IllegalArgumentException("@" + f.name() + " is a declaration");
    }
    FlowGraph g = f.index().cfg();
    CycleHierarchy hierarchy = CycleHierarchy.of(g, dfsOrder);
    Builder b = new Builder(m, f, t, hierarchy);
    b.usesInsideAssumedDiverge = options.temporalInsideAssumed();
    b.tokenRegions = options.tokenRegions();
    b.branchDivergence = t.hasBranchDivergence(m, f);
    if (!b.branchDivergence) {
      b.outOfStep = new boolean[hierarchy.cycles().size()];
      return new UniformityInfo(b);
    }
    DominatorTree dom = DominatorTree.of(g);
    CycleTable cycles = new CycleTable(hierarchy);
    ModifiedPostOrder mpo = ModifiedPostOrder.of(g, cycles);
    ShortcutRegions regions = options.shortcuts() ? ShortcutRegions.of(g, cycles) : null;
    DivergencePropagation p = new DivergencePropagation(m, f, t, dom, cycles, mpo, regions, options);
    p.seed();
    p.run();
    b.divergent = p.divergent;
    b.divergentTerminators = p.divergentTerminators;
    p.assumedDivergent.forEach(c -> b.assumed.add(cycles.cycles.get(c)));
    CycleExitDivergence exits = p.exits();
    // Cycles nested in a collapsed one are not analysed; the few recorded before it was assumed
    // (an order that depends on the layout) are left out, so the lists do not depend on it.
    java.util.function.IntPredicate listed = c -> !p.insideCollapsed(c);
    exits.cyclesWithDivergentExit.stream().filter(listed::test)
        .forEach(c -> b.exitCycles.add(cycles.cycles.get(c)));
    b.outOfStep = exits.outOfStep();
    for (long[] t3 : exits.temporal) {
      if (listed.test((int) t3[2])) {
        b.temporal.add(new TemporalDivergence(new ValueId((int) t3[0]), new InstId((int) t3[1]),
            cycles.cycles.get((int) t3[2])));
      }
    }
    b.syncWork = p.syncWork();
    b.exempt.addAll(exits.exemptUses);
    b.scopedUses.addAll(exits.scopedUses);
    return new UniformityInfo(b);
  }

  /** Returns whether threads may leave cycle {@code c} (an index) out of step: its outside uses diverge. */
  boolean leftOutOfStep(int c) {
    return outOfStep[c];
  }

  /**
   * Returns the analysed function.
   *
   * @return the function
   */
  public Function function() {
    return function;
  }

  /**
   * Returns the module the function belongs to.
   *
   * @return the module
   */
  public Module module() {
    return module;
  }

  /**
   * Returns the target model the analysis asked about sources and uniform instructions.
   *
   * @return the target model
   */
  public TargetModel target() {
    return target;
  }

  /** Returns whether {@code user}'s read of {@code v} lies past a token region (TokenScopedValues). */
  boolean pastTokenRegion(InstId user, ValueId v) {
    return scopedUses.contains(((long) user.index() << 32) | v.index());
  }

  /** Returns whether the analysis used the token-region rules ({@link UniformityOptions#tokenRegions}). */
  boolean tokenRegions() {
    return tokenRegions;
  }

  /**
   * Returns the cycle hierarchy the analysis used.
   *
   * @return the cycle hierarchy
   */
  public CycleHierarchy cycles() {
    return hierarchy;
  }

  /**
   * Returns whether the target lets branches in this function diverge at all.
   *
   * @return whether branches may diverge
   */
  public boolean hasBranchDivergence() {
    return branchDivergence;
  }

  /**
   * Returns whether value {@code v} (a parameter or an instruction result) may differ between
   * converged threads at its definition. Constants and unknown ids are uniform.
   *
   * @param v a value id
   * @return whether the value is divergent
   */
  public boolean isDivergent(ValueId v) {
    if (!branchDivergence) {
      return false;
    }
    Optional<Inst> def = function.index().definingInst(v);
    if (def.isPresent() && def.get() instanceof CallBr) {
      return divergentTerminators.get(function.index().blockOf(def.get().id()));
    }
    return divergent.get(v.index());
  }

  /**
   * Returns whether instruction {@code i} is marked divergent as LLVM prints it: a terminator iff
   * its block's terminator is divergent, any other instruction (also a void one such as a store
   * with a divergent operand) iff it was reached by divergence.
   *
   * @param i an instruction of the function
   * @return whether it is marked divergent
   */
  public boolean isDivergent(InstId i) {
    FunctionIndex index = function.index();
    Optional<Inst> inst = index.inst(i);
    if (!branchDivergence || inst.isEmpty()) {
      return false;
    }
    return inst.get().isTerminator() ? divergentTerminators.get(index.blockOf(i)) : divergent.get(i.index());
  }

  /**
   * Returns whether the use of {@code v} by {@code user} is divergent: {@code v} is divergent, or
   * it is defined in a cycle with a divergent exit that does not contain the user (temporal
   * divergence; not when the user lies in the convergence region of a token defined there and
   * token regions are enabled — then the user was not marked either), or it reads a value of a
   * token region past that region, or, with {@link UniformityOptions#temporalInsideAssumed()},
   * both lie in a cycle assumed divergent (or the user lies outside one that holds the value).
   *
   * @param user the using instruction
   * @param v one of its operands
   * @return whether the use is divergent
   */
  public boolean isDivergentUse(InstId user, ValueId v) {
    if (isDivergent(v)) {
      return true;
    }
    FunctionIndex index = function.index();
    int userBlock = index.blockOf(user);
    if (!branchDivergence || index.definingInst(v).isEmpty() || userBlock < 0) {
      return false;
    }
    if (pastTokenRegion(user, v)) {
      return true;
    }
    Optional<Cycle> c = hierarchy.innermost(index.blockOf(v.inst()));
    for (; c.isPresent() && !c.get().contains(userBlock); c = c.get().parent()) {
      int ci = c.get().index();
      if (outOfStep[ci] && !exempt.contains(((long) user.index() << 32) | ci)) {
        return true;
      }
    }
    // Inside a cycle that is not m-converged, converged threads may read instances of different
    // iterations in some cycle hierarchy, even of a value the target keeps uniform (a ballot).
    for (; usesInsideAssumedDiverge && c.isPresent(); c = c.get().parent()) {
      if (assumedFlag[c.get().index()]) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether block {@code block}'s terminator is divergent.
   *
   * @param block a block number of the function's index
   * @return whether its terminator is divergent
   */
  public boolean hasDivergentTerminator(int block) {
    return branchDivergence && divergentTerminators.get(block);
  }

  /**
   * Returns the divergent parameters, in parameter order.
   *
   * @return the divergent parameters
   */
  public List<Param> divergentArguments() {
    List<Param> out = new ArrayList<>();
    for (Param p : function.params()) {
      if (branchDivergence && divergent.get(p.id().index())) {
        out.add(p);
      }
    }
    return out;
  }

  /**
   * Returns the cycles assumed divergent (all their definitions divergent), in discovery order.
   *
   * @return the cycles assumed divergent
   */
  public List<Cycle> cyclesAssumedDivergent() {
    return assumedDivergent;
  }

  /**
   * Returns the cycles with a divergent exit, in discovery order.
   *
   * @return the cycles with a divergent exit
   */
  public List<Cycle> cyclesWithDivergentExit() {
    return divergentExitCycles;
  }

  /**
   * Returns the temporally divergent uses, in discovery order.
   *
   * @return the temporally divergent uses
   */
  public List<TemporalDivergence> temporalDivergence() {
    return temporal;
  }

  /**
   * Returns whether nothing at all is divergent (LLVM prints {@code ALL VALUES UNIFORM}).
   *
   * @return whether every value and terminator is uniform
   */
  public boolean isAllUniform() {
    return !branchDivergence || (divergent.isEmpty() && divergentTerminators.isEmpty()
        && assumedDivergent.isEmpty() && divergentExitCycles.isEmpty() && temporal.isEmpty());
  }

  /**
   * Returns the number of block visits and label pushes spent on sync dependence.
   *
   * @return the work count
   */
  public long syncDependenceWork() {
    return syncWork;
  }

  /**
   * Checks the invariants this result has by construction as the least fixed point of the
   * analysis and returns every violation, empty when consistent: the cycle hierarchy verifies;
   * targets' sources are divergent and always-uniform instructions are not; users of divergent
   * values are divergent; phis at the nearest joins of divergent branches are divergent;
   * assumed-divergent cycles have all definitions divergent; cycle and temporal-divergence
   * lists are well formed; and every divergent non-phi instruction has a reason. The rules,
   * their exemptions and costs are listed on {@code UniformityVerifier}; messages name values
   * and blocks as the IR text does ({@code %x}, {@code %bb}), with source positions when the
   * function was parsed. Cost: near-linear in the function size (plus the hierarchy's check).
   *
   * @return the violations, empty when there are none
   */
  public List<Diagnostic> verify() {
    return new UniformityVerifier(this).verify();
  }

  /**
   * Returns a copy of this result changed by {@code edit}, taken as it is: for tests that need
   * a wrong result to show that {@link #verify()} catches it.
   */
  UniformityInfo edited(java.util.function.Consumer<Builder> edit) {
    Builder b = new Builder(module, function, target, hierarchy);
    b.branchDivergence = branchDivergence;
    b.divergent = (BitSet) divergent.clone();
    b.divergentTerminators = (BitSet) divergentTerminators.clone();
    b.assumed.addAll(assumedDivergent);
    b.exitCycles.addAll(divergentExitCycles);
    b.outOfStep = outOfStep.clone();
    b.usesInsideAssumedDiverge = usesInsideAssumedDiverge;
    b.tokenRegions = tokenRegions;
    b.temporal.addAll(temporal);
    b.syncWork = syncWork;
    b.exempt.addAll(exempt);
    b.scopedUses.addAll(scopedUses);
    edit.accept(b);
    return new UniformityInfo(b);
  }

  /** Mutable collector for the constructor (and for {@link #edited}). */
  static final class Builder {
    final Module module;
    final Function function;
    final TargetModel target;
    final CycleHierarchy hierarchy;
    boolean branchDivergence;
    BitSet divergent = new BitSet();
    BitSet divergentTerminators = new BitSet();
    final List<Cycle> assumed = new ArrayList<>();
    final List<Cycle> exitCycles = new ArrayList<>();
    boolean[] outOfStep;
    boolean usesInsideAssumedDiverge;
    boolean tokenRegions;
    final List<TemporalDivergence> temporal = new ArrayList<>();
    long syncWork;
    final java.util.Set<Long> exempt = new java.util.HashSet<>();
    final java.util.Set<Long> scopedUses = new java.util.HashSet<>();

    Builder(Module module, Function function, TargetModel target, CycleHierarchy hierarchy) {
      this.module = module;
      this.function = function;
      this.target = target;
      this.hierarchy = hierarchy;
    }
  }
}
