package dev.cvg.ir.text;

/**
 * One lexical token of an {@code .ll} file with its source span: a view of entry {@code index}
 * of a {@link Tokens} store, made by the {@link Cursor} when a parser asks for it. Its text is
 * made on demand; names are read from the source without making it where possible
 * ({@link #isWord}, {@link #isNumbered}, {@link #number}). Two tokens are equal when they are the
 * same entry of the same store.
 */
final class Token {
  private final Tokens store;
  private final int index;

  Token(Tokens store, int index) {
    this.store = store;
    this.index = index;
  }

  /** Returns this token's position in its store. */
  int index() {
    return index;
  }

  /** Returns what kind of token this is. */
  Kind kind() {
    return store.kind(index);
  }

  /** Returns the token's text exactly as written (for labels without the trailing colon). */
  String text() {
    return store.text(index);
  }

  /** Returns the offset of the first character in the source. */
  int start() {
    return store.start(index);
  }

  /** Returns the offset just past the last character (for labels, past the colon). */
  int end() {
    return store.end(index);
  }

  /** Returns the 1-based line of the first character. */
  int line() {
    return store.line(index);
  }

  /** Returns the 1-based column of the first character. */
  int col() {
    return store.col(index);
  }

  /** Returns the source the token's span indexes. */
  String source() {
    return store.source();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Token t && t.store == store && t.index == index;
  }

  @Override
  public int hashCode() {
    return index;
  }

  @Override
  public String toString() {
    return kind() + " " + text() + " at " + line() + ":" + col();
  }

  /** Token kinds, following LLVM's lexer ({@code LLToken.h}) where it matters. */
  enum Kind {
    /** {@code %name}, {@code %"quoted"} or {@code %7}. */
    LOCAL,
    /** {@code @name}, {@code @"quoted"} or {@code @7}. */
    GLOBAL,
    /** {@code name:}, {@code "quoted":} or {@code 7:}; text excludes the colon. */
    LABEL,
    /** {@code !name} or {@code !7}. */
    META,
    /** A lone {@code !} (before {@code {} or a string). */
    EXCL,
    /** {@code #7}: an attribute group reference. */
    ATTR_GROUP,
    /** {@code $name}: a comdat. */
    COMDAT,
    /** A bare word: keyword, type name, opcode. */
    WORD,
    /** {@code "text"} with escapes as written. */
    STRING,
    /** {@code c"text"}: a character array constant. */
    CSTRING,
    /** A decimal integer literal, possibly negative. */
    INT,
    /** A floating-point literal (decimal with a dot or exponent, or hexadecimal). */
    FLOAT,
    EQ,
    COMMA,
    LPAREN,
    RPAREN,
    LBRACKET,
    RBRACKET,
    LBRACE,
    RBRACE,
    LANGLE,
    RANGLE,
    STAR,
    ELLIPSIS,
    /**
     * A lexical error with its message ({@code end of file in string constant}); lexing stops
     * here, so the error surfaces only if the parser gets this far, as in LLVM's lazy lexer.
     */
    LEX_ERROR,
    /**
     * Text that starts no token (a stray character, a lone sigil); the parser reports what it
     * expected here, as LLVM does. Lexing stops here.
     */
    INVALID,
    /** End of input. */
    EOF
  }

  /** Returns whether this token is the bare word {@code w}. */
  boolean isWord(String w) {
    return store.isWord(index, w);
  }

  /**
   * Returns the name as written after the sigil ({@code %}, {@code @}, {@code !}, {@code #},
   * {@code $}); for labels the label text. Quoted names keep their quotes.
   */
  String spelling() {
    return switch (kind()) {
      case LOCAL, GLOBAL, META, ATTR_GROUP, COMDAT -> store.source().substring(start() + 1, end());
      // a label is written once: the store's cache of repeated spellings would only thrash
      case LABEL -> store.source().substring(start(), store.textEnd(index));
      default -> text();
    };
  }

  /** Returns whether the name is a number ({@code %7}, {@code 7:}): LLVM's unnamed-value form. */
  boolean isNumbered() {
    if (kind() == Kind.EOF || kind() == Kind.LEX_ERROR) {
      return false;
    }
    String src = store.source();
    int from = start() + sigilLength();
    int to = store.textEnd(index);
    if (from >= to) {
      return false;
    }
    for (int i = from; i < to; i++) {
      if (!Character.isDigit(src.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** Returns the number of a numbered name (more than 18 digits: {@link Long#MAX_VALUE}). */
  long number() {
    String src = store.source();
    int from = start() + sigilLength();
    int to = store.textEnd(index);
    if (to - from > 18) {
      return Long.MAX_VALUE;
    }
    long n = 0;
    for (int i = from; i < to; i++) {
      n = 10 * n + Character.digit(src.charAt(i), 10); // as Long.parseLong reads any digit
    }
    return n;
  }

  /** Returns the length of the sigil before the name: 1 for sigil kinds, else 0. */
  private int sigilLength() {
    return switch (kind()) {
      case LOCAL, GLOBAL, META, ATTR_GROUP, COMDAT -> 1;
      default -> 0;
    };
  }

  /** Returns the name with quotes removed and escapes decoded: the symbol-table key. */
  String key() {
    String s = spelling();
    if (s.length() >= 2 && s.charAt(0) == '"') {
      return Lexer.unescape(s.substring(1, s.length() - 1));
    }
    return s;
  }
}
