package dev.cvg.passes.hoistsink;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.Targets;
import java.util.Optional;

/**
 * The seeded kernels the property tests run on: shapes cycle through structured, unstructured
 * and irreducible (seed % 3), odd seeds carry convergence tokens; kernels that do not verify (a
 * token placement the cycle rules reject) are skipped by {@link #valid}.
 */
final class GeneratedKernels {
  private GeneratedKernels() {}

  /** Returns the shape of {@code seed}. */
  static RandomCfg.Shape shape(long seed) {
    return RandomCfg.Shape.values()[(int) Math.floorMod(seed, 3L)];
  }

  /** Returns the kernel {@code @kernel} of {@code seed}; with {@code convergent} false, no convergent operation. */
  static Module kernel(long seed, boolean convergent) {
    FlowGraph cfg = RandomCfg.generate(seed, shape(seed), 10);
    KernelGenerator.Options o = convergent ? KernelGenerator.Options.defaults() : new KernelGenerator.Options(50, 0);
    if (KernelGenerator.canTerminate(cfg)) {
      o = o.terminating(12);
    }
    if (convergent && seed % 2 == 1) {
      o = o.withTokens(KernelGenerator.Tokens.careful());
    }
    return KernelGenerator.generate(cfg, seed, o);
  }

  /** Returns whether {@code m} passes the IR and convergence verifiers. */
  static boolean valid(Module m) {
    return IrVerifier.verify(m).isEmpty()
        && ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())).isEmpty();
  }
}
