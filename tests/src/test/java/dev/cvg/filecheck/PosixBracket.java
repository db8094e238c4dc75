package dev.cvg.filecheck;

import java.util.Map;

/**
 * Translates one POSIX bracket expression ({@code [...]}) for {@link PosixRegex}.
 *
 * <p>Follows {@code regcomp.c}'s {@code p_bracket}/{@code p_b_term}: an optional {@code ^},
 * a leading {@code ]} or {@code -} taken literally, character classes {@code [:name:]},
 * equivalence classes {@code [=c=]}, collating symbols {@code [.c.]}, ranges {@code a-z}, and
 * ordinary characters, among them the backslash. With {@code REG_NEWLINE} a negated bracket
 * never matches a newline. The word-boundary brackets {@code [[:<:]]} and {@code [[:>:]]}
 * are supported as LLVM supports them.
 */
final class PosixBracket {
  /** POSIX classes in the "C" locale, as Java class fragments (all ASCII-only in Java). */
  private static final Map<String, String> CLASSES = Map.ofEntries(
      Map.entry("alnum", "\\p{Alnum}"), Map.entry("alpha", "\\p{Alpha}"),
      Map.entry("blank", " \\t"), Map.entry("cntrl", "\\p{Cntrl}"),
      Map.entry("digit", "0-9"), Map.entry("graph", "\\p{Graph}"),
      Map.entry("lower", "\\p{Lower}"), Map.entry("print", "\\p{Print}"),
      Map.entry("punct", "\\p{Punct}"), Map.entry("space", "\\s"),
      Map.entry("upper", "\\p{Upper}"), Map.entry("xdigit", "\\p{XDigit}"));

  private final PosixRegex owner;
  private final String src;
  /** The parse position in {@code src}; copied back to the owner when the bracket ends. */
  private int pos;

  PosixBracket(PosixRegex owner) {
    this.owner = owner;
    this.src = owner.source();
    this.pos = owner.position();
  }

  /** Parses the bracket whose '[' was just consumed and appends its translation. */
  void parse() throws PosixRegex.SyntaxError {
    StringBuilder out = owner.output();
    if (src.startsWith("[:<:]]", pos)) {
      owner.position(pos + 6);
      out.append("\\b(?=\\w)");
      return;
    }
    if (src.startsWith("[:>:]]", pos)) {
      owner.position(pos + 6);
      out.append("\\b(?<=\\w)");
      return;
    }
    // The set is built as Java class content; every literal is escaped, so Java's own class
    // syntax ([, &&, \\) can never be triggered by the POSIX text.
    StringBuilder set = new StringBuilder();
    boolean negated = eat('^');
    // A ']' or '-' right after '[' or '[^' is a literal, not the end or a range.
    if (eat(']')) {
      PosixRegex.appendLiteral(set, ']');
    } else if (eat('-')) {
      PosixRegex.appendLiteral(set, '-');
    }
    while (more() && peek() != ']' && !src.startsWith("-]", pos)) {
      term(set);
    }
    // A '-' right before the closing ']' is a literal too.
    if (eat('-')) {
      PosixRegex.appendLiteral(set, '-');
    }
    if (!eat(']')) {
      throw new PosixRegex.SyntaxError("brackets ([ ]) not balanced");
    }
    out.append('[');
    if (negated) {
      // REG_NEWLINE: a negated bracket never matches a newline.
      out.append('^').append(set).append("\\n");
    } else {
      out.append(set);
    }
    out.append(']');
    owner.position(pos);
  }

  // p_b_term: a class, an equivalence class, or a symbol possibly starting a range.
  private void term(StringBuilder set) throws PosixRegex.SyntaxError {
    char c = peek();
    // A '-' here would start a range without a start ("[a-c-e]"): rejected by regcomp.
    if (c == '-') {
      throw new PosixRegex.SyntaxError("invalid character range");
    }
    if (c == '[' && pos + 1 < src.length() && src.charAt(pos + 1) == ':') {
      pos += 2;
      int end = src.indexOf(":]", pos);
      if (!more()) {
        throw new PosixRegex.SyntaxError("brackets ([ ]) not balanced");
      }
      String name = end < 0 ? "" : src.substring(pos, end);
      String cls = CLASSES.get(name);
      if (cls == null) {
        throw new PosixRegex.SyntaxError("invalid character class");
      }
      set.append(cls);
      pos = end + 2;
      return;
    }
    if (c == '[' && pos + 1 < src.length() && src.charAt(pos + 1) == '=') {
      pos += 2;
      char e = collatingElement('=');
      PosixRegex.appendLiteral(set, e);
      return;
    }
    // A symbol, possibly the start of a range "a-z" (but "a-]" ends with a literal '-').
    char start = symbol();
    char finish = start;
    if (more() && peek() == '-' && pos + 1 < src.length() && src.charAt(pos + 1) != ']') {
      pos++;
      finish = eat('-') ? '-' : symbol();
    }
    if (start > finish) {
      throw new PosixRegex.SyntaxError("invalid character range");
    }
    PosixRegex.appendLiteral(set, start);
    if (finish != start) {
      set.append('-');
      PosixRegex.appendLiteral(set, finish);
    }
  }

  // p_b_symbol: an ordinary character or a collating symbol [.c.].
  private char symbol() throws PosixRegex.SyntaxError {
    if (!more()) {
      throw new PosixRegex.SyntaxError("brackets ([ ]) not balanced");
    }
    if (src.startsWith("[.", pos)) {
      pos += 2;
      return collatingElement('.');
    }
    return src.charAt(pos++);
  }

  // p_b_coll_elem for single characters; named elements are not supported.
  private char collatingElement(char delimiter) throws PosixRegex.SyntaxError {
    String close = delimiter + "]";
    int end = src.indexOf(close, pos);
    if (end < 0) {
      throw new PosixRegex.SyntaxError("brackets ([ ]) not balanced");
    }
    if (end - pos != 1) {
      throw new PosixRegex.SyntaxError("invalid collating element");
    }
    char c = src.charAt(pos);
    pos = end + 2;
    return c;
  }

  private boolean more() {
    return pos < src.length();
  }

  private char peek() {
    return src.charAt(pos);
  }

  private boolean eat(char c) {
    if (more() && peek() == c) {
      pos++;
      return true;
    }
    return false;
  }
}
