package dev.cvg.bench;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.graph.FlowGraph;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The CFG analyses on the shared benchmark CFGs: Semi-NCA dominator and post-dominator trees and
 * the cycle hierarchy (LLVM's DFS), one input setup for all three.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class CfgAnalysesBench {
  @Param({"1000", "10000", "50000", "100000", "200000"})
  int blocks;

  private FlowGraph cfg;

  /** Builds the input outside the measurement. */
  @Setup
  public void setup() {
    cfg = Shapes.cfg(blocks);
  }

  /** Builds the dominator tree. */
  @Benchmark
  public DominatorTree dominators() {
    return DominatorTree.of(cfg);
  }

  /** Builds the post-dominator tree. */
  @Benchmark
  public PostDominatorTree postDominators() {
    return PostDominatorTree.of(cfg);
  }

  /** Builds the cycle hierarchy. */
  @Benchmark
  public CycleHierarchy cycles() {
    return CycleHierarchy.of(cfg);
  }
}
