package dev.cvg.cli.report;

import dev.cvg.legality.verdict.Verdict;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The page {@code cvg check --html REPORT.html} writes: one self-contained HTML document (inline
 * style sheet and SVG, no scripts, nothing loaded from elsewhere) with a summary of every checked
 * function pair and then a section per pair ({@link VerdictSection}).
 */
public final class HtmlReport {
  /** The notice printed on the page and on stderr when Graphviz is missing. */
  public static final String GRAPHVIZ_MISSING = CfgPictures.MISSING;

  private static final String STYLE = "report.css";

  private HtmlReport() {}

  /**
   * Returns the page for {@code pairs} (in the order they were checked), drawing the graphs with
   * the Graphviz {@code dot} program {@code graphviz}, or showing their DOT text when it is empty.
   *
   * @throws IllegalArgumentException if {@code pairs} is empty
   */
  public static String render(List<CheckedPair> pairs, Optional<Path> graphviz) {
    if (pairs.isEmpty()) {
      throw new IllegalArgumentException("a report needs at least one checked pair");
    }
    Verdict worst = pairs.stream().map(CheckedPair::verdict).max(Comparator.comparingInt(Verdict::rank)).get();
    String title = "cvg check: " + worst.word() + " \u2014 " + pairs.getFirst().title()
        + (pairs.size() > 1 ? " and " + (pairs.size() - 1) + " more" : "");
    HtmlWriter w = new HtmlWriter();
    w.raw("<!DOCTYPE html>\n").open("html", "lang", "en").newline();
    w.open("head").empty("meta", "charset", "utf-8")
        .empty("meta", "name", "viewport", "content", "width=device-width, initial-scale=1")
        .element("title", title).open("style").raw(style()).close("style").close("head").newline();
    w.open("body").newline();
    w.open("header").element("h1", title);
    CfgPictures pictures = new CfgPictures(graphviz);
    if (!pictures.draws()) {
      w.element("p", GRAPHVIZ_MISSING, "class", "missing", "id", "graphviz-missing");
    }
    summary(w, pairs);
    w.close("header").newline();
    VerdictSection section = new VerdictSection(pictures);
    for (int k = 0; k < pairs.size(); k++) {
      section.write(w, pairs.get(k), sectionId(k));
    }
    w.close("body").newline().close("html").newline();
    return w.finish();
  }

  /** Writes the list of checked pairs, each linking to its section. */
  private static void summary(HtmlWriter w, List<CheckedPair> pairs) {
    w.open("ul", "class", "summary").newline();
    for (int k = 0; k < pairs.size(); k++) {
      Verdict v = pairs.get(k).verdict();
      w.open("li").open("a", "href", "#" + sectionId(k))
          .element("span", v.word(), "class", "verdict " + v.word().toLowerCase(Locale.ROOT))
          .text(" " + pairs.get(k).title()).close("a").close("li").newline();
    }
    w.close("ul");
  }

  private static String sectionId(int k) {
    return "pair-" + (k + 1);
  }

  private static String style() {
    try (InputStream in = HtmlReport.class.getResourceAsStream(STYLE)) {
      if (in == null) {
        throw new IllegalStateException("the report's style sheet " + STYLE + " is missing from the jar");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
