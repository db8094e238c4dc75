package dev.cvg.ir.text;

import dev.cvg.ir.text.Token.Kind;

/**
 * Splits an {@code .ll} source into a {@link Tokens} store, following LLVM's {@code LLLexer}: sigils
 * {@code % @ ! # $}, labels ({@code name:}, {@code "q":}, {@code 7:}), keywords, strings,
 * {@code c"..."} arrays, integer and floating-point literals, punctuation; {@code ;} comments
 * and whitespace are skipped.
 */
final class Lexer {
  private final String src;
  private final String file;
  private final Tokens out;
  private int pos;

  private Lexer(String src, String file) {
    this.src = src;
    this.file = file;
    // a token per 4.9 characters of .ll on the benchmark kernels: sized once, rarely grown
    this.out = new Tokens(src, src.length() / 4 + 16);
  }

  /** Returns the tokens of {@code src}, ending with an {@link Kind#EOF} token. */
  static Tokens tokenize(String src, String file) {
    Lexer lx = new Lexer(src, file);
    lx.run();
    return lx.out;
  }

  /** Decodes LLVM string escapes ({@code \\} and {@code \xx} hex pairs). */
  static String unescape(String s) {
    if (s.indexOf('\\') < 0) {
      return s;
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c == '\\' && i + 1 < s.length() && s.charAt(i + 1) == '\\') {
        sb.append('\\');
        i++;
      } else if (c == '\\' && i + 2 < s.length() && isHex(s.charAt(i + 1)) && isHex(s.charAt(i + 2))) {
        sb.append((char) Integer.parseInt(s.substring(i + 1, i + 3), 16));
        i += 2;
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  private static boolean isHex(char c) {
    return Character.digit(c, 16) >= 0;
  }

  /** Characters allowed in unquoted names and labels: {@code [-a-zA-Z$._0-9]}. */
  static boolean isNameChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '-' || c == '$' || c == '.' || c == '_';
  }

  private static boolean isWordChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  }

  private char at(int i) {
    return i < src.length() ? src.charAt(i) : '\0';
  }

  private void run() {
    while (true) {
      skipBlanks();
      if (pos >= src.length()) {
        out.add(Kind.EOF, pos, pos);
        return;
      }
      int start = pos;
      try {
        lexOne();
      } catch (LexError e) {
        // stop here: the parser reports the error only if it reaches this token
        if (e.message == null) {
          out.add(Kind.INVALID, start, start + 1);
        } else {
          out.addError(e.message, start);
        }
        out.addEofAt(out.size() - 1);
        return;
      }
    }
  }

  /** A lexical error; {@code message} is null for text that merely starts no token. */
  private static final class LexError extends Exception {
    private static final long serialVersionUID = 1L;
    final transient String message;

    LexError(String message) {
      super(message, null, false, false);
      this.message = message;
    }
  }

  private void skipBlanks() {
    while (pos < src.length()) {
      char c = src.charAt(pos);
      if (c == '\n') {
        pos++;
        out.newLine(pos);
      } else if (c == ' ' || c == '\t' || c == '\r' || c == '\f') {
        pos++;
      } else if (c == ';') {
        while (pos < src.length() && src.charAt(pos) != '\n') {
          pos++;
        }
      } else {
        return;
      }
    }
  }

  private void lexOne() throws LexError {
    int start = pos;
    char c = src.charAt(pos);
    switch (c) {
      case '%' -> sigilName(Kind.LOCAL, start);
      case '@' -> sigilName(Kind.GLOBAL, start);
      case '$' -> sigilName(Kind.COMDAT, start);
      case '!' -> {
        pos++;
        if (Character.isDigit(at(pos))) {
          // !12abc is !12 followed by abc, as in LLVM's lexer
          while (Character.isDigit(at(pos))) {
            pos++;
          }
          emit(Kind.META, start);
        } else if (isNameChar(at(pos)) || at(pos) == '\\') {
          while (isNameChar(at(pos)) || at(pos) == '\\') {
            pos++;
          }
          emit(Kind.META, start);
        } else {
          emit(Kind.EXCL, start);
        }
      }
      case '#' -> {
        pos++;
        if (!Character.isDigit(at(pos))) {
          throw new LexError(null);
        }
        while (Character.isDigit(at(pos))) {
          pos++;
        }
        emit(Kind.ATTR_GROUP, start);
      }
      case '"' -> {
        quoted(start);
        if (at(pos) == ':') {
          pos++;
          emitLabel(start);
        } else {
          emit(Kind.STRING, start);
        }
      }
      case '=' -> punct(Kind.EQ);
      case ',' -> punct(Kind.COMMA);
      case '(' -> punct(Kind.LPAREN);
      case ')' -> punct(Kind.RPAREN);
      case '[' -> punct(Kind.LBRACKET);
      case ']' -> punct(Kind.RBRACKET);
      case '{' -> punct(Kind.LBRACE);
      case '}' -> punct(Kind.RBRACE);
      case '<' -> punct(Kind.LANGLE);
      case '>' -> punct(Kind.RANGLE);
      case '*' -> punct(Kind.STAR);
      case '.' -> {
        if (src.startsWith("...", pos)) {
          pos += 3;
          emit(Kind.ELLIPSIS, start);
        } else {
          labelOrWord(start);
        }
      }
      default -> {
        if (c == 'c' && at(pos + 1) == '"') {
          pos++;
          quoted(start);
          emit(Kind.CSTRING, start);
        } else if (Character.isDigit(c) || ((c == '-' || c == '+') && Character.isDigit(at(pos + 1)))) {
          number(start);
        } else if (isNameChar(c)) {
          labelOrWord(start);
        } else {
          throw new LexError(null);
        }
      }
    }
  }

  private void punct(Kind kind) {
    int start = pos++;
    emit(kind, start);
  }

  private void sigilName(Kind kind, int start) throws LexError {
    pos++;
    if (at(pos) == '"') {
      quoted(start);
    } else if (Character.isDigit(at(pos))) {
      // %12abc is %12 followed by abc, as in LLVM's lexer
      while (Character.isDigit(at(pos))) {
        pos++;
      }
    } else if (isNameChar(at(pos))) {
      while (isNameChar(at(pos))) {
        pos++;
      }
    } else {
      throw new LexError(null);
    }
    emit(kind, start);
  }

  private void quoted(int start) throws LexError {
    pos++; // opening quote
    while (true) {
      if (pos >= src.length()) {
        throw new LexError(Messages.EOF_IN_STRING);
      }
      char c = src.charAt(pos++);
      if (c == '"') {
        return;
      }
      if (c == '\n') {
        out.newLine(pos);
      }
    }
  }

  private void labelOrWord(int start) {
    int p = pos;
    while (isNameChar(at(p))) {
      p++;
    }
    if (at(p) == ':') {
      pos = p + 1;
      emitLabel(start);
      return;
    }
    if (src.charAt(start) == 'i' && Character.isDigit(at(start + 1))) {
      // an integer type ends after its digits (i32x lexes as i32, x), as in LLVM's lexer
      pos = start + 1;
      while (Character.isDigit(at(pos))) {
        pos++;
      }
      emit(Kind.WORD, start);
      return;
    }
    while (isWordChar(at(pos))) {
      pos++;
    }
    if (pos == start) {
      pos = p; // a name of punctuation-like characters only (e.g. "-x"); keep it whole
    }
    emit(Kind.WORD, start);
  }

  private void number(int start) {
    int p = pos;
    while (isNameChar(at(p))) {
      p++;
    }
    if (at(p) == ':' && Character.isDigit(src.charAt(start))) {
      // a label may start with a digit (7: is numbered, 5.a: is a name), as in LLVM's lexer
      pos = p + 1;
      emitLabel(start);
      return;
    }
    if (src.startsWith("0x", pos)) {
      pos += 2;
      if ("KLMHR".indexOf(at(pos)) >= 0) {
        pos++;
      }
      while (isHex(at(pos))) {
        pos++;
      }
      emit(Kind.FLOAT, start);
      return;
    }
    pos++;
    while (Character.isDigit(at(pos))) {
      pos++;
    }
    boolean isFloat = false;
    if (at(pos) == '.') {
      isFloat = true;
      pos++;
      while (Character.isDigit(at(pos))) {
        pos++;
      }
    }
    if ((at(pos) == 'e' || at(pos) == 'E')
        && (Character.isDigit(at(pos + 1))
            || ((at(pos + 1) == '-' || at(pos + 1) == '+') && Character.isDigit(at(pos + 2))))) {
      isFloat = true;
      pos += 2;
      while (Character.isDigit(at(pos))) {
        pos++;
      }
    }
    emit(isFloat ? Kind.FLOAT : Kind.INT, start);
  }

  private void emit(Kind kind, int start) {
    out.add(kind, start, pos);
  }

  private void emitLabel(int start) {
    out.add(Kind.LABEL, start, pos);
  }
}
