package dev.cvg.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link Main} in-process: help, version, exit codes, input errors, never a stack trace. */
class MainTest {
  @TempDir
  Path dir;

  /** The outcome of one in-process run. */
  record Run(int code, String out, String err) {}

  private static Run run(String stdin, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    PrintWriter o = new PrintWriter(out);
    PrintWriter e = new PrintWriter(err);
    int code;
    try {
      code = Main.commandLine(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)),
          o, e, new TestCommands.Echo(), new TestCommands.Diagnose(), new TestCommands.Crash(),
          new TestCommands.Overflow()).execute(args);
    } catch (Throwable t) {
      // Main.run's last line of defence, exercised separately below.
      throw new AssertionError(t);
    }
    o.flush();
    e.flush();
    return new Run(code, out.toString(), err.toString());
  }

  private static void assertNoStackTrace(Run r) {
    assertFalse(r.err().contains("\tat "), "stack trace on stderr:\n" + r.err());
    assertFalse(r.out().contains("\tat "), "stack trace on stdout:\n" + r.out());
  }

  @Test
  void versionGoesToStdoutWithExitZero() {
    Run r = run("", "--version");
    assertEquals(ExitCodes.OK, r.code());
    assertTrue(r.out().startsWith("cvg "), r.out());
    assertTrue(r.out().contains("Java "), r.out());
    assertEquals("", r.err());
  }

  @Test
  void helpListsCommandsAndExitCodes() {
    Run r = run("", "--help");
    assertEquals(ExitCodes.OK, r.code());
    assertTrue(r.out().startsWith("Usage: cvg"), r.out());
    assertTrue(r.out().contains("Exit codes:"), r.out());
    assertTrue(r.out().contains("3   unknown"), r.out());
    assertTrue(r.out().contains("echo"), r.out());
  }

  @Test
  void mistypedCommandWithHelpIsAUsageErrorNamingTheNearestCommands() {
    Run r = run("", "chek", "--help");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().contains("unknown command 'chek'"), r.err());
    assertTrue(r.err().contains("Did you mean: check"), r.err());
    assertEquals("", r.out());
    Run v = run("", "uniformty", "--version");
    assertEquals(ExitCodes.USAGE, v.code());
    assertTrue(v.err().contains("Did you mean: uniformity"), v.err());
  }

  @Test
  void mistypedCommandWithoutHelpIsAUsageError() {
    Run r = run("", "chek", "x.ll");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().contains("chek"), r.err());
  }

  @Test
  void everyCommandsHelpRendersWithoutPicocliWarnings() {
    java.io.PrintStream saved = System.err;
    java.io.ByteArrayOutputStream captured = new java.io.ByteArrayOutputStream();
    try {
      System.setErr(new java.io.PrintStream(captured, true, StandardCharsets.UTF_8));
      Main.commandLine(new ByteArrayInputStream(new byte[0]), new PrintWriter(new StringWriter()),
          new PrintWriter(new StringWriter())).getSubcommands().forEach((name, sub) -> sub.getUsageMessage());
    } finally {
      System.setErr(saved);
    }
    assertEquals("", captured.toString(StandardCharsets.UTF_8), "a help text is not a valid format string");
  }

  @Test
  void missingCommandIsAUsageError() {
    Run r = run("");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().startsWith("error: missing command\nUsage: cvg"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void unknownOptionIsAUsageErrorWithAHint() {
    Run r = run("", "--frobnicate");
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().startsWith("error: Unknown option: '--frobnicate'"), r.err());
    assertTrue(r.err().contains("Try 'cvg --help' for more information."), r.err());
    Run sub = run("", "echo");
    assertEquals(ExitCodes.USAGE, sub.code());
    assertTrue(sub.err().contains("Missing required parameter: 'FILE'"), sub.err());
    assertTrue(sub.err().contains("Try 'cvg echo --help'"), sub.err());
  }

  @Test
  void missingFileIsAnInputError() {
    String missing = dir.resolve("nope.ll").toString();
    Run r = run("", "echo", missing);
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals(missing + ": error: no such file\n", r.err());
    assertEquals("", r.out());
  }

  @Test
  void directoryIsAnInputError() {
    Run r = run("", "echo", dir.toString());
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals(dir + ": error: is a directory, not an input file\n", r.err());
  }

  @Test
  void invalidUtf8NamesLineAndColumn() throws Exception {
    Path f = dir.resolve("bad.ll");
    Files.write(f, new byte[] {'a', '\n', 'b', 'c', (byte) 0xff, '\n'});
    Run r = run("", "echo", f.toString());
    assertEquals(ExitCodes.USAGE, r.code());
    assertTrue(r.err().startsWith(f + ":2:3: error: invalid UTF-8"), r.err());
  }

  @Test
  void readsFilesAndStdinWithTargetOptions() throws Exception {
    Path f = dir.resolve("k.ll");
    Files.writeString(f, "define void @k() {\n  ret void\n}\n");
    Run r = run("", "echo", "--mtriple=amdgcn--", "-mcpu", "gfx900", f.toString());
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals("name=" + f + " triple=amdgcn-- cpu=gfx900\ndefine void @k() {\n  ret void\n}\n",
        r.out());
    Run s = run("from stdin\n", "echo", "-mtriple", "nvptx64-nvidia-cuda", "-");
    assertEquals("name=<stdin> triple=nvptx64-nvidia-cuda cpu=-\nfrom stdin\n", s.out());
  }

  @Test
  void diagnosticsGoToStderrAndMeanInvalid() throws Exception {
    Path f = dir.resolve("d.ll");
    Files.writeString(f, "x\ny\n");
    Run r = run("", "diagnose", f.toString());
    assertEquals(ExitCodes.INVALID, r.code());
    assertEquals(f + ":2:3: error: something is wrong\n", r.err());
    assertEquals("", r.out());
  }

  @Test
  void unexpectedExceptionsAreInternalErrorsWithoutStackTrace() {
    Run r = run("", "crash");
    assertEquals(ExitCodes.USAGE, r.code());
    assertEquals("error: internal: IllegalStateException: boom\n", r.err());
    assertNoStackTrace(r);
  }

  @Test
  void jvmErrorsAreInternalErrorsToo() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = Main.run(new String[] {"overflow"}, new ByteArrayInputStream(new byte[0]),
        new PrintWriter(out), new PrintWriter(err), new TestCommands.Overflow());
    assertEquals(ExitCodes.USAGE, code);
    assertEquals("error: internal: StackOverflowError\n", err.toString());
    assertEquals("", out.toString());
  }
}
