package dev.cvg.filecheck;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Parses the text after a directive into a {@link CheckPattern}, as FileCheck's
 * {@code Pattern::parsePattern} does.
 *
 * <p>Pieces: literal text (escaped), {@code {{regex}}} (POSIX ERE, wrapped in a group when the
 * rest of the line contains {@code |}), {@code [[NAME:regex]]} (a definition, one capturing
 * group), {@code [[NAME]]} (a back-reference when {@code NAME} was defined earlier on the same
 * line, otherwise the variable's value at match time). A pattern without <code>{{</code> or
 * {@code [[} is a fixed string unless {@code --match-full-lines} applies. Numeric blocks
 * ({@code [[#...]]}) and {@code @LINE} are not supported and are reported as such.
 *
 * <pre>
 *   CHECK: %[[X:[a-z]+]] = add i32 [[X]], {{[0-9]+}}  ; X defined on this line: back-reference
 *   regex: %([a-z]+) = add i32 (?:\1), [0-9]+
 *   CHECK: ret i32 %[[X]]                             ; X from an earlier line: filled in
 *   template: "ret i32 %" + quote(value of X)          at match time
 * </pre>
 *
 * <p>Capturing groups are numbered exactly as FileCheck numbers them (one per definition,
 * one per alternation wrapper, plus the groups inside each regex), because a user regex may
 * contain back-references that count across the whole line. Source:
 * {@code Pattern::parsePattern} in {@code llvm/lib/FileCheck/FileCheck.cpp}.
 */
final class PatternParser {
  private final SourceBuffer checkBuffer;
  private final FileCheckOptions options;

  PatternParser(SourceBuffer checkBuffer, FileCheckOptions options) {
    this.checkBuffer = checkBuffer;
    this.options = options;
  }

  /**
   * Parses the pattern text at {@code [start, end)} of the check buffer.
   *
   * @throws CheckFileException if FileCheck would reject the pattern
   */
  CheckPattern parse(CheckKind kind, int count, boolean literal, String prefix, int start,
      int end, int line) throws CheckFileException {
    String text = checkBuffer.text();
    // --match-full-lines never applies to NOT: a NOT must not match anywhere in the gap.
    boolean fullLines = options.matchFullLines() && kind != CheckKind.NOT;
    if (!(options.strictWhitespace() && options.matchFullLines())) {
      while (end > start && (text.charAt(end - 1) == ' ' || text.charAt(end - 1) == '\t')) {
        end--;
      }
    }
    String pat = text.substring(start, end);
    if (pat.isEmpty() && kind != CheckKind.EMPTY) {
      throw error(start, "found empty check string with prefix '" + prefix + ":'");
    }
    if (!pat.isEmpty() && kind == CheckKind.EMPTY) {
      throw error(start, "found non-empty check string for empty check with prefix '"
          + prefix + ":'");
    }
    List<CheckPattern.Piece> pieces = new ArrayList<>();
    Map<String, Integer> defs = new LinkedHashMap<>();
    // CHECK-EMPTY is "(\n$)": a newline followed by the end of a line; the match is moved
    // past the newline when it is found (see CheckPattern.match).
    if (kind == CheckKind.EMPTY) {
      pieces.add(new CheckPattern.RegexText("(\\n(?=\\n|\\z))"));
      return build(kind, count, literal, start, line, null, pieces, defs, false);
    }
    // Without {{ or [[ the pattern is searched as a plain string (fast path, as in LLVM).
    if (literal || (!fullLines && (pat.length() < 2
        || (!pat.contains("{{") && !pat.contains("[["))))) {
      return build(kind, count, literal, start, line, pat, pieces, defs, false);
    }
    StringBuilder regex = new StringBuilder();
    if (fullLines) {
      regex.append("(?:^|(?<=\\n))").append(options.strictWhitespace() ? "" : " *");
    }
    // group: the number the next capturing group gets (group 0 is the whole match).
    int group = 1;
    // Whether a regex contains '|', which makes POSIX's longest match differ from Java's.
    boolean alternation = false;
    int i = 0;
    while (i < pat.length()) {
      String rest = pat.substring(i);
      if (rest.startsWith("{{")) {
        int close = rest.indexOf("}}");
        if (close < 0) {
          throw error(start + i, "found start of regex string with no end '}}'");
        }
        // FileCheck wraps the regex in a group if '|' occurs anywhere in the rest of the
        // line (not just in this regex); the extra group shifts later group numbers.
        boolean wrap = rest.indexOf('|') >= 0;
        alternation |= rest.substring(2, close).indexOf('|') >= 0;
        if (wrap) {
          regex.append('(');
          group++;
        }
        group += appendRegex(regex, rest.substring(2, close), start + i + 2, true);
        if (wrap) {
          regex.append(')');
        }
        i += close + 2;
        continue;
      }
      if (rest.startsWith("[[") && !rest.startsWith("[[[")) {
        int close = blockEnd(rest.substring(2), start + i + 2);
        if (close < 0) {
          throw error(start + i, "Invalid substitution block, no ]] found");
        }
        String block = rest.substring(2, 2 + close);
        int blockPos = start + i + 2;
        i += close + 4;
        if (block.startsWith("#")) {
          throw error(blockPos, "numeric substitution blocks ([[#...]]) are not supported by"
              + " cvg's FileCheck");
        }
        int colon = block.indexOf(':');
        String namePart = colon < 0 ? block : block.substring(0, colon);
        int space = firstBlank(namePart);
        if (space >= 0) {
          throw error(blockPos + space, "unexpected whitespace");
        }
        int nameEnd = variableNameEnd(block, blockPos);
        String name = block.substring(0, nameEnd);
        String after = block.substring(nameEnd);
        if (name.startsWith("@")) {
          throw error(blockPos, "the @LINE pseudo variable is not supported by cvg's FileCheck");
        }
        flush(pieces, regex);
        // Three cases: a definition (a capturing group), a use of a variable defined earlier
        // on this line (a back-reference), or a use of an earlier line's value.
        if (colon >= 0) {
          if (!after.startsWith(":")) {
            throw error(blockPos, "invalid name in string variable definition");
          }
          regex.append('(');
          alternation |= after.indexOf('|') >= 0;
          defs.put(name, group++);
          group += appendRegex(regex, after.substring(1), blockPos + nameEnd + 1, false);
          regex.append(')');
        } else if (!after.isEmpty()) {
          throw error(blockPos, "invalid name in string variable use");
        } else if (defs.containsKey(name)) {
          regex.append("(?:\\").append(defs.get(name)).append(')');
        } else {
          pieces.add(new CheckPattern.Use(name, blockPos));
        }
        continue;
      }
      int next = nextSpecial(pat, i);
      regex.append(PosixRegex.quote(pat.substring(i, next)));
      i = next;
    }
    if (fullLines) {
      regex.append(options.strictWhitespace() ? "" : " *").append("(?=\\n|\\z)");
    }
    flush(pieces, regex);
    return build(kind, count, literal, start, line, null, pieces, defs, alternation);
  }

  private CheckPattern build(CheckKind kind, int count, boolean literal, int start, int line,
      String fixed, List<CheckPattern.Piece> pieces, Map<String, Integer> defs,
      boolean alternation) {
    return new CheckPattern(checkBuffer, kind, count, literal, start, line, fixed, pieces, defs, alternation,
        options.ignoreCase());
  }

  private static void flush(List<CheckPattern.Piece> pieces, StringBuilder regex) {
    if (!regex.isEmpty()) {
      pieces.add(new CheckPattern.RegexText(regex.toString()));
      regex.setLength(0);
    }
  }

  /**
   * Appends the translation of {@code ere} and returns its number of groups; an empty
   * expression is an error in {@code {{}}} but matches the empty string in a definition.
   */
  private int appendRegex(StringBuilder regex, String ere, int pos, boolean emptyIsError)
      throws CheckFileException {
    if (ere.isEmpty() && !emptyIsError) {
      return 0;
    }
    try {
      PosixRegex.Translation t = PosixRegex.translate(ere);
      regex.append(t.javaRegex());
      return t.groups();
    } catch (PosixRegex.SyntaxError e) {
      throw error(pos, "invalid regex: " + e.getMessage());
    }
  }

  /** FileCheck's {@code FindRegexVarEnd}: the offset of the closing {@code ]]}, or -1. */
  private int blockEnd(String s, int pos) throws CheckFileException {
    int depth = 0;
    int i = 0;
    while (i < s.length()) {
      if (depth == 0 && s.startsWith("]]", i)) {
        return i;
      }
      char c = s.charAt(i);
      if (c == '\\') {
        i += 2;
        continue;
      }
      if (c == '[') {
        depth++;
      } else if (c == ']') {
        if (depth == 0) {
          // FileCheck prints this and calls exit(1).
          throw new CheckFileException(FileCheckResult.FAIL, checkBuffer.diagnostic(pos + i,
              FileCheckDiagnostic.Kind.ERROR, "missing closing \"]\" for regex variable"));
        }
        depth--;
      }
      i++;
    }
    return -1;
  }

  /** FileCheck's {@code parseVariable}: validates the name and returns where it ends. */
  private int variableNameEnd(String block, int pos) throws CheckFileException {
    int i = 0;
    if (!block.isEmpty() && (block.charAt(0) == '$' || block.charAt(0) == '@')) {
      i++;
    }
    if (i == block.length()) {
      throw error(pos, "empty variable name");
    }
    char first = block.charAt(i);
    if (!(Character.isLetter(first) && first < 128) && first != '_') {
      throw error(pos + i, "invalid variable name");
    }
    i++;
    while (i < block.length()) {
      char c = block.charAt(i);
      if (!(c < 128 && Character.isLetterOrDigit(c)) && c != '_') {
        break;
      }
      i++;
    }
    return i;
  }

  private static int firstBlank(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) == ' ' || s.charAt(i) == '\t') {
        return i;
      }
    }
    return -1;
  }

  private static int nextSpecial(String pat, int from) {
    int a = pat.indexOf("{{", from + 1);
    int b = pat.indexOf("[[", from + 1);
    int next = pat.length();
    if (a >= 0) {
      next = Math.min(next, a);
    }
    if (b >= 0) {
      next = Math.min(next, b);
    }
    return next;
  }

  private CheckFileException error(int offset, String message) {
    return new CheckFileException(
        checkBuffer.diagnostic(offset, FileCheckDiagnostic.Kind.ERROR, message));
  }
}
