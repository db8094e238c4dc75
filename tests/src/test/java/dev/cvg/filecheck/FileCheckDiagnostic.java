package dev.cvg.filecheck;

/**
 * One FileCheck message: where it points, how severe it is, and the quoted source line.
 *
 * @param file the check file, {@code <stdin>} for the input, {@code command line} for
 *     {@code --implicit-check-not} patterns, or empty for messages without a position
 * @param line the 1-based line, 0 when there is no position
 * @param column the 1-based column, 0 when there is no position
 * @param kind error or note
 * @param message the message in FileCheck's wording
 * @param excerpt the quoted line and a caret line, or empty
 */
public record FileCheckDiagnostic(
    String file, int line, int column, Kind kind, String message, String excerpt) {

  /** The severity of a message. */
  public enum Kind {
    /** A failed expectation or a malformed check file. */
    ERROR,
    /** Context for the preceding error. */
    NOTE,
    /** A problem with the input file itself, which FileCheck reports as a "FileCheck error". */
    FATAL;

    /** Returns the word LLVM prints ({@code error}, {@code note}, {@code FileCheck error}). */
    public String word() {
      return this == FATAL ? "FileCheck error" : name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Returns a message without a source position (e.g. about the command line). */
  public static FileCheckDiagnostic global(String message) {
    return new FileCheckDiagnostic("", 0, 0, Kind.ERROR, message, "");
  }

  /** Returns the message as LLVM prints it: {@code file:line:col: kind: message} and excerpt. */
  public String render() {
    StringBuilder sb = new StringBuilder();
    if (line > 0) {
      sb.append(file).append(':').append(line).append(':').append(column).append(": ");
    }
    sb.append(kind.word()).append(": ").append(message);
    if (!excerpt.isEmpty()) {
      sb.append('\n').append(excerpt);
    }
    return sb.toString();
  }
}
