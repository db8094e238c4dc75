/**
 * The {@code cvg run} command as a library: options, the run itself, and its report (text and
 * JSON written without a JSON dependency).
 *
 * <p>Invariants: a report is data (a record) and renders deterministically — values in
 * definition order (parameters, then instructions in layout order), JSON keys in a fixed order;
 * invalid user input raises {@link java.lang.IllegalArgumentException} with a message meant for
 * the user, never a stack trace of the oracle.
 */
package dev.cvg.oracle.run;
