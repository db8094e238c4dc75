package dev.cvg.passes.unroll;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.PipelineStats;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Golden files of loop-unroll run through the {@link PassManager} (the pipeline on each input's
 * first line, legality checked per step and end to end): {@code NAME.ll} is the input,
 * {@code NAME.expected.ll} the output module, {@code NAME.stats} the {@code --stats} text, the
 * loops the pass left alone with the reason (the end-to-end verdict is part of the statistics). Regenerate
 * with {@code -Dcvg.updateGolden=true} and review the diff.
 */
class UnrollGoldenTest {
  private static final Path DIR = Path.of("src/test/resources/golden/unroll");

  static Stream<String> inputs() throws Exception {
    try (Stream<Path> files = Files.list(DIR)) {
      return files.map(p -> p.getFileName().toString())
          .filter(n -> n.endsWith(".ll") && !n.endsWith(".expected.ll"))
          .map(n -> n.substring(0, n.length() - 3)).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("inputs")
  void matchesGolden(String name) throws Exception {
    String text = Files.readString(DIR.resolve(name + ".ll"));
    String pipeline = text.lines().findFirst().orElseThrow().replaceFirst("^; pipeline: ", "");
    Module input = IrParser.parse(text, name + ".ll");
    LoopUnroll pass = new LoopUnroll();
    PassRegistry registry = PassRegistry.of(List.of(PassRegistry.entry(LoopUnroll.NAME, () -> pass)));
    PipelineResult r = PassManager.of(registry, pipeline,
        PassOptions.defaults().withLegality(true, true)).run(input);
    StringBuilder stats = new StringBuilder(PipelineStats.print(pipeline, r));
    pass.skipped().forEach(s -> stats.append("left alone: ").append(s).append('\n'));
    check(DIR.resolve(name + ".expected.ll"), IrPrinter.print(r.output()));
    check(DIR.resolve(name + ".stats"), stats.toString().replaceAll("\\d+(\\.\\d+)? ?(ms|s)\\b", "T"));
  }

  private static void check(Path expected, String actual) throws Exception {
    if (Boolean.getBoolean("cvg.updateGolden") || !Files.exists(expected)) {
      Files.writeString(expected, actual);
      if (!Boolean.getBoolean("cvg.updateGolden")) {
        throw new AssertionError("wrote missing golden " + expected + ": review and rerun");
      }
      return;
    }
    assertEquals(Files.readString(expected), actual, expected.toString());
  }
}
