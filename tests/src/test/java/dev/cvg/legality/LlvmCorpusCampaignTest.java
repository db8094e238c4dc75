package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.text.ParseException;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.testkit.Llvm22;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * LLVM's own convergence tests of its transforms ({@code conformance/llvm/Transforms}) as
 * before/after pairs: each file's {@code RUN:} pipeline is run with {@code opt-22} and every
 * function it changes is checked. LLVM's passes are trusted producers here: the verdict must be
 * LEGAL or UNKNOWN (a corpus function may loop forever or use what the oracle does not run).
 */
class LlvmCorpusCampaignTest {
  private static final Path CORPUS = Path.of("src/test/resources/conformance/llvm/Transforms");

  @TestFactory
  Stream<DynamicTest> corpusTransformOutputsAreLegal() throws Exception {
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> s = Files.walk(CORPUS)) {
      for (Path p : s.filter(f -> f.toString().endsWith(".ll")).sorted().toList()) {
        tests.add(DynamicTest.dynamicTest(CORPUS.relativize(p).toString(), () -> check(p)));
      }
    }
    return tests.stream();
  }

  private static void check(Path file) throws Exception {
    Llvm22.assume("opt-22");
    String text = Files.readString(file);
    LegalityOptions options = LegalityOptions.defaults().withBudget(
        LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2));
    List<String> illegal = new ArrayList<>();
    int pairs = 0;
    for (List<String> command : LlvmPassCampaign.runLines(text)) {
      List<LlvmPassCampaign.Pair> checked;
      try {
        checked = LlvmPassCampaign.run(String.join(" ", command.subList(1, command.size())), command, text,
            file.getFileName().toString(), options);
      } catch (ParseException | IllegalArgumentException e) {
        continue; // cvg rejects the file or its output (CorpusTextTest covers which), or it is invalid
      }
      for (LlvmPassCampaign.Pair p : checked) {
        pairs++;
        if (p.verdict() instanceof Verdict.Illegal) {
          illegal.add(p.describe());
        }
      }
    }
    System.out.println("corpus campaign " + file.getFileName() + ": " + pairs + " changed function(s)");
    assertTrue(illegal.isEmpty(), () -> String.join("\n", illegal));
  }
}
