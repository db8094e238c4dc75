/**
 * The HTML report of {@code cvg check --html}: one self-contained page (inline style sheet and
 * SVG, no script, nothing fetched) with a section per checked function pair — the verdict, the
 * counterexample, the CFGs before and after with the offending operation marked, the trace tables
 * with the counterexample's threads marked, the coverage and notes.
 *
 * <p>Invariants: every piece of the page goes through {@link dev.cvg.cli.report.HtmlWriter}, which
 * escapes all text and attribute values and keeps elements balanced; only markup this program
 * made (Graphviz's SVG of a DOT graph whose labels {@code dev.cvg.cli.dot} escaped, and the style
 * sheet {@code report.css}) is written unescaped. The page is a function of the verdicts and
 * modules (and of whether Graphviz is installed): sections in the order the pairs were checked.
 * Nothing here changes a verdict or a module.
 */
package dev.cvg.cli.report;
