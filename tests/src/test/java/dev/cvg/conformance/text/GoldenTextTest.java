package dev.cvg.conformance.text;

import dev.cvg.testkit.Llvm22;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.golden.UnifiedDiff;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Golden files in LLVM's canonical print style ({@code golden/text/*.ll}): for each,
 * {@code print(parse(s))} equals {@code s} exactly, and {@code opt-22} accepts it. With
 * {@code -Dcvg.bless=true} a mismatching file is rewritten with the printer's output.
 */
class GoldenTextTest {
  private static final Path GOLDEN = Path.of("src/test/resources/golden/text");

  @TestFactory
  Stream<DynamicNode> goldenFilesRoundTripExactly() throws IOException {
    List<Path> files;
    try (Stream<Path> s = Files.list(GOLDEN)) {
      files = s.filter(p -> p.toString().endsWith(".ll")).sorted().toList();
    }
    assertTrue(files.size() >= 5, "expected at least 5 golden files in " + GOLDEN.toAbsolutePath());
    return files.stream().map(p -> DynamicContainer.dynamicContainer(p.getFileName().toString(), Stream.of(
        DynamicTest.dynamicTest("print(parse(s)) == s", () -> roundTrip(p)),
        DynamicTest.dynamicTest("opt-22 accepts it", () -> {
          Llvm22.assume("opt-22");
          Llvm22.Run r = Llvm22.optVerify(p);
          assertTrue(r.ok(), r.stderr());
        }))));
  }

  private static void roundTrip(Path p) throws IOException {
    String source = Files.readString(p);
    String printed;
    try {
      printed = IrPrinter.print(IrParser.parse(source, p.getFileName().toString()));
    } catch (ParseException e) {
      fail(e.render());
      return;
    }
    if (printed.equals(source)) {
      return;
    }
    if (Boolean.getBoolean("cvg.bless")) {
      Files.writeString(p, printed);
      return;
    }
    fail(p.getFileName() + " does not round-trip:\n" + UnifiedDiff.diff(p.getFileName() + " (golden)", source, "printed", printed, 3));
  }
}
