package dev.cvg.bench;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The whole analysis the uniformity issue benchmarks: dense view, dominators, cycles and
 * uniformity of a benchmark kernel, from a snapshot without cached analyses (parsing excluded).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgs = {"-Xmx4g", "-Xss16m"})
public class UniformityBench {
  @Param({"1000", "10000", "50000", "100000", "200000"})
  int blocks;

  /** The CFG family ({@code -p shape=STRUCTURED} for another); the table uses the default. */
  @Param({"IRREDUCIBLE"})
  String shape;

  private Module module;
  private Function kernel;
  private TargetModel target;
  private Function cold;

  /** Generates the kernel once and builds its dense view. */
  @Setup
  public void setup() {
    module = Shapes.kernel(blocks, dev.cvg.generate.RandomCfg.Shape.valueOf(shape));
    kernel = module.function("kernel").orElseThrow();
    kernel.index();
    target = Targets.forModule(module, Optional.empty());
  }

  /** Gives every invocation a snapshot whose dense index is not yet built. */
  @Setup(Level.Invocation)
  public void coldSnapshot() {
    cold = kernel.unindexedCopy();
  }

  /** Analyses the kernel from a cold snapshot (dense view built inside the measurement). */
  @Benchmark
  public Object analyse() {
    return LlvmComparison.analyse(module, cold, target);
  }

  /** Analyses the kernel whose dense view already exists (dominators, cycles, uniformity only). */
  @Benchmark
  public Object analyseWarmIndex() {
    return LlvmComparison.analyse(module, kernel, target);
  }
}
