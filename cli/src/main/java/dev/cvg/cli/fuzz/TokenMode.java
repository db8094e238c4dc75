package dev.cvg.cli.fuzz;

import dev.cvg.generate.KernelGenerator;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Convergence control tokens in a campaign's kernels ({@code --tokens}): none, carefully placed
 * (usually valid), noisy (often misplaced: the verifiers reject many, which the campaign counts),
 * or a per-seed mix of the three.
 */
public enum TokenMode {
  /** No tokens: convergent operations are uncontrolled. */
  NONE,
  /** Tokens placed by the static rules; the cycle rules still reject some placements. */
  CAREFUL,
  /** Tokens with 10% chance of each kind of misplacement. */
  NOISY,
  /** Per seed: none 40%, careful 40%, noisy 20%. */
  MIXED;

  /** Returns the generator's token setting for one seed. */
  public KernelGenerator.Tokens draw(SplittableRandom r) {
    return switch (this) {
      case NONE -> KernelGenerator.Tokens.NONE;
      case CAREFUL -> KernelGenerator.Tokens.careful();
      case NOISY -> KernelGenerator.Tokens.noisy(10);
      case MIXED -> {
        int p = r.nextInt(100);
        yield (p < 40 ? NONE : p < 80 ? CAREFUL : NOISY).draw(r);
      }
    };
  }

  /** Returns the option word ({@code careful}). */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
