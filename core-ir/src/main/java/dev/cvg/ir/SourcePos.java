package dev.cvg.ir;

/**
 * A position in a source file; lines and columns count from 1.
 *
 * @param file the file name as given to the parser
 * @param line the line
 * @param column the column
 */
public record SourcePos(String file, int line, int column) {
  /** Returns {@code file:line:column}, the prefix of every diagnostic line. */
  @Override
  public String toString() {
    return file + ":" + line + ":" + column;
  }
}
