package dev.cvg.oracle.semantics;

import dev.cvg.target.Intrinsic;
import java.util.Optional;

/**
 * The convergent operations the oracle computes over a converged group: the
 * {@link Intrinsic} kinds that communicate, plus {@link #OPAQUE} for convergent calls of
 * functions nobody defines (the spec's {@code @convergent.op}).
 */
public enum GroupOp {
  /** Mask of the members whose {@code i1} argument is true (bit = thread id). */
  BALLOT,
  /** Wrapping sum of the argument over the members. */
  REDUCE_ADD,
  /** Unsigned maximum of the argument over the members. */
  REDUCE_UMAX,
  /** Unsigned minimum of the argument over the members. */
  REDUCE_UMIN,
  /** The argument of the member with the lowest thread id. */
  BROADCAST_FIRST,
  /** The first argument of the member whose id is the second; undefined if it is absent. */
  READ_LANE,
  /** Same as {@link #READ_LANE} ({@code subgroupShuffle(data, id)}). */
  SHUFFLE,
  /** Synchronisation among the members; no result. */
  BARRIER,
  /** A derivative-based sample over quads; undefined when a quad partner is absent. */
  TEXTURE_SAMPLE,
  /** Whether the argument is true in every member. */
  VOTE_ALL,
  /** Whether the argument is true in some member. */
  VOTE_ANY,
  /**
   * AMDGPU's {@code ds_bpermute(addr, data)}: the second argument of the member whose id is the
   * byte address {@code addr} divided by four, modulo 64 (the wave); undefined if it is absent.
   */
  BYTE_PERMUTE,
  /** An unknown convergent function: a deterministic mix of the callee, the group and the arguments. */
  OPAQUE;

  private static final GroupOp[] VALUES = values();

  /**
   * Returns the operation with ordinal {@code ordinal}.
   *
   * @param ordinal an ordinal of this enum
   * @return the operation
   */
  public static GroupOp of(int ordinal) {
    return VALUES[ordinal];
  }

  /**
   * Returns the group operation an intrinsic kind denotes, if it communicates.
   *
   * @param kind an intrinsic meaning
   * @return the operation, or empty
   */
  public static Optional<GroupOp> of(Intrinsic kind) {
    return Optional.ofNullable(switch (kind) {
      case BALLOT -> BALLOT;
      case REDUCE_ADD -> REDUCE_ADD;
      case REDUCE_UMAX -> REDUCE_UMAX;
      case REDUCE_UMIN -> REDUCE_UMIN;
      case BROADCAST_FIRST -> BROADCAST_FIRST;
      case READ_LANE -> READ_LANE;
      case SHUFFLE -> SHUFFLE;
      case BARRIER -> BARRIER;
      case TEXTURE_SAMPLE -> TEXTURE_SAMPLE;
      case VOTE_ALL -> VOTE_ALL;
      case VOTE_ANY -> VOTE_ANY;
      // Thread-local or convergence control: they communicate nothing.
      case CONVERGENCE_ENTRY, CONVERGENCE_ANCHOR, CONVERGENCE_LOOP, THREAD_ID_X, THREAD_ID_Y,
          THREAD_ID_Z, LANE_ID, WORKGROUP_ID -> null;
    });
  }
}
