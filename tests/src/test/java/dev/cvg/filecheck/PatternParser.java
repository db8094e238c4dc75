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
 * line, otherwise the variable's value at match time). A pattern without {@code {{} or
 * {@code [[} is a fixed string unless {@code --match-full-lines} applies. Numeric blocks
 * ({@code [[#...]]}) and {@code @LINE} are not supported and are reported as such.
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
    if (kind == CheckKind.EMPTY) {
      pieces.add(new CheckPattern.RegexText("(\\n(?=\\n|\\z))"));
      return build(kind, count, literal, start, line, null, pieces, defs, false);
    }
    if (literal || (!fullLines && (pat.length() < 2
        || (!pat.contains("{{") && !pat.contains("[["))))) {
      return build(kind, count, literal, start, line, pat, pieces, defs, false);
    }
    StringBuilder regex = new StringBuilder();
    if (fullLines) {
      regex.append("(?:^|(?<=\\n))").append(options.strictWhitespace() ? "" : " *");
    }
    int group = 1;
    boolean alternation = false;
    int i = 0;
    while (i < pat.length()) {
      String rest = pat.substring(i);
      if (rest.startsWith("{{")) {
        int close = rest.indexOf("}}");
        if (close < 0) {
          throw error(start + i, "found start of regex string with no end '}}'");
        }
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
