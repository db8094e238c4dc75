/**
 * Editing IR snapshots: {@link dev.cvg.ir.edit.FunctionEditor} (the facade),
 * {@link dev.cvg.ir.edit.Cursor} (the builder) and the pieces they are made of.
 *
 * <p>Invariants:
 * <ul>
 *   <li>The editor never modifies its input snapshot; {@code finish()} returns a new one sharing
 *       every untouched block, and dropping an editor is a rollback. After {@code finish()} every
 *       call throws.
 *   <li>Every instruction the editor creates has a recorded {@link dev.cvg.ir.Origin}, every
 *       original instruction it removes is listed with a reason, and instructions that keep
 *       their id (unchanged, replaced in place, moved) need no record. Provenance is relative to
 *       the snapshot the editor started from. Raw ids are never reused.
 *   <li>Use lists, branch-target lists, the block of every instruction and the name table are
 *       maintained on every change (the use lists from their first need on: built from the
 *       original, they equal eagerly kept ones), so lookups, {@code users}, {@code predecessors},
 *       {@code replaceAllUses} and {@code uniqueName} never scan the function.
 *   <li>Moving or erasing an instruction, appending one and inserting one before a block's last
 *       instruction cost O(1) amortised ({@code BlockInsts}), so a pass hoisting thousands of
 *       instructions into one preheader stays linear.
 *   <li>No edit leaves a dangling reference silently: erasing a used value, removing a block
 *       that is still branched to or used, and naming an unknown block throw; {@code finish()}
 *       rejects a phi that lacks an entry for a predecessor whose edge the edit created
 *       ({@code finishUnchecked()} is for tools building invalid IR on purpose).
 *   <li>Messages and {@code toString} name blocks and values as LLVM prints them.
 * </ul>
 */
package dev.cvg.ir.edit;
