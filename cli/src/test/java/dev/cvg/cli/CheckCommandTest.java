package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code cvg check}: verdicts, exit codes, JSON, two files, map files and input errors. */
class CheckCommandTest {
  static final String DECLS = """
      declare i32 @tid()
      declare i32 @subgroupAdd(i32) convergent
      """;

  /** Returns a kernel whose subgroupAdd is sunk under a divergent branch ({@code sunk}) or not. */
  static String kernel(String name, boolean sunk) {
    String op = "  %r = call i32 @subgroupAdd(i32 %t)\n";
    return ("define void @" + name + "(ptr %out) {\nentry:\n  %t = call i32 @tid()\n" + (sunk ? "" : op)
        + "  %c = icmp ult i32 %t, 1\n  br i1 %c, label %then, label %end\nthen:\n" + (sunk ? op : "")
        + "  %p = getelementptr i32, ptr %out, i32 %t\n  store i32 %r, ptr %p\n  br label %end\nend:\n"
        + "  ret void\n}\n");
  }

  @Test
  void anIllegalPairExitsOneWithItsCounterexample() {
    CommandsTest.Run r = CommandsTest.run(DECLS + kernel("src", false) + kernel("tgt", true), "check", "-",
        "--threads", "1,2,4");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertTrue(r.out().startsWith("ILLEGAL: converged-with violated"), r.out());
    assertTrue(r.out().contains("original:    %r in @src"), r.out());
    assertTrue(r.out().contains("threads:   2"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void aPairAgainstItselfIsProvenLegal() {
    CommandsTest.Run r = CommandsTest.run(DECLS + kernel("src", false) + kernel("tgt", false), "check", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().startsWith("LEGAL (proven)"), r.out());
  }

  @Test
  void jsonCarriesTheVerdictAsData() {
    CommandsTest.Run r = CommandsTest.run(DECLS + kernel("src", false) + kernel("tgt", true), "check", "-",
        "--threads", "2", "--json");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertTrue(r.out().contains("\"verdict\" : \"ILLEGAL\"") || r.out().contains("\"verdict\": \"ILLEGAL\""), r.out());
    assertTrue(r.out().contains("\"groupsBefore\""), r.out());
  }

  @Test
  void twoFilesCompareEveryChangedFunction(@TempDir Path dir) throws Exception {
    Path before = dir.resolve("before.ll");
    Path after = dir.resolve("after.ll");
    Files.writeString(before, DECLS + kernel("k", false) + kernel("same", false));
    Files.writeString(after, DECLS + kernel("k", true) + kernel("same", false));
    CommandsTest.Run r = CommandsTest.run("", "check", before.toString(), after.toString(), "--threads", "2");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertTrue(r.out().contains("original:    %r in @k"), r.out());
    assertFalse(r.out().contains("@same"), "unchanged functions are not compared: " + r.out());
  }

  @Test
  void aBoundThatStopsEveryExecutionIsUnknown() {
    String loop = "(ptr %out) {\nentry:\n  br label %l\nl:\n  %r = call i32 @subgroupAdd(i32 1)\n  br label %l\n}\n";
    String src = ("define void @src" + loop);
    String tgt = "define void @tgt" + loop.replace("br label %l\nl:", "br label %m\nm:\n  br label %l\nl:");
    CommandsTest.Run r = CommandsTest.run(DECLS + src + tgt, "check", "-", "--threads", "1", "--inputs", "1",
        "--steps", "1000");
    assertEquals(ExitCodes.UNKNOWN, r.code(), r.out() + r.err());
    assertTrue(r.out().startsWith("UNKNOWN:") && r.out().contains("step bound"), r.out());
  }

  @Test
  void inputErrorsNameTheFileAndExitTwo(@TempDir Path dir) throws Exception {
    CommandsTest.Run missing = CommandsTest.run(DECLS + kernel("src", false), "check", "-");
    assertEquals(ExitCodes.USAGE, missing.code());
    assertTrue(missing.err().contains("error: the transformed module defines no @tgt"), missing.err());
    Path map = dir.resolve("m.map");
    Files.writeString(map, "%nope -> %r\n");
    CommandsTest.Run badMap = CommandsTest.run(DECLS + kernel("src", false) + kernel("tgt", true), "check", "-",
        "--map", map.toString());
    assertEquals(ExitCodes.USAGE, badMap.code());
    assertTrue(badMap.err().contains("m.map:1: error: no instruction %nope"), badMap.err());
    CommandsTest.Run parse = CommandsTest.run("define void @src( {", "check", "-");
    assertEquals(ExitCodes.USAGE, parse.code());
    assertTrue(parse.err().startsWith("<stdin>:1:"), parse.err());
    assertFalse(parse.err().contains("Exception"), parse.err());
  }

  @Test
  void oneFileCanNameItsTwoFunctions() {
    CommandsTest.Run r = CommandsTest.run(DECLS + kernel("example_original", false) + kernel("example_sunk", true),
        "check", "-", "--src", "example_original", "--tgt", "@example_sunk", "--threads", "2");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertTrue(r.out().contains("original:    %r in @example_original"), r.out());
  }
}
