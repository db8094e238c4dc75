package dev.cvg.cli.fuzz;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import java.util.SplittableRandom;

/**
 * Kernels of the seeded program generator, one {@code @kernel} per module: the control-flow
 * shape cycles through structured, unstructured and irreducible by seed, its size comes from the
 * {@link SizeClass}, half of the branches are divergent, a third of the blocks hold a convergent
 * operation, every thread returns (step counters) when the shape allows it, and tokens follow the
 * {@link TokenMode}. Every choice is drawn from the seed alone, so a seed names its kernel.
 *
 * @param size the size class
 * @param tokens the token mode
 */
public record GeneratedKernels(SizeClass size, TokenMode tokens) implements KernelSource {
  /** The step limit of terminating kernels, as the property tests use it. */
  private static final int STEPS = 12;

  @Override
  public Module kernel(long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    RandomCfg.Shape shape = RandomCfg.Shape.values()[(int) Math.floorMod(seed, 3L)];
    FlowGraph cfg = RandomCfg.generate(seed, RandomCfg.Options.of(shape, Math.max(2, size.blocks(r))));
    KernelGenerator.Options o = KernelGenerator.Options.defaults().withTokens(tokens.draw(r));
    if (KernelGenerator.canTerminate(cfg)) {
      o = o.terminating(STEPS);
    }
    return KernelGenerator.generate(cfg, seed, o);
  }

  @Override
  public String describe() {
    return "--size=" + size.word() + " --tokens=" + tokens.word();
  }
}
