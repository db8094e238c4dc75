package dev.cvg.cli.report;

import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Verdict;
import java.util.Set;

/**
 * Writes what an ILLEGAL verdict says in words and numbers: the violated property, the offending
 * operation on both sides, the message, the launch (threads, arguments, hierarchy, anchor
 * grouping), the threads involved, the groups before and after, the values that differ, and the
 * other violations of the same execution pair. The pictures and trace tables are written by
 * {@link VerdictSection}.
 */
final class CounterexampleView {
  private CounterexampleView() {}

  /** Writes the counterexample of {@code i}. */
  static void write(HtmlWriter w, Verdict.Illegal i) {
    Counterexample c = i.counterexample();
    Set<Integer> involved = Set.copyOf(c.threads());
    w.open("p", "class", "property").element("strong", c.property().label() + " violated")
        .text(": " + c.property().meaning()).close("p").newline();
    w.open("dl", "class", "operation");
    w.element("dt", "original").open("dd").element("code", c.before(), "class", "op").close("dd");
    w.element("dt", "transformed").open("dd").element("code", c.after(), "class", "op").close("dd");
    w.close("dl");
    w.element("p", c.message(), "class", "message").newline();
    if (c.inputs().threads() > 0) {
      launch(w, c);
      ValuesView.groups(w, "groups in the original:", c.groupsBefore(), involved);
      ValuesView.groups(w, "groups in the transformed program:", c.groupsAfter(), involved);
      ValuesView.values(w, c, c.valuesPerWord());
    }
    if (!i.others().isEmpty()) {
      w.element("h3", "Also violated in this execution");
      w.open("ul", "class", "others");
      i.others().forEach(o -> w.element("li", o));
      w.close("ul").newline();
    }
  }

  /** Writes the launch as a two-column table. */
  private static void launch(HtmlWriter w, Counterexample c) {
    Counterexample.Inputs in = c.inputs();
    w.open("table", "class", "launch").element("caption", "Counterexample launch").open("tbody");
    row(w, "threads", Integer.toString(in.threads()));
    row(w, "arguments", in.arguments().isEmpty() ? "(none)" : String.join(", ", in.arguments()));
    row(w, "hierarchy", in.hierarchy());
    row(w, "anchor grouping", in.anchors());
    if (!c.threads().isEmpty()) {
      w.open("tr").element("th", "threads involved", "scope", "row").open("td");
      for (int t : c.threads()) {
        w.element("span", Integer.toString(t), "class", "thread involved").text(" ");
      }
      w.close("td").close("tr");
    }
    w.close("tbody").close("table").newline();
  }

  private static void row(HtmlWriter w, String name, String value) {
    w.open("tr").element("th", name, "scope", "row").element("td", value).close("tr");
  }
}
