package dev.cvg.conformance.verify;

import dev.cvg.testkit.Llvm22;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The verifier golden files, {@code golden/verify/*.ll}: one small file per rule family, each
 * offending line annotated Cranelift-style with {@code ; error: <message>} (several per line
 * allowed) and LLVM-style {@code CHECK} lines for the printed context. Per file:
 * <ol>
 *   <li>cvg's diagnostics equal the annotations exactly, as a multiset of (line, message);
 *   <li>{@code FileCheck-22} accepts cvg's rendered output against the file's CHECK lines;
 *   <li>LLVM 22 agrees: {@code llvm-as-22} rejects the file iff it has annotations, and its own
 *       output passes the same CHECK lines (which keeps the expected wording LLVM's).
 * </ol>
 * Steps 2 and 3 are skipped when the LLVM tools are not installed.
 */
class VerifierGoldenTest {
  private static final Path DIR = Path.of("src/test/resources/golden/verify");
  private static final String ANNOTATION = "; error: ";

  /** Returns the expected (line, message) pairs written as annotations, sorted. */
  static List<String> annotations(List<String> lines) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      int at = line.indexOf(ANNOTATION);
      while (at >= 0) {
        int next = line.indexOf(ANNOTATION, at + ANNOTATION.length());
        String message = line.substring(at + ANNOTATION.length(), next < 0 ? line.length() : next).strip();
        out.add((i + 1) + ": " + message);
        at = next;
      }
    }
    return out.stream().sorted().toList();
  }

  private static List<String> actual(VerifierRun run) {
    return run.diagnostics().stream()
        .map(d -> d.pos().map(p -> Integer.toString(p.line())).orElse("?") + ": " + d.message())
        .sorted().toList();
  }

  @TestFactory
  List<DynamicContainer> goldenFiles() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(DIR)) {
      files = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
    assertTrue(files.size() >= 11, "golden files found: " + files);
    List<DynamicContainer> out = new ArrayList<>();
    for (Path f : files) {
      out.add(DynamicContainer.dynamicContainer(f.getFileName().toString(), List.of(
          DynamicTest.dynamicTest("diagnostics match annotations", () -> matchesAnnotations(f)),
          DynamicTest.dynamicTest("FileCheck-22 on cvg output", () -> fileCheckOurs(f)),
          DynamicTest.dynamicTest("LLVM 22 agrees", () -> llvmAgrees(f)))));
    }
    return out;
  }

  private static void matchesAnnotations(Path f) throws IOException {
    VerifierRun run = VerifierRun.of(f);
    assertTrue(run.parseError().isEmpty(), () -> run.parseError().get().render());
    assertEquals(annotations(Files.readAllLines(f)), actual(run), run.rendered());
  }

  private static void fileCheckOurs(Path f) throws IOException {
    Llvm22.assume("FileCheck-22");
    assumeTrue(Files.readString(f).contains("CHECK"), "no CHECK lines");
    VerifierRun run = VerifierRun.of(f);
    Llvm22.Run r = Llvm22.fileCheck(f, run.rendered());
    assertEquals(0, r.exit(), () -> r.merged() + "\ncvg printed:\n" + run.rendered());
  }

  private static void llvmAgrees(Path f) throws IOException {
    Llvm22.assume("llvm-as-22", "FileCheck-22");
    List<String> expected = annotations(Files.readAllLines(f));
    Llvm22.Run as = Llvm22.assembleStdin(f);
    assertEquals(!expected.isEmpty(), as.exit() != 0, as.merged());
    if (Files.readString(f).contains("CHECK")) {
      Llvm22.Run r = Llvm22.fileCheck(f, as.merged());
      assertEquals(0, r.exit(), () -> r.merged() + "\nllvm-as-22 printed:\n" + as.merged());
    }
  }
}
