/**
 * JSON for the command line, written and read with Jackson 3 ({@code tools.jackson}).
 *
 * <p>Invariants: every {@code --json} output of the command line is one JSON document ending in a
 * newline, indented by Jackson's default printer, with keys in a fixed order; the schemas in
 * {@code docs/json/} describe each command's document.
 */
package dev.cvg.cli.json;
