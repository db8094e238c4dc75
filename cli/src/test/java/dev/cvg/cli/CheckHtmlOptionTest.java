package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code cvg check --html}: the report is written next to the usual output, with one file or two,
 * {@code --src/--tgt}, {@code --map} and {@code --json}; one section per checked pair; atomically;
 * without Graphviz it says on stderr what to install and still writes the page.
 */
class CheckHtmlOptionTest {
  private static final String DECLS = CheckCommandTest.DECLS;

  @TempDir
  Path dir;

  private static String kernel(String name, boolean sunk) {
    return CheckCommandTest.kernel(name, sunk);
  }

  @Test
  void oneFileWritesTheReportAndPrintsTheVerdictAsBefore() throws IOException {
    Path in = write("pair.ll", DECLS + kernel("src", false) + kernel("tgt", true));
    Path html = dir.resolve("report.html");
    CommandsTest.Run plain = CommandsTest.run("", "check", in.toString(), "--threads", "1,2");
    CommandsTest.Run r = run(System.getenv("PATH"), "check", in.toString(), "--threads", "1,2", "--html",
        html.toString());
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertEquals(plain.out(), r.out(), "--html does not change what is printed");
    String page = Files.readString(html);
    assertTrue(page.contains("data-verdict=\"ILLEGAL\""), page);
    assertTrue(page.contains("<code class=\"op\">%r in @src</code>"), page);
    assertNoTemporaryFiles();
  }

  @Test
  void srcAndTgtNameTheDrawnFunctionsAndJsonStillGoesToStdout() throws IOException {
    Path in = write("pair.ll", DECLS + kernel("orig", false) + kernel("sunk", true));
    Path html = dir.resolve("r.html");
    CommandsTest.Run r = run(System.getenv("PATH"), "check", in.toString(), "--src", "orig", "--tgt", "@sunk",
        "--threads", "2", "--json", "--html", html.toString());
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertTrue(r.out().startsWith("{"), r.out());
    String page = Files.readString(html);
    assertTrue(page.contains("data-side=\"original\" data-function=\"orig\""), page);
    assertTrue(page.contains("data-side=\"transformed\" data-function=\"sunk\""), page);
  }

  @Test
  void twoFilesGiveOneSectionPerChangedFunction() throws IOException {
    Path before = write("before.ll", DECLS + kernel("k", false) + kernel("m", false) + kernel("same", false));
    Path after = write("after.ll", DECLS + kernel("k", true) + kernel("m", false).replace("ult i32 %t, 1",
        "ugt i32 1, %t") + kernel("same", false));
    Path html = dir.resolve("r.html");
    CommandsTest.Run r = run(System.getenv("PATH"), "check", before.toString(), after.toString(), "--threads",
        "2", "--html", html.toString());
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    String page = Files.readString(html);
    assertEquals(2, page.split("<section class=\"pair\"", -1).length - 1, page);
    assertTrue(page.contains("id=\"pair-1\" data-verdict=\"ILLEGAL\""), page);
    assertTrue(page.contains("<a href=\"#pair-2\"><span class=\"verdict legal\">LEGAL</span> @m</a>"), page);
    assertFalse(page.contains("@same"), page);
    assertTrue(page.contains("original: " + before + " @k; transformed: " + after + " @k"), page);
  }

  @Test
  void aMapFileAppliesToTheReportedVerdict() throws IOException {
    Path in = write("pair.ll", DECLS + kernel("src", false) + kernel("tgt", true).replace("%r", "%moved"));
    Path map = write("m.map", "%moved -> %r\n");
    Path html = dir.resolve("r.html");
    CommandsTest.Run r = run(System.getenv("PATH"), "check", in.toString(), "--map", map.toString(), "--threads",
        "2", "--html", html.toString());
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertTrue(Files.readString(html).contains("<code class=\"op\">%moved in @tgt</code>"));
  }

  @Test
  void withoutGraphvizStderrSaysWhatToInstallAndThePageShowsDot() throws IOException {
    Path in = write("pair.ll", DECLS + kernel("src", false) + kernel("tgt", false));
    Path html = dir.resolve("r.html");
    Path emptyBin = Files.createDirectory(dir.resolve("bin"));
    CommandsTest.Run r = run(emptyBin.toString(), "check", in.toString(), "--html", html.toString());
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals("warning: --html: Graphviz's 'dot' program is not on PATH, so the graphs are shown as DOT text: "
        + "install graphviz (apt-get install graphviz) to see them drawn\n", r.err());
    String page = Files.readString(html);
    assertTrue(page.contains("id=\"graphviz-missing\""), page);
    assertTrue(page.contains("<pre class=\"dot\">digraph &quot;src&quot;"), page);
    assertTrue(page.contains("data-verdict=\"LEGAL\""), page);
  }

  @Test
  void anUnwritableReportIsAnInputErrorAndLeavesNothing() throws IOException {
    Path in = write("pair.ll", DECLS + kernel("src", false) + kernel("tgt", false));
    Path html = dir.resolve("no-such-dir").resolve("r.html");
    CommandsTest.Run r = run(System.getenv("PATH"), "check", in.toString(), "--html", html.toString());
    assertEquals(ExitCodes.USAGE, r.code(), r.out());
    assertTrue(r.err().contains(html + ": error: cannot write: no such directory"), r.err());
    assertEquals("", r.out(), "no verdict printed when the report cannot be written");
  }

  @Test
  void anExistingReportIsReplacedWhole() throws IOException {
    Path in = write("pair.ll", DECLS + kernel("src", false) + kernel("tgt", false));
    Path html = write("r.html", "old ".repeat(100_000));
    CommandsTest.Run r = run(System.getenv("PATH"), "check", in.toString(), "--html", html.toString());
    assertEquals(ExitCodes.OK, r.code(), r.err());
    String page = Files.readString(html);
    assertTrue(page.startsWith("<!DOCTYPE html>") && page.endsWith("</html>\n") && !page.contains("old old"));
    assertNoTemporaryFiles();
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  private void assertNoTemporaryFiles() throws IOException {
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(java.util.List.of(), files.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList());
    }
  }

  /** Runs {@code cvg check args} in-process as if {@code PATH} were {@code searchPath}. */
  private static CommandsTest.Run run(String searchPath, String... args) {
    CheckCommand command = new CheckCommand();
    command.searchPath = searchPath;
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
    int code = new CommandLine(command).setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(rest);
    return new CommandsTest.Run(code, out.toString(), err.toString());
  }
}
