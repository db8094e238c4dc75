package dev.cvg.golden;

import java.util.ArrayList;
import java.util.List;

/**
 * A text split into lines for diffing, remembering whether the last line lacked its newline
 * (shown as {@code \ No newline at end of file}, as {@code diff -u} does).
 *
 * @param lines the lines without their newlines
 * @param missingFinalNewline whether the text does not end in a newline
 */
record DiffLines(List<String> lines, boolean missingFinalNewline) {
  /** What {@link #keys()} appends to a last line without a newline. */
  static final String NO_NEWLINE = "\u0000no newline";

  /** Splits {@code text}; a final newline does not start an empty last line. */
  static DiffLines of(String text) {
    List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
    boolean missing = !text.isEmpty() && !text.endsWith("\n");
    if (!lines.isEmpty() && lines.get(lines.size() - 1).isEmpty()) {
      lines.remove(lines.size() - 1);
    }
    return new DiffLines(List.copyOf(lines), missing);
  }

  /**
   * Returns the lines as compared: like {@link #lines()}, except that a last line without a
   * newline differs from the same text with one (as in {@code diff -u}).
   */
  List<String> keys() {
    if (!missingFinalNewline || lines.isEmpty()) {
      return lines;
    }
    List<String> keys = new ArrayList<>(lines);
    keys.set(keys.size() - 1, keys.get(keys.size() - 1) + NO_NEWLINE);
    return keys;
  }
}
