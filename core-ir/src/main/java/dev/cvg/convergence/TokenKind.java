package dev.cvg.convergence;

import dev.cvg.target.Intrinsic;
import java.util.Optional;

/** The three convergence control intrinsics, i.e. the three ways a convergence token is defined. */
public enum TokenKind {
  /** {@code llvm.experimental.convergence.entry}: ties the function body to its call site. */
  ENTRY,
  /** {@code llvm.experimental.convergence.anchor}: an implementation-defined set of threads. */
  ANCHOR,
  /** {@code llvm.experimental.convergence.loop}: one token per iteration of a cycle (a heart). */
  LOOP;

  /**
   * Returns the kind defined by a call with meaning {@code intrinsic}, if it is a control
   * intrinsic.
   *
   * @param intrinsic an intrinsic meaning
   * @return the token kind, or empty
   */
  public static Optional<TokenKind> of(Intrinsic intrinsic) {
    return switch (intrinsic) {
      case CONVERGENCE_ENTRY -> Optional.of(ENTRY);
      case CONVERGENCE_ANCHOR -> Optional.of(ANCHOR);
      case CONVERGENCE_LOOP -> Optional.of(LOOP);
      case THREAD_ID_X, THREAD_ID_Y, THREAD_ID_Z, LANE_ID, WORKGROUP_ID, BALLOT, REDUCE_ADD,
          REDUCE_UMAX, REDUCE_UMIN, BROADCAST_FIRST, READ_LANE, SHUFFLE, BARRIER, TEXTURE_SAMPLE,
          VOTE_ALL, VOTE_ANY -> Optional.empty();
    };
  }

  /**
   * Returns the intrinsic's name without {@code @}, e.g. {@code
   * llvm.experimental.convergence.loop}.
   *
   * @return the name
   */
  public String intrinsicName() {
    return "llvm.experimental.convergence." + name().toLowerCase();
  }
}
