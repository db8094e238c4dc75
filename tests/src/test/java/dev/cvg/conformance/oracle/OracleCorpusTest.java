package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import dev.cvg.testkit.ExpectedFailures;
import dev.cvg.testkit.FinishedRuns;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.opentest4j.AssertionFailedError;

/**
 * The oracle on every function of LLVM's UniformityAnalysis tests (vendored corpus): it never
 * throws — every run is OK or UNKNOWN with a reason — and where it finishes, what the static
 * analysis reports uniform is dynamically uniform under LLVM's and the textual hierarchy.
 *
 * <p>A function none of whose runs finishes checks nothing, so it fails unless
 * {@code golden/oracle/corpus-unfinished.txt} lists it with the reason (an unsupported construct,
 * a loop that never exits by design, undefined behaviour) and the oracle's message; a listed
 * function that finishes, fails with another message or no longer exists fails too. Each
 * hierarchy tries up to {@value #ARGUMENT_SETS} argument sets until a run finishes, half of them
 * with every integer argument made negative: LLVM's tests leave their loops on conditions such as
 * {@code %a < 0}, which the seeded arguments (from {@code [0, 16)}) never meet.
 *
 * <p>Where LLVM's own tests say its analysis is wrong ({@link #KNOWN_UNSOUND}), the oracle must
 * also find LLVM 22's uniform claim false, so the departure stays backed by a run.
 */
class OracleCorpusTest {
  /**
   * Functions whose LLVM test documents an unsound uniform result of LLVM 22, with the value
   * concerned: the oracle must refute LLVM 22's answer ({@link UniformityOptions#llvm22()},
   * {@link TargetRules#LLVM_22}) on that value, and find cvg's default answer sound. LLVM 22
   * reports these exit phis uniform; {@code divergent-cycle-exit-join.ll} calls it a bug ("BUG:
   * ... incorrectly classifies %exit.phi as uniform"), {@code divergent-cycle-exit-phi.ll} pins
   * the same defect in its CHECK lines (conformance-xfail.txt), and cvg marks them divergent
   * ({@link UniformityOptions#exitPhiJoins()}; witness runs in {@code DepartureWitnessTest}).
   */
  static final Map<String, String> KNOWN_UNSOUND = Map.of(
      "AMDGPU/divergent-cycle-exit-join.ll @constant_phi_at_cycle_exit", "%exit.phi",
      "AMDGPU/divergent-cycle-exit-phi.ll @divergent_cycle_exit_phi", "%acc",
      "AMDGPU/divergent-cycle-exit-phi.ll @nested_cycle_exit_phi", "%acc");

  static final Path ROOT = Path.of("src/test/resources/conformance/llvm/Analysis/UniformityAnalysis");
  static final int THREADS = 16;
  static final OracleConfig CONFIG = OracleConfig.defaults().withStepBound(20_000).withMaxRounds(32);
  /** Argument sets tried per hierarchy until a run finishes (odd ones negated). */
  static final int ARGUMENT_SETS = 8;
  static final Path UNFINISHED = Path.of("src/test/resources/golden/oracle/corpus-unfinished.txt");
  private static final FinishedRuns RATE = new FinishedRuns("OracleCorpusTest.everyCorpusFunction", "functions");

  static List<Path> files() throws IOException {
    try (Stream<Path> s = Files.walk(ROOT)) {
      return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
  }

  /** Returns the corpus functions the oracle checks, named {@code <path> @<function>}. */
  static Map<String, Runnable> functions() throws IOException {
    Map<String, Runnable> out = new LinkedHashMap<>();
    Map<String, ExpectedFailures.Entry> unfinished = ExpectedFailures.read(UNFINISHED);
    for (Path p : files()) {
      Module m;
      try {
        m = IrParser.parse(Files.readString(p), p.getFileName().toString());
      } catch (ParseException e) {
        continue; // the text branch's own conformance tests cover parse failures
      }
      TargetModel target = Targets.forModule(m, Optional.empty());
      for (Function f : m.definitions()) {
        String name = ROOT.relativize(p) + " @" + f.name();
        out.put(name, () -> check(m, f, target, name, unfinished.get(name)));
      }
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> everyCorpusFunction() throws IOException {
    return functions().entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), e.getValue()::run));
  }

  /** Every function listed as known unsound in LLVM 22 is a function of the corpus. */
  @Test
  void knownUnsoundNamesCorpusFunctions() throws IOException {
    assertTrue(functions().keySet().containsAll(KNOWN_UNSOUND.keySet()),
        "KNOWN_UNSOUND names a function not in the corpus: " + KNOWN_UNSOUND.keySet());
  }

  /** Every function listed as unable to finish is a function of the corpus. */
  @Test
  void unfinishedListNamesCorpusFunctions() throws IOException {
    Map<String, ExpectedFailures.Entry> unfinished = ExpectedFailures.read(UNFINISHED);
    assertFalse(unfinished.isEmpty(), "no entries read from " + UNFINISHED);
    Set<String> functions = functions().keySet();
    for (String name : unfinished.keySet()) {
      assertTrue(functions.contains(name), UNFINISHED.getFileName() + " lists " + name
          + ", which is not a function of the corpus");
    }
  }

  @AfterAll
  static void finishedRunRate() {
    System.out.println("[oracle corpus] " + RATE.summary());
  }

  static void check(Module m, Function f, TargetModel target, String name, ExpectedFailures.Entry unfinished) {
    String unsound = KNOWN_UNSOUND.get(name);
    if (unsound != null) {
      TargetModel llvm22 = Targets.forModule(m, Optional.empty(), "", TargetRules.LLVM_22);
      UniformityInfo theirs = UniformityInfo.of(m, f, llvm22, SuccessorOrder.llvm(), UniformityOptions.llvm22());
      Throwable t = assertThrows(AssertionFailedError.class, () -> checkSound(m, f, target, theirs, name),
          name + ": the oracle should refute LLVM 22's uniform claim on " + unsound);
      assertTrue(t.getMessage().contains(": " + unsound + " is statically uniform"), t.getMessage());
    }
    Outcome o = checkSound(m, f, target, UniformityInfo.of(m, f, target), name);
    if (unfinished == null) {
      RATE.record(name + " (list it in " + UNFINISHED.getFileName() + " with the reason if it cannot finish)",
          o.finished(), o.runs());
      return;
    }
    RATE.recordExempt(o.finished(), o.runs());
    assertEquals(0, o.finished(), name + " finishes now: remove it from " + UNFINISHED.getFileName());
    assertEquals(unfinished.failure(), o.lastReason(), name + " does not finish, but not as listed in "
        + UNFINISHED.getFileName() + " (update the failure: line if the reason still holds)");
  }

  /**
   * The oracle runs of one function: how many of them finished (and were checked), of how many,
   * and the reason the last unfinished one gave.
   */
  record Outcome(int finished, int runs, String lastReason) {}

  static Outcome checkSound(Module m, Function f, TargetModel target, UniformityInfo info, String name) {
    String[] names = {"llvm", "textual"};
    List<HierarchyChoice> hs = List.of(HierarchyChoice.llvm(), HierarchyChoice.order(SuccessorOrder.textual()));
    int finished = 0;
    String reason = "";
    for (int h = 0; h < hs.size(); h++) {
      CompiledModule cm = CompiledModule.compile(m, target, hs.get(h));
      Execution e = null;
      for (int k = 0; k < ARGUMENT_SETS && (e == null || !e.isOk()); k++) {
        e = Oracle.run(cm, f.name(), new ThreadInputs(THREADS, arguments(m, f, target, k), Optional.empty()), CONFIG);
        assertTrue(e.isOk() || e.reason().isPresent(), name + ": unknown without a reason");
      }
      if (!e.isOk()) {
        reason = e.reason().orElseThrow();
      } else if (target.hasBranchDivergence()) {
        UniformitySoundnessTest.verify(f, info, e, name + " (hierarchy " + names[h] + ")", new long[2]);
        finished++;
      } else {
        reason = "the target has no branch divergence: nothing to check";
      }
    }
    return new Outcome(finished, hs.size(), reason);
  }

  /**
   * Argument set {@code k}: seeded arguments ({@link Arguments#seeded}, seed {@code 1 + k / 2}),
   * with every integer {@code v} replaced by {@code -v - 1} when {@code k} is odd.
   */
  static List<Arg> arguments(Module m, Function f, TargetModel target, int k) {
    List<Arg> seeded = Arguments.seeded(m, f, target, THREADS, 1 + k / 2);
    if (k % 2 == 0) {
      return seeded;
    }
    List<Arg> out = new ArrayList<>();
    for (int i = 0; i < seeded.size(); i++) {
      if (f.params().get(i).type() instanceof Type.Int && seeded.get(i) instanceof Arg.Scalar s) {
        out.add(new Arg.Scalar(LongStream.of(s.perThread()).map(v -> -v - 1).toArray()));
      } else {
        out.add(seeded.get(i));
      }
    }
    return out;
  }
}
