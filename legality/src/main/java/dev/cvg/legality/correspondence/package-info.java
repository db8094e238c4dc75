/**
 * VT.1 and VT.2: which instructions of a transformed program stand for which of the original.
 *
 * <p>Invariants: a {@link dev.cvg.legality.correspondence.Correspondence} maps every instruction
 * of the compared functions of the transformed program (new code maps to nothing); it refers
 * only to instructions of the original ({@code verify} checks both); it is built from editor
 * provenance, a map file or names, in that order of exactness. Merges by replaced uses
 * ({@code Merges}) are inferred on top of the names only, from what the transformed program's
 * uses read; they never remove an original from a list, only add one or record a replacement.
 */
package dev.cvg.legality.correspondence;
