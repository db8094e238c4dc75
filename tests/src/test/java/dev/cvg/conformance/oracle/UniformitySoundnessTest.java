package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.trace.DynamicUniformity;
import dev.cvg.reduce.Shrink;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import dev.cvg.testkit.FinishedRuns;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Soundness of the static uniformity analysis against the oracle: on generated kernels (random
 * structured, unstructured and irreducible CFGs), every value the analysis reports uniform is
 * dynamically uniform at every converged group, and every use it reports uniform reads one
 * value per group — under LLVM's cycle hierarchy, the textual one and seeded ones, because
 * the analysis claims m-convergence: independence of the hierarchy.
 *
 * <p>Every kernel has step counters ({@link KernelGenerator.Options#terminating}), so its runs
 * finish; a run that hits a bound proves nothing, and a kernel none of whose runs finished fails
 * ({@link FinishedRuns}, which also prints each test's finished-run rate). A soundness failure
 * names the seed and hierarchy and prints the kernel {@link Shrink reduced} to a small one on
 * which some run still contradicts a uniform claim.
 */
class UniformitySoundnessTest {
  static final int KERNELS = 120;
  static final int THREADS = 64;
  static final OracleConfig CONFIG = OracleConfig.defaults().withStepBound(4000).withMaxRounds(32)
      .withRecording(OracleConfig.Recording.UNIFORMITY);

  static List<HierarchyChoice> hierarchies(long seed) {
    return List.of(HierarchyChoice.llvm(), HierarchyChoice.order(SuccessorOrder.textual()),
        HierarchyChoice.order(SuccessorOrder.seeded(seed)), HierarchyChoice.order(SuccessorOrder.seeded(~seed)));
  }

  static final String[] HIERARCHY_NAMES = {"llvm", "textual", "seeded(seed)", "seeded(~seed)"};
  private static final FinishedRuns GENERATED = new FinishedRuns("staticallyUniformValuesAreDynamicallyUniform", "kernels");
  private static final FinishedRuns TERMINATING = new FinishedRuns("terminatingKernelsIncludingIrreducibleOnes", "kernels");
  private static final FinishedRuns CONSTANT_PHIS = new FinishedRuns("terminatingKernelsWithConstantPhis", "kernels");
  private static final FinishedRuns LARGER = new FinishedRuns("largerIrreducibleKernels", "kernels");
  private static final FinishedRuns TOKENS = new FinishedRuns("terminatingKernelsWithTokens", "kernels");

  /** Blocks a counted kernel executes before its branches steer to a return. */
  static final int STEP_LIMIT = 12;

  /**
   * Returns the seeds of the {@value #KERNELS} kernels of {@link #staticallyUniformValuesAreDynamicallyUniform}:
   * the first seeds from 1 whose {@link RandomCfg#mixed} shape lets every block reach a return
   * (for the others no step limit helps: {@link KernelGenerator#canTerminate}).
   */
  static List<Long> kernelSeeds() {
    List<Long> seeds = new ArrayList<>();
    for (long seed = 1; seeds.size() < KERNELS; seed++) {
      if (KernelGenerator.canTerminate(RandomCfg.mixed(seed, 14))) {
        seeds.add(seed);
      }
    }
    return seeds;
  }

  /**
   * Returns the kernel of {@code seed}: a {@link RandomCfg#mixed} shape of up to 14 blocks, the
   * generator's default mix, and step counters ({@value #STEP_LIMIT} blocks).
   *
   * @throws IllegalArgumentException if the shape cannot terminate (not one of {@link #kernelSeeds})
   */
  static Module kernel(long seed) {
    return KernelGenerator.generate(RandomCfg.mixed(seed, 14), seed,
        KernelGenerator.Options.defaults().terminating(STEP_LIMIT));
  }

  /**
   * Returns a kernel with step counters ({@link KernelGenerator.Options#terminating}) over a
   * random shape, irreducible for even seeds (with many sideways jumps), structured or
   * unstructured for odd ones, printed and re-parsed so it goes through the same front door as
   * user input; null if some block of the shape cannot reach a return.
   */
  static Module terminatingKernel(long seed) {
    return terminatingKernel(seed, false);
  }

  /** {@link #terminatingKernel(long)}, with {@link KernelGenerator.Options#constantPhis()} if asked. */
  static Module terminatingKernel(long seed, boolean constantPhis) {
    SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 7);
    RandomCfg.Shape shape = seed % 2 == 0 ? RandomCfg.Shape.IRREDUCIBLE : RandomCfg.Shape.values()[(int) (seed / 2 % 2)];
    // For IRREDUCIBLE the goto knob is also the number of sideways jumps per 1000 nodes.
    int gotos = shape == RandomCfg.Shape.IRREDUCIBLE ? 250 : 10;
    FlowGraph g = RandomCfg.generate(seed, new RandomCfg.Options(shape, 6 + rnd.nextInt(12), gotos, 5, 5, 15, 0, 0));
    if (!KernelGenerator.canTerminate(g)) {
      return null;
    }
    KernelGenerator.Options options = KernelGenerator.Options.defaults().terminating(6 + rnd.nextInt(10));
    return OracleFixture.parse(IrPrinter.print(KernelGenerator.generate(g, seed,
        constantPhis ? options.withConstantPhis() : options)));
  }

  /** Returns the number of runs of {@code m} that finished; fails on the first unsound claim. */
  static int check(Module m, long seed, long[] observed) {
    return check(m, seed, observed, UniformityOptions.defaults());
  }

  /** Returns the number of runs of {@code m} that finished, analysed with {@code options}. */
  static int check(Module m, long seed, long[] observed, UniformityOptions options) {
    Function f = m.function("kernel").orElseThrow();
    TargetModel target = Targets.forModule(m, Optional.empty());
    UniformityInfo info = UniformityInfo.of(m, f, target, SuccessorOrder.llvm(), options);
    var findings = info.verify();
    assertTrue(findings.isEmpty(), "seed " + seed + ": UniformityInfo.verify() reports " + findings);
    ThreadInputs inputs = new ThreadInputs(THREADS, Arguments.seeded(m, f, target, THREADS, seed), Optional.empty());
    int finished = 0;
    List<HierarchyChoice> hs = hierarchies(seed);
    for (int h = 0; h < hs.size(); h++) {
      CompiledModule cm = CompiledModule.compile(m, target, hs.get(h));
      Execution e = Oracle.run(cm, "kernel", inputs, CONFIG);
      if (!e.isOk()) {
        continue;
      }
      finished++;
      String where = "seed " + seed + ", hierarchy " + HIERARCHY_NAMES[h];
      verify(f, info, e, where, observed);
    }
    return finished;
  }

  /** Checks one run; counts values seen uniform ({@code observed[0]}) and divergent ({@code observed[1]}). */
  static void verify(Function f, UniformityInfo info, Execution e, String where, long[] observed) {
    DynamicUniformity u = e.uniformity().orElseThrow();
    CompiledFunction cf = e.entry();
    for (int k = 0; k < cf.paramCount(); k++) {
      var id = f.params().get(k).id();
      if (!info.isDivergent(id) && u.uniform(cf.paramInstance(k)).equals(Optional.of(false))) {
        fail(where + ": parameter %" + f.nameOf(id).orElse("?") + " is statically uniform but not dynamically");
      }
    }
    for (int pc = 0; pc < cf.size(); pc++) {
      Inst i = cf.inst(pc);
      int inst = cf.staticInstance(pc);
      if (i.hasResult()) {
        u.uniform(inst).ifPresent(b -> observed[b ? 0 : 1]++);
      }
      if (i.hasResult() && !info.isDivergent(i.id().value()) && u.uniform(inst).equals(Optional.of(false))) {
        fail(where + ": %" + f.nameOf(i.id().value()).orElse("?")
            + " is statically uniform but differs between converged threads");
      }
      List<Value> ops = i.operands();
      for (int k = 0; k < ops.size(); k++) {
        if (ops.get(k) instanceof Value.Local l && !info.isDivergentUse(i.id(), l.id())
            && u.uniformAtUse(inst, k).equals(Optional.of(false))) {
          fail(where + ": the use of %" + f.nameOf(l.id()).orElse("?") + " by "
              + f.nameOf(i.id().value()).map(n -> "%" + n).orElse(i.opcode().mnemonic())
              + " is statically uniform but reads different values in one converged group");
        }
      }
    }
  }

  @TestFactory
  Stream<DynamicTest> staticallyUniformValuesAreDynamicallyUniform() {
    return kernelSeeds().stream().map(s -> DynamicTest.dynamicTest("seed " + s,
        () -> checkCounted(kernel(s), s, UniformityOptions.defaults(), GENERATED, "seed " + s)));
  }

  /** The same property on kernels that always terminate, irreducible ones included. */
  @TestFactory
  Stream<DynamicTest> terminatingKernelsIncludingIrreducibleOnes() {
    return terminatingTests(false, "terminating seed ");
  }

  /**
   * The same property on the terminating kernels with constant phis: each phi reads a constant
   * per predecessor, so it differs between converged threads exactly when they arrived on
   * different edges, and a join the analysis misses is a phi claimed uniform that the oracle sees
   * differ. With data-carrying phis such a miss is usually hidden by an operand already divergent.
   */
  @TestFactory
  Stream<DynamicTest> terminatingKernelsWithConstantPhis() {
    return terminatingTests(true, "constant-phi seed ");
  }

  /**
   * Checks {@code m} ({@link #check}, reducing it on an unsound claim) and records its finished
   * runs in {@code tally}, which fails the kernel if none finished; returns how many did.
   */
  private static int checkCounted(Module m, long seed, UniformityOptions o, FinishedRuns tally, String name) {
    // only soundness is reduced: a candidate that stops terminating is no counterexample
    int[] finished = new int[1];
    Shrink.onFailure(m, x -> finished[0] = check(x, seed, new long[2], o));
    tally.record(name, finished[0], hierarchies(seed).size());
    return finished[0];
  }

  @AfterAll
  static void finishedRunRates() {
    for (FinishedRuns f : List.of(GENERATED, TERMINATING, CONSTANT_PHIS, LARGER, TOKENS)) {
      System.out.println("[oracle soundness] " + f.summary());
    }
  }

  private static Stream<DynamicTest> terminatingTests(boolean constantPhis, String name) {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= KERNELS; seed++) {
      long s = seed;
      Module m = terminatingKernel(s, constantPhis);
      if (m != null) {
        tests.add(DynamicTest.dynamicTest(name + s, () -> {
          int finished = checkCounted(m, s, UniformityOptions.defaults(), constantPhis ? CONSTANT_PHIS : TERMINATING,
              name + s);
          assertTrue(finished == hierarchies(s).size(), "seed " + s + ": only " + finished + " runs finished");
        }));
      }
    }
    return tests.stream();
  }

  /**
   * The same property on larger irreducible kernels (20 to 49 blocks, many sideways jumps, a
   * third of the branches divergent, step limit 20), analysed with the default options and with
   * every assumed-divergent cycle of 3 blocks or more collapsed
   * ({@code UniformityOptions.collapseAssumedFrom}), the mode large functions use.
   */
  @TestFactory
  Stream<DynamicTest> largerIrreducibleKernels() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 300; seed++) {
      long s = seed;
      FlowGraph g = RandomCfg.generate(s, new RandomCfg.Options(RandomCfg.Shape.IRREDUCIBLE,
          20 + (int) (s % 30), 150, 5, 5, 15, 0, 0));
      if (!KernelGenerator.canTerminate(g)) {
        continue;
      }
      Module m = OracleFixture.parse(IrPrinter.print(KernelGenerator.generate(g, s,
          new KernelGenerator.Options(30, 30).terminating(20))));
      for (UniformityOptions o : List.of(UniformityOptions.defaults(),
          UniformityOptions.defaults().withCollapseFrom(3))) {
        String name = "irreducible seed " + s + ", collapse from " + o.collapseAssumedFrom();
        tests.add(DynamicTest.dynamicTest(name, () -> checkCounted(m, s, o, LARGER, name)));
      }
    }
    return tests.stream();
  }

  /**
   * The same property on terminating kernels with convergence control tokens (entry, anchor and
   * loop-heart tokens on the convergent calls, {@code KernelGenerator.Tokens.careful()}): the
   * token-region exemption from temporal divergence ({@code UniformityOptions.tokenRegions}) is
   * checked against the oracle's controlled convergence. Kernels the verifiers reject (most of
   * the irreducible ones: a loop heart needs a reducible cycle) are skipped; at least 120 of the
   * 800 must remain.
   */
  @TestFactory
  Stream<DynamicTest> terminatingKernelsWithTokens() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 800; seed++) {
      long s = seed;
      FlowGraph g = RandomCfg.generate(s, new RandomCfg.Options(
          s % 2 == 0 ? RandomCfg.Shape.IRREDUCIBLE : RandomCfg.Shape.STRUCTURED,
          8 + (int) (s % 20), 100, 5, 5, 15, 0, 0));
      if (!KernelGenerator.canTerminate(g)) {
        continue;
      }
      Module m = KernelGenerator.generate(g, s, new KernelGenerator.Options(30, 40).terminating(15)
          .withTokens(KernelGenerator.Tokens.careful()));
      if (!dev.cvg.ir.verify.IrVerifier.verify(m).isEmpty()
          || !dev.cvg.convergence.ConvergenceVerifier.verify(m, dev.cvg.target.GpuTarget.amdgpu()).isEmpty()) {
        continue;
      }
      Module parsed = OracleFixture.parse(IrPrinter.print(m));
      tests.add(DynamicTest.dynamicTest("token seed " + s,
          () -> checkCounted(parsed, s, UniformityOptions.defaults(), TOKENS, "token seed " + s)));
    }
    assertTrue(tests.size() >= 120, "only " + tests.size() + " of 800 token kernels verify");
    return tests.stream();
  }

  /**
   * The property is only meaningful if the kernels exercise it: every run of the generated
   * kernels finishes (each kernel is also checked by its own test), at most a quarter of the
   * seeds is passed over for a shape that cannot terminate, at least 25 of the terminating
   * kernels have irreducible cycles, and the runs see more than 1000 values uniform and 1000
   * divergent.
   */
  @Test
  void kernelsExerciseTheProperty() {
    long[] observed = new long[2];
    List<Long> seeds = kernelSeeds();
    for (long seed : seeds) {
      assertEquals(hierarchies(seed).size(), check(kernel(seed), seed, observed), "seed " + seed + ": runs finished");
    }
    long passedOver = seeds.get(seeds.size() - 1) - seeds.size();
    assertTrue(passedOver * 4 <= seeds.size(), passedOver + " seeds passed over for " + KERNELS + " kernels");
    int irreducible = 0;
    for (long seed = 1; seed <= KERNELS; seed++) {
      Module m = terminatingKernel(seed);
      if (m != null) {
        check(m, seed, observed);
        var cycles = dev.cvg.analysis.cycle.CycleHierarchy.of(m.function("kernel").orElseThrow().index().cfg());
        irreducible += cycles.cycles().stream().anyMatch(c -> !c.isReducible()) ? 1 : 0;
      }
    }
    assertTrue(irreducible >= 25, "only " + irreducible + " terminating kernels are irreducible");
    assertTrue(observed[0] > 1000 && observed[1] > 1000,
        "the runs observed " + observed[0] + " uniform and " + observed[1] + " divergent values");
    System.out.println("[oracle soundness] generated kernels: " + passedOver + " seeds up to " + seeds.get(seeds.size() - 1)
        + " passed over (a block cannot reach a return); the runs saw " + observed[0] + " values uniform and "
        + observed[1] + " divergent at their groups");
  }
}
