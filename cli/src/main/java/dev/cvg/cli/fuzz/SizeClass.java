package dev.cvg.cli.fuzz;

import dev.cvg.generate.FuzzKernels;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How large a campaign's kernels are ({@code --size}): one of the generator's size classes
 * ({@link FuzzKernels.Size}: tiny 3–8 blocks, small 10–40, medium 100–400, large 2,000–8,000,
 * huge 100,000), or {@link #MIXED}, which draws one per seed, small ones more often.
 */
public enum SizeClass {
  /** 3 to 8 blocks: the fastest campaigns, the smallest reproducers. */
  TINY,
  /** 10 to 40 blocks. */
  SMALL,
  /** 100 to 400 blocks. */
  MEDIUM,
  /** 2,000 to 8,000 blocks. */
  LARGE,
  /** 100,000 blocks. */
  HUGE,
  /** Per seed one of the classes above: tiny and small 40% each, medium 15%, large 4%, huge 1%. */
  MIXED;

  /** Returns the generator's class for one seed: this one, or for {@link #MIXED} one drawn from {@code r}. */
  public FuzzKernels.Size draw(SplittableRandom r) {
    return switch (this) {
      case TINY -> FuzzKernels.Size.TINY;
      case SMALL -> FuzzKernels.Size.SMALL;
      case MEDIUM -> FuzzKernels.Size.MEDIUM;
      case LARGE -> FuzzKernels.Size.LARGE;
      case HUGE -> FuzzKernels.Size.HUGE;
      case MIXED -> {
        int p = r.nextInt(100);
        yield (p < 40 ? TINY : p < 80 ? SMALL : p < 95 ? MEDIUM : p < 99 ? LARGE : HUGE).draw(r);
      }
    };
  }

  /** Returns the option word ({@code tiny}). */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
