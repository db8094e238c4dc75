package dev.cvg.ir.text;

import dev.cvg.ir.SourcePos;
import java.util.Objects;

/**
 * A syntax or naming error in an {@code .ll} file, positioned at the offending token.
 *
 * <p>{@link #getMessage()} is the bare message (lowercase, LLVM's wording where LLVM has one);
 * {@link #render()} prefixes it with {@code file:line:col: error: } like {@code llvm-as}.
 */
public final class ParseException extends Exception {
  private static final long serialVersionUID = 1L;

  private final transient SourcePos pos;

  /**
   * Creates an exception.
   *
   * @param pos the position of the offending token
   * @param message the message, starting lowercase, without position
   */
  public ParseException(SourcePos pos, String message) {
    super(Objects.requireNonNull(message));
    this.pos = Objects.requireNonNull(pos);
  }

  /**
   * Returns the position of the offending token ({@code file:line:col}).
   *
   * @return the position
   */
  public SourcePos pos() {
    return pos;
  }

  /**
   * Returns {@code file:line:col: error: message}.
   *
   * @return the rendered message
   */
  public String render() {
    return pos + ": error: " + getMessage();
  }

  @Override
  public String toString() {
    return render();
  }
}
