package dev.cvg.convergence;

import static dev.cvg.ir.verify.TestIr.ctrl;
import static dev.cvg.ir.verify.TestIr.declare;
import static dev.cvg.ir.verify.TestIr.module;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Entity;
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

/**
 * Builder-made functions for the per-instruction rules (bundle shape, placement, mixing) and
 * the acyclic token-scope rules, each asserting LLVM's exact message and the offending
 * instruction's identity.
 */
class OperationRulesTest {
  private static final String ENTRY = "@llvm.experimental.convergence.entry";
  private static final String ANCHOR = "@llvm.experimental.convergence.anchor";
  private static final String LOOP = "@llvm.experimental.convergence.loop";
  private static final List<Function> DECLS = List.of(
      declare("llvm.experimental.convergence.entry", Type.TOKEN, List.of()),
      declare("llvm.experimental.convergence.anchor", Type.TOKEN, List.of()),
      declare("llvm.experimental.convergence.loop", Type.TOKEN, List.of()),
      declare("f", Type.VOID, List.of("convergent")),
      declare("g", Type.VOID, List.of()));

  private static Module withDecls(Function f) {
    Function[] all = new Function[DECLS.size() + 1];
    all[0] = f;
    for (int i = 0; i < DECLS.size(); i++) {
      all[i + 1] = DECLS.get(i);
    }
    return module(all);
  }

  private static List<Diagnostic> verify(Function f) {
    return ConvergenceVerifier.verify(withDecls(f), GpuTarget.generic());
  }

  private static List<String> messages(Function f) {
    return verify(f).stream().map(Diagnostic::message).toList();
  }

  @Test
  void validControlledFunction() {
    TestIr t = TestIr.function("k", Type.VOID, List.of("convergent"));
    BlockId a = t.block("A");
    Value e = t.call(a, "e", Type.TOKEN, ENTRY, List.of(), List.of()).asValue();
    t.call(a, null, Type.VOID, "@f", List.of(), ctrl(e));
    t.ret(a, null);
    assertEquals(List.of(), verify(t.finish()));
  }

  @Test
  void bundleShape() {
    TestIr t = TestIr.function("k", Type.VOID, List.of());
    BlockId a = t.block("A");
    Value x = t.call(a, "x", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    Value y = t.call(a, "y", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    Call twoBundles = t.call(a, null, Type.VOID, "@f", List.of(),
        List.of(ctrl(x).get(0), ctrl(y).get(0)));
    t.call(a, null, Type.VOID, "@f", List.of(), ctrl(x, y));
    t.call(a, null, Type.VOID, "@f", List.of(), ctrl(new Value.Undef(Type.TOKEN)));
    t.ret(a, null);
    List<Diagnostic> d = verify(t.finish());
    // As in LLVM 22 (checked with opt-22): a call whose bundle is rejected counts as an
    // uncontrolled convergent operation, which then mixes with the anchors.
    String mixed = "Cannot mix controlled and uncontrolled convergence in the same function.";
    assertEquals(List.of(
        "The 'convergencectrl' bundle can occur at most once on a call", mixed,
        "The 'convergencectrl' bundle requires exactly one token use.", mixed,
        "Convergence control tokens can only be produced by calls to the convergence control intrinsics.", mixed),
        d.stream().map(Diagnostic::message).toList());
    assertEquals(new Entity.InstEntity("k", twoBundles.id()), d.get(0).where());
  }

  @Test
  void entryRules() {
    TestIr notConvergent = TestIr.function("a", Type.VOID, List.of());
    BlockId a = notConvergent.block("A");
    notConvergent.call(a, "e", Type.TOKEN, ENTRY, List.of(), List.of());
    notConvergent.ret(a, null);
    assertEquals(List.of("Entry intrinsic can occur only in a convergent function."), messages(notConvergent.finish()));

    TestIr notEntryBlock = TestIr.function("b", Type.VOID, List.of("convergent"));
    BlockId b0 = notEntryBlock.block("A");
    BlockId b1 = notEntryBlock.block("B");
    notEntryBlock.br(b0, b1);
    notEntryBlock.call(b1, "e", Type.TOKEN, ENTRY, List.of(), List.of());
    notEntryBlock.ret(b1, null);
    assertEquals(List.of("Entry intrinsic can occur only in the entry block."), messages(notEntryBlock.finish()));

    TestIr preceded = TestIr.function("c", Type.VOID, List.of("convergent"));
    BlockId c0 = preceded.block("A");
    preceded.call(c0, null, Type.VOID, "@f", List.of(), List.of());
    preceded.call(c0, "e", Type.TOKEN, ENTRY, List.of(), List.of());
    preceded.ret(c0, null);
    assertEquals(List.of("Entry intrinsic cannot be preceded by a convergent operation in the same basic block."),
        messages(preceded.finish()), "the rejected entry does not switch the function to controlled mode");
  }

  @Test
  void anchorAndLoopOperands() {
    TestIr t = TestIr.function("k", Type.VOID, List.of());
    BlockId a = t.block("A");
    Value x = t.call(a, "x", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    t.call(a, "y", Type.TOKEN, ANCHOR, List.of(), ctrl(x));
    t.call(a, "z", Type.TOKEN, LOOP, List.of(), List.of());
    t.ret(a, null);
    assertEquals(List.of("Entry or anchor intrinsic cannot have a convergencectrl token operand.",
        "Loop intrinsic must have a convergencectrl token operand."), messages(t.finish()));
  }

  @Test
  void loopAfterConvergentOperation() {
    TestIr t = TestIr.function("k", Type.VOID, List.of());
    BlockId a = t.block("A");
    BlockId b = t.block("B");
    Value x = t.call(a, "x", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    t.br(a, b);
    t.call(b, null, Type.VOID, "@g", List.of(), ctrl(x)); // not convergent: does not count
    t.call(b, null, Type.VOID, "@f", List.of(), ctrl(x));
    Call loop = t.call(b, "h", Type.TOKEN, LOOP, List.of(), ctrl(x));
    t.ret(b, null);
    List<Diagnostic> d = verify(t.finish());
    assertEquals(List.of("Loop intrinsic cannot be preceded by a convergent operation in the same basic block."),
        d.stream().map(Diagnostic::message).toList());
    assertInstanceOf(Entity.InstEntity.class, d.get(0).where());
    assertEquals(loop.id(), ((Entity.InstEntity) d.get(0).where()).inst());
  }

  @Test
  void mixingIsReportedAtEachOffendingOperation() {
    TestIr t = TestIr.function("k", Type.VOID, List.of());
    BlockId a = t.block("A");
    t.call(a, null, Type.VOID, "@g", List.of(), List.of());
    t.call(a, null, Type.VOID, "@f", List.of(), List.of());
    Value x = t.call(a, "x", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    t.call(a, null, Type.VOID, "@f", List.of(), ctrl(x));
    t.ret(a, null);
    assertEquals(List.of("Cannot mix controlled and uncontrolled convergence in the same function.",
        "Cannot mix controlled and uncontrolled convergence in the same function."), messages(t.finish()),
        "both controlled operations after the uncontrolled one; the function stays uncontrolled");
  }

  @Test
  void tokenMustDominateAndRegionsMustNest() {
    TestIr t = TestIr.function("k", Type.VOID, List.of(), Type.I1, "c");
    BlockId a = t.block("A");
    BlockId b = t.block("B");
    BlockId c = t.block("C");
    Value t1 = t.call(a, "t1", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    Value t2 = t.call(a, "t2", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    t.condBr(a, t.param(0), b, c);
    Value t3 = t.call(b, "t3", Type.TOKEN, ANCHOR, List.of(), List.of()).asValue();
    t.call(b, null, Type.VOID, "@f", List.of(), ctrl(t1));
    t.call(b, null, Type.VOID, "@f", List.of(), ctrl(t2));
    t.br(b, c);
    t.call(c, null, Type.VOID, "@f", List.of(), ctrl(t3));
    t.ret(c, null);
    assertEquals(List.of("Convergence region is not well-nested.",
        "Convergence control token must dominate all its uses."), messages(t.finish()));
  }
}
