package dev.cvg.junit;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.function.BiFunction;
import java.util.function.UnaryOperator;
import org.opentest4j.AssertionFailedError;

/**
 * What a {@link ConvergenceFuzzTest} method receives: a campaign of {@link #kernels()} generated
 * kernels from {@link #seed()} on, run by handing it the transform under test.
 */
public final class ConvergenceFuzzer {
  /** The configuration parameter (or system property) overriding every test's kernel count. */
  public static final String KERNELS_PARAMETER = "cvg.fuzz.kernels";
  /** The configuration parameter (or system property) overriding every test's first seed. */
  public static final String SEED_PARAMETER = "cvg.fuzz.seed";

  private final int kernels;
  private final long seed;
  private int campaigns;

  /**
   * Creates a campaign.
   *
   * @param kernels how many valid kernels to check, at least 1
   * @param seed the seed of the first kernel
   * @throws IllegalArgumentException if {@code kernels} is below 1
   */
  public ConvergenceFuzzer(int kernels, long seed) {
    if (kernels < 1) {
      throw new IllegalArgumentException("kernels = " + kernels + ": a fuzz test checks at least one kernel");
    }
    this.kernels = kernels;
    this.seed = seed;
  }

  /**
   * Returns how many valid kernels a campaign checks.
   *
   * @return the kernel count
   */
  public int kernels() {
    return kernels;
  }

  /**
   * Returns the seed of the first kernel.
   *
   * @return the first seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Runs {@code transform} on each kernel's {@code @kernel} ({@link ConvergenceFuzz#check(int,
   * long, UnaryOperator)}).
   *
   * @param transform the pass: the kernel in, the new kernel out, derived through the editor
   * @throws AssertionFailedError on the first kernel the transform breaks, with the seed, the
   *     verdict, the reduced reproducer, and how to rerun that kernel alone
   */
  public void check(UnaryOperator<Function> transform) {
    check((module, kernel) -> transform.apply(kernel));
  }

  /**
   * Runs {@code transform} on each kernel's module and {@code @kernel} ({@link
   * ConvergenceFuzz#check(int, long, BiFunction)}), for a pass that needs the module, such as a
   * {@code FunctionPass} run through the pass manager.
   *
   * @param transform the pass: the module and its {@code @kernel} in, the new kernel out
   * @throws AssertionFailedError on the first kernel the transform breaks, as {@link
   *     #check(UnaryOperator)} does
   */
  public void check(BiFunction<Module, Function, Function> transform) {
    campaigns++;
    try {
      ConvergenceFuzz.check(kernels, seed, transform);
    } catch (AssertionFailedError e) {
      // ConvergenceFuzz.check's failures start with "seed S: "
      String failing = e.getMessage().substring("seed ".length()).split(":", 2)[0];
      throw new AssertionFailedError("@ConvergenceFuzzTest(kernels = " + kernels + ", seed = " + seed + "): "
          + e.getMessage() + "\nthis kernel alone: -D" + KERNELS_PARAMETER + "=1 -D" + SEED_PARAMETER + "=" + failing,
          e);
    }
  }

  /** Returns how many campaigns {@link #check} ran: a fuzz test that ran none checked nothing. */
  int campaigns() {
    return campaigns;
  }
}
