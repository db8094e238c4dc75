package dev.cvg.passes.hoistsink;

import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PassParameter;
import java.util.List;
import java.util.OptionalInt;

/** The pipeline parameters the passes of this package read ({@code <limit=N>}, {@code <speculate>}). */
final class PassParameters {
  /** {@code limit=N}: at most N motions in the run (bisecting a pipeline, like LLVM's {@code -debug-counter}). */
  static final PassParameter LIMIT = PassParameter.integer("limit", 0, Integer.MAX_VALUE,
      "at most N motions in the run, for bisecting a pipeline");
  /** {@code speculate}: hoist-sink may hoist out of one arm only (speculation). */
  static final PassParameter SPECULATE = PassParameter.flag("speculate",
      "also hoist instructions found in one arm only (speculation)");

  private PassParameters() {}

  /** Returns the parameters of {@code licm} and {@code sink}. */
  static List<PassParameter> limitOnly() {
    return List.of(LIMIT);
  }

  /** Returns the parameters of {@code hoist-sink}. */
  static List<PassParameter> hoistSink() {
    return List.of(LIMIT, SPECULATE);
  }

  /** Returns {@code <limit=N>}, empty when absent. */
  static OptionalInt limit(PassContext ctx) {
    return ctx.intParameter(LIMIT.name());
  }

  /** Returns whether {@code <speculate>} was given. */
  static boolean speculate(PassContext ctx) {
    return ctx.flag(SPECULATE.name());
  }
}
