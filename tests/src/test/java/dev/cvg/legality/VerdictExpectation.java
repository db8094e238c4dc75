package dev.cvg.legality;

import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The expectation a legality pair file states in its header: {@code ; verdict: LEGAL},
 * {@code ; verdict: ILLEGAL at %x} (the operation of {@code @src} a counterexample must name) or
 * {@code ; verdict: UNKNOWN}, and {@code ; Source: ...} saying where the expectation comes from.
 *
 * @param word LEGAL, ILLEGAL or UNKNOWN
 * @param at the named instruction of an ILLEGAL verdict, without {@code %}
 * @param source where the expectation comes from
 */
record VerdictExpectation(String word, Optional<String> at, String source) {
  private static final Pattern VERDICT = Pattern.compile("(?m)^;\\s*verdict:\\s*(LEGAL|ILLEGAL|UNKNOWN)(?:\\s+at\\s+%([-\\w.$]+))?");
  private static final Pattern SOURCE = Pattern.compile("(?m)^;\\s*Source:\\s*(.+)$");

  /**
   * Reads the expectation of {@code text}.
   *
   * @throws IllegalArgumentException if the header has no verdict or no source line
   */
  static VerdictExpectation parse(String text) {
    Matcher v = VERDICT.matcher(text);
    Matcher s = SOURCE.matcher(text);
    if (!v.find()) {
      throw new IllegalArgumentException("no '; verdict: LEGAL|ILLEGAL [at %x]|UNKNOWN' line");
    }
    if (!s.find()) {
      throw new IllegalArgumentException("no '; Source: ...' line saying where the expectation comes from");
    }
    return new VerdictExpectation(v.group(1), Optional.ofNullable(v.group(2)), s.group(1).trim());
  }

  /** Returns whether {@code text} (a counterexample's description) names instruction {@code %name}. */
  static boolean names(String text, String name) {
    return Pattern.compile("%" + Pattern.quote(name) + "(?![\\w.])").matcher(text).find();
  }
}
