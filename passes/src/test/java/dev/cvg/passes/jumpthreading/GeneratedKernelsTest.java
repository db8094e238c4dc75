package dev.cvg.passes.jumpthreading;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.target.Targets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Property over generated kernels with planted threading opportunities ({@link ThreadableKernels}):
 * structured, unstructured and irreducible shapes, with and without tokens. The guarded pass's
 * every round verifies (the harness runs the IR and convergence verifiers) and is never ILLEGAL
 * under {@code Legality.check}; at least 95% of the changed kernels are LEGAL (not UNKNOWN).
 */
class GeneratedKernelsTest {
  static final int KERNELS = 60;
  /** Generated blocks hold 8-12 instructions: a threshold above LLVM's 6 lets most be threaded. */
  static final Map<String, String> PARAMS = Map.of("threshold", "20");
  static final LegalityOptions OPTIONS = LegalityOptions.defaults().withBudget(
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3, 32)).withArgumentSets(2));

  /** The generated kernel of {@code seed}: shape by seed mod 3, tokens on every other triple. */
  static Module kernel(long seed) {
    RandomCfg.Shape shape = RandomCfg.Shape.values()[(int) (seed % 3)];
    return ThreadableKernels.kernel(seed, shape, (seed / 3) % 2 == 1, 30);
  }

  static boolean valid(Module m) {
    return IrVerifier.verify(m).isEmpty()
        && ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())).isEmpty();
  }

  @Test
  void guardedOutputIsNeverIllegalAndMostlyProvenLegal() {
    int changed = 0;
    int legal = 0;
    int threaded = 0;
    int refused = 0;
    StringBuilder unknown = new StringBuilder();
    for (long seed = 0; seed < KERNELS; seed++) {
      Module m = kernel(seed);
      if (!valid(m)) {
        continue;
      }
      PassHarness.Outcome o;
      try {
        o = PassHarness.run(m, "kernel", new JumpThreading(), true, PARAMS);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError("seed " + seed + ": " + e.getMessage() + "\n" + IrPrinter.print(m), e);
      }
      threaded += o.performed();
      refused += o.refused();
      if (o.rounds().isEmpty()) {
        continue;
      }
      changed++;
      boolean allLegal = true;
      for (PassHarness.Round r : o.rounds()) {
        Verdict v = r.verdict(OPTIONS);
        if (v instanceof Verdict.Illegal) {
          fail("seed " + seed + ": guarded jump-threading is ILLEGAL\n" + VerdictPrinter.print(v) + "\n"
              + String.join("\n", o.stats()) + "\nbefore:\n" + IrPrinter.print(r.module()) + "\nafter:\n"
              + IrPrinter.print(r.module().withFunction(r.after())));
        }
        if (v instanceof Verdict.Unknown) {
          allLegal = false;
          unknown.append("seed ").append(seed).append(": ").append(VerdictPrinter.print(v).lines().findFirst()
              .orElse("")).append('\n');
        }
      }
      legal += allLegal ? 1 : 0;
    }
    System.out.printf("jump-threading over %d generated kernels: %d changed, %d LEGAL, %d edges threaded,"
        + " %d refused%n%s", KERNELS, changed, legal, threaded, refused, unknown);
    assertTrue(changed >= KERNELS / 3, "too few kernels changed: " + changed);
    assertTrue(legal * 100 >= changed * 95, legal + " of " + changed + " changed kernels LEGAL:\n" + unknown);
  }
}
