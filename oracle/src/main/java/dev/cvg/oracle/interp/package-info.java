/**
 * The interpreter: compilation of IR functions into dense per-pc arrays, and the per-thread
 * dispatch loop with memory, calls and convergent operations.
 *
 * <p>Invariants: integer values are held sign-extended from their width (as
 * {@link dev.cvg.ir.Value.ConstInt}); every register has an undefined flag (0 defined,
 * 1 undef, 2 poison) that propagates through computation; undefined behaviour, unsupported
 * instructions and exceeded bounds throw {@link dev.cvg.oracle.interp.Trap} and never corrupt
 * shared state; a target-independent {@code llvm.*} intrinsic is computed exactly
 * ({@code PureIntrinsic}) or is unsupported, never given an invented value;
 * compiled code is immutable and shared across threads and rounds; the hot loop
 * neither allocates nor boxes (frames are allocated per call).
 */
package dev.cvg.oracle.interp;
