package dev.cvg.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The target models' divergence classification (LLVM's TTI hooks, both rule versions). */
class GpuTargetTest {
  private static final String DECLS = """
      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
      declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1, i1)
      declare i32 @llvm.amdgcn.permlane16.var(i32, i32, i32, i1, i1)
      declare i32 @llvm.amdgcn.cluster.workgroup.id.x()
      declare i32 @llvm.amdgcn.s.mov.from.global.i32(i16, i32)
      declare i32 @unknown(i32)
      declare i32 @quiet(i32) #0
      declare i32 @promised(i32) #1
      attributes #0 = { nodivergencesource }
      attributes #1 = { nounwind }
      """;

  /**
   * Parses {@code body} with the declarations; group #1 becomes {@code alwaysuniform}, an
   * attribute newer than LLVM 22 that the parser (like llvm-as 22) does not accept in text.
   */
  private static Module parse(String body) throws Exception {
    Module m = IrParser.parse(body + DECLS, "test.ll");
    List<AttributeGroup> groups = m.attributeGroups().stream()
        .map(g -> g.number() == 1 ? new AttributeGroup(1, List.of("alwaysuniform")) : g).toList();
    return new Module(m.sourceName(), m.header(), m.types(), m.globals(), m.functions(), groups, m.trailer());
  }

  /** Returns the instruction defining {@code %name} in the first function. */
  private static Inst inst(Module m, String name) {
    Function f = m.definitions().get(0);
    return f.blocks().flatMap(b -> b.insts()).filter(i -> f.nameOf(i.id().value()).equals(Optional.of(name)))
        .head();
  }

  @ParameterizedTest
  @CsvSource({"amdgcn--,amdgcn", "amdgcn-amd-amdhsa,amdgcn", "amdgpu7.00--,amdgcn",
      "amdgpu-amd-amdhsa,amdgcn", "amdgpu12.00-unknown-amdhsa,amdgcn", "nvptx64-nvidia-cuda,nvptx",
      "x86_64-unknown-linux-gnu,x86_64"})
  void triplesSelectTheModelOptWould(String triple, String name) {
    TargetModel t = Targets.forTriple(triple);
    assertEquals(name, t.name());
    assertEquals(!name.equals("x86_64"), t.hasBranchDivergence());
  }

  @Test
  void waveSizeFollowsTheCpu() {
    assertEquals(6, GpuTarget.amdgpu("gfx900", TargetRules.UPSTREAM).waveSizeLog2());
    assertEquals(5, GpuTarget.amdgpu("gfx1010", TargetRules.UPSTREAM).waveSizeLog2());
    assertEquals(6, GpuTarget.amdgpu("", TargetRules.UPSTREAM).waveSizeLog2());
  }

  @Test
  void amdgpuCallsByRuleVersion() throws Exception {
    Module m = parse("""
        define void @f(i32 %a) {
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %rfl = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %tid)
          %perm = call i32 @llvm.amdgcn.permlane16.i32(i32 %a, i32 %a, i32 %a, i32 %a, i1 false, i1 false)
          %var = call i32 @llvm.amdgcn.permlane16.var(i32 %a, i32 %a, i32 %a, i1 false, i1 false)
          %cl = call i32 @llvm.amdgcn.cluster.workgroup.id.x()
          %mov = call i32 @llvm.amdgcn.s.mov.from.global.i32(i16 95, i32 %a)
          %unk = call i32 @unknown(i32 %a)
          %quiet = call i32 @quiet(i32 %a)
          %prom = call i32 @promised(i32 %a)
          ret void
        }
        """);
    Function f = m.definitions().get(0);
    GpuTarget up = GpuTarget.amdgpu("", TargetRules.UPSTREAM);
    GpuTarget old = GpuTarget.amdgpu("", TargetRules.LLVM_22);
    assertTrue(up.isDivergenceSource(m, f, inst(m, "tid")));
    assertTrue(up.isAlwaysUniform(m, f, inst(m, "rfl")));
    assertEquals(Optional.of(List.of(1)), up.uniformityDecidingArguments(m, f, inst(m, "perm")));
    assertFalse(up.isDivergenceSource(m, f, inst(m, "perm")));
    assertTrue(old.isDivergenceSource(m, f, inst(m, "perm")));
    assertTrue(up.isDivergenceSource(m, f, inst(m, "var")));
    assertFalse(up.isDivergenceSource(m, f, inst(m, "cl")) || up.isAlwaysUniform(m, f, inst(m, "cl")));
    assertTrue(up.isAlwaysUniform(m, f, inst(m, "mov")));
    assertTrue(old.isDivergenceSource(m, f, inst(m, "mov")));
    assertTrue(up.isDivergenceSource(m, f, inst(m, "unk")));
    assertTrue(up.isAlwaysUniform(m, f, inst(m, "quiet")) && old.isAlwaysUniform(m, f, inst(m, "quiet")));
    assertTrue(up.isAlwaysUniform(m, f, inst(m, "prom")));
    assertTrue(old.isDivergenceSource(m, f, inst(m, "prom")));
  }

  @Test
  void inlineAsmByOutputRegisterClass() throws Exception {
    Module m = parse("""
        define void @f() {
          %s = call i32 asm "s_mov_b32 $0, 0", "=s"()
          %p = call i32 asm "s_mov_b32 s0, 0", "={s0}"()
          %v = call i32 asm "v_mov_b32 $0, 0", "=v"()
          %mixed = call { i32, i32 } asm "; def $0, $1", "=s,=v"()
          %lo = extractvalue { i32, i32 } %mixed, 0
          %hi = extractvalue { i32, i32 } %mixed, 1
          ret void
        }
        """);
    Function f = m.definitions().get(0);
    GpuTarget t = GpuTarget.amdgpu();
    assertTrue(t.isAlwaysUniform(m, f, inst(m, "s")));
    assertTrue(t.isAlwaysUniform(m, f, inst(m, "p")));
    assertTrue(t.isDivergenceSource(m, f, inst(m, "v")));
    assertTrue(t.isDivergenceSource(m, f, inst(m, "mixed")));
    assertTrue(t.isAlwaysUniform(m, f, inst(m, "lo")));
    assertFalse(t.isAlwaysUniform(m, f, inst(m, "hi")));
  }

  @Test
  void loadsByAddressSpace() throws Exception {
    Module m = parse("""
        define void @f(ptr %flat, ptr addrspace(1) %global, ptr addrspace(5) %private, ptr addrspace(13) %vgpr) {
          %a = load i32, ptr %flat
          %b = load i32, ptr addrspace(1) %global
          %c = load i32, ptr addrspace(5) %private
          %d = load i32, ptr addrspace(13) %vgpr
          ret void
        }
        """);
    Function f = m.definitions().get(0);
    GpuTarget up = GpuTarget.amdgpu();
    assertTrue(up.isDivergenceSource(m, f, inst(m, "a")));
    assertFalse(up.isDivergenceSource(m, f, inst(m, "b")));
    assertTrue(up.isDivergenceSource(m, f, inst(m, "c")));
    assertTrue(up.isDivergenceSource(m, f, inst(m, "d")));
    assertFalse(GpuTarget.amdgpu("", TargetRules.LLVM_22).isDivergenceSource(m, f, inst(m, "d")));
    GpuTarget nv = GpuTarget.nvptx(TargetRules.LLVM_22);
    assertTrue(nv.isDivergenceSource(m, f, inst(m, "a")));
    assertFalse(GpuTarget.nvptx(TargetRules.UPSTREAM).isDivergenceSource(m, f, inst(m, "a")));
  }

  @Test
  void threadIdExpressionsUniformAcrossAWave() throws Exception {
    Module m = parse("""
        define void @f() {
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %s6 = lshr i32 %tid, 6
          %s5 = lshr i32 %tid, 5
          %and64 = and i32 %tid, 64
          %and63 = and i32 %tid, 63
          %or63 = or i32 %tid, 63
          %andm1 = and i32 %tid, -1
          ret void
        }
        """);
    Function f = m.definitions().get(0);
    GpuTarget w64 = GpuTarget.amdgpu("gfx900", TargetRules.UPSTREAM);
    GpuTarget w32 = GpuTarget.amdgpu("gfx1010", TargetRules.UPSTREAM);
    assertTrue(w64.isAlwaysUniform(m, f, inst(m, "s6")));
    assertFalse(w64.isAlwaysUniform(m, f, inst(m, "s5")));
    assertTrue(w32.isAlwaysUniform(m, f, inst(m, "s5")));
    assertTrue(w64.isAlwaysUniform(m, f, inst(m, "and64")));
    assertFalse(w64.isAlwaysUniform(m, f, inst(m, "and63")));
    assertTrue(w64.isAlwaysUniform(m, f, inst(m, "or63")));
    assertFalse(w64.isAlwaysUniform(m, f, inst(m, "andm1")));
    assertFalse(GpuTarget.amdgpu("gfx900", TargetRules.LLVM_22).isAlwaysUniform(m, f, inst(m, "s6")));
  }

  @Test
  void argumentsAndSingleLaneFunctions() throws Exception {
    Module m = parse("""
        define amdgpu_kernel void @k(i32 %a) { ret void }
        define amdgpu_ps void @ps(i32 inreg %u, i32 %v, ptr addrspace(5) byval(i32) %b) { ret void }
        define void @single(i32 %a) #2 { ret void }
        attributes #2 = { "amdgpu-flat-work-group-size"="1,1" }
        """);
    GpuTarget t = GpuTarget.amdgpu();
    Function k = m.function("k").orElseThrow();
    Function ps = m.function("ps").orElseThrow();
    Function single = m.function("single").orElseThrow();
    assertFalse(t.isDivergentArgument(m, k, k.params().get(0)));
    assertFalse(t.isDivergentArgument(m, ps, ps.params().get(0)));
    assertTrue(t.isDivergentArgument(m, ps, ps.params().get(1)));
    assertFalse(t.isDivergentArgument(m, ps, ps.params().get(2)));
    assertFalse(t.hasBranchDivergence(m, single));
    assertTrue(t.hasBranchDivergence(m, k));
  }

  @Test
  void intrinsicsTakeTheirOwnConvergenceNotTheDeclarations() throws Exception {
    Module m = IrParser.parse("""
        define void @f() {
          %a = call i32 @llvm.amdgcn.workitem.id.x.conv()
          %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 0)
          %c = call i32 @subgroupAdd(i32 0)
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x.conv() convergent
        declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
        declare i32 @subgroupAdd(i32) convergent
        """, "conv.ll");
    GpuTarget t = GpuTarget.generic();
    java.util.function.Function<Integer, dev.cvg.ir.CallSite> site =
        k -> ((dev.cvg.ir.Call) m.function("f").orElseThrow().entry().insts().get(k)).site();
    assertFalse(t.isConvergent(m, site.apply(0)), "workitem.id is not convergent in LLVM, whatever its declaration says");
    assertTrue(t.isConvergent(m, site.apply(1)), "readfirstlane is convergent without any attribute");
    assertTrue(t.isConvergent(m, site.apply(2)), "a convergent declaration of a non-intrinsic counts");
  }
}
