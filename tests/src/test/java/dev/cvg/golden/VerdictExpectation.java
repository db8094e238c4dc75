package dev.cvg.golden;

import java.util.Optional;

/**
 * An inline {@code ; verdict: ...} annotation: the legality verdict a test expects.
 *
 * <p>Syntax: {@code ; verdict: LEGAL}, {@code ; verdict: ILLEGAL VT.2 at %r},
 * {@code ; verdict: UNKNOWN <reason>}. The kind is case-insensitive; for ILLEGAL the word
 * after it is the violated property (any word other than {@code at}), and {@code at <entity>}
 * names the offending instruction or value.
 *
 * @param line the 1-based line of the annotation
 * @param kind the verdict kind
 * @param property the violated property ({@code VT.1}, {@code VT.2}, {@code VT.3},
 *     {@code converged-with}, ...) for ILLEGAL
 * @param at the entity after {@code at}, e.g. {@code %r}
 * @param detail the remaining text (for UNKNOWN: the reason)
 * @param text the annotation text after {@code verdict:}, trimmed
 */
public record VerdictExpectation(int line, Kind kind, Optional<String> property,
    Optional<String> at, String detail, String text) {

  /** The three verdicts. */
  public enum Kind {
    /** The transform is legal. */
    LEGAL,
    /** The transform violates a property. */
    ILLEGAL,
    /** The checker could not decide. */
    UNKNOWN
  }
}
