package dev.cvg.passes.framework;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Parses pipeline text as {@code opt -passes=} spells it: passes separated by commas, each with
 * optional parameters in angle brackets separated by semicolons, each {@code key=value} or a
 * bare flag ({@code loop-unroll<O3>}, {@code simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond>}).
 * LLVM's nesting adaptors {@code module(...)}, {@code cgscc(...)}, {@code function(...)},
 * {@code loop(...)} and {@code loop-mssa(...)} are accepted and flattened: every cvg pass
 * transforms one function at a time, so {@code function(loop(licm))} is {@code licm}.
 *
 * <p>Grammar: {@code pipeline := element (',' element)*}; {@code element := name params? ('(' pipeline ')')?};
 * {@code params := '<' param (';' param)* '>'}; {@code param := key ('=' value)?}; names and keys
 * are letters, digits, {@code - _ .}; a value is any run of characters other than {@code ;<>(),}.
 * Errors are {@link PipelineException}s naming the 1-based column of the offending character.
 */
public final class PipelineParser {
  /** The adaptor names that nest a pipeline in LLVM's syntax. */
  public static final Set<String> ADAPTORS = Set.of("module", "cgscc", "function", "loop", "loop-mssa");

  private final String text;
  private int pos;

  private PipelineParser(String text) {
    this.text = text;
  }

  /**
   * Parses {@code text} into the passes it names, in order.
   *
   * @param text the pipeline text ({@code "licm,loop-unroll<count=2>"})
   * @return the passes with their parameters
   * @throws PipelineException at the first character that does not fit the grammar
   */
  public static List<PassSpec> parse(String text) {
    PipelineParser p = new PipelineParser(text);
    List<PassSpec> out = new ArrayList<>();
    p.pipeline(out);
    if (p.pos < text.length()) {
      throw p.error(p.peek() == ')' ? "unbalanced ')'" : "expected ',' or the end of the pipeline, found " + p.found());
    }
    return List.copyOf(out);
  }

  private void pipeline(List<PassSpec> out) {
    element(out);
    while (pos < text.length() && peek() == ',') {
      pos++;
      element(out);
    }
  }

  private void element(List<PassSpec> out) {
    int start = pos;
    String name = word("a pass name");
    Map<String, Integer> columns = new LinkedHashMap<>();
    Map<String, String> params = pos < text.length() && peek() == '<' ? params(columns) : Map.of();
    if (pos < text.length() && peek() == '(') {
      if (!ADAPTORS.contains(name)) {
        throw error("only the adaptors " + String.join(", ", ADAPTORS.stream().sorted().toList())
            + " take a nested pipeline, not '" + name + "'");
      }
      if (!params.isEmpty()) {
        throw new PipelineException(text, start + name.length() + 1, "cvg's '" + name + "' adaptor takes no parameters");
      }
      int open = pos++;
      pipeline(out);
      if (pos >= text.length() || peek() != ')') {
        throw pos >= text.length()
            ? new PipelineException(text, open + 1, "'(' is never closed")
            : error("expected ',' or ')', found " + found());
      }
      pos++;
      return;
    }
    out.add(new PassSpec(name, params, start + 1, columns));
  }

  private Map<String, String> params(Map<String, Integer> columns) {
    pos++; // '<'
    Map<String, String> params = new LinkedHashMap<>();
    while (true) {
      int keyAt = pos;
      String key = word("a parameter name");
      String value = "";
      if (pos < text.length() && peek() == '=') {
        pos++;
        int from = pos;
        while (pos < text.length() && ";<>(),".indexOf(peek()) < 0) {
          pos++;
        }
        if (pos == from) {
          throw error("expected a value after '=', found " + found());
        }
        value = text.substring(from, pos);
      }
      if (params.putIfAbsent(key, value) != null) {
        throw new PipelineException(text, keyAt + 1, "parameter '" + key + "' is given twice");
      }
      columns.put(key, keyAt + 1);
      if (pos >= text.length()) {
        throw error("expected ';' or '>', found the end of the pipeline");
      }
      char c = peek();
      pos++;
      if (c == '>') {
        return params;
      }
      if (c != ';') {
        pos--;
        throw error("expected ';' or '>', found " + found());
      }
    }
  }

  private String word(String what) {
    int from = pos;
    while (pos < text.length() && isWordChar(peek())) {
      pos++;
    }
    if (pos == from) {
      throw error("expected " + what + ", found " + found());
    }
    return text.substring(from, pos);
  }

  private static boolean isWordChar(char c) {
    return Character.isLetterOrDigit(c) && c < 128 || c == '-' || c == '_' || c == '.';
  }

  private char peek() {
    return text.charAt(pos);
  }

  private String found() {
    return pos >= text.length() ? "the end of the pipeline" : "'" + peek() + "'";
  }

  private PipelineException error(String problem) {
    return new PipelineException(text, pos + 1, problem);
  }
}
