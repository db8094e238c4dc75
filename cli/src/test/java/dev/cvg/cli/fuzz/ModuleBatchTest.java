package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link ModuleBatch}: kernels calling their own helpers share one module and come back whole. */
class ModuleBatchTest {
  private static Module kernel(int k) throws Exception {
    return IrParser.parse("""
        define void @kernel(ptr %out, i32 %n) convergent {
        entry:
          call void @helper(ptr %out, i32 %n)
          %r = call i32 @op(i32 %n)
          store i32 %r, ptr %out
          ret void
        }
        define void @helper(ptr %out, i32 %n) convergent {
        entry:
          %a = add i32 %n, K
          store i32 %a, ptr %out
          ret void
        }
        declare i32 @op(i32) convergent
        """.replace("K", Integer.toString(k)), "k" + k + ".ll");
  }

  @Test
  void callsBetweenAKernelsFunctionsFollowTheRenaming() throws Exception {
    List<Module> kernels = List.of(kernel(1), kernel(2));
    assertEquals(List.of(List.of(0, 1)), ModuleBatch.plan(kernels, 50));
    String merged = IrPrinter.print(ModuleBatch.merge(kernels));
    assertTrue(merged.contains("call void @cvgbatch0.helper("), merged);
    assertTrue(merged.contains("call void @cvgbatch1.helper("), merged);
    assertTrue(merged.contains("call i32 @op("), "declarations keep their names: " + merged);
    Module reparsed = IrParser.parse(merged, "batch.ll");
    assertEquals(List.of(), IrVerifier.verify(reparsed), merged);
    for (int k = 0; k < kernels.size(); k++) {
      Module back = ModuleBatch.split(reparsed, k, "k.ll").orElseThrow();
      assertEquals(IrPrinter.print(kernels.get(k)), IrPrinter.print(back), "kernel " + k + " comes back as it was");
    }
  }

  /** The inliner's exit block of an inlined batch function is named after it: the split takes the prefix off. */
  @Test
  void namesDerivedFromARenamedFunctionLoseThePrefix() throws Exception {
    Module output = IrParser.parse("""
        define void @cvgbatch0.kernel(ptr %out, i32 %n) {
        entry:
          %cvgbatch0.helper.a = add i32 %n, 1
          br label %cvgbatch0.helper.exit
        cvgbatch0.helper.exit:
          store i32 %cvgbatch0.helper.a, ptr %out
          ret void
        }
        """, "out.ll");
    String back = IrPrinter.print(ModuleBatch.split(output, 0, "k.ll").orElseThrow());
    assertTrue(back.contains("define void @kernel("), back);
    assertTrue(back.contains("br label %helper.exit") && back.contains("\nhelper.exit:"), back);
    assertTrue(back.contains("%helper.a = add i32 %n, 1"), back);
  }
}
