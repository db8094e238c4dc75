package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * Where the default answer departs from LLVM 22's because it collapses a large assumed-divergent
 * cycle ({@link UniformityOptions#collapseAssumedFrom()}, {@value UniformityOptions#COLLAPSE_FROM}
 * blocks and more), and why no oracle witness of its own can exist.
 *
 * <p>Terminating generated kernels (as {@link UniformityDifferentialTest}'s last ones) with an
 * assumed-divergent cycle get that cycle padded past the threshold: an edge inside it is routed
 * through a block branching on {@code false} to a chain of {@value #PADDING} empty blocks that
 * rejoins the edge's target (never run, so the oracle's runs are those of the kernel, but part of
 * the cycle). On the padded kernel every value where the default answer (collapsing) and LLVM 22's
 * ({@link UniformityOptions#llvm22()}, which equals opt-22 on large kernels:
 * {@link LargeKernelDifferentialTest}) differ is one of:
 *
 * <ul>
 *   <li>uniform for cvg, divergent for LLVM 22 (a refinement): the oracle must find it uniform in
 *       every finished run;
 *   <li>divergent for cvg, uniform for LLVM 22, and divergent for the exact answer (never
 *       collapsing) too: a departure of another rule, which must be one of the documented rules
 *       that add divergence, alone (docs/uniformity.md gives each rule's witness in
 *       {@link DepartureWitnessTest}, or why it has none);
 *   <li>divergent for cvg only because of the collapse (the exact answer calls it uniform):
 *       imprecision, which the oracle must not refute either (the exact answer is sound), so no
 *       run can ever witness it.
 * </ul>
 *
 * <p>The test fails on an oracle counterexample to either uniform claim, and if no padded kernel
 * reaches the collapse or shows a departure.
 */
class CollapsedCycleDepartureTest {
  /** Blocks added to the padded cycle: enough for it to collapse whatever its size was. */
  static final int PADDING = UniformityOptions.COLLAPSE_FROM;
  private static final int MAX_BLOCKS = 40;
  private static final UniformityOptions EXACT = UniformityOptions.defaults().withCollapseFrom(Integer.MAX_VALUE);
  private static int padded;
  private static int refinements;
  private static int otherRules;
  private static int imprecise;
  private static int finishedRuns;
  private static final java.util.Map<String, Integer> RULES = new java.util.TreeMap<>();

  @Test
  void everyDepartureOfACollapsedCycleIsARefinementAnotherRuleOrImprecision() {
    TargetModel up = Targets.forTriple("amdgcn--", "", TargetRules.UPSTREAM);
    TargetModel t22 = Targets.forTriple("amdgcn--", "", TargetRules.LLVM_22);
    for (long seed = 1, n = SeedCount.of(400); seed <= n; seed++) {
      Module m = kernel(seed);
      Function f = m.definitions().get(0);
      Optional<Cycle> assumed = largestAssumed(UniformityInfo.of(m, f, up, SuccessorOrder.llvm(), EXACT));
      if (assumed.isEmpty()) {
        continue;
      }
      Optional<Function> grown = pad(f, assumed.get());
      if (grown.isEmpty()) {
        continue;
      }
      Module pm = m.withFunction(grown.get());
      Function g = grown.get();
      UniformityInfo collapsed = UniformityInfo.of(pm, g, up);
      assertTrue(collapsed.cyclesAssumedDivergent().stream().anyMatch(c -> c.size() >= PADDING),
          "seed " + seed + ": the padded cycle is not assumed divergent, so nothing collapses");
      padded++;
      UniformityInfo exact = UniformityInfo.of(pm, g, up, SuccessorOrder.llvm(), EXACT);
      UniformityInfo llvm = UniformityInfo.of(pm, g, t22, SuccessorOrder.llvm(), UniformityOptions.llvm22());
      Set<ValueId> refined = new HashSet<>();
      Set<ValueId> imprecision = new HashSet<>();
      for (ValueId v : values(g)) {
        boolean ours = collapsed.isDivergent(v);
        if (!ours && llvm.isDivergent(v)) {
          refined.add(v);
        } else if (ours && !llvm.isDivergent(v)) {
          if (exact.isDivergent(v)) {
            String rule = Rule.responsible(pm, g, up, v);
            long s = seed;
            assertTrue(!rule.isEmpty(), () -> "seed " + s + ": %" + g.nameOf(v).orElse("?")
                + " is divergent without collapsing, and no single documented rule makes it so");
            RULES.merge(rule, 1, Integer::sum);
            otherRules++;
          } else {
            imprecision.add(v);
          }
        }
      }
      refinements += refined.size();
      imprecise += imprecision.size();
      Set<ValueId> claimedUniform = new HashSet<>(refined);
      claimedUniform.addAll(imprecision);
      if (!claimedUniform.isEmpty()) {
        OracleEvidence.Result r = OracleEvidence.check(pm, g, up, claimedUniform, seed);
        finishedRuns += r.finishedRuns();
        long s = seed;
        assertEquals(Optional.empty(), r.counterexample(), () -> "seed " + s + ": the oracle refutes a uniform claim"
            + " (a refinement over LLVM 22, or the exact answer where collapsing adds divergence)");
      }
    }
    assertTrue(padded > 0, "no generated kernel had an assumed-divergent cycle to pad");
    assertTrue(refinements + otherRules + imprecise > 0, "no padded kernel departs from LLVM 22");
    assertTrue(finishedRuns > 0, "no oracle run finished to judge a uniform claim");
  }

  @AfterAll
  static void summary() {
    System.out.printf("CollapsedCycleDepartureTest: %d padded kernels; departures from LLVM 22: %d refinements,"
        + " %d values of other rules %s, %d values imprecise by collapsing; %d finished oracle runs%n",
        padded, refinements, otherRules, RULES, imprecise, finishedRuns);
  }

  /**
   * The rules that add divergence over LLVM 22 (docs/uniformity.md, "Differences from LLVM 22"),
   * each alone on top of the options without any of them.
   */
  private enum Rule {
    EXIT_PHI_JOINS, HEADER_BRANCH_EXITS, TEMPORAL_INSIDE_ASSUMED, EXITED_CYCLE_BY_CONTAINMENT, SPEC_DIVERGED_ENTRY;

    UniformityOptions alone() {
      return new UniformityOptions(true, true, true, this == EXITED_CYCLE_BY_CONTAINMENT, Integer.MAX_VALUE,
          this == EXIT_PHI_JOINS, this == HEADER_BRANCH_EXITS, this == TEMPORAL_INSIDE_ASSUMED,
          this == SPEC_DIVERGED_ENTRY);
    }

    /** The first rule that alone makes {@code v} divergent, or "" if none does. */
    static String responsible(Module m, Function f, TargetModel t, ValueId v) {
      for (Rule r : values()) {
        if (UniformityInfo.of(m, f, t, SuccessorOrder.llvm(), r.alone()).isDivergent(v)) {
          return r.name();
        }
      }
      return "";
    }
  }

  /** A terminating kernel with constant phis, as {@link UniformityDifferentialTest}'s last ones. */
  private static Module kernel(long seed) {
    FlowGraph cfg = RandomCfg.mixed(seed, MAX_BLOCKS);
    KernelGenerator.Options o = KernelGenerator.Options.defaults().withConstantPhis();
    return KernelGenerator.generate(cfg, seed, KernelGenerator.canTerminate(cfg) ? o.terminating(20) : o);
  }

  private static Optional<Cycle> largestAssumed(UniformityInfo u) {
    return u.cyclesAssumedDivergent().stream().max((a, b) -> Integer.compare(a.size(), b.size()));
  }

  private static List<ValueId> values(Function f) {
    List<ValueId> out = new ArrayList<>();
    for (var b : f.blocks()) {
      for (Inst i : b.insts()) {
        if (i.hasResult()) {
          out.add(i.id().value());
        }
      }
    }
    return out;
  }

  /**
   * {@code f} with the first edge {@code u -> v} inside {@code c} (a {@code br} naming {@code v}
   * once) routed through {@code u -> pad -> v}, where {@code pad} branches on {@code false} to a
   * chain of {@link #PADDING} blocks ending in {@code v}; {@code v}'s phis take from the chain what
   * they took from {@code u}. Empty if the cycle has no such edge.
   */
  static Optional<Function> pad(Function f, Cycle c) {
    FunctionIndex index = f.index();
    for (int u : c.blocks()) {
      Inst t = index.block(u).insts().getLast();
      if (!(t instanceof Br) && !(t instanceof CondBr)) {
        continue;
      }
      for (BlockId to : t.successors()) {
        if (c.contains(index.number(to)) && Collections.frequency(t.successors(), to) == 1) {
          return Optional.of(pad(f, t, to));
        }
      }
    }
    return Optional.empty();
  }

  private static Function pad(Function f, Inst branch, BlockId to) {
    FunctionEditor e = FunctionEditor.of(f);
    Origin origin = new Origin.Synthesized("test padding");
    BlockId from = e.blockOf(branch.id());
    BlockId pad = e.addBlock("pad", from);
    List<BlockId> chain = new ArrayList<>();
    BlockId after = pad;
    for (int k = 0; k < PADDING; k++) {
      after = e.addBlock("pad." + k, after);
      chain.add(after);
    }
    e.append(pad, new CondBr(e.newInstId(), Value.ConstInt.bool(false), chain.getFirst(), to), origin);
    for (int k = 0; k < PADDING; k++) {
      e.append(chain.get(k), new Br(e.newInstId(), k + 1 < PADDING ? chain.get(k + 1) : to), origin);
    }
    e.replace(branch instanceof CondBr b
        ? new CondBr(b.id(), b.condition(), b.ifTrue().equals(to) ? pad : b.ifTrue(),
            b.ifFalse().equals(to) ? pad : b.ifFalse())
        : new Br(branch.id(), pad));
    for (Inst i : e.insts(to)) {
      if (i instanceof Phi phi) {
        List<Phi.Incoming> in = new ArrayList<>();
        for (Phi.Incoming x : phi.incoming()) {
          if (x.block().equals(from)) {
            in.add(new Phi.Incoming(x.value(), pad));
            in.add(new Phi.Incoming(x.value(), chain.getLast()));
          } else {
            in.add(x);
          }
        }
        e.replace(new Phi(phi.id(), phi.type(), in, phi.flags()));
      }
    }
    return e.finish();
  }
}
