package dev.cvg.target;

/**
 * How a target classifies the result of calling a particular intrinsic, independently of what
 * the oracle computes for it (the {@link Intrinsic} meaning).
 */
enum CallUniformity {
  /** Uniform iff its operands are uniform (and it is not a source). */
  DEFAULT,
  /** Always divergent: thread ids, lane counters, atomics, interpolation, matrix ops. */
  SOURCE,
  /** Always uniform whatever its operands ({@code readfirstlane}, {@code ballot}). */
  ALWAYS_UNIFORM,
  /**
   * Uniform iff argument 1 (the value that is permuted across lanes) is uniform: a lane
   * permutation of a value that is the same in every lane is that value.
   */
  UNIFORM_IF_SOURCE_OPERAND_UNIFORM
}
