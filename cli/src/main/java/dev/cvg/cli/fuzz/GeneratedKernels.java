package dev.cvg.cli.fuzz;

import dev.cvg.generate.FuzzKernels;
import dev.cvg.ir.Module;
import java.util.SplittableRandom;

/**
 * The generator's fuzz kernels ({@link FuzzKernels}): per seed a module with {@code @kernel} and
 * its convergent callees, of a structured, unstructured or irreducible shape drawn from the seed,
 * with if/else, switches, loops with break and continue, counted loops with uniform or divergent
 * trip counts, convergent results feeding branches, calls between functions, and step counters
 * that make every thread return. The size class and token mode come from the campaign's options
 * ({@link SizeClass#MIXED} and {@link TokenMode#MIXED} draw one per seed). Every choice is drawn
 * from the seed alone, so a seed names its kernel.
 *
 * @param size the size class
 * @param tokens the token mode
 */
public record GeneratedKernels(SizeClass size, TokenMode tokens) implements KernelSource {
  @Override
  public Module kernel(long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
    return FuzzKernels.kernel(seed, size.draw(r), tokens.draw(r));
  }

  @Override
  public String describe() {
    return "--size=" + size.word() + " --tokens=" + tokens.word();
  }
}
