/**
 * The cvg IR: immutable snapshots of modules and functions in a subset of LLVM IR.
 *
 * <p>Invariants:
 *
 * <ul>
 *   <li>Every model object is immutable and safe to share between threads; a
 *       {@link dev.cvg.ir.Function} is changed only through {@link dev.cvg.ir.edit.FunctionEditor},
 *       which returns a new snapshot sharing untouched {@link dev.cvg.ir.Block}s.
 *   <li>Identity is an id ({@link dev.cvg.ir.BlockId}, {@link dev.cvg.ir.ValueId},
 *       {@link dev.cvg.ir.InstId}) drawn from one counter per function lineage and never reused;
 *       an instruction's result has the same raw index as the instruction. Record equality is
 *       never used as identity. Instruction records and {@link dev.cvg.ir.Value.Local} store
 *       the raw index as an {@code int} ({@code rawId()}) and build the id object on demand
 *       ({@code id()}), so hot loops read ids without a pointer hop; {@code rawId() ==
 *       id().index()} always.
 *   <li>Instructions are the records permitted by the sealed {@link dev.cvg.ir.Inst}; every
 *       operand carries its type; source positions, names, metadata attachments and provenance
 *       live in side tables of the function, not in the records.
 *   <li>Analyses read the dense {@link dev.cvg.ir.FunctionIndex}: blocks numbered in layout
 *       order with the entry at 0.
 *   <li>Data derived from a snapshot is computed once per snapshot: the dense index through
 *       {@link dev.cvg.ir.Function#index()}, other layers' data (the printer's slot names)
 *       through {@link dev.cvg.ir.Function#derived} with a {@link dev.cvg.ir.Derived} key. It
 *       lives as long as the snapshot and never goes stale; there is no global cache.
 * </ul>
 */
package dev.cvg.ir;
