package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.cli.llvm.UniformityComparison;
import dev.cvg.cli.llvm.UniformityMarks;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.reduce.Shrink;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import dev.cvg.testkit.ExpectedFailures;
import dev.cvg.testkit.Llvm22;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Differential test against {@code opt-22 -mtriple=amdgcn-- -passes='print<uniformity>'} on
 * generated kernels ({@link RandomCfg#mixed} shapes — structured, unstructured and irreducible —
 * filled by {@link KernelGenerator}, alternately with half and with 15% of the branches
 * divergent), skipped when {@code opt-22} is absent.
 *
 * <p>Two comparisons per kernel. With LLVM 22's rules ({@link TargetRules#LLVM_22},
 * {@link UniformityOptions#llvm22()}) every mark must equal opt's: instructions, arguments, cycle
 * sections and temporal divergence. With the post-22 rules and options, except the exited-cycle
 * fix, cvg may only be more precise: each instruction, cycle or temporal entry cvg reports
 * divergent must be divergent for opt too (the refinements are the equal-value phi rule and the
 * upstream target rules), and each refinement is checked with the oracle ({@link OracleEvidence}).
 * A refinement no oracle run could judge (no run finished) fails, unless
 * {@code golden/uniformity/differential-undecided.txt} lists its seed with the reason and the
 * oracle's message; a listed seed that has a finished run, no refinement or another message fails
 * too. The exited-cycle fix
 * ({@link UniformityOptions#exitedCycleByContainment()}) may only add divergence to that. Kernels are
 * analysed by opt in batches of {@value #BATCH} functions per module to keep the run short; a
 * failing kernel is reduced on its own by {@link Shrink}, opt analysing every candidate.
 */
class UniformityDifferentialTest {
  static final int KERNELS = 900;
  /**
   * Kernels from this index on read constants in their phis ({@link KernelGenerator.Options#constantPhis()}),
   * so a join LLVM and cvg judge differently shows as a mark, and count steps where their shape can
   * return, so the oracle can judge a refinement.
   */
  static final int CONSTANT_PHIS_FROM = 600;
  static final int BATCH = 50;
  static final int MAX_BLOCKS = 40;
  private static final AtomicInteger REFINED = new AtomicInteger();
  private static final AtomicInteger EXACT = new AtomicInteger();
  private static final AtomicInteger EXIT_FIX = new AtomicInteger();
  private static final AtomicInteger REFINED_CONFIRMED = new AtomicInteger();
  private static final AtomicInteger REFINED_UNDECIDED = new AtomicInteger();
  private static final java.util.Queue<Long> UNDECIDED_SEEDS = new java.util.concurrent.ConcurrentLinkedQueue<>();
  private static final AtomicInteger EXIT_FIX_MARKS = new AtomicInteger();
  private static final AtomicInteger WITH_ASSUMED = new AtomicInteger();
  private static final AtomicInteger WITH_EXIT = new AtomicInteger();
  private static final AtomicInteger WITH_TEMPORAL = new AtomicInteger();
  private static final AtomicInteger MARKS = new AtomicInteger();
  static final Path UNDECIDED = Path.of("src/test/resources/golden/uniformity/differential-undecided.txt");
  private final Map<Integer, Map<String, UniformityMarks>> optBatches = new LinkedHashMap<>();

  @TestFactory
  Stream<DynamicTest> generatedKernels() throws IOException {
    Llvm22.assume(OptUniformity.TOOL);
    Map<String, ExpectedFailures.Entry> undecided = ExpectedFailures.read(UNDECIDED);
    for (String key : undecided.keySet()) {
      long seed = Long.parseLong(key.substring("seed ".length()));
      assertTrue(seed >= 0xC0FFEEL && seed < 0xC0FFEEL + KERNELS, UNDECIDED.getFileName() + " lists " + key
          + ", which is not one of the " + KERNELS + " kernels");
    }
    List<DynamicTest> tests = new ArrayList<>();
    for (int k = 0; k < KERNELS; k++) {
      long seed = 0xC0FFEEL + k;
      int index = k;
      tests.add(DynamicTest.dynamicTest("seed " + seed, () -> compare(index, seed, undecided.get("seed " + seed))));
    }
    return tests.stream();
  }

  private void compare(int index, long seed, ExpectedFailures.Entry undecided) throws Exception {
    Module batch = batchModule(index / BATCH);
    Function f = batch.function(kernelName(seed)).orElseThrow();
    Map<String, UniformityMarks> llvm = optBatches.computeIfAbsent(index / BATCH, b -> runOpt(batch));
    Optional<OracleEvidence.Result> evidence;
    try {
      evidence = check(batch, f, llvm.get(f.name()), seed, true);
    } catch (AssertionError e) {
      // Reduce the kernel alone, with opt run on every candidate, so the failure reads small.
      Shrink.onFailure(kernel(index, seed), m -> checkAlone(m, seed));
      throw new AssertionError(e.getMessage() + "\n(the failure does not show on the kernel outside its batch,"
          + " so it was not reduced)", e);
    }
    boolean judged = evidence.map(r -> r.finishedRuns() > 0).orElse(true);
    if (undecided == null) {
      assertTrue(judged, () -> "seed " + seed + ": cvg refines opt-22's answer, but no oracle run finished to judge it ("
          + evidence.get().unfinishedReason() + "); list it in " + UNDECIDED.getFileName() + " with the reason");
      return;
    }
    assertTrue(evidence.isPresent() && !judged, "seed " + seed + " is listed in " + UNDECIDED.getFileName()
        + (evidence.isEmpty() ? ", but cvg no longer refines opt-22's answer" : ", but an oracle run now finishes")
        + ": remove it");
    assertEquals(undecided.failure(), evidence.get().unfinishedReason(), "seed " + seed
        + ": no oracle run finishes, but not as listed in " + UNDECIDED.getFileName());
  }

  /** Runs opt on module {@code m} alone and compares its only kernel (the reducer's property). */
  private static void checkAlone(Module m, long seed) {
    Function f = m.functions().stream().filter(g -> !g.isDeclaration()).findFirst().orElseThrow();
    check(m, f, runOpt(m).get(f.name()), seed, false);
  }

  /**
   * Compares cvg's marks for {@code f} with opt's {@code expected} under both rule sets, and
   * checks refinements with the oracle; {@code tally} adds the kernel to the summary. Returns the
   * oracle's evidence for the refinement, or empty if cvg's answer is opt's.
   */
  private static Optional<OracleEvidence.Result> check(Module batch, Function f, UniformityMarks expected, long seed,
      boolean tally) {
    TargetModel t22 = Targets.forTriple("amdgcn--", "", TargetRules.LLVM_22);
    UniformityMarks as22 = marks(batch, f, UniformityInfo.of(batch, f, t22, SuccessorOrder.llvm(),
        UniformityOptions.llvm22()));
    String context = "seed " + seed + " (RandomCfg.mixed(seed, " + MAX_BLOCKS + ")):\n"
        + IrPrinter.print(batch, f);
    assertEquals(expected, as22, "LLVM 22 rules differ from opt-22 for " + context);
    TargetModel up = Targets.forTriple("amdgcn--", "", TargetRules.UPSTREAM);
    UniformityOptions noFix = new UniformityOptions(true, true, true, false, Integer.MAX_VALUE, false, false, false,
        false);
    UniformityMarks precise = marks(batch, f, UniformityInfo.of(batch, f, up, SuccessorOrder.llvm(), noFix));
    String why = UniformityComparison.moreOrEquallyPrecise(precise, expected);
    assertTrue(why.isEmpty(), why + " for " + context);
    UniformityMarks ours = marks(batch, f, UniformityInfo.of(batch, f, up));
    assertTrue(UniformityComparison.onlyAdds(precise, ours), "the exited-cycle or exit-phi rule removed divergence for " + context);
    Optional<OracleEvidence.Result> evidence = Optional.empty();
    if (!precise.equals(expected)) {
      // Dynamic evidence that the extra uniform values really are uniform.
      UniformityInfo mine = UniformityInfo.of(batch, f, up, SuccessorOrder.llvm(), noFix);
      UniformityInfo theirs = UniformityInfo.of(batch, f, t22, SuccessorOrder.llvm(), UniformityOptions.llvm22());
      OracleEvidence.Result r = OracleEvidence.check(batch, f, up,
          OracleEvidence.refinedValues(f, mine, theirs), seed);
      assertTrue(r.counterexample().isEmpty(), "oracle refutes a refinement: " + r.counterexample()
          + " for " + context);
      evidence = Optional.of(r);
    }
    boolean finished = evidence.map(r -> r.finishedRuns() > 0).orElse(true);
    if (tally) {
      tally(expected, precise, ours, finished);
      if (!finished) {
        UNDECIDED_SEEDS.add(seed);
      }
    }
    return evidence;
  }

  private static void tally(UniformityMarks expected, UniformityMarks precise, UniformityMarks ours,
      boolean finished) {
    count(expected);
    (precise.equals(expected) ? EXACT : REFINED).incrementAndGet();
    if (!precise.equals(expected)) {
      (finished ? REFINED_CONFIRMED : REFINED_UNDECIDED).incrementAndGet();
    }
    if (!ours.equals(precise)) {
      EXIT_FIX.incrementAndGet();
      if (!ours.blocks().equals(precise.blocks())) {
        EXIT_FIX_MARKS.incrementAndGet();
      }
    }
  }

  private static void count(UniformityMarks m) {
    if (!m.assumedCycles().isEmpty()) {
      WITH_ASSUMED.incrementAndGet();
    }
    if (!m.exitCycles().isEmpty()) {
      WITH_EXIT.incrementAndGet();
    }
    if (!m.temporal().isEmpty()) {
      WITH_TEMPORAL.incrementAndGet();
    }
    MARKS.addAndGet((int) m.blocks().values().stream().flatMap(List::stream).filter(b -> b).count());
  }

  private static UniformityMarks marks(Module m, Function f, UniformityInfo u) {
    return UniformityMarks.parse(UniformityPrinter.print(m, f, u)).get(f.name());
  }

  private static String kernelName(long seed) {
    return "k" + seed;
  }

  /**
   * Kernel {@code k}: alternately the default mix (half the branches divergent) and a mostly
   * uniform kernel, where a wrong join or exit shows up as a wrongly divergent value.
   */
  private static Module kernel(int k, long seed) {
    KernelGenerator.Options options = k % 2 == 0 ? KernelGenerator.Options.defaults()
        : new KernelGenerator.Options(15, 30);
    FlowGraph cfg = RandomCfg.mixed(seed, MAX_BLOCKS);
    if (k >= CONSTANT_PHIS_FROM) {
      // Step counters where the shape allows, so the oracle can judge refinements.
      options = options.withConstantPhis();
      options = KernelGenerator.canTerminate(cfg) ? options.terminating(20) : options;
    }
    return KernelGenerator.generate(cfg, seed, options);
  }

  /** The module holding kernels {@code b * BATCH ..}, renamed {@code k<seed>}. */
  private static Module batchModule(int b) {
    Module first = null;
    List<Function> functions = new ArrayList<>();
    List<Function> declarations = new ArrayList<>();
    for (int k = b * BATCH; k < Math.min(KERNELS, (b + 1) * BATCH); k++) {
      long seed = 0xC0FFEEL + k;
      Module m = kernel(k, seed);
      first = first == null ? m : first;
      for (Function f : m.functions()) {
        if (f.isDeclaration()) {
          if (declarations.stream().noneMatch(d -> d.name().equals(f.name()))) {
            declarations.add(f);
          }
        } else {
          functions.add(f.withName(kernelName(seed)));
        }
      }
    }
    functions.addAll(declarations);
    return new Module("batch-" + b + ".ll", first.header(), first.types(), first.globals(), functions,
        first.attributeGroups(), first.trailer());
  }

  private static Map<String, UniformityMarks> runOpt(Module batch) {
    try {
      return UniformityMarks.parse(OptUniformity.run(IrPrinter.print(batch), "amdgcn--"));
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @AfterAll
  static void summary() {
    System.out.printf("uniformity differential: LLVM 22 rules identical to opt-22 on all %d kernels; "
        + "default options: %d identical, %d more precise (post-22 rules; oracle runs confirm %d, "
        + "%d had no terminating run, listed with the reason: seeds %s), %d with extra divergence from cvg's soundness rules "
        + "(exited-cycle containment, exit-phi joins, header-branch exits, assumed cycles left "
        + "out of step, the spec's diverged-entry walk; %d of them with more divergent "
        + "instructions, the others in the cycle lists or temporal list only); "
        + "opt-22 reported %d divergent instructions, "
        + "assumed-divergent cycles in %d kernels, divergent exits in %d, temporal divergence in %d%n",
        EXACT.get() + REFINED.get(), EXACT.get(), REFINED.get(), REFINED_CONFIRMED.get(),
        REFINED_UNDECIDED.get(), UNDECIDED_SEEDS, EXIT_FIX.get(), EXIT_FIX_MARKS.get(), MARKS.get(),
        WITH_ASSUMED.get(), WITH_EXIT.get(), WITH_TEMPORAL.get());
  }
}
