package dev.cvg.ir.text;

import dev.cvg.ir.SourcePos;
import dev.cvg.ir.text.Token.Kind;

/**
 * A position in the token store of one source, with the look-ahead, matching and error helpers
 * every construct parser uses. Errors are positioned at the token they complain about.
 *
 * <p>Kind and word tests read the store directly; a {@link Token} view is made only for the
 * tokens a parser asks for, and the views of the last {@link #WINDOW} positions are kept, so a
 * token peeked at several times is one object.
 */
final class Cursor {
  /** Number of recent token views kept (a power of two: far more than any look-ahead). */
  private static final int WINDOW = 64;

  private final Tokens tokens;
  private final String source;
  private final String file;
  private final Token[] views = new Token[WINDOW];
  private int index;

  Cursor(Tokens tokens, String source, String file) {
    this.tokens = tokens;
    this.source = source;
    this.file = file;
  }

  /** Returns the view of token {@code i}, one object per position while it stays in the window. */
  private Token view(int i) {
    Token t = views[i & (WINDOW - 1)];
    if (t == null || t.index() != i) {
      t = new Token(tokens, i);
      views[i & (WINDOW - 1)] = t;
    }
    return t;
  }

  /** Returns the file name given to the parser. */
  String file() {
    return file;
  }

  /** Returns the current token without consuming it. */
  Token peek() {
    return view(index);
  }

  /** Returns the token {@code k} positions ahead (the EOF token past the end). */
  Token peek(int k) {
    return view(Math.min(index + k, tokens.size() - 1));
  }

  /** Returns the most recently consumed token. */
  Token previous() {
    return view(Math.max(0, index - 1));
  }

  /**
   * Consumes and returns the current token (never moves past EOF).
   *
   * @throws ParseException if the current token is a lexical error
   */
  Token next() throws ParseException {
    Token t = view(index);
    skip();
    return t;
  }

  /**
   * Consumes the current token without making its view (never moves past EOF).
   *
   * @throws ParseException if the current token is a lexical error
   */
  void skip() throws ParseException {
    Kind k = tokens.kind(index);
    if (k == Kind.LEX_ERROR || k == Kind.INVALID) {
      Token t = view(index);
      throw error(t, Messages.invalidCharacter(t.text().charAt(0)));
    }
    if (k != Kind.EOF) {
      index++;
    }
  }

  /** Returns whether the current token has kind {@code kind}. */
  boolean at(Kind kind) {
    return tokens.kind(index) == kind;
  }

  /** Returns whether the current token is the word {@code w}. */
  boolean atWord(String w) {
    return tokens.isWord(index, w);
  }

  /** Returns the kind of the token at absolute index {@code i}, without making its view. */
  Kind kindAt(int i) {
    return tokens.kind(i);
  }

  /** Returns whether the token at absolute index {@code i} is the word {@code w}. */
  boolean isWordAt(int i, String w) {
    return tokens.isWord(i, w);
  }

  /** Consumes the current token if it has kind {@code kind}. */
  boolean eat(Kind kind) throws ParseException {
    if (at(kind)) {
      skip();
      return true;
    }
    return false;
  }

  /** Consumes the current token if it is the word {@code w}. */
  boolean eatWord(String w) throws ParseException {
    if (atWord(w)) {
      skip();
      return true;
    }
    return false;
  }

  /** Consumes a token of kind {@code kind} or fails with {@code message}. */
  Token expect(Kind kind, String message) throws ParseException {
    if (!at(kind)) {
      throw error(peek(), message);
    }
    return next();
  }

  /** Consumes the word {@code w} or fails with {@code message}. */
  Token expectWord(String w, String message) throws ParseException {
    if (!atWord(w)) {
      throw error(peek(), message);
    }
    return next();
  }

  /**
   * The deepest nesting of types and constants the parser accepts: far beyond real IR, and
   * shallow enough for every later recursive walk over types and constants (printing, sizes,
   * lowering) on a default thread stack.
   */
  static final int MAX_NESTING = 256;

  private int nesting;

  /**
   * Enters one level of nesting of a type or constant starting at {@code t}; every call is
   * paired with {@link #leave()} in a {@code finally}.
   *
   * @throws ParseException past {@link #MAX_NESTING} levels
   */
  void enter(Token t) throws ParseException {
    if (++nesting > MAX_NESTING) {
      nesting--;
      throw error(t, Messages.tooDeep(MAX_NESTING));
    }
  }

  /** Leaves the level entered last. */
  void leave() {
    nesting--;
  }

  /** Returns the index of the current token, for {@link #reset}. */
  int mark() {
    return index;
  }

  /** Moves back (or forward) to a position returned by {@link #mark}. */
  void reset(int mark) {
    index = mark;
  }

  /** Returns the number of tokens, including EOF. */
  int size() {
    return tokens.size();
  }

  /** Returns the token at absolute index {@code i}. */
  Token token(int i) {
    return view(i);
  }

  /** Returns the source text from the start of {@code first} to the end of {@code last}. */
  String slice(Token first, Token last) {
    return source.substring(first.start(), Math.max(first.start(), last.end()));
  }

  /** Returns the source text from the start of {@code first} to the end of the last consumed token. */
  String sliceFrom(Token first) {
    return slice(first, previous());
  }

  /** Returns the position of {@code t}. */
  SourcePos pos(Token t) {
    return new SourcePos(file, t.line(), t.col());
  }

  /**
   * Returns an error positioned at {@code t}; at a lexical error token its own message wins
   * ({@code end of file in string constant}), as in LLVM.
   */
  ParseException error(Token t, String message) {
    return new ParseException(pos(t), t.kind() == Kind.LEX_ERROR ? t.text() : message);
  }

  /**
   * Consumes a balanced group starting at the current opening bracket ({@code (}, {@code [},
   * {@code {}) and returns its last token.
   */
  Token skipBalanced() throws ParseException {
    Token open = peek();
    int depth = 0;
    while (true) {
      Token t = next();
      switch (t.kind()) {
        case LPAREN, LBRACKET, LBRACE -> depth++;
        case RPAREN, RBRACKET, RBRACE -> depth--;
        case EOF -> throw error(open, Messages.unbalanced(open.text()));
        default -> { }
      }
      if (depth == 0) {
        return t;
      }
    }
  }
}
