package dev.cvg.cli.fuzz;

import dev.cvg.generate.FuzzKernels;
import dev.cvg.ir.Module;
import java.util.SplittableRandom;

/**
 * The generator's fuzz kernels: per seed a module with {@code @kernel}, from {@link FuzzKernels}
 * (random shapes with if/else, switches, loops with break and continue, counted loops with uniform
 * or divergent trip counts, convergent results feeding branches, calls of convergent callees, and
 * step counters that make every thread return) or from {@link dev.cvg.generate.SiteKernels}
 * (planted sites of cvg's passes), as {@link KernelKind} says. The size class and token mode come
 * from the campaign's options ({@link SizeClass#MIXED} and {@link TokenMode#MIXED} draw one per
 * seed). Every choice is drawn from the seed alone, so a seed names its kernel.
 *
 * @param size the size class
 * @param tokens the token mode
 * @param kind the generator
 */
public record GeneratedKernels(SizeClass size, TokenMode tokens, KernelKind kind) implements KernelSource {
  /** Returns the source of {@link FuzzKernels}' random kernels of {@code size} and {@code tokens}. */
  public GeneratedKernels(SizeClass size, TokenMode tokens) {
    this(size, tokens, KernelKind.RANDOM);
  }

  @Override
  public Module kernel(long seed) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x5DEECE66DL);
    FuzzKernels.Size s = size.draw(r);
    return kind.kernel(seed, s, tokens.draw(r), r);
  }

  @Override
  public String describe() {
    return (kind == KernelKind.RANDOM ? "" : "--kernels=" + kind.word() + " ") + "--size=" + size.word() + " --tokens="
        + tokens.word();
  }
}
