package dev.cvg.cli.report;

import static dev.cvg.cli.report.ReportFixtures.count;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Property;
import dev.cvg.legality.verdict.Verdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@link HtmlReport} without a browser: the structure of the page for ILLEGAL, LEGAL and UNKNOWN
 * verdicts of spec pairs, the offending operation marked in both graphs, trace tables with the
 * counterexample's threads, escaping, self-containment, one section per pair.
 */
class HtmlReportTest {
  private static final CheckedPair ILLEGAL = ReportFixtures.pair(ReportFixtures.ILLEGAL);
  private static final CheckedPair LEGAL = ReportFixtures.pair(ReportFixtures.LEGAL);

  @Test
  void theFixturesHaveTheirSpecVerdicts() {
    assertTrue(ILLEGAL.verdict() instanceof Verdict.Illegal, ILLEGAL.verdict().toString());
    assertTrue(LEGAL.verdict() instanceof Verdict.Legal, LEGAL.verdict().toString());
  }

  @Test
  void anIllegalPageShowsTheCounterexample() {
    String page = HtmlReport.render(List.of(ILLEGAL), Optional.empty());
    assertTrue(page.startsWith("<!DOCTYPE html>\n<html lang=\"en\">"), page);
    assertTrue(page.contains("<title>cvg check: ILLEGAL \u2014 @src \u2192 @tgt</title>"), page);
    assertTrue(page.contains("<section class=\"pair\" id=\"pair-1\" data-verdict=\"ILLEGAL\">"), page);
    assertTrue(page.contains("<strong>converged-with violated</strong>"), page);
    assertTrue(page.contains("<code class=\"op\">%color in @src</code>"), page);
    assertTrue(page.contains("<code class=\"op\">%color in @tgt</code>"), page);
    assertTrue(page.contains("<span class=\"group involved\">{0,1}</span>"), "groups before: " + page);
    assertTrue(page.contains("<span class=\"group involved\">{0}</span>"), "groups after: " + page);
    assertTrue(page.contains("<th scope=\"row\">threads involved</th>"), page);
  }

  @Test
  void theOffendingOperationIsMarkedInBothGraphs() {
    String page = HtmlReport.render(List.of(ILLEGAL), Optional.empty());
    assertEquals(1, count(page, "<figure class=\"cfg\" data-side=\"original\" data-function=\"src\">"), page);
    assertEquals(1, count(page, "<figure class=\"cfg\" data-side=\"transformed\" data-function=\"tgt\">"), page);
    // without Graphviz the DOT text is shown: each graph's marked block carries the mark's class
    assertEquals(2, count(page, "class=&quot;marked&quot;"), page);
    assertTrue(page.contains("&amp;#9654; "), "the arrow before the marked instruction: " + page);
    assertTrue(page.contains("groups here: {0,1}") && page.contains("groups here: {0}"), page);
  }

  @Test
  void traceTablesMarkTheThreadsAndTheOffendingBlock() {
    String page = HtmlReport.render(List.of(ILLEGAL), Optional.empty());
    assertEquals(2, count(page, "<table class=\"trace\""), page);
    assertEquals(4, count(page, "<tr class=\"involved\" data-thread="), "threads 0 and 1 in both tables: " + page);
    // %color is in block start of @src and in block then of @tgt
    assertTrue(page.contains("<td class=\"at-op\">start1</td>") && page.contains("<td class=\"at-op\">start2</td>"),
        page);
    assertTrue(page.contains("<td class=\"at-op\">then1</td>"), page);
    assertEquals(3, count(page, "class=\"at-op\""), page);
  }

  @Test
  void valuesThatDifferAreHighlighted() {
    String page = HtmlReport.render(List.of(ReportFixtures.pair(ReportFixtures.VALUES)), Optional.empty());
    // the merge of %total_gains (thread 5 alone: 1) and %total_losses (threads 0-4: -10) into one
    // subgroupAdd of every thread (-9); the counterexample names %total_gains, the first merged original in layout order
    assertTrue(page.contains("<tr class=\"differs\"><th scope=\"row\">5</th><td>1</td><td>-9</td></tr>"), page);
    assertTrue(page.contains("<tr class=\"differs\"><th scope=\"row\">0</th><td>-10</td><td>-9</td></tr>"), page);
    assertEquals(0, count(page, "<tr class=\"same\">"), page);
  }

  @Test
  void anOperationInACalleeIsDrawnAndMarkedInItsOwnFunction() {
    CheckedPair callee = ReportFixtures.pair(ReportFixtures.CALLEE);
    String page = HtmlReport.render(List.of(callee), Optional.empty());
    assertTrue(page.contains("<code class=\"op\">%r in @helper</code>"), page);
    int src = page.indexOf("data-side=\"original\" data-function=\"src\"");
    int helper = page.indexOf("data-side=\"original\" data-function=\"helper\"");
    int tgt = page.indexOf("data-side=\"transformed\" data-function=\"tgt\"");
    assertTrue(0 < src && src < helper && helper < tgt, "@src, then @helper, then @tgt: " + page);
    assertEquals(0, count(page.substring(src, helper), "class=&quot;marked&quot;"),
        "@src shares instruction ids with @helper but holds no offending operation");
    assertEquals(1, count(page.substring(helper, tgt), "class=&quot;marked&quot;"), page);
    assertEquals(1, count(page.substring(tgt), "class=&quot;marked&quot;"), page);
  }

  @Test
  void withoutGraphvizThePageSaysWhatToInstallAndShowsDot() {
    String page = HtmlReport.render(List.of(ILLEGAL), Optional.empty());
    assertTrue(page.contains("id=\"graphviz-missing\""), page);
    assertTrue(page.contains("install graphviz (apt-get install graphviz)"), page);
    assertEquals(2, count(page, "<pre class=\"dot\">digraph"), page);
    assertFalse(page.contains("<svg"), page);
  }

  @Test
  void withGraphvizTheGraphsAreInlineSvg() {
    Optional<Path> dot = ReportFixtures.graphviz();
    Assumptions.assumeTrue(dot.isPresent(), "Graphviz's dot is not on PATH (apt-get install graphviz)");
    String page = HtmlReport.render(List.of(ILLEGAL), dot);
    assertEquals(2, count(page, "<svg "), page);
    assertFalse(page.contains("<?xml") || page.contains("<!DOCTYPE svg"), "no XML prolog inside HTML");
    assertEquals(2, count(page, "class=\"node marked\""), page);
    assertFalse(page.contains("graphviz-missing"), page);
    assertEquals(2, count(page, "<summary>DOT text</summary>"), page);
  }

  @Test
  void aLegalPageHasCoverageAndNoMark() {
    String page = HtmlReport.render(List.of(LEGAL), Optional.empty());
    assertTrue(page.contains("data-verdict=\"LEGAL\""), page);
    assertTrue(page.contains("<p class=\"summary\">No counterexample found.</p>"), page);
    assertTrue(page.contains("<p class=\"coverage\"><strong>Coverage: </strong>"), page);
    assertTrue(page.contains("<ul class=\"facts\">"), page);
    assertEquals(2, count(page, "<figure class=\"cfg\""), page);
    assertFalse(page.contains("marked"), page);
    assertFalse(page.contains("<table class=\"trace\""), page);
  }

  @Test
  void irTextAndReasonsAreEscaped() {
    CheckedPair unknown = ReportFixtures.pair(ReportFixtures.ESCAPING);
    assertTrue(unknown.verdict() instanceof Verdict.Unknown, unknown.verdict().toString());
    String page = HtmlReport.render(List.of(unknown), Optional.empty());
    assertTrue(page.contains("data-verdict=\"UNKNOWN\""), page);
    assertTrue(page.contains("<p class=\"summary reason\">"), page);
    assertFalse(page.contains("then<"), "a raw block name would open a tag: " + page);
    assertFalse(page.contains("<2 x"), "a raw vector type would open a tag: " + page);
    // the DOT label escapes IR text once, the page's DOT text once more
    assertTrue(page.contains("&amp;lt;2 x i32&amp;gt;"), page);
    assertTrue(page.contains("then&amp;lt;&amp;amp;&amp;gt;&#39;"), page);
  }

  @Test
  void thePageLoadsNothingFromElsewhere() {
    String page = HtmlReport.render(List.of(ILLEGAL, LEGAL), Optional.empty());
    for (String outside : List.of("<script", "<link", "<img", "<iframe", "src=", "url(", "@import", "http:",
        "https:")) {
      assertFalse(page.contains(outside), outside + " in " + page);
    }
    assertEquals(1, count(page, "<style>"), page);
  }

  @Test
  void severalPairsGetOneSectionEachAndTheWorstVerdictInTheTitle() {
    String page = HtmlReport.render(List.of(LEGAL, ILLEGAL), Optional.empty());
    assertTrue(page.contains("<title>cvg check: ILLEGAL \u2014 @src \u2192 @tgt and 1 more</title>"), page);
    assertEquals(2, count(page, "<section class=\"pair\""), page);
    assertTrue(page.indexOf("id=\"pair-1\" data-verdict=\"LEGAL\"") < page.indexOf("id=\"pair-2\" data-verdict"
        + "=\"ILLEGAL\""), "sections in the order checked: " + page);
    assertTrue(page.contains("<a href=\"#pair-1\">") && page.contains("<a href=\"#pair-2\">"), page);
  }

  @Test
  void aCounterexampleWithoutTraceTablesSaysWhy() {
    Counterexample c = new Counterexample(Property.UNIFORMITY_AT_USE, "%u in @src", "%u in @tgt", "threads differ",
        List.of(3, 40), new Counterexample.Inputs(64, List.of("buf:1024"), "llvm", "maximal"), List.of(), List.of(),
        Map.of(3, "1", 40, "2"), Map.of(3, "1", 40, "7"), Optional.empty());
    CheckedPair p = new CheckedPair(ILLEGAL.original(), ILLEGAL.transformed(),
        new Verdict.Illegal(c, List.of("observable result at the return value of @src: it <differs> & more"),
            List.of("a static <suspicion>")));
    String page = HtmlReport.render(List.of(p), Optional.empty());
    assertTrue(page.contains("<p class=\"no-trace\">No trace tables:"), page);
    assertFalse(page.contains("<table class=\"trace\""), page);
    assertTrue(page.contains("<tr class=\"same\"><th scope=\"row\">3</th>"), page);
    assertTrue(page.contains("<tr class=\"differs\"><th scope=\"row\">40</th><td>2</td><td>7</td></tr>"), page);
    assertTrue(page.contains("<li>observable result at the return value of @src: it &lt;differs&gt; &amp; more</li>"),
        page);
    assertTrue(page.contains("<ul class=\"notes\"><li>a static &lt;suspicion&gt;</li></ul>"), page);
    // %u exists on neither side: nothing is marked, and the page says so
    assertTrue(page.contains("<p class=\"unmarked\">"), page);
    assertFalse(page.contains("class=&quot;marked&quot;"), page);
  }

  @Test
  void anEmptyReportIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> HtmlReport.render(List.of(), Optional.empty()));
  }
}
