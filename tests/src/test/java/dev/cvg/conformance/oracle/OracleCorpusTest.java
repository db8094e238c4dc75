package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The oracle on every function of LLVM's UniformityAnalysis tests (vendored corpus): it never
 * throws — every run is OK or UNKNOWN with a reason — and where it finishes, what the static
 * analysis reports uniform is dynamically uniform under LLVM's and the textual hierarchy.
 *
 * <p>Except where LLVM's own tests say its analysis is wrong: the analysis reproduces LLVM 22,
 * and for these functions the oracle must find a uniform claim that does not hold.
 */
class OracleCorpusTest {
  /** Functions whose LLVM test documents an unsound uniform result, with the value concerned. */
  static final java.util.Map<String, String> KNOWN_UNSOUND = java.util.Map.of();
  // Empty since the exit-phi rule (UniformityOptions.exitPhiJoins): LLVM 22 reports %exit.phi of
  // divergent-cycle-exit-join.ll and %acc of both functions of divergent-cycle-exit-phi.ll uniform,
  // which those files document as a bug and which this test refuted; cvg now marks them divergent
  // and the oracle finds every remaining uniform claim of those functions to hold.

  static final Path ROOT = Path.of("src/test/resources/conformance/llvm/Analysis/UniformityAnalysis");
  static final int THREADS = 16;
  static final OracleConfig CONFIG = OracleConfig.defaults().withStepBound(20_000).withMaxRounds(32);

  static List<Path> files() throws IOException {
    try (Stream<Path> s = Files.walk(ROOT)) {
      return s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
  }

  @TestFactory
  Stream<DynamicTest> everyCorpusFunction() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
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
        Module module = m;
        tests.add(DynamicTest.dynamicTest(name, () -> check(module, f, target, name)));
      }
    }
    return tests.stream();
  }

  static void check(Module m, Function f, TargetModel target, String name) {
    String unsound = KNOWN_UNSOUND.get(name);
    if (unsound != null) {
      Throwable t = org.junit.jupiter.api.Assertions.assertThrows(org.opentest4j.AssertionFailedError.class,
          () -> checkSound(m, f, target, name), name + ": the oracle should refute the uniform claim on " + unsound);
      assertTrue(t.getMessage().contains(unsound + " is statically uniform"), t.getMessage());
      return;
    }
    checkSound(m, f, target, name);
  }

  static void checkSound(Module m, Function f, TargetModel target, String name) {
    UniformityInfo info = UniformityInfo.of(m, f, target);
    ThreadInputs in = new ThreadInputs(THREADS, Arguments.seeded(m, f, target, THREADS, 1), Optional.empty());
    String[] names = {"llvm", "textual"};
    List<HierarchyChoice> hs = List.of(HierarchyChoice.llvm(), HierarchyChoice.order(SuccessorOrder.textual()));
    for (int h = 0; h < hs.size(); h++) {
      Execution e = Oracle.run(CompiledModule.compile(m, target, hs.get(h)), f.name(), in, CONFIG);
      assertTrue(e.isOk() || e.reason().isPresent(), name + ": unknown without a reason");
      if (e.isOk() && target.hasBranchDivergence()) {
        UniformitySoundnessTest.verify(f, info, e, name + " (hierarchy " + names[h] + ")", new long[2]);
      }
    }
  }
}
