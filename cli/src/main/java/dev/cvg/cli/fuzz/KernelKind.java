package dev.cvg.cli.fuzz;

import dev.cvg.generate.FuzzKernels;
import dev.cvg.generate.SiteKernels;
import dev.cvg.ir.Module;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Which generator a campaign's kernels come from ({@code --kernels}): the random programs of
 * {@link FuzzKernels} (the default), the planted pass sites of {@link SiteKernels}, or a per-seed
 * mix of the two. The size class gives a site kernel its number of regions (a third of the
 * class's block range: tiny 1–2, small 3–13, ...); any token mode but none gives it tokens
 * (site kernels obey the static rules, so noisy means careful there).
 */
public enum KernelKind {
  /** {@link FuzzKernels}: random shapes filled with the campaign features. */
  RANDOM,
  /** {@link SiteKernels}: chains of sites where each pass has work and its guard may refuse. */
  SITES,
  /** Per seed one of the two, half each. */
  MIXED;

  /**
   * Returns the kernel of {@code seed} for the drawn {@code size} and {@code tokens}: {@code r}
   * is the seed's stream after those draws (random kernels ignore it).
   */
  Module kernel(long seed, FuzzKernels.Size size, FuzzKernels.TokenMode tokens, SplittableRandom r) {
    return switch (this) {
      case RANDOM -> FuzzKernels.kernel(seed, size, tokens);
      case SITES -> {
        int min = Math.max(1, size.minBlocks() / 3);
        int max = Math.max(min, size.maxBlocks() / 3);
        yield SiteKernels.kernel(seed, min + r.nextInt(max - min + 1), tokens != FuzzKernels.TokenMode.NONE);
      }
      case MIXED -> (new SplittableRandom(seed ^ 0x6A09E667F3BCC909L).nextBoolean() ? SITES : RANDOM)
          .kernel(seed, size, tokens, r);
    };
  }

  /** Returns the option word ({@code sites}). */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
