package dev.cvg.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.filecheck.FileCheckArgs;
import dev.cvg.golden.GoldenFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * Every RUN line of the vendored LLVM corpus parses, its FileCheck options parse, and it maps
 * to the cvg subcommand its directory calls for: CycleInfo to {@code cycles},
 * UniformityAnalysis to {@code uniformity}, Verifier to a failing {@code verify}, the
 * Assembler file's validating line to {@code verify}; transform tests have no mapping.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CorpusRunLinesTest {
  private final Map<String, Integer> tally = new TreeMap<>();

  @TestFactory
  Stream<DynamicTest> everyCorpusRunLineParsesAndMaps() {
    Path root = GoldenFiles.resource("conformance/llvm");
    List<Path> files = GoldenFiles.discover(root);
    assertEquals(84, files.size(), "the vendored corpus has 84 .ll files");
    return files.stream().map(f -> DynamicTest.dynamicTest(root.relativize(f).toString(),
        () -> checkFile(root.relativize(f).toString(), Files.readString(f))));
  }

  @AfterAll
  void summary() {
    System.out.println("corpus RUN lines by cvg mapping: " + tally);
  }

  private void checkFile(String rel, String text) throws Exception {
    List<RunLine> runs = RunLines.parse(text);
    assertFalse(runs.isEmpty(), rel + " has RUN lines");
    for (RunLine run : runs) {
      String where = rel + ":" + run.line() + ": " + run.text();
      if (run.endsInFileCheck()) {
        FileCheckArgs args = FileCheckArgs.parse(run.last().args());
        assertEquals("%s", args.checkFile(), where);
      }
      CvgMapping m = CvgMapping.of(run);
      String key = m instanceof CvgMapping.Mapped mp ? mp.subcommand() : "unmapped";
      synchronized (tally) {
        tally.merge(key, 1, Integer::sum);
      }
      if (rel.startsWith("Analysis/CycleInfo/")) {
        assertMapped(m, "cycles", where);
      } else if (rel.startsWith("Analysis/UniformityAnalysis/")) {
        assertMapped(m, "uniformity", where);
        assertTrue(((CvgMapping.Mapped) m).options().stream()
            .allMatch(o -> o.startsWith("--mtriple=") || o.startsWith("--mcpu=")), where);
      } else if (rel.startsWith("Verifier/")) {
        assertMapped(m, "verify", where);
        assertTrue(((CvgMapping.Mapped) m).expectFailure(), where);
      } else if (rel.startsWith("Assembler/") && run.text().contains("< %s -disable-output")) {
        assertMapped(m, "verify", where);
      } else {
        assertInstanceOf(CvgMapping.Unmapped.class, m, where);
        assertFalse(((CvgMapping.Unmapped) m).reason().isBlank(), where);
      }
    }
  }

  private static void assertMapped(CvgMapping m, String subcommand, String where) {
    CvgMapping.Mapped mapped = assertInstanceOf(CvgMapping.Mapped.class, m, where);
    assertEquals(subcommand, mapped.subcommand(), where);
  }
}
