package dev.cvg.golden;

import java.util.ArrayList;
import java.util.List;

/**
 * A function definition found textually in an {@code .ll} file, for per-function golden
 * tests that must not depend on the IR parser.
 *
 * <p>A definition starts at a line beginning with {@code define} and ends at the next line
 * consisting of <code>}</code> (LLVM's printer and hand-written tests both close functions so).
 *
 * @param name the name after {@code @}, without quotes
 * @param firstLine the 1-based line of {@code define}
 * @param lastLine the 1-based line of the closing brace
 * @param text the definition's lines, each ending in a newline
 */
public record LlFunction(String name, int firstLine, int lastLine, String text) {

  /** Returns the definitions in {@code llText}, in file order. */
  public static List<LlFunction> split(String llText) {
    List<LlFunction> out = new ArrayList<>();
    String[] lines = llText.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (!lines[i].startsWith("define ")) {
        continue;
      }
      int end = i;
      while (end < lines.length && !lines[end].strip().equals("}")) {
        end++;
      }
      if (end == lines.length) {
        break;
      }
      StringBuilder sb = new StringBuilder();
      for (int k = i; k <= end; k++) {
        sb.append(lines[k]).append('\n');
      }
      out.add(new LlFunction(name(lines[i]), i + 1, end + 1, sb.toString()));
      i = end;
    }
    return out;
  }

  private static String name(String defineLine) {
    int at = defineLine.indexOf('@');
    if (at < 0) {
      return "";
    }
    if (at + 1 < defineLine.length() && defineLine.charAt(at + 1) == '"') {
      int close = defineLine.indexOf('"', at + 2);
      return close < 0 ? defineLine.substring(at + 2) : defineLine.substring(at + 2, close);
    }
    int end = at + 1;
    while (end < defineLine.length() && isNameChar(defineLine.charAt(end))) {
      end++;
    }
    return defineLine.substring(at + 1, end);
  }

  private static boolean isNameChar(char c) {
    return Character.isLetterOrDigit(c) || c == '-' || c == '$' || c == '.' || c == '_';
  }
}
