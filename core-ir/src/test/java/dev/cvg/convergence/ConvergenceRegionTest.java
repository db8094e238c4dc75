package dev.cvg.convergence;

import static dev.cvg.ir.verify.TestIr.ctrl;
import static dev.cvg.ir.verify.TestIr.declare;
import static dev.cvg.ir.verify.TestIr.module;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.verify.TestIr;
import dev.cvg.target.GpuTarget;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Convergence regions and the spec's nesting rule on builder-made functions. */
class ConvergenceRegionTest {
  private static final String ANCHOR = "@llvm.experimental.convergence.anchor";
  private static final String ENTRY = "@llvm.experimental.convergence.entry";
  private static final String LOOP = "@llvm.experimental.convergence.loop";

  private static Module withDecls(Function f) {
    return module(f, declare("g", Type.VOID, List.of()),
        declare("llvm.experimental.convergence.anchor", Type.TOKEN, List.of()),
        declare("llvm.experimental.convergence.entry", Type.TOKEN, List.of()),
        declare("llvm.experimental.convergence.loop", Type.TOKEN, List.of()),
        declare("f", Type.VOID, List.of("convergent")));
  }

  /**
   * A: %t = anchor; g(); br B / B: f() [%t]; h(); br C / C: ret. The region of %t is A after
   * %t and B up to the use; C is dominated but reaches no use.
   */
  @Test
  void regionIsDominatedPointsReachingAUse() {
    TestIr t = TestIr.function("k", Type.VOID, List.of());
    BlockId a = t.block("A");
    BlockId b = t.block("B");
    BlockId c = t.block("C");
    Call tok = t.call(a, "t", Type.TOKEN, ANCHOR, List.of(), List.of());
    Call beforeUse = t.call(a, null, Type.VOID, "@g", List.of(), List.of());
    t.br(a, b);
    Call use = t.call(b, null, Type.VOID, "@f", List.of(), ctrl(tok.asValue()));
    Call after = t.call(b, null, Type.VOID, "@g", List.of(), List.of());
    t.br(b, c);
    t.ret(c, null);
    Function f = t.finish();
    ConvergenceControl cc = ConvergenceControl.of(withDecls(f), f, GpuTarget.generic());
    ConvergenceRegion region = cc.region(cc.definition(tok.id()).orElseThrow());
    assertFalse(region.contains(tok.id()), "the definition is not in its own region");
    assertTrue(region.contains(beforeUse.id()));
    assertTrue(region.contains(use.id()));
    assertFalse(region.contains(after.id()));
    assertArrayEquals(new int[] {0, 1}, region.blocks());
    assertEquals(List.of(use.id()), region.uses());
    assertEquals(ConvergenceControl.Mode.CONTROLLED, cc.mode());
    assertEquals(List.of(), cc.nestingViolations());
  }

  /** A: %t1, %t2; f() [%t1]; f() [%t2]: the region of %t2 contains the use of %t1 but not %t1. */
  @Test
  void overlappingRegionsViolateNesting() {
    TestIr t = TestIr.function("k", Type.VOID, List.of());
    BlockId a = t.block("A");
    Call t1 = t.call(a, "t1", Type.TOKEN, ANCHOR, List.of(), List.of());
    Call t2 = t.call(a, "t2", Type.TOKEN, ANCHOR, List.of(), List.of());
    Call use1 = t.call(a, null, Type.VOID, "@f", List.of(), ctrl(t1.asValue()));
    t.call(a, null, Type.VOID, "@f", List.of(), ctrl(t2.asValue()));
    t.ret(a, null);
    Function f = t.finish();
    ConvergenceControl cc = ConvergenceControl.of(withDecls(f), f, GpuTarget.generic());
    assertEquals(List.of(new ConvergenceControl.NestingViolation(cc.definition(t2.id()).orElseThrow(), use1.id(),
        cc.definition(t1.id()).orElseThrow())), cc.nestingViolations());
  }

  /**
   * The spec's loop-with-break example: entry; H: %h = loop [%e]; br B, E / B: br C, D /
   * C: f() [%h]; br E / D: br H / E: ret. Well nested; the heart's region reaches C outside
   * the cycle but not the latch D, which reaches the use only through the heart (a new token
   * value); the region of %e covers the whole cycle, because every point of it reaches the heart.
   */
  @Test
  void loopTokenRegionExtendsToUsesOutsideTheCycle() {
    TestIr t = TestIr.function("k", Type.VOID, List.of("convergent"), Type.I1, "c");
    BlockId entry = t.block("entry");
    BlockId h = t.block("H");
    BlockId b = t.block("B");
    BlockId c = t.block("C");
    BlockId d = t.block("D");
    BlockId e = t.block("E");
    Value tokE = t.call(entry, "e", Type.TOKEN, ENTRY, List.of(), List.of()).asValue();
    t.br(entry, h);
    Call heart = t.call(h, "h", Type.TOKEN, LOOP, List.of(), ctrl(tokE));
    t.condBr(h, t.param(0), b, e);
    t.condBr(b, t.param(0), c, d);
    Call use = t.call(c, null, Type.VOID, "@f", List.of(), ctrl(heart.asValue()));
    t.br(c, e);
    t.br(d, h);
    t.ret(e, null);
    Function f = t.finish();
    ConvergenceControl cc = ConvergenceControl.of(withDecls(f), f, GpuTarget.generic());
    ConvergenceRegion region = cc.region(cc.definition(heart.id()).orElseThrow());
    assertArrayEquals(new int[] {1, 2, 3}, region.blocks(), "H after the heart, B, C up to the use");
    assertFalse(region.containsBlock(4), "the latch reaches the use only through the heart");
    assertTrue(region.contains(use.id()));
    assertEquals(List.of(), cc.nestingViolations());
    assertEquals(cc.definition(heart.id()), cc.tokenUsedBy(use.id()));
    ConvergenceRegion outer = cc.region(cc.definition(((Call) f.entry().insts().get(0)).id()).orElseThrow());
    assertArrayEquals(new int[] {0, 1, 2, 4}, outer.blocks(), "%e's only use is the heart: C and E cannot reach it");
    assertEquals(List.of(region), cc.regionsContaining(use.id()));
  }
}
