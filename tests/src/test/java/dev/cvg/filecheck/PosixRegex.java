package dev.cvg.filecheck;

/**
 * Translates the POSIX extended regular expressions that FileCheck accepts inside
 * {@code {{...}}} and {@code [[VAR:...]]} into {@link java.util.regex.Pattern} syntax.
 *
 * <p><b>Problem.</b> FileCheck compiles its patterns with LLVM's {@code llvm::Regex}, a
 * BSD {@code regcomp} in extended mode with {@code REG_NEWLINE}. Its dialect differs from
 * Java's in ways the corpus relies on: {@code .} and {@code [^...]} never match a newline,
 * a backslash inside brackets is an ordinary character ({@code [ \t]} is space, backslash,
 * {@code t}), {@code \c} outside brackets is the literal {@code c} (so {@code \n} is
 * {@code n}) except {@code \1}–{@code \9} back-references, <code>{</code> is literal unless a
 * digit follows, and {@code ^}/{@code $} match at line boundaries.
 *
 * <p><b>Algorithm.</b> A recursive-descent parser following {@code regcomp.c}'s
 * {@code p_ere}/{@code p_ere_exp}/{@code p_bracket} emits an equivalent Java regex token by
 * token and reports the same errors with the same messages ({@code regerror} wording), so a
 * check file that FileCheck rejects is rejected here too. Capturing groups are kept 1:1, so
 * group numbers (and back-references) mean the same in both dialects.
 *
 * <p><b>Source.</b> Henry Spencer's regex library as shipped in LLVM
 * ({@code llvm/lib/Support/regcomp.c}); POSIX.2 section 2.8.
 *
 * <p><b>Complexity.</b> Linear in the pattern length.
 *
 * <p><b>Example.</b>
 *
 * <pre>
 *   ERE   {@literal %}[^,]+, [[:digit:]]{2}\.x
 *   Java  %[^,\n]+, [0-9]{2}\.x
 * </pre>
 *
 * <p>Known difference: POSIX picks the leftmost-<em>longest</em> match, Java the leftmost
 * match of a backtracking search; {@link CheckPattern} compensates for alternations.
 */
final class PosixRegex {
  private final String src;
  private int pos;
  private final StringBuilder out = new StringBuilder();
  private int groups;
  /** Number of the groups closed so far; a back-reference may only name a closed group. */
  private final boolean[] closed = new boolean[10];

  private PosixRegex(String src) {
    this.src = src;
  }

  /** A translated expression and the number of capturing groups it opens. */
  record Translation(String javaRegex, int groups) {}

  /** A syntax error, reported with {@code regerror}'s wording. */
  static final class SyntaxError extends Exception {
    SyntaxError(String message) {
      super(message);
    }
  }

  /**
   * Translates {@code ere} to Java syntax.
   *
   * @throws SyntaxError if LLVM's {@code regcomp} would reject the expression
   */
  static Translation translate(String ere) throws SyntaxError {
    PosixRegex p = new PosixRegex(ere);
    p.alternation(false);
    if (p.more()) {
      // Only an unmatched ')' can stop the top-level parse early.
      throw new SyntaxError("parentheses not balanced");
    }
    return new Translation(p.out.toString(), p.groups);
  }

  /** Returns Java regex text matching {@code literal} exactly. */
  static String quote(CharSequence literal) {
    StringBuilder sb = new StringBuilder(literal.length() + 8);
    for (int i = 0; i < literal.length(); i++) {
      appendLiteral(sb, literal.charAt(i));
    }
    return sb.toString();
  }

  private boolean more() {
    return pos < src.length();
  }

  private char peek() {
    return src.charAt(pos);
  }

  // p_ere: branches separated by '|'; every branch must be non-empty.
  private void alternation(boolean inGroup) throws SyntaxError {
    while (true) {
      int branchStart = pos;
      while (more() && peek() != '|' && !(inGroup && peek() == ')')) {
        atomWithRepetition();
      }
      if (pos == branchStart) {
        throw new SyntaxError("empty (sub)expression");
      }
      if (!more() || peek() != '|') {
        return;
      }
      pos++;
      out.append('|');
    }
  }

  // p_ere_exp: one atom, then at most one repetition operator.
  private void atomWithRepetition() throws SyntaxError {
    char c = src.charAt(pos++);
    boolean wasCaret = false;
    switch (c) {
      case '(' -> group();
      case ')' -> throw new SyntaxError("parentheses not balanced");
      case '^' -> {
        // REG_NEWLINE: after any newline, and at the start of the searched text.
        out.append("(?:^|(?<=\\n))");
        wasCaret = true;
      }
      case '$' -> out.append("(?=\\n|\\z)");
      case '|' -> throw new SyntaxError("empty (sub)expression");
      case '*', '+', '?' -> throw new SyntaxError("repetition-operator operand invalid");
      case '.' -> out.append("[^\\n]");
      case '[' -> new PosixBracket(this).parse();
      case '\\' -> escape();
      case '{' -> {
        if (more() && Character.isDigit(peek())) {
          throw new SyntaxError("repetition-operator operand invalid");
        }
        appendLiteral(out, c);
      }
      default -> appendLiteral(out, c);
    }
    if (!more() || !isRepetition()) {
      return;
    }
    if (wasCaret) {
      throw new SyntaxError("repetition-operator operand invalid");
    }
    // Every emitted atom is one Java unit (group, class, escaped char, lookaround), so
    // the quantifier can follow it directly.
    char r = src.charAt(pos++);
    if (r == '{') {
      bound();
    } else {
      out.append(r);
    }
    if (more() && isRepetition()) {
      throw new SyntaxError("repetition-operator operand invalid");
    }
  }

  private boolean isRepetition() {
    char c = peek();
    return c == '*' || c == '+' || c == '?'
        || (c == '{' && pos + 1 < src.length() && Character.isDigit(src.charAt(pos + 1)));
  }

  private void group() throws SyntaxError {
    if (!more()) {
      throw new SyntaxError("parentheses not balanced");
    }
    int number = ++groups;
    out.append('(');
    if (peek() != ')') {
      alternation(true);
    }
    if (!more() || peek() != ')') {
      throw new SyntaxError("parentheses not balanced");
    }
    pos++;
    out.append(')');
    if (number < closed.length) {
      closed[number] = true;
    }
  }

  private void escape() throws SyntaxError {
    if (!more()) {
      throw new SyntaxError("trailing backslash (\\)");
    }
    char c = src.charAt(pos++);
    if (c >= '1' && c <= '9') {
      if (!closed[c - '0']) {
        throw new SyntaxError("invalid backreference number");
      }
      // Wrapped so that a following digit cannot extend the group number in Java.
      out.append("(?:\\").append(c).append(')');
    } else {
      appendLiteral(out, c);
    }
  }

  // p_count / bound: {m}, {m,}, {m,n} with m <= n <= 255 (RE_DUP_MAX).
  private void bound() throws SyntaxError {
    int min = count();
    int max = min;
    boolean open = false;
    if (more() && peek() == ',') {
      pos++;
      if (more() && Character.isDigit(peek())) {
        max = count();
        if (min > max) {
          throw new SyntaxError("invalid repetition count(s)");
        }
      } else {
        open = true;
      }
    }
    if (!more() || peek() != '}') {
      while (more() && peek() != '}') {
        pos++;
      }
      throw new SyntaxError(more() ? "invalid repetition count(s)" : "braces not balanced");
    }
    pos++;
    out.append('{').append(min);
    if (open) {
      out.append(',');
    } else if (max != min) {
      out.append(',').append(max);
    }
    out.append('}');
  }

  private int count() throws SyntaxError {
    int value = 0;
    int digits = 0;
    while (more() && Character.isDigit(peek()) && digits <= 3) {
      value = value * 10 + (src.charAt(pos++) - '0');
      digits++;
    }
    if (digits == 0 || value > 255) {
      throw new SyntaxError("invalid repetition count(s)");
    }
    return value;
  }

  /** Returns the source text; used by {@link PosixBracket}. */
  String source() {
    return src;
  }

  /** Returns the parse position; used by {@link PosixBracket}. */
  int position() {
    return pos;
  }

  /** Moves the parse position; used by {@link PosixBracket}. */
  void position(int newPos) {
    pos = newPos;
  }

  /** Returns the output under construction; used by {@link PosixBracket}. */
  StringBuilder output() {
    return out;
  }

  /** Appends {@code c} to {@code sb} so that Java reads it literally, in or out of a class. */
  static void appendLiteral(StringBuilder sb, char c) {
    if (c < 128 && !Character.isLetterOrDigit(c) && c > ' ') {
      sb.append('\\');
    }
    sb.append(c);
  }
}
