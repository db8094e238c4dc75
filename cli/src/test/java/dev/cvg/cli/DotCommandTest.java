package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.dot.Graphviz;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * {@code cvg dot}: golden DOT for a loop with a divergent branch (plain and with cycles and
 * uniformity), converged groups of a run, determinism, Graphviz accepting the output, {@code --svg}
 * and the errors (unknown function, no {@code dot} on PATH, several functions for one SVG).
 */
class DotCommandTest {
  @TempDir
  Path dir;

  /** A uniform loop (over kernel argument {@code %n}) around a branch on the thread id's parity. */
  static final String LOOP = """
      target triple = "amdgcn--"
      define amdgpu_kernel void @k(i32 %n) {
      entry:
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        br label %loop
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
        %odd = and i32 %tid, 1
        %c = icmp eq i32 %odd, 0
        br i1 %c, label %then, label %latch
      then:
        br label %latch
      latch:
        %i.next = add i32 %i, 1
        %more = icmp ult i32 %i.next, %n
        br i1 %more, label %loop, label %exit
      exit:
        ret void
      }
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  /** An irreducible cycle (entries b and a) around a reducible one, a switch, two functions. */
  static final String IRREDUCIBLE = """
      define void @g(i1 %c, i32 %s) {
      entry:
        br i1 %c, label %a, label %b
      a:
        br label %b
      b:
        switch i32 %s, label %a [ i32 7, label %h
                                  i32 9, label %exit ]
      h:
        br i1 %c, label %h2, label %h2
      h2:
        br i1 %c, label %h, label %b
      exit:
        ret void
      }
      define void @other() {
        ret void
      }
      """;

  private static final String PLAIN = """
      digraph "k" {
        label="CFG for 'k' function";
        labelloc=t;
        b0 [ shape="box" fontname="Courier" label=<<b>entry:</b><br align="left"/>  %tid = call i32 @llvm.amdgcn.workitem.id.x()<br align="left"/>  br label %loop<br align="left"/>> ];
        b1 [ shape="box" fontname="Courier" label=<<b>loop:</b><br align="left"/>  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]<br align="left"/>  %odd = and i32 %tid, 1<br align="left"/>  %c = icmp eq i32 %odd, 0<br align="left"/>  br i1 %c, label %then, label %latch<br align="left"/>> ];
        b2 [ shape="box" fontname="Courier" label=<<b>then:</b><br align="left"/>  br label %latch<br align="left"/>> ];
        b3 [ shape="box" fontname="Courier" label=<<b>latch:</b><br align="left"/>  %i.next = add i32 %i, 1<br align="left"/>  %more = icmp ult i32 %i.next, %n<br align="left"/>  br i1 %more, label %loop, label %exit<br align="left"/>> ];
        b4 [ shape="box" fontname="Courier" label=<<b>exit:</b><br align="left"/>  ret void<br align="left"/>> ];
        b0 -> b1;
        b1 -> b2 [ label="T" ];
        b1 -> b3 [ label="F" ];
        b2 -> b3;
        b3 -> b1 [ label="T" ];
        b3 -> b4 [ label="F" ];
      }
      """;

  private static final String CYCLES_AND_UNIFORMITY = """
      digraph "k" {
        label="CFG for 'k' function";
        labelloc=t;
        b0 [ shape="box" fontname="Courier" label=<<b>entry:</b><br align="left"/><font color="red">  %tid = call i32 @llvm.amdgcn.workitem.id.x()</font><br align="left"/>  br label %loop<br align="left"/>> ];
        b1 [ shape="box" fontname="Courier" label=<<b>loop:</b><br align="left"/>  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]<br align="left"/><font color="red">  %odd = and i32 %tid, 1</font><br align="left"/><font color="red">  %c = icmp eq i32 %odd, 0</font><br align="left"/><font color="red"><b>  br i1 %c, label %then, label %latch</b></font><br align="left"/>> peripheries="2" color="red" ];
        b2 [ shape="box" fontname="Courier" label=<<b>then:</b><br align="left"/>  br label %latch<br align="left"/>> ];
        b3 [ shape="box" fontname="Courier" label=<<b>latch:</b><br align="left"/>  %i.next = add i32 %i, 1<br align="left"/>  %more = icmp ult i32 %i.next, %n<br align="left"/>  br i1 %more, label %loop, label %exit<br align="left"/>> ];
        b4 [ shape="box" fontname="Courier" label=<<b>exit:</b><br align="left"/>  ret void<br align="left"/>> ];
        b0 -> b1;
        b1 -> b2 [ label="T" color="red" ];
        b1 -> b3 [ label="F" color="red" ];
        b2 -> b3;
        b3 -> b1 [ label="T" ];
        b3 -> b4 [ label="F" ];
        subgraph cluster_cycle0 {
          label="depth=1: entries(loop)";
          style=rounded;
          color=gray40;
          b1;
          b2;
          b3;
        }
      }
      """;

  private static CommandsTest.Run run(String stdin, String... args) {
    return CommandsTest.run(stdin, args);
  }

  @Test
  void plainCfgIsOptDotCfgLikeGolden() {
    CommandsTest.Run r = run(LOOP, "dot", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals(PLAIN, r.out());
    assertEquals("", r.err());
  }

  @Test
  void cyclesAndUniformityGolden() {
    CommandsTest.Run r = run(LOOP, "dot", "--cycles", "--uniformity", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals(CYCLES_AND_UNIFORMITY, r.out());
  }

  @Test
  void runListsConvergedGroupsPerBlock() {
    CommandsTest.Run r = run(LOOP, "dot", "--run", "--args", "2", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().contains("label=\"CFG for 'k' function\\nrun of @k: ok (8 threads, given arguments)\";"),
        r.out());
    // two iterations of the whole group, the even threads twice through %then
    assertTrue(r.out().contains("<b>loop:</b>"), r.out());
    assertEquals(1, count(r.out(), "<font color=\"blue\">visits: {0,2,4,6} {0,2,4,6}</font>"), r.out());
    assertEquals(2, count(r.out(), "<font color=\"blue\">visits: {0-7} {0-7}</font>"), r.out());
    assertEquals(2, count(r.out(), "<font color=\"blue\">visits: {0-7}</font>"), r.out());
  }

  @Test
  void runTakesThreadsAndSeed() {
    CommandsTest.Run r = run(LOOP, "dot", "--run", "--threads", "3", "--seed", "5", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().contains("run of @k: ok (3 threads, seed 5)"), r.out());
    assertTrue(r.out().contains("visits: {0-2}"), r.out());
  }

  @Test
  void runThatHitsABoundIsUnknownButStillDrawn() {
    CommandsTest.Run r = run(IRREDUCIBLE, "dot", "--function", "g", "--run", "--args", "1,0", "-");
    assertEquals(ExitCodes.UNKNOWN, r.code(), r.err());
    assertTrue(r.out().contains("run of @g: unknown (8 threads, given arguments): "), r.out());
    assertTrue(r.out().startsWith("digraph \"g\" {"), r.out());
  }

  @Test
  void outputIsDeterministic() {
    String[] args = {"dot", "--cycles", "--uniformity", "--run", "-"};
    String first = run(LOOP, args).out();
    assertEquals(first, run(LOOP, args).out());
    assertEquals(run(IRREDUCIBLE, "dot", "--cycles", "-").out(), run(IRREDUCIBLE, "dot", "--cycles", "-").out());
  }

  @Test
  void irreducibleCyclesNestAndMarkEveryEntry() {
    CommandsTest.Run r = run(IRREDUCIBLE, "dot", "--cycles", "--function", "@g", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    String out = r.out();
    assertTrue(out.contains("  b1 [ shape=\"box\" fontname=\"Courier\" label=<<b>a:</b><br align=\"left\"/>  br label %b"
        + "<br align=\"left\"/>> peripheries=\"2\" style=\"dashed\" ];\n"), out);
    assertTrue(out.contains("> peripheries=\"2\" ];\n  b3 ["), out);
    assertTrue(out.endsWith("""
          subgraph cluster_cycle0 {
            label="depth=1: entries(b a)";
            style=rounded;
            color=darkorange;
            b1;
            b2;
            subgraph cluster_cycle1 {
              label="depth=2: entries(h)";
              style=rounded;
              color=gray40;
              b3;
              b4;
            }
          }
        }
        """), out);
  }

  @Test
  void switchEdgesCarryIndexAndCaseAndParallelEdgesStay() {
    String out = run(IRREDUCIBLE, "dot", "--function", "g", "-").out();
    assertTrue(out.contains("  b2 -> b1 [ label=\"0 (def)\" ];\n  b2 -> b3 [ label=\"1 (7)\" ];\n"
        + "  b2 -> b5 [ label=\"2 (9)\" ];\n"), out);
    assertTrue(out.contains("  b3 -> b4 [ label=\"T\" ];\n  b3 -> b4 [ label=\"F\" ];\n"), out);
    assertTrue(out.contains("switch i32 %s, label %a [<br align=\"left\"/>    i32 7, label %h<br align=\"left\"/>"), out);
  }

  @Test
  void labelTextIsEscapedForGraphviz() throws Exception {
    String vector = """
        define <2 x i32> @"v&w"(<2 x i32> %a) {
        "a<b>":
          %s = add <2 x i32> %a, %a
          ret <2 x i32> %s
        }
        """;
    CommandsTest.Run r = run(vector, "dot", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().startsWith("digraph \"\\\"v&w\\\"\" {\n"), r.out());
    assertTrue(r.out().contains("<b>&quot;a&lt;b&gt;&quot;:</b><br align=\"left\"/>  %s = add &lt;2 x i32&gt; %a, %a"),
        r.out());
    assertRenders(graphviz(), r.out());
  }

  @Test
  void badRunArgumentsAreAnInputError() {
    CommandsTest.Run r = run(LOOP, "dot", "--run", "--args", "1,2,3", "-");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().startsWith("<stdin>: error: "), r.err());
    assertEquals("", r.out());
  }

  @Test
  void everyDefinitionIsOneDigraph() {
    String out = run(IRREDUCIBLE, "dot", "-").out();
    assertEquals(2, count(out, "digraph "), out);
    assertTrue(out.contains("}\ndigraph \"other\" {\n"), out);
  }

  @Test
  void graphvizAcceptsTheOutput() throws Exception {
    Path dot = graphviz();
    for (String[] args : new String[][] {{"dot", "-"}, {"dot", "--cycles", "--uniformity", "--run", "-"}}) {
      assertRenders(dot, run(LOOP, args).out());
    }
    assertRenders(dot, run(IRREDUCIBLE, "dot", "--cycles", "--uniformity", "--function", "g", "-").out());
  }

  @Test
  void svgWritesTheRenderedFile() throws Exception {
    graphviz();
    Path input = write("k.ll", LOOP);
    Path svg = dir.resolve("k.svg");
    CommandsTest.Run r = run("", "dot", "--cycles", "--uniformity", "--run", "--svg", svg.toString(), input.toString());
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals("", r.out(), "with --svg nothing goes to standard output");
    String text = Files.readString(svg);
    assertTrue(text.contains("<svg"), text);
    assertTrue(text.contains("visits: {0"), text);
    try (var files = Files.list(dir)) {
      assertEquals(2, files.count(), "no temporary file is left behind");
    }
  }

  @Test
  void unknownFunctionNamesTheFileAndExitsTwo() throws IOException {
    Path input = write("k.ll", LOOP);
    CommandsTest.Run r = run("", "dot", "--function", "nope", input.toString());
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals(input + ": error: no defined function @nope (defined: @k)\n", r.err());
    assertEquals("", r.out());
  }

  @Test
  void missingDotSaysWhatToInstall() throws IOException {
    Path input = write("k.ll", LOOP);
    Path svg = dir.resolve("k.svg");
    Path emptyBin = Files.createDirectory(dir.resolve("bin"));
    CommandsTest.Run r = runWithPath(emptyBin.toString(), "--svg", svg.toString(), input.toString());
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals("error: --svg needs Graphviz's 'dot' program, which is not on PATH: install graphviz "
        + "(apt-get install graphviz)\n", r.err());
    assertFalse(Files.exists(svg));
  }

  @Test
  void graphvizIsFoundOnlyOnThePath() throws IOException {
    Path bin = Files.createDirectory(dir.resolve("bin"));
    assertEquals(Optional.empty(), Graphviz.find(bin.toString()));
    assertEquals(Optional.empty(), Graphviz.find(""));
    assertEquals(Optional.empty(), Graphviz.find(null));
    Path fake = Files.writeString(bin.resolve("dot"), "#!/bin/sh\n");
    assertEquals(Optional.empty(), Graphviz.find(bin.toString()), "not executable");
    assertTrue(fake.toFile().setExecutable(true));
    assertEquals(Optional.of(fake), Graphviz.find("/nonexistent:" + bin));
  }

  @Test
  void svgOfSeveralFunctionsAsksForOne() throws IOException {
    Path input = write("g.ll", IRREDUCIBLE);
    Assumptions.assumeTrue(Graphviz.find(System.getenv("PATH")).isPresent(), "Graphviz's dot is not installed");
    CommandsTest.Run r = run("", "dot", "--svg", dir.resolve("g.svg").toString(), input.toString());
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals(input + ": error: --svg draws one function, the module defines @g, @other: choose one with "
        + "--function\n", r.err());
  }

  @Test
  void failingGraphvizIsReportedWithoutStackTrace() throws IOException {
    Path input = write("k.ll", LOOP);
    Path bin = Files.createDirectory(dir.resolve("bin"));
    Path fake = Files.writeString(bin.resolve("dot"), "#!/bin/sh\necho 'syntax error in line 1' >&2\nexit 1\n");
    assertTrue(fake.toFile().setExecutable(true));
    CommandsTest.Run r = runWithPath(bin.toString(), "--svg", dir.resolve("k.svg").toString(), input.toString());
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals("error: dot failed (exit code 1): syntax error in line 1\n", r.err());
    assertFalse(Files.exists(dir.resolve("k.svg")));
  }

  /** Runs {@code cvg dot args} in-process as if {@code PATH} were {@code searchPath}. */
  private static CommandsTest.Run runWithPath(String searchPath, String... args) {
    DotCommand command = new DotCommand();
    command.searchPath = searchPath;
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = new CommandLine(command).setOut(new PrintWriter(out)).setErr(new PrintWriter(err)).execute(args);
    return new CommandsTest.Run(code, out.toString(), err.toString());
  }

  /** Returns Graphviz's dot, or skips the test saying it is not installed. */
  private static Path graphviz() {
    Optional<Path> dot = Graphviz.find(System.getenv("PATH"));
    Assumptions.assumeTrue(dot.isPresent(), "Graphviz's dot is not on PATH (apt-get install graphviz): "
        + "rendering not tested");
    return dot.get();
  }

  private static void assertRenders(Path dot, String text) throws Exception {
    Path input = Files.createTempFile("cvg-dot-test-", ".dot");
    Files.writeString(input, text);
    Process p = new ProcessBuilder(dot.toString(), "-Tsvg", input.toString()).redirectErrorStream(true).start();
    String svg = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, p.waitFor(), svg);
    Files.delete(input);
    assertTrue(svg.contains("<svg") && !svg.contains("Warning") && !svg.contains("Error"), svg);
  }

  private Path write(String name, String text) throws IOException {
    return Files.writeString(dir.resolve(name), text);
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }
}
