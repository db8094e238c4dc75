package dev.cvg.golden;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The inline annotations of a golden {@code .ll} file: {@code ; error:} (see
 * {@link ExpectedError}), {@code ; verdict:} ({@link VerdictExpectation}) and {@code ; run:}
 * ({@link RunExpectation}). Keywords are lowercase, so lit's {@code RUN:} is not a
 * {@code run:}; a comment starts at the first {@code ;} outside a quoted string.
 *
 * @param errors the expected errors in file order
 * @param verdicts the expected verdicts in file order
 * @param runs the executions in file order
 */
public record Annotations(List<ExpectedError> errors, List<VerdictExpectation> verdicts,
    List<RunExpectation> runs) {

  /** Copies the lists. */
  public Annotations {
    errors = List.copyOf(errors);
    verdicts = List.copyOf(verdicts);
    runs = List.copyOf(runs);
  }

  /** A malformed annotation, with its line. */
  public static final class AnnotationException extends Exception {
    /** Creates the exception; the message starts with {@code line N:}. */
    public AnnotationException(int line, String message) {
      super("line " + line + ": " + message);
    }
  }

  /**
   * Parses the annotations of {@code text}.
   *
   * @throws AnnotationException for a malformed {@code verdict:} or {@code run:} line
   */
  public static Annotations parse(String text) throws AnnotationException {
    List<ExpectedError> errors = new ArrayList<>();
    List<VerdictExpectation> verdicts = new ArrayList<>();
    List<RunExpectation> runs = new ArrayList<>();
    String[] lines = text.split("\n", -1);
    int lastCode = 0;
    String lastCodeText = "";
    for (int i = 0; i < lines.length; i++) {
      int n = i + 1;
      String line = lines[i];
      int semi = commentStart(line);
      String code = (semi < 0 ? line : line.substring(0, semi)).strip();
      if (!code.isEmpty()) {
        lastCode = n;
        lastCodeText = code;
      }
      if (semi < 0) {
        continue;
      }
      String comment = line.substring(semi).replaceFirst("^;+\\s*", "");
      if (comment.startsWith("error:")) {
        errors.add(new ExpectedError(n, lastCode, lastCodeText, rest(comment, "error:")));
      } else if (comment.startsWith("verdict:")) {
        verdicts.add(verdict(n, rest(comment, "verdict:")));
      } else if (comment.startsWith("run:")) {
        runs.add(run(n, rest(comment, "run:")));
      }
    }
    return new Annotations(errors, verdicts, runs);
  }

  private static String rest(String comment, String keyword) {
    return comment.substring(keyword.length()).strip();
  }

  // The first ';' outside "..." (LLVM strings and quoted names may contain ';').
  private static int commentStart(String line) {
    boolean quoted = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ';' && !quoted) {
        return i;
      }
    }
    return -1;
  }

  private static VerdictExpectation verdict(int line, String text) throws AnnotationException {
    String[] words = text.isEmpty() ? new String[0] : text.split("\\s+");
    if (words.length == 0) {
      throw new AnnotationException(line, "empty verdict (expected LEGAL, ILLEGAL or UNKNOWN)");
    }
    VerdictExpectation.Kind kind;
    try {
      kind = VerdictExpectation.Kind.valueOf(words[0].toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new AnnotationException(line, "unknown verdict '" + words[0]
          + "' (expected LEGAL, ILLEGAL or UNKNOWN)");
    }
    int i = 1;
    Optional<String> property = Optional.empty();
    if (kind == VerdictExpectation.Kind.ILLEGAL && i < words.length && !words[i].equals("at")) {
      property = Optional.of(words[i++]);
    }
    Optional<String> at = Optional.empty();
    if (i < words.length && words[i].equals("at")) {
      if (i + 1 >= words.length) {
        throw new AnnotationException(line, "'at' without an entity in verdict");
      }
      at = Optional.of(words[i + 1]);
      i += 2;
    }
    String detail = String.join(" ", java.util.Arrays.copyOfRange(words, i, words.length));
    return new VerdictExpectation(line, kind, property, at, detail, text);
  }

  private static RunExpectation run(int line, String text) throws AnnotationException {
    Map<String, String> options = new LinkedHashMap<>();
    String s = text;
    while (!s.isEmpty() && !s.startsWith("@")) {
      int sp = s.indexOf(' ');
      String word = sp < 0 ? s : s.substring(0, sp);
      int eq = word.indexOf('=');
      if (eq <= 0) {
        throw new AnnotationException(line, "expected key=value or @function in run: '"
            + word + "'");
      }
      options.put(word.substring(0, eq), word.substring(eq + 1));
      s = sp < 0 ? "" : s.substring(sp + 1).strip();
    }
    int open = s.indexOf('(');
    if (!s.startsWith("@") || open < 0) {
      throw new AnnotationException(line, "expected @function(args) in run: '" + text + "'");
    }
    String function = s.substring(1, open);
    List<String> args = new ArrayList<>();
    int depth = 0;
    int start = open + 1;
    int close = -1;
    for (int i = open + 1; i < s.length() && close < 0; i++) {
      char c = s.charAt(i);
      if (c == '(' || c == '<' || c == '[' || c == '{') {
        depth++;
      } else if ((c == ')' || c == '>' || c == ']' || c == '}') && depth > 0) {
        depth--;
      } else if (c == ')') {
        close = i;
      } else if (c == ',' && depth == 0) {
        args.add(s.substring(start, i).strip());
        start = i + 1;
      }
    }
    if (close < 0) {
      throw new AnnotationException(line, "missing ')' in run: '" + text + "'");
    }
    String last = s.substring(start, close).strip();
    if (!last.isEmpty() || !args.isEmpty()) {
      args.add(last);
    }
    String after = s.substring(close + 1).strip();
    Optional<String> expected = Optional.empty();
    if (after.startsWith("==")) {
      expected = Optional.of(after.substring(2).strip());
    } else if (!after.isEmpty()) {
      throw new AnnotationException(line, "expected '== result' after the call in run: '"
          + text + "'");
    }
    return new RunExpectation(line, options, function, args, expected);
  }
}
