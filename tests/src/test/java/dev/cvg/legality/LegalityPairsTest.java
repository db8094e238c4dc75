package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.golden.GoldenFiles;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The before/after pairs under {@code golden/legality/} (the spec's examples in {@code spec/},
 * LLVM bug reports in {@code bugs/}): each file holds {@code @src} and {@code @tgt}, and its
 * header states the verdict its source gives ({@link VerdictExpectation}); for ILLEGAL the
 * counterexample must name the operation. A pair listed in its folder's
 * {@code known-failures.txt} ({@link KnownFailures}) must still get the verdict listed there,
 * so that the test fails as soon as the checker gives the expected one (and the entry must go).
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
    Optional<KnownFailures.Entry> known = KnownFailures.read(file.getParent()).lookup(file.getFileName().toString());
    if (known.isPresent()) {
      assertEquals(known.get().observed(), v.word(), () -> file.getFileName()
          + " is listed in known-failures.txt as " + known.get().observed() + ", but the checker now says:\n" + printed);
      assertFalse(meets(expected, v), () -> file.getFileName()
          + " now gets its expected verdict: remove it from known-failures.txt\n" + printed);
      return;
    }
    assertEquals(expected.word(), v.word(), () -> file.getFileName() + " (" + expected.source() + "):\n" + printed);
    assertTrue(meets(expected, v), () -> "the counterexample must name %" + expected.at().orElse("") + ":\n" + printed);
  }

  /** Whether {@code v} is the expected verdict and, for ILLEGAL, names the expected operation. */
  private static boolean meets(VerdictExpectation expected, Verdict v) {
    if (!expected.word().equals(v.word())) {
      return false;
    }
    if (v instanceof Verdict.Illegal illegal && expected.at().isPresent()) {
      String name = expected.at().get();
      return VerdictExpectation.names(illegal.counterexample().before(), name)
          || VerdictExpectation.names(illegal.counterexample().after(), name)
          || VerdictExpectation.names(illegal.counterexample().message(), name);
    }
    return true;
  }
}
