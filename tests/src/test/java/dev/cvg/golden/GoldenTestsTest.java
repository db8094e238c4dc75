package dev.cvg.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Discovery order, per-file and per-function dynamic tests, function splitting. */
class GoldenTestsTest {
  @TempDir
  Path dir;

  private static final String TWO_FUNCTIONS = """
      ; RUN: opt -passes='print<cycles>' %s
      define void @first() {
      entry:
        ret void
      }

      declare void @ext()

      define internal i32 @"quoted name"(i32 %x) {
        ret i32 %x
      }
      """;

  @Test
  void splitsFunctionsTextually() {
    List<LlFunction> fs = LlFunction.split(TWO_FUNCTIONS);
    assertEquals(2, fs.size());
    assertEquals("first", fs.get(0).name());
    assertEquals(2, fs.get(0).firstLine());
    assertEquals(5, fs.get(0).lastLine());
    assertEquals("quoted name", fs.get(1).name());
    assertEquals("define internal i32 @\"quoted name\"(i32 %x) {\n  ret i32 %x\n}\n",
        fs.get(1).text());
  }

  @Test
  void dynamicTestsFollowSortedPathsAndFunctions() throws Throwable {
    Files.createDirectories(dir.resolve("b"));
    Files.writeString(dir.resolve("b/z.ll"), TWO_FUNCTIONS);
    Files.writeString(dir.resolve("a.ll"), "define void @only() {\n}\n");
    Files.writeString(dir.resolve("notes.txt"), "not a test");
    List<String> seen = new ArrayList<>();
    List<DynamicTest> files = GoldenTests.perFile(dir, f -> seen.add(f.name())).toList();
    assertEquals(List.of("a.ll", "b/z.ll"), files.stream().map(DynamicTest::getDisplayName)
        .toList());
    for (DynamicTest t : files) {
      t.getExecutable().execute();
    }
    assertEquals(List.of("a.ll", "b/z.ll"), seen);

    List<String> names = new ArrayList<>();
    for (DynamicNode n : GoldenTests.perFunction(dir, (f, fn) -> { }).toList()) {
      Stream<? extends DynamicNode> children = ((DynamicContainer) n).getChildren();
      children.forEach(c -> names.add(n.getDisplayName() + " " + c.getDisplayName()));
    }
    assertEquals(List.of("a.ll @only", "b/z.ll @first", "b/z.ll @quoted name"), names);
  }

  @Test
  void goldenFileExposesRunLinesAndSiblings() throws Exception {
    GoldenFile f = new GoldenFile(dir.resolve("t.ll"), "t.ll", TWO_FUNCTIONS);
    assertEquals("opt", f.runLines().get(0).first().tool());
    assertEquals(dir.resolve("t.expected"), f.sibling("expected"));
    assertEquals(11, f.function("quoted name").orElseThrow().lastLine());
  }
}
