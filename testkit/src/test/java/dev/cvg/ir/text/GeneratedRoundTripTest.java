package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.SplittableRandom;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Kernels built in memory by {@link KernelGenerator} (not by the parser) print to text that
 * parses back to the same blocks, names and instruction shapes, and prints identically.
 */
class GeneratedRoundTripTest {

  /** A seeded random CFG with 1..12 nodes, 0..2 successors each (self loops and multi-edges allowed). */
  static FlowGraph randomShape(SplittableRandom rnd) {
    int n = 1 + rnd.nextInt(12);
    int[][] succ = new int[n][];
    for (int i = 0; i < n; i++) {
      int k = i == n - 1 ? 0 : rnd.nextInt(3);
      succ[i] = new int[k];
      for (int j = 0; j < k; j++) {
        succ[i][j] = rnd.nextInt(n);
      }
    }
    return FlowGraph.of(succ);
  }

  @TestFactory
  Stream<DynamicTest> generatedKernelsRoundTrip() {
    return LongStream.range(0, 60).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      SplittableRandom rnd = new SplittableRandom(seed);
      Module m = KernelGenerator.generate(randomShape(rnd), seed, KernelGenerator.Options.defaults());
      String text = IrPrinter.print(m);
      Module back;
      try {
        back = IrParser.parse(text, "gen.ll");
      } catch (ParseException e) {
        throw new AssertionError("seed " + seed + ": " + e.render() + "\n" + text, e);
      }
      assertEquals(text, IrPrinter.print(back), "seed " + seed);
      Function before = m.function("kernel").orElseThrow();
      Function after = back.function("kernel").orElseThrow();
      assertEquals(before.blocks().map(Block::name).toJavaList(), after.blocks().map(Block::name).toJavaList(),
          "seed " + seed);
      assertEquals(before.blocks().flatMap(Block::insts).map(Inst::opcode).toJavaList(),
          after.blocks().flatMap(Block::insts).map(Inst::opcode).toJavaList(), "seed " + seed);
    }));
  }
}
