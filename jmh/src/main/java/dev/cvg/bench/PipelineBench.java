package dev.cvg.bench;

import dev.cvg.ir.Module;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
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
 * The whole pass pipeline of {@code cvg opt} (every pass, guards and per-step verifiers on, as the
 * command runs it) over the shared benchmark kernel; parsing and printing excluded.
 * docs/performance.md, "Pass pipeline", compares it with {@code opt-22} on the same file.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class PipelineBench {
  /** The pipeline of the issue: all of cvg's passes, simplifycfg again at the end. */
  public static final String PIPELINE = "simplifycfg,licm,loop-unroll,jump-threading,hoist-sink,sink,inline,simplifycfg";

  @Param({"1000", "10000"})
  int blocks;

  private Module kernel;
  private PassManager manager;

  /** Builds the kernel and the manager outside the measurement. */
  @Setup
  public void setup() {
    kernel = Shapes.kernel(blocks);
    manager = PassManager.of(BuiltinPasses.registry(), PIPELINE, PassOptions.defaults());
  }

  /** Runs the pipeline once. */
  @Benchmark
  public PipelineResult pipeline() {
    return manager.run(kernel);
  }
}
