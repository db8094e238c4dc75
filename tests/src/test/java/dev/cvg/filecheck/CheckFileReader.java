package dev.cvg.filecheck;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Reads the directives of a check file, as FileCheck's {@code readCheckFile} does.
 *
 * <p>A prefix occurrence counts only when it does not continue a word (the character before
 * it is not a letter, digit, {@code -} or {@code _}) and a valid suffix follows: {@code :},
 * {@code -NEXT:}, {@code -SAME:}, {@code -NOT:}, {@code -DAG:}, {@code -LABEL:},
 * {@code -EMPTY:}, {@code -COUNT-n:}, each optionally with {@code {LITERAL}} before the colon.
 * Comment prefixes ({@code COM:}, {@code RUN:}) hide the rest of their line. CHECK-DAG and
 * CHECK-NOT directives attach to the next positive directive; trailing ones (and the
 * {@code --implicit-check-not} patterns) attach to an implicit end-of-input directive.
 *
 * <pre>
 *   ; RUN: opt ... | FileCheck %s     comment (RUN is a comment prefix): skipped
 *   ; CHECK-LABEL: define void @f(    positive directive #0
 *   ; CHECK-DAG: %a =                 attached to #1
 *   ; CHECK-NOT: %c =                 attached to #1
 *   ; CHECK: ret void                 positive directive #1
 *   ; CHECK-NOT: call                 attached to the implicit EOF directive #2
 *   ; XCHECK: foo                     not a directive: "CHECK" continues a word
 * </pre>
 *
 * <p>Source: {@code FileCheck::readCheckFile}, {@code FindFirstMatchingPrefix} and
 * {@code FindCheckType} in {@code llvm/lib/FileCheck/FileCheck.cpp}. Complexity: linear in
 * the check file, plus one pattern compilation per directive.
 */
final class CheckFileReader {
  private final SourceBuffer buffer;
  private final FileCheckOptions options;
  /** The canonicalised check file ({@code buffer.text()}); all offsets index into it. */
  private final String text;

  CheckFileReader(SourceBuffer buffer, FileCheckOptions options) {
    this.buffer = buffer;
    this.options = options;
    this.text = buffer.text();
  }

  /**
   * A prefix occurrence followed by a suffix: where the prefix starts ({@code at}), what
   * follows it, and where the text after the suffix starts ({@code after}). {@code kind},
   * {@code count} and {@code literal} are meaningful for {@link Type#DIRECTIVE} only.
   */
  private record Found(String prefix, int at, Type type, CheckKind kind, int count,
      boolean literal, int after) {}

  /** What a prefix occurrence turned out to be; all but the first two are errors. */
  private enum Type { DIRECTIVE, COMMENT, MISSPELLED, BAD_NOT, BAD_COUNT }

  /**
   * Returns the check strings in file order.
   *
   * @throws CheckFileException for every check file FileCheck refuses
   */
  List<CheckString> read() throws CheckFileException {
    // Phase 1 of 3: options. Prefixes are validated before anything is parsed, and every
    // --implicit-check-not pattern becomes a NOT directive in its own "command line" buffer,
    // so that its diagnostics point at the option, as FileCheck's do.
    validatePrefixes();
    List<CheckString.DagNot> implicit = new ArrayList<>();
    for (String pattern : options.implicitCheckNot()) {
      String cmd = "-implicit-check-not='" + pattern + "'";
      SourceBuffer cmdBuffer = SourceBuffer.of("command line", cmd);
      int start = "-implicit-check-not='".length();
      CheckPattern p = new PatternParser(cmdBuffer, options).parse(CheckKind.NOT, 1, false,
          "IMPLICIT-CHECK", start, start + pattern.length(), 1);
      implicit.add(new CheckString.DagNot(p, "IMPLICIT-CHECK"));
    }
    // Phase 2 of 3: scan for directives. Check and comment prefixes are searched together;
    // at equal positions the longest prefix wins, hence the sort.
    List<String> checkPrefixes = options.effectiveCheckPrefixes();
    List<String> all = new ArrayList<>(checkPrefixes);
    all.addAll(options.effectiveCommentPrefixes());
    all.sort(Comparator.comparingInt(String::length).reversed());
    Set<String> notFound = new TreeSet<>(checkPrefixes);
    int distinct = notFound.size();
    // Invariant: dagNots holds the DAG/NOT directives seen since the last positive
    // directive, preceded by the implicit NOTs, which guard every gap.
    PatternParser parser = new PatternParser(buffer, options);
    List<CheckString> strings = new ArrayList<>();
    List<CheckString.DagNot> dagNots = new ArrayList<>(implicit);
    int[] nextAt = new int[all.size()];
    for (int i = 0; i < all.size(); i++) {
      nextAt[i] = text.indexOf(all.get(i));
    }
    int pos = 0;
    while (true) {
      Found f = next(all, nextAt, pos);
      if (f == null) {
        break;
      }
      // A prefix counts as used even by a malformed directive (FileCheck reports the
      // malformation, not an unused prefix).
      if (f.type() != Type.COMMENT) {
        notFound.remove(f.prefix());
      }
      pos = f.after();
      switch (f.type()) {
        case MISSPELLED -> throw error(f.at(),
            "misspelled directive '" + text.substring(f.at(), f.after()) + "'");
        case BAD_NOT -> throw error(pos, "unsupported -NOT combo on prefix '" + f.prefix() + "'");
        case BAD_COUNT -> throw error(pos,
            "invalid count in -COUNT specification on prefix '" + f.prefix() + "'");
        default -> { }
      }
      // The pattern is the rest of the line, without leading blanks unless both
      // --strict-whitespace and --match-full-lines make them significant.
      if (!(options.strictWhitespace() && options.matchFullLines())) {
        while (pos < text.length() && (text.charAt(pos) == ' ' || text.charAt(pos) == '\t')) {
          pos++;
        }
      }
      int eol = pos;
      while (eol < text.length() && text.charAt(eol) != '\n' && text.charAt(eol) != '\r') {
        eol++;
      }
      int patternStart = pos;
      pos = eol;
      if (f.type() == Type.COMMENT) {
        continue;
      }
      CheckPattern p = parser.parse(f.kind(), f.count(), f.literal(), f.prefix(), patternStart,
          eol, buffer.line(f.at()));
      if (f.kind() == CheckKind.LABEL && p.hasVariable()) {
        throw error(f.at(), "found '" + f.prefix() + "-LABEL:' with variable definition or use");
      }
      boolean needsPrevious = f.kind() == CheckKind.NEXT || f.kind() == CheckKind.SAME
          || f.kind() == CheckKind.EMPTY;
      if (needsPrevious && strings.isEmpty()) {
        String type = f.kind() == CheckKind.NEXT ? "NEXT" : f.kind() == CheckKind.EMPTY
            ? "EMPTY" : "SAME";
        throw error(f.at(), "found '" + f.prefix() + "-" + type + "' without previous '"
            + f.prefix() + ": line");
      }
      if (f.kind() == CheckKind.DAG || f.kind() == CheckKind.NOT) {
        dagNots.add(new CheckString.DagNot(p, f.prefix()));
        continue;
      }
      strings.add(new CheckString(p, f.prefix(), dagNots));
      dagNots = new ArrayList<>(implicit);
    }
    // Phase 3 of 3: every prefix must have been used (unless allowed otherwise); with only
    // the default prefix, --implicit-check-not alone is a valid check file. Trailing DAG/NOT
    // directives and the implicit NOTs get an end-of-input directive to guard the tail.
    boolean noneFound = notFound.size() == distinct;
    boolean someUnused = !options.allowUnusedPrefixes() && !notFound.isEmpty();
    if ((noneFound || someUnused)
        && (implicit.isEmpty() || !options.checkPrefixes().isEmpty())) {
      StringBuilder sb = new StringBuilder("no check strings found with prefix")
          .append(notFound.size() > 1 ? "es " : " ");
      sb.append(String.join(", ", notFound.stream().map(p -> "'" + p + ":'").toList()));
      throw new CheckFileException(FileCheckDiagnostic.global(sb.toString()));
    }
    if (!dagNots.isEmpty()) {
      CheckPattern eof = CheckPattern.eof(buffer, buffer.line(text.length()) + 1, text.length());
      strings.add(new CheckString(eof, checkPrefixes.get(0), dagNots));
    }
    return strings;
  }

  /**
   * Returns the first directive or comment at or after {@code from} (FileCheck's
   * {@code FindFirstMatchingPrefix}), or null at the end of the file. {@code nextAt[i]} caches
   * the next occurrence of {@code prefixes.get(i)} (-1: none left) so that each prefix is
   * searched for once per occurrence, not once per directive.
   */
  private Found next(List<String> prefixes, int[] nextAt, int from) {
    int pos = from;
    while (pos < text.length()) {
      String best = null;
      int bestAt = -1;
      for (int i = 0; i < prefixes.size(); i++) {
        String p = prefixes.get(i);
        if (nextAt[i] >= 0 && nextAt[i] < pos) {
          nextAt[i] = text.indexOf(p, pos);
        }
        int at = nextAt[i];
        if (at >= 0 && (best == null || at < bestAt)) {
          best = p;
          bestAt = at;
        }
      }
      if (best == null) {
        return null;
      }
      // "XCHECK:" is not a CHECK directive: the prefix must start a word.
      if (bestAt == pos || !isPartOfWord(text.charAt(bestAt - 1))) {
        Found f = checkType(best, bestAt);
        if (f != null) {
          return f;
        }
      }
      // Not a directive: skip the whole word it is part of, so that "CHECKX" or
      // "CHECK-FOO" cannot be found again from its middle.
      pos = bestAt + best.length();
      while (pos < text.length() && isPartOfWord(text.charAt(pos))) {
        pos++;
      }
    }
    return null;
  }

  // FindCheckType: returns null for "not a directive".
  private Found checkType(String prefix, int at) {
    int r = at + prefix.length();
    if (r >= text.length()) {
      return null;
    }
    if (options.effectiveCommentPrefixes().contains(prefix)) {
      return text.charAt(r) == ':' ? new Found(prefix, at, Type.COMMENT, null, 1, false, r + 1)
          : null;
    }
    if (text.charAt(r) == ':' || text.charAt(r) == '{') {
      return modifiers(prefix, at, r, CheckKind.PLAIN, 1);
    }
    // "CHECK_NEXT:" would silently be ignored by a naive reader; FileCheck rejects it.
    boolean misspelled = text.charAt(r) == '_';
    if (!misspelled && text.charAt(r) != '-') {
      return null;
    }
    r++;
    Found f = suffix(prefix, at, r);
    if (f != null && misspelled) {
      return new Found(prefix, at, Type.MISSPELLED, f.kind(), 1, false, f.after());
    }
    return f;
  }

  /** Reads the suffix after {@code PREFIX-} at {@code r}: COUNT-n, a bad NOT combination,
   * or one of the directive names; null if none. */
  private Found suffix(String prefix, int at, int r) {
    if (text.startsWith("COUNT-", r)) {
      int d = r + 6;
      long count = 0;
      while (d < text.length() && Character.isDigit(text.charAt(d)) && count <= Integer.MAX_VALUE) {
        count = count * 10 + (text.charAt(d++) - '0');
      }
      boolean ok = d > r + 6 && count > 0 && count <= Integer.MAX_VALUE && d < text.length()
          && (text.charAt(d) == ':' || text.charAt(d) == '{');
      if (!ok) {
        return new Found(prefix, at, Type.BAD_COUNT, null, 1, false, d);
      }
      return modifiers(prefix, at, d, CheckKind.PLAIN, (int) count);
    }
    for (String combo : List.of("DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:",
        "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:")) {
      if (text.startsWith(combo, r)) {
        return new Found(prefix, at, Type.BAD_NOT, null, 1, false, r);
      }
    }
    for (CheckKind k : List.of(CheckKind.NEXT, CheckKind.SAME, CheckKind.NOT, CheckKind.DAG,
        CheckKind.LABEL, CheckKind.EMPTY)) {
      String word = k.name();
      if (text.startsWith(word, r)) {
        return modifiers(prefix, at, r + word.length(), k, 1);
      }
    }
    return null;
  }

  // ConsumeModifiers: ':' or '{LITERAL[, LITERAL...]}:'.
  private Found modifiers(String prefix, int at, int r, CheckKind kind, int count) {
    if (r < text.length() && text.charAt(r) == ':') {
      return new Found(prefix, at, Type.DIRECTIVE, kind, count, false, r + 1);
    }
    if (r >= text.length() || text.charAt(r) != '{') {
      return null;
    }
    r++;
    while (true) {
      r = skipSpace(r);
      if (!text.startsWith("LITERAL", r)) {
        return null;
      }
      r = skipSpace(r + "LITERAL".length());
      if (r < text.length() && text.charAt(r) == ',') {
        r++;
        continue;
      }
      break;
    }
    if (!text.startsWith("}:", r)) {
      return null;
    }
    return new Found(prefix, at, Type.DIRECTIVE, kind, count, true, r + 2);
  }

  private int skipSpace(int r) {
    while (r < text.length() && " \t\n\u000b\f\r".indexOf(text.charAt(r)) >= 0) {
      r++;
    }
    return r;
  }

  private static boolean isPartOfWord(char c) {
    return (c < 128 && Character.isLetterOrDigit(c)) || c == '-' || c == '_';
  }

  private void validatePrefixes() throws CheckFileException {
    Set<String> unique = new HashSet<>();
    if (options.checkPrefixes().isEmpty()) {
      unique.add("CHECK");
    }
    if (options.commentPrefixes().isEmpty()) {
      unique.addAll(List.of("COM", "RUN"));
    }
    validate("check", options.checkPrefixes(), unique);
    validate("comment", options.commentPrefixes(), unique);
  }

  private static void validate(String kind, List<String> prefixes, Set<String> unique)
      throws CheckFileException {
    for (String p : prefixes) {
      String problem = null;
      if (p.isEmpty()) {
        problem = "supplied " + kind + " prefix must not be the empty string";
      } else if (!p.matches("[a-zA-Z0-9_-]*")) {
        problem = "supplied " + kind + " prefix must start with a letter and contain only"
            + " alphanumeric characters, hyphens, and underscores: '" + p + "'";
      } else if (!unique.add(p)) {
        problem = "supplied " + kind + " prefix must be unique among check and comment"
            + " prefixes: '" + p + "'";
      }
      if (problem != null) {
        throw new CheckFileException(FileCheckDiagnostic.global(problem));
      }
    }
  }

  private CheckFileException error(int offset, String message) {
    return new CheckFileException(
        buffer.diagnostic(offset, FileCheckDiagnostic.Kind.ERROR, message));
  }
}
