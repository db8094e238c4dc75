package dev.cvg.architecture;

/**
 * Java source text with comments and literals blanked out, so that a name mentioned in javadoc
 * or in a message string is not taken for a dependency.
 */
final class CodeText {
  private CodeText() {}

  /**
   * Returns {@code source} with every comment replaced by a space and every string, text block
   * and character literal replaced by an empty one ({@code ""}, {@code ''}); line breaks inside
   * block comments are kept, so line structure survives.
   */
  static String withoutCommentsAndLiterals(String source) {
    StringBuilder out = new StringBuilder(source.length());
    int i = 0;
    int n = source.length();
    while (i < n) {
      char c = source.charAt(i);
      if (c == '/' && i + 1 < n && source.charAt(i + 1) == '/') {
        i = skipTo(source, i, "\n");
        out.append(' ');
      } else if (c == '/' && i + 1 < n && source.charAt(i + 1) == '*') {
        int end = skipTo(source, i + 2, "*/");
        source.substring(i, end).chars().filter(ch -> ch == '\n').forEach(ch -> out.append('\n'));
        out.append(' ');
        i = end;
      } else if (source.startsWith("\"\"\"", i)) {
        i = skipQuoted(source, i + 3, "\"\"\"");
        out.append("\"\"");
      } else if (c == '"' || c == '\'') {
        i = skipQuoted(source, i + 1, String.valueOf(c));
        out.append(c).append(c);
      } else {
        out.append(c);
        i++;
      }
    }
    return out.toString();
  }

  /** Returns the index just past the first {@code end} at or after {@code from}, or the length. */
  private static int skipTo(String s, int from, String end) {
    int at = s.indexOf(end, from);
    return at < 0 ? s.length() : at + end.length();
  }

  /** Returns the index just past the closing {@code quote}, honouring backslash escapes. */
  private static int skipQuoted(String s, int from, String quote) {
    int i = from;
    while (i < s.length()) {
      if (s.charAt(i) == '\\') {
        i += 2;
      } else if (s.startsWith(quote, i)) {
        return i + quote.length();
      } else {
        i++;
      }
    }
    return s.length();
  }
}
