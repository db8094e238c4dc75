package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.cli.llvm.UniformityMarks;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import dev.cvg.testkit.Llvm22;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The analysis on kernels of the benchmark's family ({@code RandomCfg.Shape.IRREDUCIBLE}, one
 * loop spanning nearly the whole function, irreducible and assumed-divergent cycles of hundreds
 * of blocks inside it), at 1,000 to 3,000 blocks: sizes where the default options collapse
 * assumed-divergent cycles ({@link UniformityOptions#COLLAPSE_FROM}) and the small generated
 * kernels of {@link UniformityDifferentialTest} never reach.
 *
 * <ul>
 *   <li>With LLVM 22's rules and options every mark equals {@code opt-22}'s (skipped without it).
 *   <li>The default answer (collapsing) keeps every divergent value and use of the exact one
 *       (never collapsing), and some kernel must have an assumed cycle large enough to collapse.
 * </ul>
 */
class LargeKernelDifferentialTest {
  private static final int[] SIZES = {1000, 1500, 2000, 3000};
  private static final long[] SEEDS = {20261122L, 7L, 99L};

  @TestFactory
  Stream<DynamicTest> llvm22RulesMatchOptOnLargeKernels() {
    Llvm22.assume(OptUniformity.TOOL);
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed : SEEDS) {
      for (int n : SIZES) {
        tests.add(DynamicTest.dynamicTest("seed " + seed + ", " + n + " blocks", () -> {
          Module m = kernel(seed, n);
          Function f = m.definitions().get(0);
          UniformityMarks expected = UniformityMarks.parse(OptUniformity.run(IrPrinter.print(m), "amdgcn--"))
              .get(f.name());
          TargetModel t22 = Targets.forTriple("amdgcn--", "", TargetRules.LLVM_22);
          UniformityMarks ours = marks(m, f, UniformityInfo.of(m, f, t22, SuccessorOrder.llvm(),
              UniformityOptions.llvm22()));
          assertEquals(expected, ours, "LLVM 22 rules differ from opt-22 on seed " + seed + ", " + n + " blocks");
        }));
      }
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> collapsingKeepsEveryMarkOnLargeKernels() {
    List<DynamicTest> tests = new ArrayList<>();
    int[] collapsedSomewhere = new int[1];
    for (long seed : SEEDS) {
      for (int n : SIZES) {
        tests.add(DynamicTest.dynamicTest("seed " + seed + ", " + n + " blocks", () -> {
          Module m = kernel(seed, n);
          Function f = m.definitions().get(0);
          TargetModel up = Targets.forTriple("amdgcn--", "", TargetRules.UPSTREAM);
          UniformityInfo collapsed = UniformityInfo.of(m, f, up, SuccessorOrder.llvm(), UniformityOptions.defaults());
          UniformityInfo exact = UniformityInfo.of(m, f, up, SuccessorOrder.llvm(),
              UniformityOptions.defaults().withCollapseFrom(Integer.MAX_VALUE));
          UniformityMarks c = marks(m, f, collapsed);
          UniformityMarks e = marks(m, f, exact);
          String where = " on seed " + seed + ", " + n + " blocks";
          assertTrue(c.arguments().containsAll(e.arguments()), "collapsing dropped a divergent argument" + where);
          e.blocks().forEach((block, marks) -> {
            for (int k = 0; k < marks.size(); k++) {
              assertTrue(!marks.get(k) || c.blocks().get(block).get(k),
                  "collapsing dropped the mark of instruction " + k + " of " + block + where);
            }
          });
          Set<String> lost = new TreeSet<>(divergentUses(exact, f));
          lost.removeAll(divergentUses(collapsed, f));
          assertTrue(lost.isEmpty(), "collapsing dropped divergent uses " + lost + where);
          if (collapsed.cyclesAssumedDivergent().stream().anyMatch(a -> a.size() >= UniformityOptions.COLLAPSE_FROM)) {
            collapsedSomewhere[0]++;
          }
        }));
      }
    }
    tests.add(DynamicTest.dynamicTest("some kernel has a cycle large enough to collapse", () ->
        assertTrue(collapsedSomewhere[0] > 0, "no kernel has an assumed-divergent cycle of "
            + UniformityOptions.COLLAPSE_FROM + " blocks; the comparison does not reach the collapse")));
    return tests.stream();
  }

  /**
   * Every divergent use as {@code "user:value"}. The printed temporal list is not compared: cycles
   * nested in a collapsed one are not analysed, so their temporal divergence is not listed
   * (docs/uniformity.md), while {@code isDivergentUse} answers for every use.
   */
  private static Set<String> divergentUses(UniformityInfo u, Function f) {
    Set<String> uses = new TreeSet<>();
    for (var block : f.blocks()) {
      for (Inst i : block.insts()) {
        for (Value v : i.operands()) {
          if (v instanceof Value.Local l && u.isDivergentUse(i.id(), l.id())) {
            uses.add(i.id() + ":" + l.id());
          }
        }
      }
    }
    return uses;
  }

  private static Module kernel(long seed, int blocks) {
    return KernelGenerator.generate(RandomCfg.generate(seed, RandomCfg.Shape.IRREDUCIBLE, blocks), seed,
        KernelGenerator.Options.defaults());
  }

  private static UniformityMarks marks(Module m, Function f, UniformityInfo u) {
    return UniformityMarks.parse(UniformityPrinter.print(m, f, u)).get(f.name());
  }
}
