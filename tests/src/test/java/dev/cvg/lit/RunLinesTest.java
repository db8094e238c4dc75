package dev.cvg.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** RUN-line extraction, shell syntax, substitutions. */
class RunLinesTest {

  @Test
  void parsesPipelineWithQuotesAndMerge() throws Exception {
    List<RunLine> runs = RunLines.parse(
        "; RUN: opt -mtriple amdgcn-- -passes='print<uniformity>' -disable-output %s 2>&1"
            + " | FileCheck %s\ndefine void @f() {\n");
    assertEquals(1, runs.size());
    RunLine r = runs.get(0);
    assertEquals(1, r.line());
    assertEquals(2, r.pipeline().size());
    Command opt = r.first();
    assertEquals("opt", opt.tool());
    assertEquals(List.of("-mtriple", "amdgcn--", "-passes=print<uniformity>", "-disable-output",
        "%s"), opt.args());
    assertTrue(opt.stderrToStdout());
    assertTrue(r.endsInFileCheck());
    assertEquals(List.of("%s"), r.last().args());
  }

  @Test
  void joinsBackslashContinuationsWithoutSpace() throws Exception {
    List<RunLine> runs = RunLines.parse("; RUN: opt -a \\\n; RUN:   -b < %s | FileCheck %s\n"
        + "; RUN: opt -c %s\n");
    assertEquals(2, runs.size());
    assertEquals("opt -a    -b < %s | FileCheck %s", runs.get(0).text());
    assertEquals(1, runs.get(0).line());
    assertEquals(Optional.of("%s"), runs.get(0).first().stdin());
    assertEquals(List.of("-a", "-b"), runs.get(0).first().args());
    assertEquals(3, runs.get(1).line());
  }

  @Test
  void readsNotAndRedirections() throws Exception {
    RunLine r = RunLines.parse("; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s")
        .get(0);
    assertTrue(r.first().negated());
    assertEquals("llvm-as", r.first().tool());
    assertEquals(List.of("-o", "/dev/null"), r.first().args());
    RunLine dis = RunLines.parse("; RUN: llvm-as < %s | llvm-dis > %t1.ll").get(0);
    assertEquals(Optional.of("%t1.ll"), dis.last().stdout());
    assertFalse(dis.endsInFileCheck());
  }

  @Test
  void doubleQuotesAndEscapes() throws Exception {
    List<Command> p = RunLines.pipeline("tool \"a b\" c\\ d 'e\"f' \"g\\\"h\"");
    assertEquals(List.of("a b", "c d", "e\"f", "g\"h"), p.get(0).args());
  }

  @Test
  void runKeywordMustStartAWord() throws Exception {
    assertTrue(RunLines.parse("; XRUN: opt %s\n; FOO-RUN: opt %s\n").isEmpty());
  }

  @Test
  void rejectsUnsupportedShellSyntax() {
    assertThrows(LitSyntaxException.class, () -> RunLines.parse("; RUN: a && b"));
    assertThrows(LitSyntaxException.class, () -> RunLines.parse("; RUN: a 'b"));
    assertThrows(LitSyntaxException.class, () -> RunLines.parse("; RUN: a \\"));
    assertThrows(LitSyntaxException.class, () -> RunLines.parse("; RUN: a <"));
    assertThrows(LitSyntaxException.class, () -> RunLines.parse("; RUN: a | | b"));
  }

  @Test
  void substitutesPaths() {
    Substitutions s = new Substitutions("/d/x.ll", "/d", "/tmp/t", "/tmp");
    assertEquals("/tmp/t1.ll", s.apply("%t1.ll"));
    assertEquals("/d/x.ll:/d:/d:/tmp:%:%q", s.apply("%s:%S:%p:%T:%%:%q"));
  }

  @Test
  void toolBaseNameDropsPathAndVersion() {
    assertEquals("opt", Tools.base("/usr/bin/opt-22"));
    assertEquals("FileCheck", Tools.base("FileCheck"));
    assertEquals("llvm-as", Tools.base("llvm-as-22"));
  }
}
