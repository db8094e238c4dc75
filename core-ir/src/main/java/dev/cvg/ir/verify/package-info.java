/**
 * The IR verifier: {@link dev.cvg.ir.verify.IrVerifier} checks that a {@link dev.cvg.ir.Module}
 * is well-formed SSA (block shape, successors, phi/predecessor agreement, dominance of uses,
 * operand and call types, names, token-typed signatures).
 *
 * <p>Invariants:
 * <ul>
 *   <li>Checkers collect: a run reports every error it can find, never only the first; a step
 *       whose failure would make later checks meaningless (a block without terminator, an
 *       operand without definition) is fatal only for the families that depend on it.
 *   <li>Messages are LLVM 22's text where LLVM has one (see {@code Messages}); every diagnostic
 *       names its entity and position and prints the offending IR as LLVM does, through
 *       {@link dev.cvg.ir.verify.FunctionReport}.
 *   <li>Output order is deterministic: module order of functions, then rule family, then
 *       layout order.
 *   <li>Nothing here mutates IR; verification of one snapshot is thread-safe.
 * </ul>
 */
package dev.cvg.ir.verify;
