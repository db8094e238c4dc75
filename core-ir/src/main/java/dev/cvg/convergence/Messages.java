package dev.cvg.convergence;

/**
 * The convergence verifier's message texts: LLVM 22's, character for character (from
 * {@code GenericConvergenceVerifierImpl.h} and {@code ConvergenceVerifier.cpp}), so that the
 * CHECK lines of LLVM's {@code Verifier/convergencectrl-invalid.ll} match cvg's output. Note
 * that the bundle-count message has no final period in LLVM either.
 */
final class Messages {
  private Messages() {}

  static final String BUNDLE_AT_MOST_ONCE = "The 'convergencectrl' bundle can occur at most once on a call";
  static final String BUNDLE_ONE_TOKEN = "The 'convergencectrl' bundle requires exactly one token use.";
  static final String TOKEN_NOT_FROM_INTRINSIC =
      "Convergence control tokens can only be produced by calls to the convergence control intrinsics.";
  static final String ENTRY_NOT_CONVERGENT = "Entry intrinsic can occur only in a convergent function.";
  static final String ENTRY_NOT_IN_ENTRY_BLOCK = "Entry intrinsic can occur only in the entry block.";
  static final String ENTRY_PRECEDED =
      "Entry intrinsic cannot be preceded by a convergent operation in the same basic block.";
  static final String ENTRY_OR_ANCHOR_WITH_TOKEN =
      "Entry or anchor intrinsic cannot have a convergencectrl token operand.";
  static final String LOOP_WITHOUT_TOKEN = "Loop intrinsic must have a convergencectrl token operand.";
  static final String LOOP_PRECEDED =
      "Loop intrinsic cannot be preceded by a convergent operation in the same basic block.";
  static final String MIXED = "Cannot mix controlled and uncontrolled convergence in the same function.";
  static final String TOKEN_NOT_DOMINATING = "Convergence control token must dominate all its uses.";
  static final String NOT_WELL_NESTED = "Convergence region is not well-nested.";
  static final String USE_IN_CYCLE_NOT_LOOP =
      "Convergence token used by an instruction other than llvm.experimental.convergence.loop in a "
          + "cycle that does not contain the token's definition.";
  static final String HEART_NOT_DOMINATING = "Cycle heart must dominate all blocks in the cycle.";
  static final String TWO_HEARTS =
      "Two static convergence token uses in a cycle that does not contain either token's definition.";
}
