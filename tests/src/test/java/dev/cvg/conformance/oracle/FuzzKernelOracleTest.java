package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.generate.FuzzKernels;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The kernels of {@code cvg fuzz} ({@link FuzzKernels}, terminating by default) in the oracle:
 * every run of 64 threads finishes (step counters, counted loops and convergent callees
 * included) under each cycle hierarchy the oracle may pick, careful tokens give no
 * contradictory convergence, and every value the uniformity analysis calls uniform is
 * dynamically uniform ({@link UniformitySoundnessTest#verify}).
 */
class FuzzKernelOracleTest {
  /** Steps per thread: far above what a step limit of 64 blocks (and callees of their own) allows. */
  private static final OracleConfig CONFIG = OracleConfig.defaults().withStepBound(200_000).withMaxRounds(32)
      .withRecording(OracleConfig.Recording.UNIFORMITY);

  @TestFactory
  Stream<DynamicTest> everyRunFinishesAndUniformClaimsHold() {
    List<DynamicTest> tests = new ArrayList<>();
    for (FuzzKernels.TokenMode mode : List.of(FuzzKernels.TokenMode.NONE, FuzzKernels.TokenMode.CAREFUL)) {
      for (FuzzKernels.Size size : List.of(FuzzKernels.Size.TINY, FuzzKernels.Size.SMALL)) {
        int seeds = size == FuzzKernels.Size.TINY ? 40 : 15;
        for (long seed = 0; seed < seeds; seed++) {
          long s = seed;
          String where = "seed " + seed + " " + size + " " + mode;
          tests.add(DynamicTest.dynamicTest(where, () -> check(FuzzKernels.kernel(s, size, mode), s, where)));
        }
      }
    }
    return tests.stream();
  }

  private static void check(Module generated, long seed, String where) {
    Module m = OracleFixture.parse(IrPrinter.print(generated));
    Function f = m.function("kernel").orElseThrow();
    TargetModel target = Targets.forModule(m, Optional.empty());
    UniformityInfo info = UniformityInfo.of(m, f, target, SuccessorOrder.llvm(), UniformityOptions.defaults());
    ThreadInputs inputs = new ThreadInputs(UniformitySoundnessTest.THREADS,
        Arguments.seeded(m, f, target, UniformitySoundnessTest.THREADS, seed), Optional.empty());
    long[] observed = new long[2];
    var hierarchies = UniformitySoundnessTest.hierarchies(seed);
    for (int h = 0; h < hierarchies.size(); h++) {
      String run = where + ", hierarchy " + UniformitySoundnessTest.HIERARCHY_NAMES[h];
      Execution e = Oracle.run(CompiledModule.compile(m, target, hierarchies.get(h)), "kernel", inputs, CONFIG);
      assertTrue(e.isOk(), () -> run + ": " + e.reason().orElse("?") + "\n" + IrPrinter.print(m));
      UniformitySoundnessTest.verify(f, info, e, run, observed);
    }
  }
}
