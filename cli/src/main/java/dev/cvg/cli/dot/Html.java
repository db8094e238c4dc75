package dev.cvg.cli.dot;

/** Escaping for Graphviz HTML-like labels and quoted DOT strings (and HTML text, see {@link #escape}). */
public final class Html {
  private Html() {}

  /**
   * Returns {@code text} with {@code & < > "} replaced by entities, safe inside an HTML-like label
   * and as HTML text or a double-quoted HTML attribute value.
   */
  public static String escape(String text) {
    StringBuilder sb = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> sb.append("&amp;");
        case '<' -> sb.append("&lt;");
        case '>' -> sb.append("&gt;");
        case '"' -> sb.append("&quot;");
        default -> sb.append(c);
      }
    }
    return sb.toString();
  }

  /** Returns {@code text} as a double-quoted DOT string (backslashes and quotes escaped). */
  static String quoted(String text) {
    return '"' + text.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }
}
