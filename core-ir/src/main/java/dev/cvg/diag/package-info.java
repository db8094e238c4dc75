/**
 * Diagnostics as data: what every checker (parser, verifiers, legality) reports.
 *
 * <p>Invariants: checkers collect diagnostics rather than stopping at the first; a diagnostic
 * names the entity and, when the input came from a file, its {@code file:line:col}; rendering
 * is deterministic.
 *
 * <p>Dependencies: diagnostics name IR entities and positions ({@code dev.cvg.ir}) and nodes of
 * analysed graphs ({@code dev.cvg.graph}, through {@link dev.cvg.diag.GraphDiagnostics}); neither
 * of those packages depends on this one, so {@code ir -> graph}, {@code diag -> ir} and
 * {@code diag -> graph} form no cycle. The checkers that report diagnostics (parser, verifiers,
 * the graph analyses' {@code verify()}) live in other packages.
 */
package dev.cvg.diag;
