package dev.cvg.cli.fuzz;

import dev.cvg.generate.FuzzKernels;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Convergence control tokens in a campaign's kernels ({@code --tokens}): the generator's modes
 * ({@link FuzzKernels.TokenMode}: none; careful, obeying the static rules; noisy, misplaced on
 * purpose so the verifiers reject most, which the campaign counts) or a per-seed mix of the three.
 */
public enum TokenMode {
  /** No tokens: convergent operations and calls are uncontrolled. */
  NONE,
  /** Tokens obeying the static rules. */
  CAREFUL,
  /** Careful placement with 10% chance of each kind of misplacement. */
  NOISY,
  /** Per seed: none 40%, careful 40%, noisy 20%. */
  MIXED;

  /** Returns the generator's mode for one seed: this one, or for {@link #MIXED} one drawn from {@code r}. */
  public FuzzKernels.TokenMode draw(SplittableRandom r) {
    return switch (this) {
      case NONE -> FuzzKernels.TokenMode.NONE;
      case CAREFUL -> FuzzKernels.TokenMode.CAREFUL;
      case NOISY -> FuzzKernels.TokenMode.NOISY;
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
