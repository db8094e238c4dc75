package dev.cvg.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.text.IrParser;
import dev.cvg.target.GpuTarget;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/** {@link Shrink#onFailure}: silent when the property holds, the seed and a reduced kernel when it fails. */
class ShrinkTest {
  private static final long SEED = 4;

  private static Module kernel() {
    return KernelGenerator.generate(RandomCfg.generate(SEED, RandomCfg.Shape.UNSTRUCTURED, 120), SEED,
        KernelGenerator.Options.defaults());
  }

  /** A property that fails on most kernels: "the uniformity analysis finds no divergent phi". */
  private static final Consumer<Module> NO_DIVERGENT_PHI = m -> {
    Function f = m.definitions().getFirst();
    UniformityInfo u = UniformityInfo.of(m, f, GpuTarget.amdgpu());
    for (Block b : f.blocks()) {
      for (Inst i : b.insts()) {
        assertFalse(i instanceof Phi && u.isDivergent(i.id().value()),
            "seed " + SEED + ": %" + f.nameOf(i.id().value()).orElse("?") + " is a divergent phi");
      }
    }
  };

  @Test
  void aPropertyThatHoldsPassesSilently() {
    Shrink.onFailure(kernel(), m -> assertTrue(m.definitions().size() == 1));
  }

  @Test
  void aFailureReportsTheSeedAndAReducedKernelThatStillFails() throws Exception {
    Module m = kernel();
    AssertionError original = assertThrows(AssertionError.class, () -> NO_DIVERGENT_PHI.accept(m));
    AssertionError e = assertThrows(AssertionError.class, () -> Shrink.onFailure(m, NO_DIVERGENT_PHI));
    String message = e.getMessage();
    assertTrue(message.startsWith(original.getMessage()), message);
    assertTrue(message.contains("seed " + SEED), message);
    assertTrue(message.contains("reduced from " + ModuleSize.of(m)), message);
    assertNotNull(e.getCause());
    assertEquals(original.getMessage(), e.getCause().getMessage());
    // the printed module after the header line parses, still fails, and is small
    String ir = message.substring(message.indexOf("target triple"));
    Module reduced = IrParser.parse(ir, "reduced.ll");
    assertThrows(AssertionError.class, () -> NO_DIVERGENT_PHI.accept(reduced));
    assertTrue(ModuleSize.of(reduced).instructions() <= 8, ir);
    assertTrue(ModuleSize.of(m).instructions() > 800, ModuleSize.of(m).toString());
  }

  @Test
  void anInvalidModuleIsReportedUnreduced() {
    Module broken = ReducerPassesTest.parse("""
        define void @f() {
        entry:
          %a = add i32 %a, 1
          ret void
        }
        """);
    AssertionError failure = new AssertionError("seed 9: planted");
    AssertionError e = assertThrows(AssertionError.class, () -> Shrink.onFailure(broken, x -> {
      throw failure;
    }));
    assertTrue(e.getMessage().startsWith("seed 9: planted\n(not reduced: "), e.getMessage());
    assertSame(failure, e.getCause());
  }
}
