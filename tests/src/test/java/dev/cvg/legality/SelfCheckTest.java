package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.target.Targets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * A program against itself and against its reprinted text is always LEGAL, proven statically:
 * every valid function of the LLVM corpus, and generated kernels with and without tokens (the
 * seed in each test's name).
 */
class SelfCheckTest {
  private static final Path CORPUS = Path.of("src/test/resources/conformance/llvm");

  @TestFactory
  Stream<DynamicTest> corpusFunctionsAreProvenLegalAgainstTheirReprint() throws Exception {
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> s = Files.walk(CORPUS)) {
      for (Path p : s.filter(f -> f.toString().endsWith(".ll")).sorted().toList()) {
        tests.add(DynamicTest.dynamicTest(CORPUS.relativize(p).toString(), () -> {
          Module m;
          try {
            m = IrParser.parse(Files.readString(p), p.getFileName().toString());
          } catch (ParseException e) {
            return; // files the parser rejects are covered by CorpusTextTest
          }
          if (!IrVerifier.verify(m).isEmpty() || !ConvergenceVerifier.verify(m, Targets.forModule(m,
              java.util.Optional.empty())).isEmpty()) {
            return; // invalid on purpose (verifier tests)
          }
          selfCheck(m, "reprint of " + p.getFileName());
        }));
      }
    }
    return tests.stream();
  }

  @TestFactory
  Stream<DynamicTest> generatedKernelsAreProvenLegalAgainstTheirReprint() {
    return Stream.iterate(0L, s -> s + 1).limit(120).map(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Module m = IrParser.parse(LlvmPassCampaign.kernel(seed, seed % 2 == 1), "seed-" + seed + ".ll");
      if (IrVerifier.verify(m).isEmpty() && ConvergenceVerifier.verify(m, Targets.forModule(m,
          java.util.Optional.empty())).isEmpty()) {
        selfCheck(m, "seed " + seed);
      }
    }));
  }

  private static void selfCheck(Module m, String what) throws ParseException {
    Module reprinted = IrParser.parse(IrPrinter.print(m), what);
    for (Function f : m.definitions()) {
      for (Module other : List.of(m, reprinted)) {
        Verdict v = Legality.check(m, f.name(), other, f.name(),
            NameCorrespondence.infer(m, f.name(), other, f.name()), LegalityOptions.defaults());
        assertTrue(v instanceof Verdict.Legal l && l.proven(),
            () -> what + ", @" + f.name() + " against " + (other == m ? "itself" : "its reprint") + ":\n"
                + VerdictPrinter.print(v));
      }
    }
  }
}
