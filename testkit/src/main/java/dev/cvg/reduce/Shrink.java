package dev.cvg.reduce;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import java.util.function.Consumer;

/**
 * Property-test support: runs a property on a module and, when it fails, reports the failure
 * together with a {@link Reducer reduced} module on which the property still fails.
 *
 * <p>A property is a check that throws an {@link AssertionError} (as JUnit assertions do) when
 * it does not hold; the interestingness test of the reduction is "the property throws an
 * {@code AssertionError}", so the reduced module may show the failure with other names or
 * values (and, rarely, a different failure of the same property). The reported error keeps the
 * original message (with the seed the caller put in it) and appends the reduced module's
 * message and printed IR; the original error is its cause. With the system property
 * {@value #ENABLED_PROPERTY} set to {@code false} the original error is thrown unreduced.
 */
public final class Shrink {
  /**
   * The system property that turns reduction off ({@code false}): a failure is then reported
   * with its original message only. The mutation-testing profile sets it, since a mutant that
   * fails a property would otherwise pay for a reduction that nobody reads.
   */
  public static final String ENABLED_PROPERTY = "cvg.shrink";

  /** The candidate budget of one reduction: enough for generated kernels of a few hundred blocks. */
  public static final int MAX_TESTS = 5000;

  private Shrink() {}

  /**
   * Runs {@code property} on {@code m}; returns normally if it holds.
   *
   * @throws AssertionError if it fails: the original message, then the reduced module's failure
   *     and its printed IR
   */
  public static void onFailure(Module m, Consumer<Module> property) {
    AssertionError original = failure(property, m);
    if (original == null) {
      return;
    }
    if (!Boolean.parseBoolean(System.getProperty(ENABLED_PROPERTY, "true"))) {
      throw original;
    }
    Reducer.Result r;
    try {
      r = Reducer.reduce(m, x -> failure(property, x) != null, Reducer.Options.defaults().withMaxTests(MAX_TESTS));
    } catch (IllegalArgumentException e) {
      throw new AssertionError(original.getMessage() + "\n(not reduced: " + e.getMessage() + ")", original);
    }
    AssertionError reduced = failure(property, r.module());
    String message = original.getMessage()
        + "\n\nreduced from " + r.before() + " to " + r.after() + " (" + r.tests() + " candidates tested),"
        + " failing with: " + (reduced == null ? "?" : reduced.getMessage())
        + "\n" + IrPrinter.print(r.module());
    throw new AssertionError(message, original);
  }

  /** Returns the error {@code property} throws on {@code m}, or null if it holds. */
  private static AssertionError failure(Consumer<Module> property, Module m) {
    try {
      property.accept(m);
      return null;
    } catch (AssertionError e) {
      return e;
    }
  }
}
