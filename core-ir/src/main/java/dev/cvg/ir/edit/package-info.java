/**
 * Editing IR snapshots.
 *
 * <p>Invariants: the editor never modifies its input snapshot (dropping an editor is a
 * rollback); every instruction it creates has a recorded {@link dev.cvg.ir.Origin}, every
 * original instruction it removes is listed with a reason, and instructions that keep their id
 * (unchanged, replaced in place, moved) need no record. Provenance is relative to the snapshot
 * the editor started from.
 */
package dev.cvg.ir.edit;
