package dev.cvg.filecheck;

import java.util.Arrays;

/**
 * A named text with a line index, for turning offsets into {@code line:col} and for quoting
 * a line with a caret under a column, as LLVM's {@code SourceMgr} does.
 *
 * @param name the name used in diagnostics ({@code <stdin>}, the check file's name)
 * @param text the (canonicalised) text
 * @param lineStarts offsets at which each line starts; {@code lineStarts[0] == 0}
 */
record SourceBuffer(String name, String text, int[] lineStarts) {

  /** Returns a buffer over {@code text}. */
  static SourceBuffer of(String name, String text) {
    int[] starts = new int[16];
    int n = 0;
    starts[n++] = 0;
    for (int i = 0; i < text.length(); i++) {
      if (text.charAt(i) == '\n') {
        if (n == starts.length) {
          starts = Arrays.copyOf(starts, n * 2);
        }
        starts[n++] = i + 1;
      }
    }
    return new SourceBuffer(name, text, Arrays.copyOf(starts, n));
  }

  /** Returns the 1-based line of {@code offset}. */
  int line(int offset) {
    int i = Arrays.binarySearch(lineStarts, offset);
    return i >= 0 ? i + 1 : -i - 1;
  }

  /** Returns the 1-based column of {@code offset}. */
  int column(int offset) {
    return offset - lineStarts[line(offset) - 1] + 1;
  }

  /** Returns {@code name:line:col} for {@code offset}. */
  String location(int offset) {
    return name + ":" + line(offset) + ":" + column(offset);
  }

  /** Returns the text of the line containing {@code offset}, without its newline. */
  String lineText(int offset) {
    int start = lineStarts[line(offset) - 1];
    int end = text.indexOf('\n', start);
    return text.substring(start, end < 0 ? text.length() : end);
  }

  /** Returns a diagnostic at {@code offset}, quoting its line with a caret under it. */
  FileCheckDiagnostic diagnostic(int offset, FileCheckDiagnostic.Kind kind, String message) {
    int col = column(offset);
    String caret = " ".repeat(col - 1) + "^";
    return new FileCheckDiagnostic(name, line(offset), col, kind, message,
        lineText(offset) + "\n" + caret);
  }
}
