package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.reduce.Shrink;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Seeded property tests of {@link UniformityInfo} on generated kernels ({@link RandomCfg} shapes
 * filled by {@link KernelGenerator}); the seed is in every test name and failure message, and a
 * failure also prints the kernel {@link Shrink reduced} to a small one that still fails.
 */
class UniformityPropertyTest {
  private static final TargetModel AMDGPU = GpuTarget.amdgpu();

  /** The fast analysis equals the naive fixed point over the spec's definitions (reducible CFGs). */
  @TestFactory
  Stream<DynamicTest> matchesReferenceTwin() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 300; seed++) {
      long s = seed;
      RandomCfg.Shape shape = seed % 2 == 0 ? RandomCfg.Shape.STRUCTURED : RandomCfg.Shape.UNSTRUCTURED;
      tests.add(DynamicTest.dynamicTest("seed " + s + " " + shape, () ->
          Shrink.onFailure(kernel(RandomCfg.generate(s, shape, 3 + (int) (s % 22)), s), m -> {
            Function f = m.definitions().get(0);
            for (UniformityOptions o : List.of(UniformityOptions.defaults(), UniformityOptions.llvm22())) {
              UniformityInfo fast = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), o);
              NaiveUniformity naive = NaiveUniformity.of(m, f, AMDGPU, o);
              String where = "seed " + s + " shape " + shape + " " + o;
              assertEquals(describe(naive, f), describe(fast, f), where);
              assertEquals(naive.exitCycles, exitCycleIndices(fast), where + " (cycles with divergent exit)");
            }
          })));
    }
    return tests.stream();
  }

  /** Skipping regions by dominance frontiers never changes a result, on any shape. */
  @TestFactory
  Stream<DynamicTest> shortcutsChangeNothing() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 400; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> Shrink.onFailure(kernel(RandomCfg.mixed(s, 60), s), m -> {
        Function f = m.definitions().get(0);
        UniformityInfo with = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(), UniformityOptions.defaults());
        UniformityInfo without = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm(),
            UniformityOptions.defaults().withShortcuts(false));
        assertEquals(fingerprint(without, f), fingerprint(with, f), "seed " + s + " (RandomCfg.mixed(seed, 60))");
      })));
    }
    return tests.stream();
  }

  /**
   * With only reducible cycles the cycle hierarchy, and so the answer, is the same for every DFS
   * (spec: a reducible CFG has all nodes m-converged); for irreducible CFGs the answers must agree
   * whenever the two DFS orders yield the same cycles.
   */
  @TestFactory
  Stream<DynamicTest> independentOfSuccessorOrder() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 300; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> Shrink.onFailure(kernel(RandomCfg.mixed(s, 50), s), m -> {
        Function f = m.definitions().get(0);
        UniformityInfo base = UniformityInfo.of(m, f, AMDGPU, SuccessorOrder.llvm());
        for (SuccessorOrder order : List.of(SuccessorOrder.textual(), SuccessorOrder.seeded(s),
            SuccessorOrder.seeded(~s))) {
          UniformityInfo other = UniformityInfo.of(m, f, AMDGPU, order);
          if (sameCycles(base.cycles(), other.cycles())) {
            assertEquals(fingerprint(base, f), fingerprint(other, f), "seed " + s + " order " + order);
          }
        }
      })));
    }
    return tests.stream();
  }

  static Module kernel(FlowGraph shape, long seed) {
    return KernelGenerator.generate(shape, seed, seed % 3 == 0
        ? new KernelGenerator.Options(15, 30) : KernelGenerator.Options.defaults());
  }

  private static boolean sameCycles(CycleHierarchy a, CycleHierarchy b) {
    return cycleSet(a).equals(cycleSet(b));
  }

  private static Set<String> cycleSet(CycleHierarchy h) {
    return h.cycles().stream()
        .map(c -> c.header() + ":" + c.entries().stream().sorted().toList() + ":"
            + java.util.Arrays.stream(c.blocks()).sorted().boxed().toList())
        .collect(Collectors.toCollection(TreeSet::new));
  }

  /** Divergent params, instructions and terminators, by raw id: everything a client can ask. */
  static String describe(UniformityInfo u, Function f) {
    StringBuilder sb = new StringBuilder();
    for (Param p : f.params()) {
      sb.append(u.isDivergent(p.id()) ? "D" : "u");
    }
    for (var block : f.blocks()) {
      sb.append(" ").append(block.name()).append(":");
      for (Inst i : block.insts()) {
        sb.append(u.isDivergent(i.id()) ? "D" : "u");
      }
    }
    return sb.toString();
  }

  static String describe(NaiveUniformity n, Function f) {
    StringBuilder sb = new StringBuilder();
    for (Param p : f.params()) {
      sb.append(n.divergent.get(p.id().index()) ? "D" : "u");
    }
    var index = f.index();
    for (var block : f.blocks()) {
      sb.append(" ").append(block.name()).append(":");
      for (Inst i : block.insts()) {
        boolean d = i.isTerminator() ? n.divergentTerminators.get(index.blockOf(i.id()))
            : n.divergent.get(i.id().index());
        sb.append(d ? "D" : "u");
      }
    }
    return sb.toString();
  }

  private static Set<Integer> exitCycleIndices(UniformityInfo u) {
    return u.cyclesWithDivergentExit().stream().map(Cycle::index).collect(Collectors.toCollection(TreeSet::new));
  }

  /** Marks plus the cycle sections and the temporal list, in a comparable form. */
  static String fingerprint(UniformityInfo u, Function f) {
    return describe(u, f) + "\nassumed " + u.cyclesAssumedDivergent().stream().map(Cycle::header).sorted().toList()
        + "\nexits " + u.cyclesWithDivergentExit().stream().map(Cycle::header).sorted().toList()
        + "\ntemporal " + u.temporalDivergence().stream()
            .map(t -> t.value().index() + "->" + t.user().index() + "@" + t.cycle().header())
            .sorted().toList();
  }
}
