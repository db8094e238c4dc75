package dev.cvg.bench;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
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

/** Cost of turning a CFG shape into a kernel (the setup cost of every other benchmark). */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class KernelGeneratorBench {
  @Param({"1000", "10000"})
  int blocks;

  private FlowGraph shape;

  /** Builds a chain of diamonds with a back edge every eighth block. */
  @Setup
  public void setup() {
    int[][] succ = new int[blocks][];
    for (int i = 0; i < blocks; i++) {
      if (i == blocks - 1) {
        succ[i] = new int[0];
      } else if (i % 8 == 7) {
        succ[i] = new int[] {i + 1, i - 5};
      } else {
        succ[i] = new int[] {i + 1};
      }
    }
    shape = FlowGraph.of(succ);
  }

  /** Generates one kernel. */
  @Benchmark
  public Module generate() {
    return KernelGenerator.generate(shape, 42, KernelGenerator.Options.defaults());
  }
}
