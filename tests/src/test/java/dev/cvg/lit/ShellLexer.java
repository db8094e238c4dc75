package dev.cvg.lit;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a RUN command into shell words and operators, as lit's internal shell
 * ({@code ShLexer}) does for the syntax LLVM tests use.
 *
 * <p>Words: unquoted text, {@code '...'} (literal), {@code "..."} (backslash escapes
 * {@code "}, {@code \}, {@code $} and {@code `}), and backslash-escaped characters. Operators:
 * {@code |}, {@code ||}, {@code &&}, {@code ;}, {@code &}, {@code <}, {@code >}, {@code >>},
 * {@code 2>}, {@code 2>>}, {@code 2>&1}, {@code &>}, {@code >&2}.
 */
final class ShellLexer {
  private ShellLexer() {}

  /** A lexed token: a word, or an operator. */
  record Token(String text, boolean operator) {
    static Token word(String text) {
      return new Token(text, false);
    }

    static Token op(String text) {
      return new Token(text, true);
    }

    boolean is(String op) {
      return operator && text.equals(op);
    }
  }

  /**
   * Returns the tokens of {@code command}.
   *
   * @throws LitSyntaxException for an unterminated quote or a trailing backslash
   */
  static List<Token> lex(String command) throws LitSyntaxException {
    List<Token> tokens = new ArrayList<>();
    int i = 0;
    int n = command.length();
    while (i < n) {
      char c = command.charAt(i);
      if (c == ' ' || c == '\t') {
        i++;
        continue;
      }
      String op = operatorAt(command, i);
      if (op != null) {
        tokens.add(Token.op(op));
        i += op.length();
        continue;
      }
      StringBuilder word = new StringBuilder();
      while (i < n) {
        c = command.charAt(i);
        if (c == ' ' || c == '\t' || operatorAt(command, i) != null) {
          break;
        }
        if (c == '\'') {
          int end = command.indexOf('\'', i + 1);
          if (end < 0) {
            throw new LitSyntaxException("unterminated single quote in: " + command);
          }
          word.append(command, i + 1, end);
          i = end + 1;
        } else if (c == '"') {
          i = doubleQuoted(command, i + 1, word);
        } else if (c == '\\') {
          if (i + 1 >= n) {
            throw new LitSyntaxException("trailing backslash in: " + command);
          }
          word.append(command.charAt(i + 1));
          i += 2;
        } else {
          word.append(c);
          i++;
        }
      }
      tokens.add(Token.word(word.toString()));
    }
    return tokens;
  }

  private static int doubleQuoted(String s, int i, StringBuilder word) throws LitSyntaxException {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '"') {
        return i + 1;
      }
      if (c == '\\' && i + 1 < s.length() && "\"\\$`".indexOf(s.charAt(i + 1)) >= 0) {
        word.append(s.charAt(i + 1));
        i += 2;
      } else {
        word.append(c);
        i++;
      }
    }
    throw new LitSyntaxException("unterminated double quote in: " + s);
  }

  private static String operatorAt(String s, int i) {
    for (String op : List.of("2>&1", "2>>", "&>", ">&2", "2>", "&&", "||", ">>", "|", ";", "&",
        "<", ">")) {
      if (s.startsWith(op, i)) {
        // "2>" only counts at a word start: in "-O2>x" the word is "-O2", then "> x".
        if (op.startsWith("2") && i > 0 && !isSeparator(s.charAt(i - 1))) {
          continue;
        }
        return op;
      }
    }
    return null;
  }

  private static boolean isSeparator(char c) {
    return c == ' ' || c == '\t' || c == '|' || c == ';' || c == '&' || c == '<' || c == '>';
  }
}
