package dev.cvg.passes.inline;

/**
 * How the inliner adapts convergence control when it copies a callee into a caller, as decided
 * by {@link InlineGuard}.
 */
enum TokenAdaptation {
  /** Nothing to adapt: no entry token in the callee, and caller and callee agree on control. */
  NONE,
  /** The callee's entry token is replaced by the call's {@code convergencectrl} token. */
  SUBSTITUTE_ENTRY,
  /** The callee's uncontrolled operations get inferred tokens, its inferred entry the call's token. */
  INFER_IN_CALLEE,
  /** The caller's uncontrolled operations (the call included) get inferred tokens first. */
  INFER_IN_CALLER,
  /**
   * The forbidden fallback, performed only with guards off: the callee's entry token is replaced
   * by a fresh anchor at the call (the spec pair {@code inline-fresh-anchor}).
   */
  FRESH_ANCHOR,
  /** The forbidden fallback with guards off: the callee is copied as it is (mixing modes). */
  AS_IS
}
