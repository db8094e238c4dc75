package dev.cvg.filecheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One compiled directive pattern: a fixed string, or a regex template in which uses of
 * variables defined on earlier lines are filled in at match time (FileCheck's {@code Pattern}).
 *
 * <p>Invariants: exactly one of {@link #fixed} and {@link #pieces} is meaningful;
 * {@link #definitions} maps each variable defined by this pattern to its capturing group in
 * the assembled regex; a use of a variable defined earlier on the same line is a
 * back-reference piece, not a {@link Use}.
 */
final class CheckPattern {
  /** The outcome of matching a pattern against a window of the input. */
  sealed interface Result permits Found, NotFound, Failed {}

  /** A match at absolute input offset {@code pos} of length {@code len}. */
  record Found(int pos, int len) implements Result {}

  /** No match in the window. */
  record NotFound() implements Result {}

  /** The pattern could not be matched at all (e.g. an undefined variable). */
  record Failed(List<FileCheckDiagnostic> errors) implements Result {}

  /** A piece of a regex template: Java regex text or a variable use. */
  sealed interface Piece permits RegexText, Use {}

  /** Java regex text, copied as is. */
  record RegexText(String java) implements Piece {}

  /** A use of a variable defined on an earlier line, at check-file offset {@code offset}. */
  record Use(String name, int offset) implements Piece {}

  private final CheckKind kind;
  /** How many consecutive matches are required (CHECK-COUNT-n), at least 1. */
  private final int count;
  private final boolean literal;
  /** Offset of the pattern text in {@link #source}, for diagnostics. */
  private final int offset;
  private final int line;
  /** The string to search for, or null when the pattern is a regex template. */
  private final String fixed;
  /** The regex template (empty for fixed strings and EOF). */
  private final List<Piece> pieces;
  /** Variables defined by this pattern and their group numbers, in definition order. */
  private final Map<String, Integer> definitions;
  /** Whether the regex contains '|', which calls for the POSIX longest-match fix-up. */
  private final boolean alternation;
  private final boolean ignoreCase;
  /** The compiled template when it has no variable uses; otherwise compiled per match. */
  private final Pattern compiled;
  private final SourceBuffer source;

  CheckPattern(SourceBuffer source, CheckKind kind, int count, boolean literal, int offset, int line, String fixed,
      List<Piece> pieces, Map<String, Integer> definitions, boolean alternation,
      boolean ignoreCase) {
    this.source = source;
    this.kind = kind;
    this.count = count;
    this.literal = literal;
    this.offset = offset;
    this.line = line;
    this.fixed = fixed;
    this.pieces = List.copyOf(pieces);
    this.definitions = new LinkedHashMap<>(definitions);
    this.alternation = alternation;
    this.ignoreCase = ignoreCase;
    boolean hasUse = pieces.stream().anyMatch(p -> p instanceof Use);
    this.compiled = fixed == null && !hasUse && kind != CheckKind.EOF ? compile(assemble(null)) : null;
  }

  /** Returns the pattern of the implicit end-of-input check. */
  static CheckPattern eof(SourceBuffer source, int line, int offset) {
    return new CheckPattern(source, CheckKind.EOF, 1, false, offset, line, null, List.of(), Map.of(),
        false, false);
  }

  CheckKind kind() {
    return kind;
  }

  int count() {
    return count;
  }

  boolean literal() {
    return literal;
  }

  /** Returns the buffer holding the pattern text (the check file or the command line). */
  SourceBuffer source() {
    return source;
  }

  /** Returns the offset of the pattern text in {@link #source()}. */
  int offset() {
    return offset;
  }

  /** Returns the check-file line of the directive. */
  int line() {
    return line;
  }

  /** Returns the variable uses to be filled in at match time, in order. */
  List<Use> uses() {
    return pieces.stream().filter(p -> p instanceof Use).map(p -> (Use) p).toList();
  }

  /** Returns whether the pattern defines or uses a variable (forbidden in CHECK-LABEL). */
  boolean hasVariable() {
    return !definitions.isEmpty() || pieces.stream().anyMatch(p -> p instanceof Use);
  }

  /**
   * Searches {@code input[from, to)} for the first match; {@code ^} and {@code $} also match
   * at the window's ends, as in FileCheck. Captured variables are stored in {@code vars}.
   */
  Result match(String input, int from, int to, Variables vars) {
    if (kind == CheckKind.EOF) {
      return new Found(to, 0);
    }
    if (fixed != null) {
      int pos = findFixed(input, from, to);
      return pos < 0 ? new NotFound() : new Found(pos, fixed.length());
    }
    // A template with uses is assembled with the current values, quoted so that a value
    // is matched literally; an undefined variable is an error, not a non-match.
    Pattern p = compiled;
    if (p == null) {
      List<FileCheckDiagnostic> errors = new ArrayList<>();
      String regex = assemble(use -> {
        Optional<String> v = vars.value(use.name());
        if (v.isEmpty()) {
          errors.add(source.diagnostic(use.offset(), FileCheckDiagnostic.Kind.ERROR,
              "undefined variable: " + use.name()));
        }
        return v.map(PosixRegex::quote).orElse("");
      });
      if (!errors.isEmpty()) {
        return new Failed(errors);
      }
      p = compile(regex);
    }
    // Match on a view of the window so that ^ and $ also hold at its ends, as they do for
    // FileCheck, which hands the regex engine the sub-buffer.
    TextView view = new TextView(input, from, to);
    Matcher m = p.matcher(view);
    if (!m.find()) {
      return new NotFound();
    }
    if (alternation) {
      m = longest(p, view, m);
    }
    // Definitions are recorded on every successful match, even for matches the caller later
    // rejects (a DAG overlap, a NOT), exactly as FileCheck does.
    for (Map.Entry<String, Integer> def : definitions.entrySet()) {
      String value = m.group(def.getValue());
      vars.define(def.getKey(), value == null ? "" : value);
    }
    // CHECK-EMPTY's regex consumes the newline before the empty line; the match starts after.
    int skip = kind == CheckKind.EMPTY ? 1 : 0;
    return new Found(from + m.start() + skip, m.end() - m.start() - skip);
  }

  /**
   * Extends a Java (leftmost, first-alternative) match to POSIX's leftmost-longest match by
   * trying longer ends on the same line, longest first.
   */
  private static Matcher longest(Pattern p, TextView view, Matcher first) {
    int start = first.start();
    int lineEnd = first.end();
    while (lineEnd < view.length() && view.charAt(lineEnd) != '\n') {
      lineEnd++;
    }
    // Transparent, non-anchoring bounds: lookarounds see past the candidate end, and $ only
    // holds at a real line end or the end of the window, not at the candidate end.
    Matcher probe = p.matcher(view).useTransparentBounds(true).useAnchoringBounds(false);
    for (int end = lineEnd; end > first.end(); end--) {
      if (probe.region(start, end).matches()) {
        return probe;
      }
    }
    return first;
  }

  private int findFixed(String input, int from, int to) {
    int len = fixed.length();
    if (!ignoreCase) {
      int pos = input.indexOf(fixed, from);
      return pos >= 0 && pos + len <= to ? pos : -1;
    }
    for (int i = from; i + len <= to; i++) {
      if (input.regionMatches(true, i, fixed, 0, len)) {
        return i;
      }
    }
    return -1;
  }

  private String assemble(java.util.function.Function<Use, String> valueOf) {
    StringBuilder sb = new StringBuilder();
    for (Piece piece : pieces) {
      switch (piece) {
        case RegexText t -> sb.append(t.java());
        case Use u -> sb.append(valueOf == null ? "" : valueOf.apply(u));
      }
    }
    return sb.toString();
  }

  private Pattern compile(String regex) {
    return Pattern.compile(regex, ignoreCase ? Pattern.CASE_INSENSITIVE : 0);
  }
}
