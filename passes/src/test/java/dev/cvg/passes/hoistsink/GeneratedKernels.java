package dev.cvg.passes.hoistsink;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Module;
import dev.cvg.passes.testing.StandardKernels;

/**
 * The seeded kernels the property tests run on: the standard kernels over shapes that cycle
 * through structured, unstructured and irreducible (seed % 3), 10 nodes; odd seeds carry
 * convergence tokens; kernels that do not verify are skipped by the tests.
 */
final class GeneratedKernels {
  private GeneratedKernels() {}

  /** Returns the kernel {@code @kernel} of {@code seed}; with {@code convergent} false, no convergent operation. */
  static Module kernel(long seed, boolean convergent) {
    int percent = convergent ? KernelGenerator.Options.defaults().convergentOpPercent() : 0;
    return StandardKernels.generate(RandomCfg.generate(seed, StandardKernels.cycledShape(seed), 10), seed, percent);
  }
}
