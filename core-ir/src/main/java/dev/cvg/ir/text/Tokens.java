package dev.cvg.ir.text;

import dev.cvg.ir.text.Token.Kind;
import java.util.Arrays;

/**
 * The tokens of one source as parallel arrays (kind, span), written by the
 * {@link Lexer} and read through a {@link Cursor}: a large module has about one token per five
 * characters, and a {@link Token} object plus a string per token was most of the parser's
 * allocation and its peak memory (issue 14). A token's text is made only when a parser asks for
 * it ({@link #text}), sharing one string among equal short spellings.
 *
 * <p>Lines and columns are not stored per token (they were 8 of 17 bytes a token, and the store
 * lives as long as the module being built): a token's line is found from its start in the
 * table of line starts, which the lexer fills as it passes each newline.
 *
 * <p>Invariants: the arrays are filled in source order; the last token is {@link Kind#EOF}; a
 * {@link Kind#LEX_ERROR} token's text is {@link #errorMessage}, every other token's text is its
 * source span (for labels without the colon); {@code lineStarts[k]} is the offset of line
 * {@code k + 1}, increasing, and every token but the EOF after a lexical error starts on the line
 * the table gives (that EOF takes the error's position, {@link #eofLine}, {@link #eofCol}).
 */
final class Tokens {
  private static final Kind[] KINDS = Kind.values();
  /** Longest token text {@link #text} shares. */
  private static final int MAX_SHARED = 24;

  private final String src;
  private byte[] kinds;
  private int[] starts;
  private int[] ends;
  private int size;
  private int[] lineStarts = new int[256];
  private int lineCount = 1;
  /** The line index found last: positions are asked for in nearly source order. */
  private int lastLine;
  /** The EOF token's position after a lexical error (0: the EOF is where the source ends). */
  private int eofLine;
  private int eofCol;
  private String errorMessage;
  /** Recently made short spellings, by hash (a power of two in length). */
  private final String[] shared = new String[4096];

  /** Creates an empty store for {@code src}, sized for about {@code capacity} tokens. */
  Tokens(String src, int capacity) {
    this.src = src;
    int n = Math.max(16, capacity);
    kinds = new byte[n];
    starts = new int[n];
    ends = new int[n];
  }

  /** Records that a line starts at offset {@code start} (just past a newline). */
  void newLine(int start) {
    if (lineCount == lineStarts.length) {
      lineStarts = Arrays.copyOf(lineStarts, 2 * lineCount);
    }
    lineStarts[lineCount++] = start;
  }

  /** Appends a token. */
  void add(Kind kind, int start, int end) {
    if (size == kinds.length) {
      int n = size + (size >> 1) + 16;
      kinds = Arrays.copyOf(kinds, n);
      starts = Arrays.copyOf(starts, n);
      ends = Arrays.copyOf(ends, n);
    }
    kinds[size] = (byte) kind.ordinal();
    starts[size] = start;
    ends[size] = end;
    size++;
  }

  /** Appends a {@link Kind#LEX_ERROR} token whose text is {@code message}. */
  void addError(String message, int start) {
    errorMessage = message;
    add(Kind.LEX_ERROR, start, start + 1);
  }

  /** Appends the EOF token that ends lexing at an error, positioned at the error's token. */
  void addEofAt(int errorToken) {
    eofLine = line(errorToken);
    eofCol = col(errorToken);
    add(Kind.EOF, src.length(), src.length());
  }

  /** Returns the number of tokens, EOF included. */
  int size() {
    return size;
  }

  /** Returns the source the spans index. */
  String source() {
    return src;
  }

  Kind kind(int i) {
    return KINDS[kinds[i]];
  }

  int start(int i) {
    return starts[i];
  }

  int end(int i) {
    return ends[i];
  }

  /** Returns the 1-based line of token {@code i}'s first character. */
  int line(int i) {
    if (eofLine > 0 && i == size - 1) {
      return eofLine;
    }
    return lineIndex(starts[i]) + 1;
  }

  /** Returns the 1-based column of token {@code i}'s first character. */
  int col(int i) {
    if (eofLine > 0 && i == size - 1) {
      return eofCol;
    }
    return starts[i] - lineStarts[lineIndex(starts[i])] + 1;
  }

  /** Returns the index of the line holding offset {@code at}: the last line start at or before it. */
  private int lineIndex(int at) {
    int k = lastLine;
    if (lineStarts[k] <= at && (k + 1 == lineCount || at < lineStarts[k + 1])) {
      return k;
    }
    if (k + 1 < lineCount && lineStarts[k + 1] <= at && (k + 2 == lineCount || at < lineStarts[k + 2])) {
      lastLine = k + 1;
      return k + 1;
    }
    int lo = 0;
    int hi = lineCount - 1;
    while (lo < hi) {
      int mid = (lo + hi + 1) >>> 1;
      if (lineStarts[mid] <= at) {
        lo = mid;
      } else {
        hi = mid - 1;
      }
    }
    lastLine = lo;
    return lo;
  }

  /** Returns the end of token {@code i}'s text: its span, without a label's colon. */
  int textEnd(int i) {
    return kinds[i] == Kind.LABEL.ordinal() ? ends[i] - 1 : ends[i];
  }

  /** Returns whether token {@code i} is the bare word {@code w}, without making its text. */
  boolean isWord(int i, String w) {
    int start = starts[i];
    int n = ends[i] - start;
    if (kinds[i] != Kind.WORD.ordinal() || n != w.length()) {
      return false;
    }
    for (int k = 0; k < n; k++) {
      if (src.charAt(start + k) != w.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns token {@code i}'s text, sharing one string among equal short spellings: a module
   * repeats {@code i32}, {@code ,}, {@code align} ... on every line, and a direct-mapped cache of
   * recent spellings saves a string per such token. Texts are compared with {@code equals},
   * never by identity.
   */
  String text(int i) {
    Kind k = kind(i);
    if (k == Kind.LEX_ERROR) {
      return errorMessage;
    }
    if (k == Kind.EOF) {
      return "";
    }
    int start = starts[i];
    int end = textEnd(i);
    int n = end - start;
    if (n > MAX_SHARED) {
      return src.substring(start, end);
    }
    int h = n;
    for (int c = start; c < end; c++) {
      h = 31 * h + src.charAt(c);
    }
    int slot = (h ^ (h >>> 13)) & (shared.length - 1);
    String s = shared[slot];
    if (s == null || s.length() != n || !sameChars(s, start)) {
      s = src.substring(start, end);
      shared[slot] = s;
    }
    return s;
  }

  /**
   * Returns whether {@code s} equals the source from {@code start} on, for {@code s.length()}
   * characters: a plain loop, since {@code regionMatches}' vectorised comparison costs more to set
   * up than a token of at most {@link #MAX_SHARED} characters takes to compare.
   */
  private boolean sameChars(String s, int start) {
    for (int c = 0; c < s.length(); c++) {
      if (s.charAt(c) != src.charAt(start + c)) {
        return false;
      }
    }
    return true;
  }
}
