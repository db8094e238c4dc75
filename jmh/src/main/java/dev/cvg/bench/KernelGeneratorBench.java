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

/** Cost of turning a benchmark CFG into a kernel (the setup of the uniformity and oracle benchmarks). */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class KernelGeneratorBench {
  @Param({"1000", "10000", "100000"})
  int blocks;

  private FlowGraph shape;

  /** Builds the shape outside the measurement. */
  @Setup
  public void setup() {
    shape = Shapes.cfg(blocks);
  }

  /** Generates one kernel. */
  @Benchmark
  public Module generate() {
    return KernelGenerator.generate(shape, Shapes.SEED, KernelGenerator.Options.defaults());
  }
}
