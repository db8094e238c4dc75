package dev.cvg.passes.testing;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import java.util.Optional;

/**
 * The generator's standard kernels for property tests, made as {@code ConvergenceFuzz} makes
 * them: terminating (step limit 12) when the shape can terminate, careful convergence tokens on
 * odd seeds when the kernel has convergent operations, and only kernels the IR and convergence
 * verifiers accept (a token placement the cycle rules reject is dropped, not repaired).
 */
public final class StandardKernels {
  private StandardKernels() {}

  /** Returns the shape of {@code seed} when shapes cycle: structured, unstructured, irreducible by {@code seed % 3}. */
  public static RandomCfg.Shape cycledShape(long seed) {
    return RandomCfg.Shape.values()[(int) Math.floorMod(seed, 3L)];
  }

  /**
   * Returns the kernel of {@code seed} over {@code cfg}, whether or not it verifies.
   *
   * @param convergentPercent chance that a block holds a convergent operation (0: convergence-free, no tokens)
   */
  public static Module generate(FlowGraph cfg, long seed, int convergentPercent) {
    return KernelGenerator.generate(cfg, seed, options(cfg, convergentPercent, seed % 2 == 1 && convergentPercent > 0, 12));
  }

  /**
   * Returns the generator's options for {@code cfg}: half the branches divergent,
   * {@code convergentPercent} percent of the blocks with a convergent operation, a step limit of
   * {@code steps} when the shape can terminate, careful tokens when {@code tokens}.
   */
  public static KernelGenerator.Options options(FlowGraph cfg, int convergentPercent, boolean tokens, int steps) {
    KernelGenerator.Options o = new KernelGenerator.Options(50, convergentPercent);
    if (KernelGenerator.canTerminate(cfg)) {
      o = o.terminating(steps);
    }
    return tokens ? o.withTokens(KernelGenerator.Tokens.careful()) : o;
  }

  /** Returns the kernel of {@code seed} over {@code cfg} if both verifiers accept it. */
  public static Optional<Module> valid(FlowGraph cfg, long seed, int convergentPercent) {
    Module m = generate(cfg, seed, convergentPercent);
    return Verifiers.valid(m) ? Optional.of(m) : Optional.empty();
  }
}
