package dev.cvg.ir.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The parser's re-mangling of AMDGPU image intrinsic names; every expected name below is what
 * {@code llvm-as-22 | llvm-dis-22} printed for the same declaration.
 */
class ImageIntrinsicUpgradeParserTest {

  /** A declaration as written and the name LLVM 22 gives it. */
  private record Case(String declaration, String expected) {}

  private static final List<Case> LLVM_22 = List.of(
      // atomics (incl. cmpswap, float and packed): resource only
      new Case("i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32(i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.swap.1d.i32.i32.v8i32"),
      new Case("i32 @llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32(i32, i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.cmpswap.1d.i32.i32.v8i32"),
      new Case("i64 @llvm.amdgcn.image.atomic.add.2d.i64.i16(i64, i16, i16, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.add.2d.i64.i16.v8i32"),
      new Case("float @llvm.amdgcn.image.atomic.fmin.1d.f32.i32(float, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.fmin.1d.f32.i32.v8i32"),
      new Case("<2 x half> @llvm.amdgcn.image.atomic.pk.add.f16.1d.v2f16.i32(<2 x half>, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.pk.add.f16.1d.v2f16.i32.v8i32"),
      new Case("i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32(i32, i32, ptr addrspace(8), i32, i32)",
          "llvm.amdgcn.image.atomic.swap.1d.i32.i32.p8"),
      // load / store / msaa.load / getresinfo: resource only
      new Case("<4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.load.2d.v4f32.i32.v8i32"),
      new Case("<4 x float> @llvm.amdgcn.image.load.mip.2d.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.load.mip.2d.v4f32.i32.v8i32"),
      new Case("void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32, i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.store.2d.v4f32.i32.v8i32"),
      new Case("void @llvm.amdgcn.image.store.1d.f32.i16(float, i32, i16, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.store.1d.f32.i16.v8i32"),
      new Case("<4 x float> @llvm.amdgcn.image.msaa.load.2dmsaa.v4f32.i32(i32, i32, i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.msaa.load.2dmsaa.v4f32.i32.v8i32"),
      new Case("<4 x float> @llvm.amdgcn.image.getresinfo.2d.v4f32.i32(i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.getresinfo.2d.v4f32.i32.v8i32"),
      // sample / gather4 / getlod: resource and sampler
      new Case("<4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.sample.2d.v4f32.f32.v8i32.v4i32"),
      new Case("<4 x float> @llvm.amdgcn.image.sample.c.l.2d.v4f32.f32(i32, float, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.sample.c.l.2d.v4f32.f32.v8i32.v4i32"),
      new Case("<4 x float> @llvm.amdgcn.image.sample.d.2d.v4f32.f16.f32(i32, half, half, half, half, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.sample.d.2d.v4f32.f16.f32.v8i32.v4i32"),
      new Case("<4 x float> @llvm.amdgcn.image.sample.o.2d.v4f32.f32(i32, i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.sample.o.2d.v4f32.f32.v8i32.v4i32"),
      new Case("<4 x float> @llvm.amdgcn.image.gather4.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.gather4.2d.v4f32.f32.v8i32.v4i32"),
      new Case("<4 x float> @llvm.amdgcn.image.gather4.c.o.2d.v4f32.f32(i32, i32, float, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.gather4.c.o.2d.v4f32.f32.v8i32.v4i32"),
      new Case("<4 x float> @llvm.amdgcn.image.getlod.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.getlod.2d.v4f32.f32.v8i32.v4i32"),
      new Case("<4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, ptr addrspace(8), <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.sample.2d.v4f32.f32.p8.v4i32"),
      // already canonical: kept
      new Case("i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32.v8i32(i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.swap.1d.i32.i32.v8i32"),
      new Case("<4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32.p8.p8(i32, float, float, ptr addrspace(8), ptr addrspace(8), i1, i32, i32)",
          "llvm.amdgcn.image.sample.2d.v4f32.f32.p8.p8"),
      // partial or repeated resource manglings: re-mangled
      new Case("<4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32.v8i32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)",
          "llvm.amdgcn.image.sample.2d.v4f32.f32.v8i32.v4i32"),
      new Case("i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32.v8i32.v8i32(i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.swap.1d.i32.i32.v8i32"),
      // not an intrinsic LLVM recognises: kept
      new Case("i32 @llvm.amdgcn.image.foo.1d.i32.i32(i32, i32, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.foo.1d.i32.i32"),
      new Case("float @llvm.amdgcn.image.atomic.fmin.1d.f32.f32(float, float, <8 x i32>, i32, i32)",
          "llvm.amdgcn.image.atomic.fmin.1d.f32.f32"));

  @TestFactory
  Stream<DynamicTest> declarationsTakeLlvm22Names() {
    return LLVM_22.stream().map(c -> DynamicTest.dynamicTest(c.expected(), () -> {
      Module m = Ir.parse("declare " + c.declaration());
      assertEquals(c.expected(), Ir.fn(m).name(), c.declaration());
    }));
  }

  @Test
  void callsFollowTheRenamedDeclaration() {
    Module m = Ir.parse(
        "define i32 @f(<8 x i32> %r, i32 %a, i32 %d) {",
        "  %o = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32 %d, i32 %a, <8 x i32> %r, i32 0, i32 0)",
        "  ret i32 %o",
        "}",
        "declare i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32, i32, <8 x i32>, i32, i32)");
    Inst call = Ir.insts(Ir.fn(m)).getFirst();
    assertEquals("@llvm.amdgcn.image.atomic.add.1d.i32.i32.v8i32",
        ((Call) call).site().calleeName().orElseThrow());
    assertEquals("llvm.amdgcn.image.atomic.add.1d.i32.i32.v8i32", m.functions().get(1).name());
    assertEquals(
        "  %o = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32.v8i32(i32 %d, i32 %a, <8 x i32> %r, i32 0, i32 0)",
        IrPrinter.print(m).lines().filter(l -> l.contains("call")).findFirst().orElseThrow());
  }

  @Test
  void renamedDeclarationsMoveToTheEndAndMergeIntoExistingOnes() {
    // llvm-as-22 prints: g, load (canonical, kept in place), foo, then the upgraded ones
    Module m = Ir.parse(
        "declare i32 @llvm.amdgcn.image.atomic.swap.1d.i32.i32(i32, i32, <8 x i32>, i32, i32)",
        "declare <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32.v4i32(i32, i32, <4 x i32>, i32, i32)",
        "declare <4 x float> @llvm.amdgcn.image.load.1d.v4f32.i32(i32, i32, <4 x i32>, i32, i32)",
        "declare i32 @llvm.amdgcn.image.foo.1d.i32.i32(i32, i32, <8 x i32>, i32, i32)",
        "declare void @g()");
    assertEquals(List.of(
            "llvm.amdgcn.image.load.1d.v4f32.i32.v4i32",
            "llvm.amdgcn.image.foo.1d.i32.i32",
            "g",
            "llvm.amdgcn.image.atomic.swap.1d.i32.i32.v8i32"),
        m.functions().stream().map(Function::name).toList());
  }

  @Test
  void manglesTypesLikeLlvm() {
    assertEquals("v8i32", ImageIntrinsicUpgrade.mangle(new dev.cvg.ir.Type.Vector(8, new dev.cvg.ir.Type.Int(32), false)));
    assertEquals("p8", ImageIntrinsicUpgrade.mangle(new dev.cvg.ir.Type.Ptr(8)));
    assertEquals("v4f16", ImageIntrinsicUpgrade.mangle(new dev.cvg.ir.Type.Vector(4, new dev.cvg.ir.Type.Float("half"), false)));
    assertEquals("bf16", ImageIntrinsicUpgrade.mangle(new dev.cvg.ir.Type.Float("bfloat")));
  }
}
