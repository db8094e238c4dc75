package dev.cvg.conformance.verify;

import dev.cvg.testkit.Llvm22;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Accept/reject agreement with LLVM 22 over the whole conformance corpus: cvg rejects a file iff
 * parsing fails or either verifier reports something; LLVM rejects it iff
 * {@code opt-22 -passes=verify} fails. LLVM's verdicts are recorded in
 * {@code golden/verify/corpus-verdicts.txt} (so the comparison runs without LLVM) and re-checked
 * against {@code opt-22} when it is installed.
 *
 * <p>Known disagreements are listed in {@link #KNOWN} with the reason; a known disagreement that
 * disappears fails the test too, so the list stays true.
 */
class CorpusVerdictTest {
  private static final Path CORPUS = Path.of("src/test/resources/conformance/llvm");
  private static final Path VERDICTS = Path.of("src/test/resources/golden/verify/corpus-verdicts.txt");

  /** Files on which cvg and LLVM 22 disagree, with the reason. */
  private static final Map<String, String> KNOWN = Map.of(
      "Analysis/UniformityAnalysis/AMDGPU/rts_swc_diverge.ll",
      "LLVM 22's parser rejects calls of llvm.amdgcn.rts.* ('unknown intrinsic'): they were added after "
          + "LLVM 22. cvg has no table of every LLVM intrinsic name, so it accepts the declarations.");

  /** Returns LLVM 22's recorded verdicts: corpus-relative path to true if rejected. */
  private static Map<String, Boolean> recorded() {
    Map<String, Boolean> out = new LinkedHashMap<>();
    try {
      for (String line : Files.readAllLines(VERDICTS)) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] parts = line.split(" ", 2);
        out.put(parts[1], parts[0].equals("REJECT"));
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out;
  }

  private static List<String> corpusFiles() throws IOException {
    try (Stream<Path> s = Files.walk(CORPUS)) {
      return s.filter(p -> p.toString().endsWith(".ll")).map(p -> CORPUS.relativize(p).toString()).sorted().toList();
    }
  }

  @Test
  void everyCorpusFileHasARecordedVerdict() throws IOException {
    assertEquals(corpusFiles(), List.copyOf(recorded().keySet()));
    assertEquals(84, corpusFiles().size());
  }

  @TestFactory
  List<DynamicTest> cvgAgreesWithLlvm() {
    List<DynamicTest> tests = new ArrayList<>();
    recorded().forEach((file, llvmRejects) -> tests.add(DynamicTest.dynamicTest(file, () -> {
      VerifierRun run = VerifierRun.of(CORPUS.resolve(file));
      boolean agree = run.rejected() == llvmRejects;
      String why = "LLVM 22 " + (llvmRejects ? "rejects" : "accepts") + " " + file + "; cvg printed:\n"
          + run.rendered();
      assertEquals(!KNOWN.containsKey(file), agree, KNOWN.getOrDefault(file, why));
    })));
    return tests;
  }

  @Test
  void agreementCount() throws IOException {
    int agree = 0;
    for (Map.Entry<String, Boolean> e : recorded().entrySet()) {
      agree += VerifierRun.of(CORPUS.resolve(e.getKey())).rejected() == e.getValue() ? 1 : 0;
    }
    assertEquals(84 - KNOWN.size(), agree, "files on which cvg and LLVM 22 agree");
  }

  /**
   * The convergence structure builds for every function of every parsable corpus file, and in
   * the files LLVM accepts no region breaks the spec's nesting rule.
   */
  @TestFactory
  List<DynamicTest> regionsOfAcceptedFilesAreWellNested() {
    List<DynamicTest> tests = new ArrayList<>();
    recorded().forEach((file, llvmRejects) -> tests.add(DynamicTest.dynamicTest(file, () -> {
      VerifierRun run = VerifierRun.of(CORPUS.resolve(file));
      assumeTrue(run.module().isPresent(), "not parsable by cvg");
      Module m = run.module().get();
      for (Function f : m.definitions()) {
        var cc = ConvergenceControl.of(m, f, Targets.forModule(m, Optional.empty()));
        if (!llvmRejects) {
          assertEquals(List.of(), cc.nestingViolations(), f.name());
        }
      }
    })));
    return tests;
  }

  @TestFactory
  List<DynamicTest> recordedVerdictsAreLlvms() {
    List<DynamicTest> tests = new ArrayList<>();
    recorded().forEach((file, llvmRejects) -> tests.add(DynamicTest.dynamicTest(file, () -> {
      Llvm22.assume("opt-22");
      Llvm22.Run r = Llvm22.optVerify(CORPUS.resolve(file));
      assertEquals(llvmRejects, r.exit() != 0, r.merged());
    })));
    return tests;
  }
}
