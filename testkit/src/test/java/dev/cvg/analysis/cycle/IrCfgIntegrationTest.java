package dev.cvg.analysis.cycle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Function;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The analyses see the same CFG through {@code Function.index().cfg()} as through the shape an
 * IR function was generated from: same successor and predecessor order (which the LLVM print
 * order depends on) and the same {@code print<cycles>} text up to the entry block's name.
 */
class IrCfgIntegrationTest {

  @TestFactory
  Stream<DynamicTest> irCfgMatchesShape() {
    return LongStream.range(0, SeedCount.of(200)).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph shape = RandomCfg.generate(seed, RandomCfg.Shape.values()[(int) (seed % 3)],
          2 + (int) (seed % 40));
      Function kernel = KernelGenerator.generate(shape, seed, KernelGenerator.Options.defaults())
          .function("kernel").orElseThrow();
      FlowGraph cfg = kernel.index().cfg();
      assertEquals(shape.size(), cfg.size(), "seed " + seed);
      for (int v = 0; v < shape.size(); v++) {
        assertArrayEquals(shape.successors(v), cfg.successors(v), "seed " + seed + " node " + v);
        assertArrayEquals(shape.predecessors(v), cfg.predecessors(v), "seed " + seed + " node " + v);
      }
      String fromShape = CyclePrinter.print("kernel", CycleHierarchy.of(shape));
      String fromIr = CyclePrinter.print("kernel", CycleHierarchy.of(cfg));
      assertEquals(fromShape, fromIr.replaceAll("\\bentry\\b", "bb0"), "seed " + seed);
    }));
  }
}
