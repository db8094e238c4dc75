/**
 * The command line against the corpus: whatever the input, every command ends with an exit code
 * of 0–3 and a diagnostic naming the problem, never an internal error or a stack trace.
 */
package dev.cvg.conformance.cli;
