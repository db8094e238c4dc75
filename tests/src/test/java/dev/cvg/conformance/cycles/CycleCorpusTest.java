package dev.cvg.conformance.cycles;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.golden.PreciseOutput;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.lit.LlvmTools;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code cvg cycles} on every file of the LLVM corpus, compared byte-for-byte with what
 * {@code opt-22 -passes='print<cycles>'} prints for the same file.
 *
 * <p>LLVM 22's output is stored as a golden file per corpus file under
 * {@code golden/cycles/corpus/} (the single line {@value #REJECTED} where opt-22 refuses the
 * file), so the comparison runs without LLVM. Where opt-22 is installed the golden file is
 * also compared with a live run (without it, a failure under {@code -Dcvg.requireLlvm=true}),
 * and {@code -Dcvg.bless=true} rewrites it from opt-22 — never from cvg.
 */
class CycleCorpusTest {
  private static final Path CORPUS = Path.of("src/test/resources/conformance/llvm");
  private static final Path GOLDEN = Path.of("src/test/resources/golden/cycles/corpus");
  static final String REJECTED = "; opt-22 rejects this file";
  /**
   * Files opt-22 rejects for a reason cvg does not model, with the reason: LLVM 22's parser
   * knows every intrinsic name of its own release and rejects newer ones; cvg has no table of
   * all LLVM intrinsics and accepts unknown {@code llvm.*} declarations.
   */
  private static final java.util.Map<String, String> KNOWN_MISMATCHES = java.util.Map.of(
      "rts_swc_diverge.ll", "unknown intrinsic 'llvm.amdgcn.rts.ray.save' (added after LLVM 22)");
  private static final AtomicInteger IDENTICAL = new AtomicInteger();
  private static final AtomicInteger BOTH_REJECT = new AtomicInteger();

  @TestFactory
  Stream<DynamicTest> everyCorpusFileMatchesOpt22() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.walk(CORPUS)) {
      files = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
    assertEquals(84, files.size(), "corpus size changed");
    Optional<LlvmTools> llvm = LlvmTools.find();
    return files.stream().map(f -> DynamicTest.dynamicTest(CORPUS.relativize(f).toString(), () -> check(f, llvm)));
  }

  private static void check(Path file, Optional<LlvmTools> llvm) throws Exception {
    Path golden = GOLDEN.resolve(CORPUS.relativize(file) + ".cycles");
    if (llvm.isPresent()) {
      LlvmTools.Output o = LlvmTools.run(List.of(llvm.get().tool("opt"), "-passes=print<cycles>",
          "-disable-output", file.toAbsolutePath().toString()), null, Path.of(System.getProperty("java.io.tmpdir")));
      String live = o.exitCode() == 0 ? o.stderr() : REJECTED + "\n";
      if (PreciseOutput.blessing()) {
        Files.createDirectories(golden.getParent());
        Files.writeString(golden, live);
      }
      assertEquals(Files.readString(golden), live, "golden file disagrees with opt-22: " + golden);
    }
    String expected = Files.readString(golden);
    Optional<String> ours = cycles(file);
    String known = KNOWN_MISMATCHES.get(file.getFileName().toString());
    if (known != null) {
      assertEquals(REJECTED + "\n", expected, "known mismatch no longer applies: " + known);
      assertTrue(ours.isPresent(), "cvg now rejects " + file + "; drop it from KNOWN_MISMATCHES");
      return;
    }
    if (expected.equals(REJECTED + "\n")) {
      assertTrue(ours.isEmpty(), "opt-22 rejects " + file + " but cvg accepts it");
      BOTH_REJECT.incrementAndGet();
    } else {
      assertFalse(ours.isEmpty(), "cvg rejects " + file + " which opt-22 accepts");
      assertEquals(expected, ours.get());
      IDENTICAL.incrementAndGet();
    }
  }

  /** Returns cvg's print<cycles> text, or empty if cvg rejects the file as opt would. */
  private static Optional<String> cycles(Path file) throws IOException {
    Module m;
    try {
      m = IrParser.parse(Files.readString(file), file.getFileName().toString());
    } catch (ParseException e) {
      return Optional.empty();
    }
    List<Object> errors = new ArrayList<>(IrVerifier.verify(m));
    errors.addAll(ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())));
    if (!errors.isEmpty()) {
      return Optional.empty();
    }
    StringBuilder sb = new StringBuilder();
    for (Function f : m.definitions()) {
      sb.append(CyclePrinter.print(f.name(), CycleHierarchy.of(f.index().cfg())));
    }
    return Optional.of(sb.toString());
  }

  @AfterAll
  static void summary() {
    System.out.println("[cycles corpus] identical to opt-22: " + IDENTICAL.get()
        + ", rejected by both: " + BOTH_REJECT.get() + ", known mismatches: " + KNOWN_MISMATCHES.size());
  }
}
