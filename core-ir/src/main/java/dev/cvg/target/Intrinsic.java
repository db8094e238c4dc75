package dev.cvg.target;

/**
 * The meaning of a call the target model knows: what the oracle computes for it and how the
 * static analyses classify it. One kind may be spelled by several callee names (the spec's
 * {@code @subgroupBallot}, AMDGPU's {@code llvm.amdgcn.ballot.i32}, …).
 */
public enum Intrinsic {
  /** {@code llvm.experimental.convergence.entry}. */
  CONVERGENCE_ENTRY(true, Uniformity.DEFAULT),
  /** {@code llvm.experimental.convergence.anchor}. */
  CONVERGENCE_ANCHOR(true, Uniformity.DEFAULT),
  /** {@code llvm.experimental.convergence.loop}. */
  CONVERGENCE_LOOP(true, Uniformity.DEFAULT),
  /** The thread's index in the group along x (a divergence source). */
  THREAD_ID_X(false, Uniformity.DIVERGENT),
  /** The thread's index along y. */
  THREAD_ID_Y(false, Uniformity.DIVERGENT),
  /** The thread's index along z. */
  THREAD_ID_Z(false, Uniformity.DIVERGENT),
  /** The thread's lane in its subgroup / wave. */
  LANE_ID(false, Uniformity.DIVERGENT),
  /** The id of the workgroup (uniform across the thread group). */
  WORKGROUP_ID(false, Uniformity.DEFAULT),
  /** Mask of the converged threads whose {@code i1} argument is true. */
  BALLOT(true, Uniformity.ALWAYS_UNIFORM),
  /** Sum of the argument over the converged threads. */
  REDUCE_ADD(true, Uniformity.ALWAYS_UNIFORM),
  /** Unsigned maximum of the argument over the converged threads. */
  REDUCE_UMAX(true, Uniformity.ALWAYS_UNIFORM),
  /** Unsigned minimum of the argument over the converged threads. */
  REDUCE_UMIN(true, Uniformity.ALWAYS_UNIFORM),
  /** The argument of the converged thread with the lowest id ({@code readfirstlane}). */
  BROADCAST_FIRST(true, Uniformity.ALWAYS_UNIFORM),
  /** The argument of a given converged thread ({@code readlane(v, lane)}). */
  READ_LANE(true, Uniformity.DEFAULT),
  /** The first argument of the thread named by the second ({@code subgroupShuffle}); undefined if absent. */
  SHUFFLE(true, Uniformity.DEFAULT),
  /** A barrier among the converged threads. */
  BARRIER(true, Uniformity.DEFAULT),
  /** A derivative-based operation over quads; undefined when a quad partner is missing. */
  TEXTURE_SAMPLE(true, Uniformity.DEFAULT),
  /** Whether the argument is true in every converged thread. */
  VOTE_ALL(true, Uniformity.ALWAYS_UNIFORM),
  /** Whether the argument is true in some converged thread. */
  VOTE_ANY(true, Uniformity.ALWAYS_UNIFORM);

  /** How a call's result relates to uniformity regardless of its operands. */
  public enum Uniformity {
    /** Uniform iff its operands are (and its control is). */
    DEFAULT,
    /** Always divergent: a source of divergence. */
    DIVERGENT,
    /** Always uniform, even with divergent operands (VT.3). */
    ALWAYS_UNIFORM
  }

  private final boolean convergent;
  private final Uniformity uniformity;

  Intrinsic(boolean convergent, Uniformity uniformity) {
    this.convergent = convergent;
    this.uniformity = uniformity;
  }

  /**
   * Returns whether calls of this kind are convergent operations.
   *
   * @return whether calls are convergent
   */
  public boolean isConvergent() {
    return convergent;
  }

  /**
   * Returns the operand-independent uniformity of the result.
   *
   * @return the uniformity
   */
  public Uniformity uniformity() {
    return uniformity;
  }

  /**
   * Returns whether this is one of the three convergence control intrinsics.
   *
   * @return whether this is {@code entry}, {@code anchor} or {@code loop}
   */
  public boolean isConvergenceControl() {
    return this == CONVERGENCE_ENTRY || this == CONVERGENCE_ANCHOR || this == CONVERGENCE_LOOP;
  }
}
