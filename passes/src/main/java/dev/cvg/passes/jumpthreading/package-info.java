/**
 * The {@code jump-threading} pass: edges into a block whose conditional branch is known on the
 * edge get their own copy of the block, which branches straight to the known successor.
 *
 * <p>Invariants: a threaded block is never a cycle entry and never threads to one (cycle
 * structure keeps its headers); a block defining a token used outside it is never copied; every
 * copy's instruction is recorded as {@code Cloned} from the original, so the legality checker
 * pairs copies with originals; after a threading the function is in SSA form again (phis where
 * the block's and the copy's values meet). The guard ({@link
 * dev.cvg.passes.jumpthreading.JumpThreadingGuard}) allows copying a block with convergent
 * operations only when threads reach it by the threaded edge uniformly, or when every such
 * operation is controlled by an anchor of the block itself; everything it refuses is refused with
 * the operation and the spec rule named.
 */
package dev.cvg.passes.jumpthreading;
