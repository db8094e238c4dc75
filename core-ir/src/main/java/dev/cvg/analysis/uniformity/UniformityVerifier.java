package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.FunctionReport;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a {@link UniformityInfo} against invariants that hold by construction of the analysis'
 * least fixed point, and reports every violation; the engine of {@link UniformityInfo#verify()}.
 *
 * <p><b>Problem.</b> Without re-running the analysis, find results that cannot be its fixed
 * point: a step of the propagation that was not taken (closure), or a mark without a cause
 * (minimality). <b>Rules</b>, each with the exemptions the analysis itself makes (R1–R3 and R8
 * are exact; R4 checks only the nearest joins, which keeps it linear):
 *
 * <ol>
 *   <li>R1 sources: the target's divergence sources and divergent arguments are divergent.
 *   <li>R2 overrides: an always-uniform instruction that is no source is not divergent.
 *   <li>R3 data flow: a user of a divergent value is divergent, unless always uniform, or
 *       custom-uniform with every deciding operand uniform.
 *   <li>R4 sync dependence, nearest joins: for a reachable divergent branch in {@code B} and a
 *       block {@code J} reached in one step from two different successors of {@code B} (or
 *       from {@code B} directly and from a successor), the two edges lie on disjoint paths, so
 *       {@code J} is a join. A phi in {@code J} whose values on two such edges differ (not
 *       undef, poison or the phi) is divergent unless always uniform. The analysis' exemptions
 *       cannot apply: the phi has two values, and differing values on two diverged edges defeat
 *       the equal-incoming rule. Skipped, as the analysis treats them as later iterations, are a
 *       {@code J} or successor that heads a cycle containing {@code B}. A join in an
 *       irreducible cycle may instead make the cycle assumed divergent, which marks the phi too.
 *   <li>R5 assumed-divergent cycles: every non-terminator in their blocks is divergent, unless
 *       always uniform or custom-uniform with uniform deciding operands.
 *   <li>R6 cycle lists: listed cycles belong to the analysis' hierarchy, once each; a cycle with
 *       a divergent exit contains a block with a divergent terminator.
 *   <li>R7 temporal divergence: each entry is a use, outside the cycle, of a value defined
 *       inside; the cycle has a divergent exit or lies in an assumed-divergent one;
 *       {@code isDivergentUse} agrees; the user is divergent unless always uniform.
 *   <li>R8 minimality: a divergent non-phi instruction is a source, has a divergent operand,
 *       lies in an assumed-divergent cycle, is a temporally divergent user or reads a value of a
 *       token region past that region ({@link TokenScopedValues}); a divergent parameter is a
 *       divergent argument of the target. With token regions, an always-uniform operation whose
 *       token chain reaches, through other token definitions, into a cycle the analysis found
 *       left out of step counts as a source ({@link TokenChains}) in R1, R2 and R8.
 * </ol>
 *
 * <pre>
 *   B: br %div, T, F   T: br J   F: br J     J: %p = phi [1, %T], [2, %F]
 *   R4: J is reached from T and F, the values differ, so %p must be divergent.
 * </pre>
 *
 * <p><b>Complexity.</b> O(instructions + operands + edges + sum of listed cycle sizes), with one
 * target query per instruction; plus the hierarchy's own {@code verify()}.
 */
final class UniformityVerifier {
  private final UniformityInfo u;
  private final Module module;
  private final Function f;
  private final FunctionIndex index;
  private final TargetModel target;
  private final CycleHierarchy hierarchy;
  private final FunctionReport report;
  /** Raw id to: the target calls it a divergence source / always uniform (and no source). */
  private final BitSet source = new BitSet();
  private final BitSet override = new BitSet();
  /** Blocks of assumed-divergent cycles; raw ids of temporally divergent users. */
  private final BitSet assumedBlocks = new BitSet();
  private final BitSet temporalUsers = new BitSet();

  UniformityVerifier(UniformityInfo u) {
    this.u = u;
    this.module = u.module();
    this.f = u.function();
    this.index = f.index();
    this.target = u.target();
    this.hierarchy = u.cycles();
    this.report = new FunctionReport(f);
  }

  /** Runs the hierarchy's check and rules R1–R8; returns the diagnostics in that order. */
  List<Diagnostic> verify() {
    List<Diagnostic> out = new ArrayList<>();
    for (Diagnostic d : hierarchy.verify()) {
      out.add(inFunction(d));
    }
    if (!u.hasBranchDivergence()) {
      return out; // every query answers "uniform" and every list is empty
    }
    CycleTable cycles = u.tokenRegions() ? new CycleTable(hierarchy) : null;
    for (int b = 0; b < index.blockCount(); b++) {
      for (Inst i : index.block(b).insts()) {
        int raw = i.id().index();
        source.set(raw, target.isDivergenceSource(module, f, i));
        override.set(raw, !source.get(raw) && target.isAlwaysUniform(module, f, i));
        if (override.get(raw) && cycles != null && leftOutOfStep(TokenChains.escapedCycles(index, cycles, i, b))) {
          // Uniform only within a group that left a cycle on different iterations: a source.
          override.clear(raw);
          source.set(raw);
        }
      }
    }
    sourcesAndOverrides();
    dataFlow();
    new NearestJoins(u, report, override).check();
    assumedCycles();
    exitCycles();
    temporal();
    minimality();
    out.addAll(report.diagnostics());
    return out;
  }

  /** Whether the analysis found one of {@code cycles} left out of step. */
  private boolean leftOutOfStep(int[] cycles) {
    for (int c : cycles) {
      if (u.leftOutOfStep(c)) {
        return true;
      }
    }
    return false;
  }

  /** R1 and R2. */
  private void sourcesAndOverrides() {
    for (Param p : f.params()) {
      if (target.isDivergentArgument(module, f, p) && !u.isDivergent(p.id())) {
        report.function("argument " + operand(p.id()) + " is a divergent argument but is not divergent");
      }
    }
    forEachInst(i -> {
      int raw = i.id().index();
      if (source.get(raw) && !u.isDivergent(i.id())) {
        report.inst(i.id(), name(i) + " is a divergence source but is not divergent", report.print(i));
      } else if (override.get(raw) && u.isDivergent(i.id())) {
        report.inst(i.id(), name(i) + " is always uniform but is divergent", report.print(i));
      }
    });
  }

  /** R3. */
  private void dataFlow() {
    forEachInst(i -> {
      Optional<ValueId> divergentOperand = divergentOperand(i);
      if (divergentOperand.isPresent() && !u.isDivergent(i.id()) && !exempt(i)) {
        report.inst(i.id(), name(i) + " uses divergent " + operand(divergentOperand.get())
            + " but is not divergent", report.print(i));
      }
    });
  }

  /** R5 (and collects the blocks of assumed-divergent cycles for R8). */
  private void assumedCycles() {
    for (Cycle c : distinctCyclesOfHierarchy(u.cyclesAssumedDivergent(), "assumed divergent")) {
      for (int b : c.blocks()) {
        if (assumedBlocks.get(b)) {
          continue; // already checked for a cycle nested in, or around, this one
        }
        assumedBlocks.set(b);
        for (Inst i : index.block(b).insts()) {
          if (!i.isTerminator() && !u.isDivergent(i.id()) && !exempt(i)) {
            report.inst(i.id(), name(i) + " is defined in cycle " + blockLabel(c.header())
                + ", which is assumed divergent, but is not divergent", report.print(i));
          }
        }
      }
    }
  }

  /** R6 for cycles with a divergent exit. */
  private void exitCycles() {
    for (Cycle c : distinctCyclesOfHierarchy(u.cyclesWithDivergentExit(), "with a divergent exit")) {
      boolean branch = false;
      for (int b : c.blocks()) {
        branch |= u.hasDivergentTerminator(b);
      }
      if (!branch) {
        report.block(index.block(c.header()).id(), "cycle " + blockLabel(c.header())
            + " is listed with a divergent exit, but none of its blocks has a divergent terminator");
      }
    }
  }

  /** R7. */
  private void temporal() {
    BitSet exitCycles = new BitSet();
    u.cyclesWithDivergentExit().stream().filter(c -> c.hierarchy() == hierarchy)
        .forEach(c -> exitCycles.set(c.index()));
    // An assumed-divergent cycle (and any cycle in it) is left out of step through every exit
    // (UniformityOptions.temporalInsideAssumed) without being listed.
    for (Cycle c : hierarchy.cycles()) {
      if (u.cyclesAssumedDivergent().stream().anyMatch(a -> a.hierarchy() == hierarchy && a.contains(c))) {
        exitCycles.set(c.index());
      }
    }
    for (TemporalDivergence t : u.temporalDivergence()) {
      Optional<Inst> def = index.definingInst(t.value());
      Optional<Inst> user = index.inst(t.user());
      if (def.isEmpty() || user.isEmpty()) {
        report.function(temporalEntry(t) + " names a value or user that is not in the function");
        continue;
      }
      temporalUsers.set(t.user().index());
      Inst use = user.get();
      String problem = null;
      if (!t.cycle().contains(index.blockOf(def.get().id()))) {
        problem = "the value is not defined inside the cycle";
      } else if (t.cycle().contains(index.blockOf(use.id()))) {
        problem = "the user is inside the cycle";
      } else if (!use.operands().contains(new Value.Local(t.value(), def.get().resultType()))) {
        problem = "the user does not use the value";
      } else if (t.cycle().hierarchy() != hierarchy || !exitCycles.get(t.cycle().index())) {
        problem = "the cycle is neither listed with a divergent exit nor assumed divergent";
      } else if (!u.isDivergentUse(use.id(), t.value())) {
        problem = "isDivergentUse says the use is uniform";
      } else if (!u.isDivergent(use.id()) && !override.get(use.id().index())) {
        report.inst(use.id(), name(use) + " is a temporally divergent use of " + operand(t.value())
            + " but is not divergent", report.print(use));
      }
      // Names are printed only for a finding: printing one costs a pass over the function.
      if (problem != null) {
        report.inst(use.id(), temporalEntry(t) + ": " + problem, report.print(use));
      }
    }
  }

  private String temporalEntry(TemporalDivergence t) {
    return "temporal divergence of " + operand(t.value()) + " at cycle " + blockLabel(t.cycle().header());
  }

  /** R8. */
  private void minimality() {
    for (Param p : f.params()) {
      if (u.isDivergent(p.id()) && !target.isDivergentArgument(module, f, p)) {
        report.function("argument " + operand(p.id()) + " is divergent but is no divergent argument");
      }
    }
    forEachInst(i -> {
      int raw = i.id().index();
      if (i instanceof Phi || !u.isDivergent(i.id()) || source.get(raw) || temporalUsers.get(raw)
          || divergentOperand(i).isPresent() || pastTokenRegion(i)
          || !i.isTerminator() && assumedBlocks.get(index.blockOf(i.id()))) {
        return;
      }
      report.inst(i.id(), name(i) + " is divergent without a reason: no divergence source, no"
          + " divergent operand, in no assumed-divergent cycle, no temporally divergent use", report.print(i));
    });
  }

  /** Returns the listed cycles that belong to the hierarchy, once each, reporting the others. */
  private List<Cycle> distinctCyclesOfHierarchy(List<Cycle> listed, String what) {
    Map<Cycle, Boolean> seen = new IdentityHashMap<>();
    List<Cycle> out = new ArrayList<>();
    for (Cycle c : listed) {
      if (c.hierarchy() != hierarchy) {
        report.function("a cycle listed " + what + " is not a cycle of the analysis' hierarchy");
      } else if (seen.put(c, true) != null) {
        report.block(index.block(c.header()).id(), "cycle " + blockLabel(c.header()) + " is listed "
            + what + " twice");
      } else {
        out.add(c);
      }
    }
    return out;
  }

  /** Returns a graph-node diagnostic as one about the block, with its source position. */
  private Diagnostic inFunction(Diagnostic d) {
    if (!(d.where() instanceof Entity.NodeEntity node)) {
      return d;
    }
    BlockId id = index.block(node.node()).id();
    return new Diagnostic(d.severity(), new Entity.BlockEntity(f.name(), id), f.sourceMap().of(id),
        d.message(), d.context());
  }

  /** Returns a divergent value operand of {@code i}, if any. */
  /** Whether {@code i} reads a value of a token region past that region (TokenScopedValues). */
  private boolean pastTokenRegion(Inst i) {
    for (Value v : i.operands()) {
      if (v instanceof Value.Local l && u.pastTokenRegion(i.id(), l.id())) {
        return true;
      }
    }
    return false;
  }

  private Optional<ValueId> divergentOperand(Inst i) {
    for (Value v : i.operands()) {
      if (v instanceof Value.Local l && u.isDivergent(l.id())) {
        return Optional.of(l.id());
      }
    }
    return Optional.empty();
  }

  /**
   * Returns whether {@code i} stays uniform whatever its operands: always uniform, or
   * custom-uniform with every deciding operand uniform.
   */
  private boolean exempt(Inst i) {
    if (override.get(i.id().index())) {
      return true;
    }
    Optional<List<Integer>> deciding = target.uniformityDecidingArguments(module, f, i);
    if (deciding.isEmpty()) {
      return false;
    }
    List<Value> ops = i.operands();
    for (int arg : deciding.get()) {
      // operands() lists the callee first, then the arguments.
      if (arg + 1 < ops.size() && ops.get(arg + 1) instanceof Value.Local l && u.isDivergent(l.id())) {
        return false;
      }
    }
    return true;
  }

  private void forEachInst(java.util.function.Consumer<Inst> action) {
    for (int b = 0; b < index.blockCount(); b++) {
      index.block(b).insts().forEach(action);
    }
  }

  /** Returns {@code %x} for a result, or e.g. "the store in %bb" for a void instruction. */
  private String name(Inst i) {
    return i.hasResult() ? IrPrinter.operand(f, i.asValue())
        : "the " + i.opcode().mnemonic() + " in " + blockLabel(index.blockOf(i.id()));
  }

  private String operand(ValueId v) {
    Optional<Inst> def = index.definingInst(v);
    if (def.isPresent()) {
      return IrPrinter.operand(f, def.get().asValue());
    }
    return index.param(v).map(p -> IrPrinter.operand(f, new Value.Local(v, p.type()))).orElse(v.toString());
  }

  private String blockLabel(int block) {
    return IrPrinter.blockName(f, index.block(block).id());
  }
}
