package dev.cvg.analysis.cycle;

import dev.cvg.generate.RandomCfg;
import dev.cvg.generate.SeedCount;
import dev.cvg.graph.ArbitraryGraphs;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/** The LLVM-style cycle builder against the recursive-SCC definition, for several DFS orders. */
class CycleReferenceTest {
  private static final int SEEDS = SeedCount.of(2000);

  @TestFactory
  Stream<DynamicTest> arbitraryGraphsMatchDefinition() {
    return LongStream.range(0, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = ArbitraryGraphs.of(seed, seed % 4 == 0 ? 60 : 20);
      CycleChecks.assertMatchesReference(g, SuccessorOrder.llvm(), "arbitrary seed " + seed);
      CycleChecks.assertMatchesReference(g, SuccessorOrder.textual(), "arbitrary seed " + seed);
      CycleChecks.assertMatchesReference(g, SuccessorOrder.seeded(seed), "arbitrary seed " + seed);
    }));
  }

  @TestFactory
  Stream<DynamicTest> randomCfgsMatchDefinition() {
    return LongStream.range(0, SEEDS).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = RandomCfg.mixed(seed, seed % 10 == 0 ? 150 : 40);
      CycleChecks.assertMatchesReference(g, SuccessorOrder.llvm(), "RandomCfg.mixed seed " + seed);
      CycleChecks.assertMatchesReference(g, SuccessorOrder.seeded(~seed), "RandomCfg.mixed seed " + seed);
    }));
  }
}
