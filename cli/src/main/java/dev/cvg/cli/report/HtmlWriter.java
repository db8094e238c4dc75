package dev.cvg.cli.report;

import dev.cvg.cli.dot.Html;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.regex.Pattern;

/**
 * Writes well-formed HTML: elements are opened and closed through this writer, which keeps the
 * stack of open elements and refuses to close one that is not innermost, every text and attribute
 * value is escaped, and only {@link #raw} (markup this program made: an SVG picture from Graphviz,
 * the style sheet) goes out as it is. {@link #finish} refuses a document with elements left open.
 *
 * <pre>{@code
 * HtmlWriter w = new HtmlWriter();
 * w.open("p", "class", "note").text("%x < %y").close("p");   // <p class="note">%x &lt; %y</p>
 * }</pre>
 */
final class HtmlWriter {
  /** Element and attribute names: lower-case letters, digits and dashes, a letter first. */
  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

  private final StringBuilder out = new StringBuilder();
  private final Deque<String> open = new ArrayDeque<>();

  /**
   * Opens element {@code tag} with attributes given as name, value pairs.
   *
   * @throws IllegalArgumentException for a malformed name or an odd number of attribute strings
   */
  HtmlWriter open(String tag, String... attributes) {
    startTag(tag, attributes);
    open.push(tag);
    return this;
  }

  /**
   * Closes element {@code tag}, which must be the innermost open element.
   *
   * @throws IllegalStateException if it is not
   */
  HtmlWriter close(String tag) {
    if (!tag.equals(open.peek())) {
      throw new IllegalStateException("closing <" + tag + "> but the innermost open element is "
          + (open.isEmpty() ? "none" : "<" + open.peek() + ">"));
    }
    open.pop();
    out.append("</").append(tag).append('>');
    return this;
  }

  /** Writes an element holding only {@code text} (escaped). */
  HtmlWriter element(String tag, String text, String... attributes) {
    return open(tag, attributes).text(text).close(tag);
  }

  /** Writes an element without content or end tag ({@code meta}, {@code br}). */
  HtmlWriter empty(String tag, String... attributes) {
    startTag(tag, attributes);
    return this;
  }

  /** Writes {@code text}, escaped. */
  HtmlWriter text(String text) {
    out.append(escape(text));
    return this;
  }

  /** Writes {@code markup} as it is: only for markup this program made, never for input text. */
  HtmlWriter raw(String markup) {
    out.append(markup);
    return this;
  }

  /** Writes a line break into the source (not into the rendered page): keeps the file readable. */
  HtmlWriter newline() {
    out.append('\n');
    return this;
  }

  /**
   * Returns the document written so far.
   *
   * @throws IllegalStateException if an element is still open
   */
  String finish() {
    if (!open.isEmpty()) {
      throw new IllegalStateException("elements left open: " + open);
    }
    return out.toString();
  }

  /**
   * Returns {@code text} with {@code & < > " '} replaced by character references: the escaping of
   * Graphviz labels ({@link Html#escape}) and the apostrophe, so a value is safe in any attribute.
   */
  static String escape(String text) {
    return Html.escape(text).replace("'", "&#39;");
  }

  private void startTag(String tag, String... attributes) {
    requireName(tag);
    if (attributes.length % 2 != 0) {
      throw new IllegalArgumentException("attributes of <" + tag + "> must come as name, value pairs");
    }
    out.append('<').append(tag);
    for (int k = 0; k < attributes.length; k += 2) {
      requireName(attributes[k]);
      out.append(' ').append(attributes[k]).append("=\"").append(escape(attributes[k + 1])).append('"');
    }
    out.append('>');
  }

  private static void requireName(String name) {
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("not an element or attribute name: '" + name + "'");
    }
  }
}
