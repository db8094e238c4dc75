package dev.cvg.cli.report;

import dev.cvg.cli.dot.BlockVisits;
import dev.cvg.cli.dot.InstMark;
import dev.cvg.ir.Function;
import dev.cvg.legality.correspondence.Describe;
import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Coverage;
import dev.cvg.legality.verdict.TraceTables;
import dev.cvg.legality.verdict.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Writes one checked pair as a {@code <section>}: the verdict and its property, what it says (the
 * counterexample, or the facts and coverage of LEGAL, or the reason and coverage of UNKNOWN), the
 * CFGs before and after side by side with the offending operation marked, the trace tables before
 * and after with the counterexample's threads marked, and the notes.
 */
final class VerdictSection {
  private final CfgPictures pictures;

  /** Creates a writer drawing its graphs with {@code pictures}. */
  VerdictSection(CfgPictures pictures) {
    this.pictures = pictures;
  }

  /** Writes the section of {@code pair}, with the element id {@code id}. */
  void write(HtmlWriter w, CheckedPair pair, String id) {
    Verdict v = pair.verdict();
    w.open("section", "class", "pair", "id", id, "data-verdict", v.word()).newline();
    w.open("h2").element("span", v.word(), "class", "verdict " + v.word().toLowerCase(Locale.ROOT))
        .text(" " + pair.title()).close("h2").newline();
    w.element("p", "original: " + pair.original().file() + " @" + pair.original().function() + "; transformed: "
        + pair.transformed().file() + " @" + pair.transformed().function(), "class", "files").newline();
    switch (v) {
      case Verdict.Legal l -> {
        w.element("p", l.proven() ? "Proven legal by the static check." : "No counterexample found.", "class",
            "summary");
        list(w, "facts", l.facts());
        coverage(w, l.coverage());
      }
      case Verdict.Illegal i -> CounterexampleView.write(w, i);
      case Verdict.Unknown u -> {
        w.element("p", u.reason(), "class", "summary reason");
        coverage(w, u.coverage());
      }
    }
    Optional<Counterexample> cx = v instanceof Verdict.Illegal i ? Optional.of(i.counterexample()) : Optional.empty();
    Optional<Describe.Located> before = cx.flatMap(c -> Offending.locate(pair.original().module(), c.before()));
    Optional<Describe.Located> after = cx.flatMap(c -> Offending.locate(pair.transformed().module(), c.after()));
    graphs(w, pair, cx, before, after);
    cx.flatMap(Counterexample::trace).ifPresent(t -> traces(w, t, Set.copyOf(cx.get().threads()), before, after));
    if (cx.isPresent() && cx.get().trace().isEmpty() && cx.get().inputs().threads() > 0) {
      w.element("p", "No trace tables: the check keeps them for launches of up to 8 threads whose executions both "
          + "finished.", "class", "no-trace");
    }
    if (!v.notes().isEmpty()) {
      w.element("h3", "Notes");
      list(w, "notes", v.notes());
    }
    w.close("section").newline();
  }

  /** Writes the CFGs of both sides next to each other, the offending operation marked. */
  private void graphs(HtmlWriter w, CheckedPair pair, Optional<Counterexample> cx,
      Optional<Describe.Located> before, Optional<Describe.Located> after) {
    w.element("h3", "Control-flow graphs");
    if (cx.isPresent() && before.isEmpty() && after.isEmpty()) {
      w.element("p", "Nothing is marked: the violation concerns " + cx.get().before() + " and " + cx.get().after()
          + ", which name no single instruction.", "class", "unmarked");
    }
    w.open("div", "class", "cfgs").newline();
    side(w, pair.original(), "original", before,
        cx.map(c -> groupsNote(c.groupsBefore())).orElse(""));
    side(w, pair.transformed(), "transformed", after,
        cx.map(c -> groupsNote(c.groupsAfter())).orElse(""));
    w.close("div").newline();
  }

  /**
   * Writes one side's column: the compared function, and the function holding the offending
   * operation when that is another one (a callee).
   */
  private void side(HtmlWriter w, ReportSide side, String role, Optional<Describe.Located> op, String note) {
    w.open("div", "class", "side", "data-side", role);
    List<Function> drawn = new ArrayList<>();
    side.module().function(side.function()).filter(f -> !f.isDeclaration()).ifPresent(drawn::add);
    op.map(Describe.Located::function).filter(f -> drawn.stream().noneMatch(d -> d.name().equals(f.name())))
        .ifPresent(drawn::add);
    for (Function f : drawn) {
      // instruction ids are per function: only the offending operation's own function is marked
      List<InstMark> marks = op.filter(o -> o.function().name().equals(f.name())).map(o -> List.of(new InstMark(o.inst().id(), note)))
          .orElse(List.of());
      pictures.write(w, side, f, marks, role, role + ": @" + f.name() + " (" + side.file() + ")");
    }
    w.close("div").newline();
  }

  /** Returns the note under a marked operation: {@code groups here: {0,1} {2}}. */
  private static String groupsNote(List<List<Integer>> groups) {
    return groups.isEmpty() ? "" : "groups here: " + groups.stream().map(BlockVisits::threadSet)
        .collect(Collectors.joining(" "));
  }

  private static void traces(HtmlWriter w, TraceTables t, Set<Integer> involved, Optional<Describe.Located> before,
      Optional<Describe.Located> after) {
    w.element("h3", "Trace tables (block visits; a column holds converged visits)");
    w.open("div", "class", "traces");
    TraceTableView.write(w, "original @" + t.originalFunction(), "original", t.original(), involved,
        before.filter(o -> o.function().name().equals(t.originalFunction())).map(o -> o.block().name()));
    TraceTableView.write(w, "transformed @" + t.transformedFunction(), "transformed", t.transformed(), involved,
        after.filter(o -> o.function().name().equals(t.transformedFunction())).map(o -> o.block().name()));
    w.close("div").newline();
  }

  private static void coverage(HtmlWriter w, Coverage c) {
    if (c.executions() > 0 || c.inconclusive() > 0) {
      w.open("p", "class", "coverage").element("strong", "Coverage: ").text(c.describe()).close("p").newline();
    }
  }

  private static void list(HtmlWriter w, String cls, List<String> items) {
    if (items.isEmpty()) {
      return;
    }
    w.open("ul", "class", cls);
    items.forEach(s -> w.element("li", s));
    w.close("ul").newline();
  }
}
