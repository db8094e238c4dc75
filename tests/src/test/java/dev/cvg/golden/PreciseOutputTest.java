package dev.cvg.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/** Precise-output comparison and bless mode, on separate and embedded expectations. */
class PreciseOutputTest {
  @TempDir
  Path dir;

  @Test
  void mismatchFailsWithUnifiedDiffAndBlessRewrites() throws Exception {
    Path expected = dir.resolve("t.expected");
    Files.writeString(expected, "a\nb\n");
    PreciseOutput.check(expected, "a\nb\n", false);
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> PreciseOutput.check(expected, "a\nc\n", false));
    assertTrue(e.getMessage().contains("@@ -1,2 +1,2 @@\n a\n-b\n+c\n"), e.getMessage());
    assertEquals("a\nb\n", Files.readString(expected), "no write outside bless mode");
    PreciseOutput.check(expected, "a\nc\n", true);
    assertEquals("a\nc\n", Files.readString(expected));
  }

  @Test
  void missingFileFailsUnlessBlessing() throws Exception {
    Path expected = dir.resolve("sub/new.expected");
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> PreciseOutput.check(expected, "x\n", false));
    assertTrue(e.getMessage().contains("-Dcvg.bless=true"), e.getMessage());
    PreciseOutput.check(expected, "x\n", true);
    assertEquals("x\n", Files.readString(expected));
  }

  @Test
  void embeddedBlockIsAddedComparedAndReplaced() throws Exception {
    Path ll = dir.resolve("f.ll");
    Files.writeString(ll, "define void @f() {\n  ret void\n}\n");
    assertThrows(AssertionFailedError.class, () -> PreciseOutput.checkEmbedded(ll, "o\n", false));
    PreciseOutput.checkEmbedded(ll, "out 1\n\nout 2\n", true);
    assertEquals("define void @f() {\n  ret void\n}\n" + PreciseOutput.MARKER
        + "\n; out 1\n;\n; out 2\n", Files.readString(ll));
    PreciseOutput.checkEmbedded(ll, "out 1\n\nout 2\n", false);
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> PreciseOutput.checkEmbedded(ll, "out 1\n", false));
    assertTrue(e.getMessage().contains("-\n-out 2\n"), e.getMessage());
    PreciseOutput.checkEmbedded(ll, "new\n", true);
    assertEquals("define void @f() {\n  ret void\n}\n" + PreciseOutput.MARKER + "\n; new\n",
        Files.readString(ll));
  }
}
