package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * cvg's own {@code print<uniformity>} golden files ({@code golden/uniformity/*.ll}): behaviour
 * LLVM's corpus does not pin down (controlled convergence, the exited-cycle fix, ladders), in the
 * same lit/FileCheck form, checked with {@code FileCheck-22} (skipped when absent).
 */
class UniformityGoldenTest {
  static final Path GOLDEN = Path.of("src/test/resources/golden/uniformity");

  @TestFactory
  Stream<DynamicTest> goldenFiles() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> files = Files.list(GOLDEN)) {
      for (Path file : files.filter(p -> p.toString().endsWith(".ll")).sorted().toList()) {
        for (OptRunLine run : OptRunLine.of(file)) {
          tests.add(DynamicTest.dynamicTest(file.getFileName().toString(), () -> {
            Module m = IrParser.parse(Files.readString(file), file.toString());
            CheckLines.Result r = CheckLines.run(file, run.fileCheckArgs(), UniformityOpt.output(m, run));
            assertTrue(r.passed(), file + ":\n" + r.diagnostics());
          }));
        }
      }
    }
    return tests.stream();
  }
}
