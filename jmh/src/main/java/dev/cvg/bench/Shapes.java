package dev.cvg.bench;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;

/**
 * The benchmark inputs, shared by every benchmark so their numbers are comparable: irreducible
 * random CFGs (loops, multi-entry cycles, sideways jumps, many branches) of a given size, and
 * AMDGPU kernels over them with half of the branches divergent.
 */
public final class Shapes {
  /** The seed every benchmark input is drawn from. */
  public static final long SEED = 20261122L;

  private Shapes() {}

  /** Returns the benchmark CFG with about {@code blocks} nodes. */
  public static FlowGraph cfg(int blocks) {
    return RandomCfg.generate(SEED, RandomCfg.Shape.IRREDUCIBLE, blocks);
  }

  /** Returns the benchmark kernel over {@link #cfg(int)}. */
  public static Module kernel(int blocks) {
    return kernel(blocks, RandomCfg.Shape.IRREDUCIBLE);
  }

  /**
   * Returns a kernel of the same generator over a CFG of {@code shape}: the family is
   * {@code IRREDUCIBLE}; {@code STRUCTURED} (nested loops and ifs, as most GPU code) and
   * {@code UNSTRUCTURED} show how the analysis scales elsewhere.
   */
  public static Module kernel(int blocks, RandomCfg.Shape shape) {
    return KernelGenerator.generate(RandomCfg.generate(SEED, shape, blocks), SEED, KernelGenerator.Options.defaults());
  }
}
