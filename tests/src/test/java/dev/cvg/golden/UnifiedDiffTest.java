package dev.cvg.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.github.difflib.UnifiedDiffUtils;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Unified diffs of golden-test failures: java-diff-utils' format (hunk headers always with
 * counts), cvg's missing-newline marker, and diffs that rebuild the actual text when applied.
 */
class UnifiedDiffTest {

  @Test
  void equalTextsHaveNoDiff() {
    assertEquals("", UnifiedDiff.diff("a", "x\ny\n", "b", "x\ny\n", 3));
  }

  @Test
  void changedLineWithContext() {
    assertEquals("""
        --- expected
        +++ actual
        @@ -1,3 +1,3 @@
         x
        -y
        +q
         z
        """, UnifiedDiff.diff("expected", "x\ny\nz\n", "actual", "x\nq\nz\n", 3));
  }

  @Test
  void insertionIntoEmptyAndDeletionToEmpty() {
    assertEquals("--- a\n+++ b\n@@ -1,0 +1,2 @@\n+p\n+q\n", UnifiedDiff.diff("a", "", "b", "p\nq\n", 3));
    assertEquals("--- a\n+++ b\n@@ -1,1 +1,0 @@\n-p\n", UnifiedDiff.diff("a", "p\n", "b", "", 3));
  }

  @Test
  void distantChangesMakeTwoHunks() {
    String a = "1\n2\n3\n4\n5\n6\n7\n8\n9\n10\n";
    String b = "x\n2\n3\n4\n5\n6\n7\n8\n9\ny\n";
    assertEquals("""
        --- a
        +++ b
        @@ -1,2 +1,2 @@
        -1
        +x
         2
        @@ -9,2 +9,2 @@
         9
        -10
        +y
        """, UnifiedDiff.diff("a", a, "b", b, 1));
  }

  @Test
  void missingFinalNewlineIsShown() {
    assertEquals("--- a\n+++ b\n@@ -1,1 +1,1 @@\n-x\n+x\n\\ No newline at end of file\n",
        UnifiedDiff.diff("a", "x\n", "b", "x", 3));
  }

  /** Parsed back and applied to the expected text, the diff gives the actual text's lines. */
  @TestFactory
  Stream<DynamicTest> diffsRebuildTheActualText() {
    return IntStream.range(0, 100).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Random rnd = new Random(seed);
      String a = randomText(rnd);
      String b = randomText(rnd);
      String diff = UnifiedDiff.diff("a", a, "b", b, rnd.nextInt(4));
      List<String> rebuilt = diff.isEmpty() ? DiffLines.of(a).lines()
          : UnifiedDiffUtils.parseUnifiedDiff(diff.lines().toList()).applyTo(DiffLines.of(a).lines());
      assertEquals(DiffLines.of(b).lines(), rebuilt, "seed " + seed + ":\n" + diff);
    }));
  }

  private static String randomText(Random rnd) {
    int n = rnd.nextInt(25);
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      lines.add(Character.toString('a' + rnd.nextInt(4)));
    }
    return lines.isEmpty() ? "" : String.join("\n", lines) + "\n";
  }
}
