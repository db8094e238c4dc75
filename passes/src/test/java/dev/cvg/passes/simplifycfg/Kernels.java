package dev.cvg.passes.simplifycfg;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import java.util.Optional;

/** Generated kernels for the property tests: seeded, shapes mixed or forced, tokens on odd seeds. */
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
    KernelGenerator.Options o = new KernelGenerator.Options(50, convergentPercent);
    if (KernelGenerator.canTerminate(cfg)) {
      o = o.terminating(12);
    }
    if (seed % 2 == 1 && convergentPercent > 0) {
      o = o.withTokens(KernelGenerator.Tokens.careful());
    }
    Module m = KernelGenerator.generate(cfg, seed, o);
    return Check.problem(m).isEmpty() ? Optional.of(m) : Optional.empty();
  }
}
