package dev.cvg.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Taking {@code opt} command lines apart and mapping them to cvg. */
class OptInvocationTest {

  private static OptInvocation opt(String command) throws Exception {
    return OptInvocation.of(RunLines.pipeline(command).get(0));
  }

  @Test
  void readsTripleCpuPassesAndOutputMode() throws Exception {
    OptInvocation o = opt("opt -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900"
        + " -passes='print<uniformity>' -disable-output %s");
    assertEquals(List.of("print<uniformity>"), o.passes());
    assertEquals(Optional.of("amdgcn-amd-amdhsa"), o.triple());
    assertEquals(Optional.of("gfx900"), o.cpu());
    assertTrue(o.disableOutput());
    assertEquals(Optional.of("%s"), o.input());
  }

  @Test
  void separateValuesAndDoubleDashes() throws Exception {
    OptInvocation o = opt("opt --mtriple amdgcn-- -S -passes=loop-unroll -unroll-runtime"
        + " -o - < %s");
    assertEquals(Optional.of("amdgcn--"), o.triple());
    assertTrue(o.textOutput());
    assertEquals(Optional.of("-"), o.output());
    assertEquals(Optional.of("%s"), o.input());
    assertEquals(List.of("-unroll-runtime"), o.otherArgs());
  }

  @Test
  void splitsPipelinesAtTopLevelCommas() {
    assertEquals(List.of("verify<cycles>", "print<cycles>"),
        OptInvocation.splitPipeline("verify<cycles>,print<cycles>"));
    assertEquals(List.of("loop(a,b)", "function<x;y>(c)", "d"),
        OptInvocation.splitPipeline("loop(a,b),function<x;y>(c),d"));
  }

  @Test
  void mapsAnalysesToSubcommands() throws Exception {
    CvgMapping m = CvgMapping.of(RunLines.parse("; RUN: opt < %s -disable-output"
        + " -passes='verify<cycles>,print<cycles>' 2>&1 | FileCheck %s -check-prefix=CHECK")
        .get(0));
    CvgMapping.Mapped mapped = (CvgMapping.Mapped) m;
    assertEquals("cycles", mapped.subcommand());
    assertTrue(mapped.mergesStderr());
    assertEquals(List.of("CHECK"), mapped.fileCheck().orElseThrow().options().checkPrefixes());
    Substitutions s = new Substitutions("/x/a.ll", "/x", "/t/t", "/t");
    assertEquals(List.of("cycles", "/x/a.ll"), mapped.argv(s));

    CvgMapping.Mapped u = (CvgMapping.Mapped) CvgMapping.of(RunLines.parse(
        "; RUN: opt -mtriple amdgcn-- -mcpu=gfx900 -passes='print<uniformity>' -disable-output"
            + " %s 2>&1 | FileCheck --check-prefixes=GCN,GFX9 %s").get(0));
    assertEquals(List.of("uniformity", "--mtriple=amdgcn--", "--mcpu=gfx900", "/x/a.ll"),
        u.argv(s));

    CvgMapping.Mapped v = (CvgMapping.Mapped) CvgMapping.of(
        RunLines.parse("; RUN: not llvm-as < %s -o /dev/null 2>&1 | FileCheck %s").get(0));
    assertEquals("verify", v.subcommand());
    assertTrue(v.expectFailure());
  }

  @Test
  void transformsAndRoundTripsAreUnmappedWithAReason() throws Exception {
    CvgMapping t = CvgMapping.of(
        RunLines.parse("; RUN: opt < %s -passes=loop-rotate -S | FileCheck %s").get(0));
    assertEquals("opt pipeline 'loop-rotate' has no cvg subcommand",
        ((CvgMapping.Unmapped) t).reason());
    CvgMapping r = CvgMapping.of(RunLines.parse("; RUN: llvm-as < %s | llvm-dis > %t1.ll")
        .get(0));
    assertTrue(((CvgMapping.Unmapped) r).reason().startsWith("pipeline of several tools"));
  }
}
