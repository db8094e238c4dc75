package dev.cvg.passes.simplifycfg;

import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.passes.testing.StandardKernels;
import java.util.Optional;

/** The shapes of simplifycfg's property tests: mixed or forced, over the standard kernels (tokens on odd seeds). */
final class Kernels {
  private Kernels() {}

  /**
   * Returns the valid kernel of {@code seed}, if the generator's tokens pass the verifiers.
   *
   * @param shape a forced shape, or null for the generator's mix (structured, unstructured,
   *     irreducible)
   * @param convergentPercent chance that a block holds a convergent operation (0: convergence-free)
   */
  static Optional<Module> kernel(long seed, RandomCfg.Shape shape, int convergentPercent) {
    FlowGraph cfg = shape == null ? RandomCfg.mixed(seed, 12) : RandomCfg.generate(seed, shape, 4 + (int) (seed % 9));
    return StandardKernels.valid(cfg, seed, convergentPercent);
  }
}
