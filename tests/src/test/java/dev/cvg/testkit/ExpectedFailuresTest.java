package dev.cvg.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The expected-failure list format: every entry carries its failure line, once. */
class ExpectedFailuresTest {
  @TempDir
  Path dir;

  @Test
  void readsEntriesWithTheirFailureLines() throws IOException {
    Map<String, ExpectedFailures.Entry> read = ExpectedFailures.read(list("""
        # comment
        A/x.ll: why
          failure: A/x.ll:3:10: error: CHECK: expected string not found in input
        """));
    assertEquals(Map.of("A/x.ll", new ExpectedFailures.Entry("why",
        "A/x.ll:3:10: error: CHECK: expected string not found in input")), read);
  }

  @Test
  void rejectsAnEntryWithoutItsFailureLine() throws IOException {
    Path l = list("A/x.ll: why\nB/y.ll: why\n  failure: f\n");
    String message = assertThrows(IllegalArgumentException.class, () -> ExpectedFailures.read(l)).getMessage();
    assertTrue(message.contains("A/x.ll has no failure: line"), message);
    Path last = list("A/x.ll: why\n");
    assertThrows(IllegalArgumentException.class, () -> ExpectedFailures.read(last));
  }

  @Test
  void rejectsAStrayFailureLineAndATwiceListedPath() throws IOException {
    Path stray = list("  failure: f\n");
    assertThrows(IllegalArgumentException.class, () -> ExpectedFailures.read(stray));
    Path twice = list("A/x.ll: a\n  failure: f\nA/x.ll: b\n  failure: g\n");
    String message = assertThrows(IllegalArgumentException.class, () -> ExpectedFailures.read(twice)).getMessage();
    assertTrue(message.contains("listed twice"), message);
  }

  @Test
  void diagnosticIsTheFirstLineWithTheFileNamedRelatively() {
    Path file = Path.of("src/corpus/A/x.ll");
    assertEquals("A/x.ll:9:14: error: CHECK-NOT: excluded string found in input",
        ExpectedFailures.diagnostic("\nsrc/corpus/A/x.ll:9:14: error: CHECK-NOT: excluded string found in input\n"
            + "; CHECK-NOT: DIVERGENT: %acc\n", file, "A/x.ll"));
  }

  private Path list(String text) throws IOException {
    Path p = Files.createTempFile(dir, "xfail", ".txt");
    Files.writeString(p, text);
    return p;
  }
}
