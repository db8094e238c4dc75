package dev.cvg.passes.unroll;

/**
 * How one loop is unrolled: the three kinds of ConvergentOperations.rst, "Loop unrolling
 * examples".
 */
sealed interface UnrollPlan {

  /** Returns the number of copies of the loop body in the result (the epilogue not counted). */
  int copies();

  /** Returns whether the plan adds a remainder ("tail") loop. */
  default boolean hasRemainder() {
    return this instanceof Remainder;
  }

  /** Returns the {@code --stats} wording of what the plan does. */
  String describe();

  /**
   * Full unrolling: the loop disappears; the exiting block runs {@code copies} times, the last
   * copy leaving.
   *
   * @param copies {@code j_exit + 1}
   */
  record Full(int copies) implements UnrollPlan {
    @Override
    public String describe() {
      return "fully unrolled (" + copies + " copies)";
    }
  }

  /**
   * Partial unrolling by a known trip multiple: {@code count} copies per iteration of the new
   * loop, only copy {@code exitCopy} keeping the exit test ({@code j_exit mod count}), no
   * remainder.
   *
   * @param copies the unroll count
   * @param exitCopy the copy whose exit test stays
   */
  record Multiple(int copies, int exitCopy) implements UnrollPlan {
    @Override
    public String describe() {
      return "unrolled " + copies + "x without remainder (exit test kept in copy " + exitCopy + ")";
    }
  }

  /**
   * Partial unrolling of a loop whose trip count is not computable: {@code count} copies per
   * iteration of the new loop, every copy keeping its exit test (LLVM's partial unrolling without
   * a trip count). Iteration {@code k} of every thread runs copy {@code k mod count}, so no
   * grouping changes; the exit block receives an edge from every copy.
   *
   * @param copies the unroll count
   */
  record KeepExits(int copies) implements UnrollPlan {
    @Override
    public String describe() {
      return "unrolled " + copies + "x keeping every exit test";
    }
  }

  /**
   * Partial unrolling with a remainder: the header tests whether {@code count} more iterations
   * run; if so the {@code count} copies run without exit tests, else the remainder (a copy of the
   * original loop) finishes.
   *
   * @param copies the unroll count
   */
  record Remainder(int copies) implements UnrollPlan {
    @Override
    public String describe() {
      return "unrolled " + copies + "x with a remainder loop";
    }
  }
}
