package dev.cvg.analysis.uniformity;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.Arrays;

/**
 * Steady-state timing of the analysis, as {@code cvg uniformity --time} and the LLVM comparison
 * report it: warm up in this JVM, then time five runs and take the median. Each run analyses
 * every defined function of the module from a fresh snapshot ({@link Function#unindexedCopy()}),
 * so the dense view, dominators, cycles and uniformity are all inside the measurement; parsing
 * is not.
 */
public final class UniformityTiming {
  /** The number of timed runs whose median is reported. */
  public static final int TIMED_RUNS = 5;

  private UniformityTiming() {}

  /**
   * Returns the median time in milliseconds of {@value #TIMED_RUNS} runs, after warming up for at
   * least {@code warmupNanos} and at least {@value #TIMED_RUNS} runs.
   *
   * @param m the module whose definitions are analysed
   * @param target the target model
   * @param order the successor order of the cycle DFS
   * @param options the analysis options
   * @param warmupNanos the least warm-up time, in nanoseconds
   * @return the median time of analysing every definition, in milliseconds
   */
  public static double medianMillis(Module m, TargetModel target, SuccessorOrder order,
      UniformityOptions options, long warmupNanos) {
    long warmUntil = System.nanoTime() + warmupNanos;
    for (int warm = 0; warm < TIMED_RUNS || System.nanoTime() < warmUntil; warm++) {
      analyseAll(m, target, order, options);
    }
    double[] runs = new double[TIMED_RUNS];
    for (int i = 0; i < runs.length; i++) {
      runs[i] = analyseAll(m, target, order, options);
    }
    Arrays.sort(runs);
    return runs[TIMED_RUNS / 2];
  }

  private static double analyseAll(Module m, TargetModel target, SuccessorOrder order,
      UniformityOptions options) {
    Function[] cold = m.definitions().stream().map(Function::unindexedCopy).toArray(Function[]::new);
    long t0 = System.nanoTime();
    for (Function f : cold) {
      UniformityInfo.of(m, f, target, order, options);
    }
    return (System.nanoTime() - t0) / 1e6;
  }
}
