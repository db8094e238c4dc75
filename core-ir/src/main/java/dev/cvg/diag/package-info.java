/**
 * Diagnostics as data: what every checker (parser, verifiers, legality) reports.
 *
 * <p>Invariants: checkers collect diagnostics rather than stopping at the first; a diagnostic
 * names the entity and, when the input came from a file, its {@code file:line:col}; rendering
 * is deterministic.
 */
package dev.cvg.diag;
