package dev.cvg.golden;

/**
 * An inline {@code ; error: <message>} annotation and the line it is attached to.
 *
 * <p>The annotation applies to the nearest preceding line that is neither blank nor a comment
 * (an instruction, a block label, a {@code define} line), or to its own line when it trails
 * code ({@code %x = ... ; error: ...}). Before any code it applies to the module
 * ({@code targetLine == 0}).
 *
 * @param line the 1-based line of the annotation
 * @param targetLine the 1-based line it is attached to, 0 for the module
 * @param target that line's code, trimmed and without the annotation
 * @param message the expected message text
 */
public record ExpectedError(int line, int targetLine, String target, String message) {}
