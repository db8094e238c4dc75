package dev.cvg.diag;

import dev.cvg.ir.SourcePos;
import java.util.Optional;

/**
 * One finding of a checker (parser, IR verifier, convergence verifier, legality checker).
 * Checkers collect diagnostics instead of stopping at the first.
 *
 * @param severity how bad it is
 * @param where the entity it is about
 * @param pos the source position, if the entity came from a parsed file
 * @param message the message; starts with LLVM's own wording where LLVM has one
 * @param context extra lines, typically the offending instructions printed as IR
 */
public record Diagnostic(
    Severity severity, Entity where, Optional<SourcePos> pos, String message, Optional<String> context) {

  /**
   * Returns an error diagnostic without context.
   *
   * @param where the entity the error is about
   * @param pos its source position, if known
   * @param message the message, naming values and blocks as LLVM does
   * @return the diagnostic
   */
  public static Diagnostic error(Entity where, Optional<SourcePos> pos, String message) {
    return new Diagnostic(Severity.ERROR, where, pos, message, Optional.empty());
  }

  /**
   * Returns the diagnostic as {@code file:line:col: error: message}, followed by the context
   * lines if any; without a position the prefix is just {@code error: }.
   *
   * @return the rendered text
   */
  public String render() {
    StringBuilder sb = new StringBuilder();
    pos.ifPresent(p -> sb.append(p).append(": "));
    sb.append(severity.word()).append(": ").append(message);
    context.ifPresent(c -> sb.append('\n').append(c));
    return sb.toString();
  }
}
