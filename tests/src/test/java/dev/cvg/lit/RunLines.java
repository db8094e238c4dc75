package dev.cvg.lit;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Extracts and parses the {@code RUN:} lines of a lit test file.
 *
 * <p>As in lit: the command is the text after {@code RUN:} up to the end of the line, with
 * trailing whitespace removed; a command ending in {@code \} continues with the next
 * {@code RUN:} line's text (concatenated without the backslash). {@code RUN:} counts only
 * when it does not continue a word. Each command is a pipeline ({@code |}) of commands with
 * optional {@code not}, input/output redirections and {@code 2>&1}; lists ({@code &&},
 * {@code ;}, {@code ||}) and background jobs are not supported and raise
 * {@link LitSyntaxException}.
 */
public final class RunLines {
  private static final String KEYWORD = "RUN:";

  private RunLines() {}

  /**
   * Returns the RUN commands of {@code fileText} in order.
   *
   * @throws LitSyntaxException if a command is malformed or unsupported
   */
  public static List<RunLine> parse(String fileText) throws LitSyntaxException {
    List<RunLine> result = new ArrayList<>();
    String[] lines = fileText.split("\n", -1);
    StringBuilder pending = null;
    int pendingLine = 0;
    for (int i = 0; i < lines.length; i++) {
      Optional<String> content = content(lines[i]);
      if (content.isEmpty()) {
        continue;
      }
      if (pending == null) {
        pending = new StringBuilder();
        pendingLine = i + 1;
      } else {
        pending.setLength(pending.length() - 1);
      }
      pending.append(content.get());
      if (!pending.toString().endsWith("\\")) {
        String text = pending.toString().strip();
        result.add(new RunLine(pendingLine, text, pipeline(text)));
        pending = null;
      }
    }
    if (pending != null) {
      throw new LitSyntaxException("line " + pendingLine + ": RUN command ends with '\\'");
    }
    return result;
  }

  // The text after the first word-initial "RUN:" of the line, right-stripped.
  private static Optional<String> content(String line) {
    int from = 0;
    while (true) {
      int at = line.indexOf(KEYWORD, from);
      if (at < 0) {
        return Optional.empty();
      }
      if (at == 0 || !isWordChar(line.charAt(at - 1))) {
        return Optional.of(line.substring(at + KEYWORD.length()).stripTrailing());
      }
      from = at + 1;
    }
  }

  private static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) || c == '_' || c == '-';
  }

  /**
   * Parses one command text into its pipeline.
   *
   * @throws LitSyntaxException for unsupported shell syntax
   */
  public static List<Command> pipeline(String text) throws LitSyntaxException {
    List<ShellLexer.Token> tokens = ShellLexer.lex(text);
    List<Command> commands = new ArrayList<>();
    List<ShellLexer.Token> current = new ArrayList<>();
    for (ShellLexer.Token t : tokens) {
      if (t.is("|")) {
        commands.add(command(current, text));
        current = new ArrayList<>();
      } else {
        current.add(t);
      }
    }
    commands.add(command(current, text));
    return commands;
  }

  private static Command command(List<ShellLexer.Token> tokens, String text)
      throws LitSyntaxException {
    boolean negated = false;
    String tool = null;
    List<String> args = new ArrayList<>();
    String stdin = null;
    String stdout = null;
    String stderr = null;
    boolean merge = false;
    for (int i = 0; i < tokens.size(); i++) {
      ShellLexer.Token t = tokens.get(i);
      if (t.operator()) {
        switch (t.text()) {
          case "<", ">", "2>" -> {
            if (i + 1 >= tokens.size() || tokens.get(i + 1).operator()) {
              throw new LitSyntaxException("missing file after '" + t.text() + "' in: " + text);
            }
            String file = tokens.get(++i).text();
            switch (t.text()) {
              case "<" -> stdin = file;
              case ">" -> stdout = file;
              default -> stderr = file;
            }
          }
          case "2>&1" -> merge = true;
          default -> throw new LitSyntaxException(
              "unsupported shell operator '" + t.text() + "' in: " + text);
        }
        continue;
      }
      if (tool == null && !negated && t.text().equals("not")) {
        negated = true;
        if (i + 1 < tokens.size() && tokens.get(i + 1).text().equals("--crash")) {
          throw new LitSyntaxException("'not --crash' is not supported in: " + text);
        }
      } else if (tool == null) {
        tool = t.text();
      } else {
        args.add(t.text());
      }
    }
    if (tool == null) {
      throw new LitSyntaxException("empty command in pipeline: " + text);
    }
    return new Command(negated, tool, args, Optional.ofNullable(stdin),
        Optional.ofNullable(stdout), Optional.ofNullable(stderr), merge);
  }
}
