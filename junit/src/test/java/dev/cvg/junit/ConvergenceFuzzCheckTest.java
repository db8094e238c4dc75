package dev.cvg.junit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.edit.FunctionEditor;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** {@link ConvergenceFuzz#check}: identity passes never fail, a reckless hoist fails with a reproducer. */
class ConvergenceFuzzCheckTest {
  /** Changes nothing (a pass that found nothing to do). */
  static Function identity(Function f) {
    return FunctionEditor.of(f).finish();
  }

  /**
   * A broken "pass": hoists every readfirstlane/ballot that is the first instruction after the
   * phis of a block with a single predecessor into that predecessor, ignoring divergence.
   */
  static Function reckless(Function f) {
    FunctionEditor e = FunctionEditor.of(f);
    var index = f.index();
    for (int b = 1; b < index.blockCount(); b++) {
      int[] preds = index.cfg().predecessors(b);
      Block block = index.block(b);
      if (preds.length != 1 || preds[0] == b) {
        continue;
      }
      Block pred = index.block(preds[0]);
      for (Inst i : block.insts()) {
        if (i instanceof Call c && c.site().calleeName().orElse("").startsWith("@llvm.amdgcn.")
            && c.site().convergenceToken().isEmpty()
            && c.site().args().stream().allMatch(a -> !(a.value() instanceof dev.cvg.ir.Value.Local l)
                || pred.insts().stream().anyMatch(x -> x.rawId() == l.rawId()) || f.params().stream()
                .anyMatch(p -> p.id().index() == l.rawId()))) {
          e.moveBefore(i.id(), pred.terminator().orElseThrow().id());
          return e.finish();
        }
      }
    }
    return e.finish();
  }

  @Test
  void anIdentityPassNeverFails() {
    ConvergenceFuzz.check(20, 0, ConvergenceFuzzCheckTest::identity);
  }

  @Test
  void aTransformReturningItsInputUnchangedNeverFails() {
    // seed 21's kernel was once judged ILLEGAL against itself: compared over the provenance the
    // generator left on it instead of the identity
    ConvergenceFuzz.check(3, 21, f -> f);
  }

  @Test
  void aTransformMaySeeTheKernelsModule() {
    ConvergenceFuzz.check(5, 0, (module, kernel) -> {
      assertTrue(module.function(kernel.name()).orElseThrow() == kernel, "the module holds the kernel");
      return identity(kernel);
    });
  }

  @Test
  void aRecklessHoistFailsWithTheSeedAndAReducedReproducer() {
    AssertionFailedError e = assertThrows(AssertionFailedError.class,
        () -> ConvergenceFuzz.check(300, 0, ConvergenceFuzzCheckTest::reckless));
    assertTrue(e.getMessage().startsWith("seed "), e.getMessage());
    assertTrue(e.getMessage().contains("ILLEGAL"), e.getMessage());
    assertTrue(e.getMessage().contains("reduced original:"), e.getMessage());
  }

  @Test
  void aThrowingTransformFailsWithTheSeedAndTheKernel() {
    AssertionFailedError e = assertThrows(AssertionFailedError.class, () -> ConvergenceFuzz.check(5, 0, f -> {
      throw new IllegalStateException("not supported: " + f.name());
    }));
    assertTrue(e.getMessage().startsWith("seed 0: the transform (or the check of its result) threw "
        + "java.lang.IllegalStateException: not supported: kernel\noriginal:\n"), e.getMessage());
    assertTrue(e.getMessage().contains("define "), e.getMessage());
  }
}
