package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.dot.Graphviz;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import picocli.CommandLine;

/**
 * {@code cvg check --html} in a real browser: reports of an ILLEGAL and a LEGAL spec pair
 * (ConvergentOperations.rst's texture sampling, sunk under a divergent and under a uniform
 * condition) are written by the command and opened from {@code file://} in headless Chromium; the
 * page must load without severe console messages and without fetching anything, show both CFGs as
 * SVG of non-zero size, mark the offending operation in both, and have the trace table rows.
 * Skipped without Chromium and chromedriver ({@link HeadlessChromium}); the SVG tests also need
 * Graphviz, the DOT fallback is tested without it.
 */
class CheckHtmlBrowserTest {
  private static final String RESOURCES = "/dev/cvg/cli/report/";

  @TempDir
  static Path dir;

  private static ChromeDriver browser;

  /** Starts the browser for the first test (each test is skipped, with the reason, without one). */
  @BeforeEach
  void startBrowser() {
    if (browser == null) {
      browser = HeadlessChromium.start();
    }
  }

  @AfterAll
  static void stopBrowser() {
    if (browser != null) {
      browser.quit();
    }
  }

  @Test
  void anIllegalReportShowsBothGraphsWithTheOffendingOperationMarked() throws IOException {
    assumeGraphviz();
    open(report("texture-sink-divergent.ll", System.getenv("PATH"), ExitCodes.INVALID));
    assertEquals("ILLEGAL", browser.findElement(By.cssSelector("section.pair")).getDomAttribute("data-verdict"));
    for (String side : List.of("original", "transformed")) {
      WebElement svg = browser.findElement(By.cssSelector("figure.cfg[data-side=" + side + "] svg"));
      assertRendered(side + " graph", svg);
      List<WebElement> marked = svg.findElements(By.cssSelector("g.node.marked"));
      assertEquals(1, marked.size(), side + ": one marked block");
      assertTrue(marked.getFirst().getText().contains("%color = call i32 @textureSample"),
          side + " marked block: " + marked.getFirst().getText());
      assertRendered(side + " marked block", marked.getFirst());
    }
    // the counterexample's threads 0 and 1 in both trace tables, the offending block's visits marked
    for (String side : List.of("original", "transformed")) {
      String table = "table.trace[data-side=" + side + "] ";
      assertEquals(2, browser.findElements(By.cssSelector(table + "tbody tr")).size(), side);
      assertEquals(2, browser.findElements(By.cssSelector(table + "tbody tr.involved")).size(), side);
      WebElement atOp = browser.findElement(By.cssSelector(table + "td.at-op"));
      assertRendered(side + " visit of the offending block", atOp);
    }
    assertEquals(2, browser.findElements(By.cssSelector("table.trace")).size());
    assertEquals("then1", browser.findElement(By.cssSelector("table.trace[data-side=transformed] td.at-op"))
        .getText());
    assertEquals("{0,1}", browser.findElement(By.cssSelector("p.groups span.group.involved")).getText());
    assertNoErrorsAndNothingFetched();
  }

  @Test
  void aLegalReportShowsBothGraphsAndTheCoverage() throws IOException {
    assumeGraphviz();
    open(report("texture-sink-uniform.ll", System.getenv("PATH"), ExitCodes.OK));
    assertEquals("LEGAL", browser.findElement(By.cssSelector("section.pair")).getDomAttribute("data-verdict"));
    for (String side : List.of("original", "transformed")) {
      assertRendered(side + " graph", browser.findElement(By.cssSelector("figure.cfg[data-side=" + side + "] svg")));
    }
    assertEquals(0, browser.findElements(By.cssSelector("g.node.marked")).size(), "nothing is marked");
    assertTrue(browser.findElement(By.cssSelector("p.coverage")).getText().contains("execution pair(s)"));
    assertNoErrorsAndNothingFetched();
  }

  @Test
  void differingValuesAreHighlightedAndAWideGraphCanBeShownAtItsOwnSize() throws IOException {
    assumeGraphviz();
    open(report("subgroupadd-hoist-divergent.ll", System.getenv("PATH"), ExitCodes.INVALID));
    List<WebElement> differ = browser.findElements(By.cssSelector("table.values tr.differs td"));
    assertTrue(!differ.isEmpty(), "rows whose values differ");
    String plain = browser.findElement(By.cssSelector("table.values th")).getCssValue("background-color");
    for (WebElement td : differ) {
      assertTrue(!td.getCssValue("background-color").equals(plain), "a differing value is highlighted");
    }
    // @src's CFG is wider than its column: scaled down until "actual size" is ticked
    WebElement svg = browser.findElement(By.cssSelector("figure.cfg[data-side=original] svg"));
    int scaled = svg.getRect().getWidth();
    browser.findElement(By.cssSelector("figure.cfg[data-side=original] label.actual-size input")).click();
    int actual = svg.getRect().getWidth();
    assertTrue(actual > scaled, "actual size " + actual + " px, scaled " + scaled + " px");
    assertNoErrorsAndNothingFetched();
  }

  @Test
  void withoutGraphvizThePageShowsTheNoticeAndTheDotText() throws IOException {
    Path emptyBin = Files.createDirectories(dir.resolve("empty-bin"));
    open(report("texture-sink-divergent.ll", emptyBin.toString(), ExitCodes.INVALID));
    WebElement notice = browser.findElement(By.id("graphviz-missing"));
    assertRendered("notice", notice);
    assertTrue(notice.getText().contains("apt-get install graphviz"), notice.getText());
    assertEquals(0, browser.findElements(By.tagName("svg")).size());
    List<WebElement> dots = browser.findElements(By.cssSelector("figure.cfg pre.dot"));
    assertEquals(2, dots.size());
    for (WebElement dot : dots) {
      assertRendered("DOT text", dot);
      assertTrue(dot.getText().startsWith("digraph") && dot.getText().contains("class=\"marked\""), dot.getText());
    }
    assertNoErrorsAndNothingFetched();
  }

  /** Writes the report of the resource pair {@code name} with {@code PATH} as {@code searchPath}. */
  private static Path report(String name, String searchPath, int expectedCode) throws IOException {
    Path input = dir.resolve(name);
    try (InputStream in = CheckHtmlBrowserTest.class.getResourceAsStream(RESOURCES + name)) {
      Files.write(input, in.readAllBytes());
    }
    Path html = dir.resolve(name + "." + searchPath.hashCode() + ".html");
    CheckCommand command = new CheckCommand();
    command.searchPath = searchPath;
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = new CommandLine(command).setOut(new PrintWriter(out)).setErr(new PrintWriter(err))
        .execute(input.toString(), "--threads", "1,2,8", "--html", html.toString());
    assertEquals(expectedCode, code, out + "\n" + err);
    return html;
  }

  private static void open(Path html) {
    browser.get(html.toUri().toString());
    assertTrue(browser.getTitle().startsWith("cvg check: "), browser.getTitle());
  }

  private static void assertRendered(String what, WebElement e) {
    assertTrue(e.isDisplayed(), what + " is not displayed");
    Rectangle r = e.getRect();
    assertTrue(r.getWidth() > 0 && r.getHeight() > 0, what + " has no size: " + r.getDimension());
  }

  /** No severe console message, and the page fetched no resource (it is self-contained). */
  private static void assertNoErrorsAndNothingFetched() {
    List<LogEntry> severe = browser.manage().logs().get(LogType.BROWSER).getAll().stream()
        .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue()).toList();
    assertEquals(List.of(), severe, "severe console messages");
    Object fetched = ((JavascriptExecutor) browser).executeScript(
        "return performance.getEntriesByType('resource').map(e => e.name);");
    assertEquals(List.of(), fetched, "resources the page loaded");
  }

  private static void assumeGraphviz() {
    Assumptions.assumeTrue(Graphviz.find(System.getenv("PATH")).isPresent(),
        "Graphviz's dot is not on PATH (apt-get install graphviz): the SVG pictures are not tested");
  }
}
