package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.golden.GoldenFiles;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The before/after pairs under {@code golden/legality/}: each file holds {@code @src} and
 * {@code @tgt}, and its header states the verdict its source document gives
 * ({@link VerdictExpectation}); for ILLEGAL the counterexample must name the operation.
 */
class LegalityPairsTest {

  @TestFactory
  Stream<DynamicTest> pairsGetTheVerdictTheirSourceGives() {
    Path root = GoldenFiles.resource("golden/legality");
    return GoldenFiles.discover(root).stream().map(p -> DynamicTest.dynamicTest(root.relativize(p).toString(),
        () -> check(p)));
  }

  private static void check(Path file) throws Exception {
    String text = Files.readString(file);
    VerdictExpectation expected = VerdictExpectation.parse(text);
    Module m = IrParser.parse(text, file.getFileName().toString());
    Verdict v = Legality.check(m, LegalityOptions.defaults());
    String printed = VerdictPrinter.print(v);
    assertEquals(expected.word(), v.word(), () -> file.getFileName() + " (" + expected.source() + "):\n" + printed);
    if (v instanceof Verdict.Illegal illegal && expected.at().isPresent()) {
      String name = expected.at().get();
      assertTrue(VerdictExpectation.names(illegal.counterexample().before(), name)
          || VerdictExpectation.names(illegal.counterexample().after(), name)
          || VerdictExpectation.names(illegal.counterexample().message(), name),
          () -> "the counterexample must name %" + name + ":\n" + printed);
    }
  }
}
