/**
 * What {@code cvg run} does behind its options: picks the entry function, builds the inputs,
 * runs the oracle and reports the run as text or JSON ({@link dev.cvg.cli.json.CliJson}). A
 * library user runs the oracle directly ({@code docs/library.md}); this package is the command
 * line's view of it (moved here from the oracle module, which stays the interpreter).
 *
 * <p>Invariants: a report is data (a record) and renders deterministically — values in
 * definition order (parameters, then instructions in layout order), JSON keys in a fixed order;
 * invalid user input raises {@link java.lang.IllegalArgumentException} with a message meant for
 * the user, never a stack trace of the oracle.
 */
package dev.cvg.cli.run;
