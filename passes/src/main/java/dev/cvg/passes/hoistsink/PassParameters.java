package dev.cvg.passes.hoistsink;

import dev.cvg.passes.framework.PassContext;
import java.util.Optional;
import java.util.OptionalInt;

/** The pipeline parameters the passes of this package read ({@code <limit=N>}, {@code <speculate>}). */
final class PassParameters {
  private PassParameters() {}

  /**
   * Returns {@code <limit=N>}: at most N motions in the run (for bisecting a pipeline, like
   * LLVM's {@code -debug-counter}); empty when absent.
   *
   * @throws IllegalArgumentException naming the pass when N is not a non-negative integer
   */
  static OptionalInt limit(PassContext ctx, String pass) {
    Optional<String> text = ctx.parameter("limit");
    if (text.isEmpty()) {
      return OptionalInt.empty();
    }
    try {
      int n = Integer.parseInt(text.get().trim());
      if (n >= 0) {
        return OptionalInt.of(n);
      }
    } catch (NumberFormatException e) {
      // reported below
    }
    throw new IllegalArgumentException(pass + "<limit=" + text.get() + ">: the limit must be a non-negative integer");
  }

  /** Returns whether {@code <speculate>} was given. */
  static boolean speculate(PassContext ctx) {
    return ctx.parameter("speculate").isPresent();
  }
}
