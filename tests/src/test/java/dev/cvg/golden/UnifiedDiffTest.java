package dev.cvg.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Myers diff and unified rendering, checked against GNU diff's format and an LCS twin. */
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
    assertEquals("--- a\n+++ b\n@@ -0,0 +1,2 @@\n+p\n+q\n",
        UnifiedDiff.diff("a", "", "b", "p\nq\n", 3));
    assertEquals("--- a\n+++ b\n@@ -1 +0,0 @@\n-p\n", UnifiedDiff.diff("a", "p\n", "b", "", 3));
  }

  @Test
  void pureInsertionIsNumberedAfterThePrecedingLine() {
    assertEquals("--- a\n+++ b\n@@ -2,0 +3 @@\n+new\n",
        UnifiedDiff.diff("a", "1\n2\n3\n4\n", "b", "1\n2\nnew\n3\n4\n", 0));
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
    assertEquals("--- a\n+++ b\n@@ -1 +1 @@\n-x\n+x\n\\ No newline at end of file\n",
        UnifiedDiff.diff("a", "x\n", "b", "x", 3));
  }

  /** Applying the script to a gives b, and it keeps as many lines as an LCS has. */
  @TestFactory
  Stream<DynamicTest> scriptIsMinimalAndCorrect() {
    return IntStream.range(0, 200).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed,
        () -> {
          Random rnd = new Random(seed);
          List<String> a = randomLines(rnd);
          List<String> b = randomLines(rnd);
          List<UnifiedDiff.Edit> edits = UnifiedDiff.edits(a, b);
          List<String> rebuilt = new ArrayList<>();
          int ai = 0;
          int kept = 0;
          for (UnifiedDiff.Edit e : edits) {
            switch (e.op()) {
              case KEEP -> {
                assertEquals(a.get(e.a()), b.get(e.b()), "seed " + seed);
                assertEquals(ai++, e.a(), "seed " + seed);
                rebuilt.add(a.get(e.a()));
                kept++;
              }
              case DELETE -> assertEquals(ai++, e.a(), "seed " + seed);
              case INSERT -> rebuilt.add(b.get(e.b()));
            }
          }
          assertEquals(a.size(), ai, "seed " + seed);
          assertEquals(b, rebuilt, "seed " + seed);
          assertEquals(lcs(a, b), kept, "seed " + seed + ": not a shortest script");
        }));
  }

  private static List<String> randomLines(Random rnd) {
    int n = rnd.nextInt(25);
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      lines.add(Character.toString('a' + rnd.nextInt(4)));
    }
    return lines;
  }

  // Reference twin: the classic O(NM) dynamic programme.
  private static int lcs(List<String> a, List<String> b) {
    int[][] t = new int[a.size() + 1][b.size() + 1];
    for (int i = a.size() - 1; i >= 0; i--) {
      for (int j = b.size() - 1; j >= 0; j--) {
        t[i][j] = a.get(i).equals(b.get(j)) ? t[i + 1][j + 1] + 1
            : Math.max(t[i + 1][j], t[i][j + 1]);
      }
    }
    return t[0][0];
  }
}
