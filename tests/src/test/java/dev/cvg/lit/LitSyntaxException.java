package dev.cvg.lit;

/** A RUN line that lit's shell syntax, or cvg's subset of it, cannot parse. */
public final class LitSyntaxException extends Exception {
  /** Creates the exception with a message naming the offending text. */
  public LitSyntaxException(String message) {
    super(message);
  }
}
