package dev.cvg.cli.fuzz;

import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How large a campaign's kernels are, as the approximate number of blocks of the control-flow
 * shape ({@code --size}). {@link #MIXED} draws one of the fixed classes per seed, small ones
 * more often.
 */
public enum SizeClass {
  /** 2 to 6 blocks: the fastest campaigns, the smallest reproducers. */
  TINY(2, 6),
  /** 6 to 20 blocks. */
  SMALL(6, 20),
  /** 20 to 100 blocks. */
  MEDIUM(20, 100),
  /** 100 to 1,000 blocks. */
  LARGE(100, 1_000),
  /** 1,000 to 100,000 blocks. */
  HUGE(1_000, 100_000),
  /** Per seed one of the classes above: tiny and small 40% each, medium 15%, large 4%, huge 1%. */
  MIXED(2, 100_000);

  private final int min;
  private final int max;

  SizeClass(int min, int max) {
    this.min = min;
    this.max = max;
  }

  /** Returns the class drawn for this seed: itself, or for {@link #MIXED} one of the fixed classes. */
  public SizeClass draw(SplittableRandom r) {
    if (this != MIXED) {
      return this;
    }
    int p = r.nextInt(100);
    return p < 40 ? TINY : p < 80 ? SMALL : p < 95 ? MEDIUM : p < 99 ? LARGE : HUGE;
  }

  /** Returns a block count in this (fixed) class, log-uniform so small ones are common. */
  public int blocks(SplittableRandom r) {
    SizeClass c = draw(r);
    double lo = Math.log(c.min);
    double hi = Math.log(c.max);
    return (int) Math.round(Math.exp(lo + r.nextDouble() * (hi - lo)));
  }

  /** Returns the option word ({@code tiny}). */
  public String word() {
    return name().toLowerCase(Locale.ROOT);
  }
}
