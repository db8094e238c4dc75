package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.text.IrPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Pins a few {@link FuzzKernels} recipes as golden {@code .ll} files under
 * {@code src/test/resources/golden/generate/}: campaigns are reproducible from their seeds only
 * while these stay byte-identical. Run with {@code -Dcvg.bless=true} to write the files from
 * the current output (after an intended change of the generator).
 */
class FuzzKernelsGoldenTest {
  static final Path DIR = Path.of("src/test/resources/golden/generate");

  /** One pinned module: a file name, a seed and a recipe. */
  private record Case(String file, long seed, FuzzKernels.Recipe recipe) {}

  private static List<Case> cases() {
    FuzzKernels.Recipe tiny = FuzzKernels.Recipe.of(FuzzKernels.Size.TINY, FuzzKernels.TokenMode.CAREFUL);
    return List.of(
        new Case("tiny-careful-structured-1.ll", 1, tiny.withShape(RandomCfg.Shape.STRUCTURED)),
        new Case("tiny-none-irreducible-2.ll", 2,
            FuzzKernels.Recipe.of(FuzzKernels.Size.TINY, FuzzKernels.TokenMode.NONE).withShape(RandomCfg.Shape.IRREDUCIBLE)),
        new Case("tiny-noisy-unstructured-3.ll", 3,
            FuzzKernels.Recipe.of(FuzzKernels.Size.TINY, FuzzKernels.TokenMode.NOISY).withShape(RandomCfg.Shape.UNSTRUCTURED)),
        new Case("tiny-careful-unbounded-4.ll", 4, tiny.withStepLimit(0)),
        new Case("small-careful-5.ll", 5, FuzzKernels.Recipe.of(FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.CAREFUL)));
  }

  @TestFactory
  Stream<DynamicTest> recipesAreUnchanged() {
    return cases().stream().map(c -> DynamicTest.dynamicTest(c.file(), () -> {
      String printed = IrPrinter.print(FuzzKernels.kernel(c.seed(), c.recipe()));
      Path file = DIR.resolve(c.file());
      if (Boolean.getBoolean("cvg.bless")) {
        Files.writeString(file, printed);
      }
      assertEquals(Files.readString(file), printed, "seed " + c.seed() + ": " + c.recipe());
    }));
  }
}
