package dev.cvg.cli.report;

import dev.cvg.cli.dot.BlockVisits;
import dev.cvg.legality.verdict.Counterexample;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * Writes the parts of a counterexample about threads: the groups before and after (each group a
 * chip, the counterexample's threads in bold) and the table of values per thread (or per memory
 * word), rows whose values differ having the class {@code differs}.
 */
final class ValuesView {
  private ValuesView() {}

  /** Writes a line of groups, {@code label: {0,1} {2}}, or nothing when there are none. */
  static void groups(HtmlWriter w, String label, List<List<Integer>> groups, Set<Integer> involved) {
    if (groups.isEmpty()) {
      return;
    }
    w.open("p", "class", "groups").element("span", label, "class", "label");
    for (List<Integer> g : groups) {
      boolean in = g.stream().anyMatch(involved::contains);
      w.text(" ").element("span", BlockVisits.threadSet(g), "class", in ? "group involved" : "group");
    }
    w.close("p").newline();
  }

  /**
   * Writes the values table, or nothing when the counterexample has no values. {@code perWord}:
   * the keys are 32-bit words of memory, not threads.
   */
  static void values(HtmlWriter w, Counterexample c, boolean perWord) {
    if (c.valuesBefore().isEmpty() && c.valuesAfter().isEmpty()) {
      return;
    }
    Set<Integer> keys = new TreeSet<>(c.valuesBefore().keySet());
    keys.addAll(c.valuesAfter().keySet());
    w.open("table", "class", "values");
    w.element("caption", "Values per " + (perWord ? "memory word" : "thread") + " (highlighted where they differ)");
    w.open("thead").open("tr").element("th", perWord ? "word" : "thread").element("th", "original")
        .element("th", "transformed").close("tr").close("thead").open("tbody");
    for (int k : keys) {
      String before = c.valuesBefore().getOrDefault(k, "-");
      String after = c.valuesAfter().getOrDefault(k, "-");
      w.open("tr", "class", before.equals(after) ? "same" : "differs");
      w.element("th", Integer.toString(k), "scope", "row").element("td", before).element("td", after);
      w.close("tr");
    }
    w.close("tbody").close("table").newline();
  }
}
