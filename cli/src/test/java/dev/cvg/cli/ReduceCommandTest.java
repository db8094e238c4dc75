package dev.cvg.cli;

import static dev.cvg.cli.ReduceScripts.BALLOT_CALL;
import static dev.cvg.cli.ReduceScripts.KERNEL;
import static dev.cvg.cli.ReduceScripts.assumeShell;
import static dev.cvg.cli.ReduceScripts.file;
import static dev.cvg.cli.ReduceScripts.script;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.CommandsTest.Run;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.reduce.ModuleSize;
import dev.cvg.target.Targets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code cvg reduce} in-process with shell-script tests: a real reduction, {@code -o}, the
 * errors of each kind with their exit codes, {@code --no-verify} and {@code --max-tests}.
 */
class ReduceCommandTest {
  @TempDir
  Path dir;

  private static Run run(String stdin, String... args) {
    return CommandsTest.run(stdin, args);
  }

  /** A test {@code sh grep.sh PATTERN FILE} that holds when the candidate contains PATTERN. */
  private Path grepScript() throws Exception {
    return script(dir, "grep.sh", "echo NOISE-OUT; echo NOISE-ERR >&2\npwd > '" + dir.resolve("pwd") + "'\n"
        + "grep -q -F \"$1\" \"$2\"\n");
  }

  private static Module parse(String text) throws Exception {
    return IrParser.parse(text, "reduced");
  }

  @Test
  void reducesTheKernelToTheBallotKeepingTheTestTrueAndTheModuleValid() throws Exception {
    assumeShell();
    Path test = grepScript();
    Run r = run(KERNEL, "reduce", "--test=" + test, "--test-arg=" + BALLOT_CALL, "--mtriple=amdgcn--",
        "--mcpu=gfx1030", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    Module before = parse(KERNEL);
    Module after = parse(r.out());
    assertEquals(r.out(), IrPrinter.print(after), "the output is in canonical form and parses back");
    assertTrue(r.out().contains(BALLOT_CALL), "the test no longer holds:\n" + r.out());
    assertEquals(List.of(), ModuleInput.verify(after, Targets.forModule(after, Optional.empty())), r.out());
    ModuleSize small = ModuleSize.of(after);
    assertTrue(small.total() < ModuleSize.of(before).total(), r.out());
    // the ballot and a terminator; @helper and the workitem declaration are gone
    assertTrue(small.instructions() <= 3, small + "\n" + r.out());
    assertFalse(r.out().contains("@helper"), r.out());
    // the reduced module still passes the script itself
    Process p = new ProcessBuilder(test.toString(), BALLOT_CALL, file(dir, "out.ll", r.out()).toString()).start();
    assertEquals(0, p.waitFor());
    // progress on stderr; the test's own output on neither stream; run in cvg's directory
    assertTrue(r.err().startsWith("reduce: <stdin>: 13 instructions in 4 blocks, 4 functions; the test holds\n"), r.err());
    assertTrue(r.err().contains("reduce: functions: 13 instructions in 4 blocks"), r.err());
    assertTrue(r.err().matches("(?s).*reduce: 13 instructions in 4 blocks, 4 functions -> "
        + small.instructions() + " instructions .*\\(\\d+ candidates, \\d+ tests run\\)\n"), r.err());
    assertFalse(r.out().contains("NOISE") || r.err().contains("NOISE"), r.out() + r.err());
    assertEquals(Path.of("").toAbsolutePath().toString(), Files.readString(dir.resolve("pwd")).strip());
  }

  @Test
  void outputFileIsWrittenWholeWithItsPermissionsAndNothingLeftBeside() throws Exception {
    assumeShell();
    Path test = grepScript();
    Path in = file(dir, "in.ll", KERNEL);
    Path out = file(dir, "out.ll", "old contents\n");
    Files.setPosixFilePermissions(out, PosixFilePermissions.fromString("rw-r-----"));
    Run r = run("", "reduce", "--test=" + test, "--test-arg=" + BALLOT_CALL, "-o", out.toString(), in.toString());
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertEquals("", r.out(), "with -o nothing goes to stdout");
    String written = Files.readString(out);
    assertTrue(written.contains(BALLOT_CALL) && written.endsWith("}\n\ndeclare i32 @llvm.amdgcn.ballot.i32(i1)\n"),
        written);
    assertEquals(written, IrPrinter.print(parse(written)));
    assertEquals("rw-r-----", PosixFilePermissions.toString(Files.getPosixFilePermissions(out)));
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(List.of("grep.sh", "in.ll", "out.ll", "pwd"),
          files.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary file left");
    }
  }

  @Test
  void failedRunLeavesTheOutputFileUntouched() throws Exception {
    assumeShell();
    Path out = file(dir, "out.ll", "old contents\n");
    Path test = script(dir, "never.sh", "exit 1\n");
    Run r = run(KERNEL, "reduce", "--test=" + test, "-o", out.toString(), "-");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertEquals("old contents\n", Files.readString(out));
  }

  @Test
  void unwritableOutputIsAnInputErrorNamingTheFile() throws Exception {
    assumeShell();
    Path out = dir.resolve("missing").resolve("out.ll");
    Run r = run(KERNEL, "reduce", "--test=" + grepScript(), "--test-arg=" + BALLOT_CALL, "-o", out.toString(), "-");
    assertEquals(ExitCodes.USAGE, r.code(), r.err());
    assertTrue(r.err().endsWith(out + ": error: cannot write: no such directory\n"), r.err());
    assertFalse(Files.exists(out.getParent()));
  }

  @Test
  void inputThatIsNotInterestingIsAnErrorShowingTheTestsOutput() throws Exception {
    assumeShell();
    Path test = script(dir, "no.sh", "echo \"no ballot in $1\" >&2\nexit 3\n");
    Run r = run(KERNEL, "reduce", "--test=" + test, "-");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertEquals("", r.out());
    assertTrue(r.err().startsWith("<stdin>: error: input isn't interesting! Verify interesting-ness test (it exited"
        + " with status 3 on the input)\n<stdin>: note: the test's last output:\n  no ballot in /"), r.err());
    assertTrue(r.err().contains("candidate.ll\n"), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
  }

  @Test
  void testThatCannotBeStartedIsExitTwo() throws Exception {
    Path missing = dir.resolve("no-such-test");
    Run r = run(KERNEL, "reduce", "--test=" + missing, "-");
    assertEquals(ExitCodes.USAGE, r.code(), r.err());
    assertEquals("error: cannot run the interestingness test '" + missing + "': No such file or directory\n", r.err());
    assertEquals("", r.out());

    Path notExecutable = file(dir, "test.txt", "grep -q ballot \"$1\"\n");
    Run denied = run(KERNEL, "reduce", "--test=" + notExecutable, "-");
    assertEquals(ExitCodes.USAGE, denied.code(), denied.err());
    assertEquals("error: cannot run the interestingness test '" + notExecutable + "': Permission denied\n",
        denied.err());
  }

  @Test
  void missingTestOptionAndBadNumbersAreUsageErrors() {
    Run none = run(KERNEL, "reduce", "-");
    assertEquals(ExitCodes.USAGE, none.code());
    assertTrue(none.err().startsWith("error: Missing required option: '--test=CMD'"), none.err());
    Run negative = run(KERNEL, "reduce", "--test=true", "--max-tests=-1", "-");
    assertEquals(ExitCodes.USAGE, negative.code());
    assertEquals("error: --max-tests must be 0 or more, not -1\n", negative.err());
    Run zero = run(KERNEL, "reduce", "--test=true", "--test-timeout=0", "-");
    assertEquals(ExitCodes.USAGE, zero.code());
    assertEquals("error: --test-timeout must be a positive number of seconds, not 0.0\n", zero.err());
  }

  @Test
  void malformedInputIsAParseErrorWithFileLineAndColumn() throws Exception {
    Path in = file(dir, "bad.ll", "define void @f() {\nentry:\n  %x = frobnicate i32 1\n  ret void\n}\n");
    Run r = run("", "reduce", "--test=" + dir.resolve("never-run"), in.toString());
    assertEquals(ExitCodes.USAGE, r.code(), r.err());
    assertTrue(r.err().startsWith(in + ":3:8: error: "), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
  }

  private static final String BAD_DOMINANCE = """
      define i32 @f(i1 %c) {
      entry:
        %y = mul i32 3, 4
        br i1 %c, label %a, label %b
      a:
        %x = add i32 1, 2
        br label %b
      b:
        %z = add i32 %y, 1
        ret i32 %x
      }
      """;

  @Test
  void inputThatFailsTheVerifiersNeedsNoVerify() throws Exception {
    // the findings come before the test is ever started: a missing test is not reported
    Run refused = run(BAD_DOMINANCE, "reduce", "--test=" + dir.resolve("never-run"), "-");
    assertEquals(ExitCodes.INVALID, refused.code(), refused.err());
    assertEquals("<stdin>:10:3: error: Instruction does not dominate all uses!\n  %x = add i32 1, 2\n  ret i32 %x\n"
        + "<stdin>: error: input module is broken!\n"
        + "<stdin>: note: to reduce a module that fails the verifiers, use --no-verify\n", refused.err());

    assumeShell();
    Run r = run(BAD_DOMINANCE, "reduce", "--test=" + grepScript(), "--test-arg=ret i32 %x", "--no-verify", "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    Module after = parse(r.out());
    assertTrue(r.out().contains("ret i32 %x"), r.out());
    assertFalse(r.out().contains("%y") || r.out().contains("%z"), r.out());
    assertTrue(ModuleSize.of(after).instructions() < ModuleSize.of(parse(BAD_DOMINANCE)).instructions(), r.out());
  }

  @Test
  void maxTestsBoundsTheCandidatesAndKeepsTheBestSoFar() throws Exception {
    assumeShell();
    Path test = grepScript();
    Run zero = run(KERNEL, "reduce", "--test=" + test, "--test-arg=" + BALLOT_CALL, "--max-tests=0", "-");
    assertEquals(ExitCodes.OK, zero.code(), zero.err());
    assertEquals(IrPrinter.print(parse(KERNEL)), zero.out(), "no candidate tested: the input comes back");
    assertTrue(zero.err().endsWith("(0 candidates, 1 tests run, --max-tests reached)\n"), zero.err());

    Run three = run(KERNEL, "reduce", "--test=" + test, "--test-arg=" + BALLOT_CALL, "--max-tests=3", "-");
    assertEquals(ExitCodes.OK, three.code(), three.err());
    assertTrue(three.err().contains("(3 candidates, "), three.err());
    assertTrue(three.out().contains(BALLOT_CALL), three.out());
    Run all = run(KERNEL, "reduce", "--test=" + test, "--test-arg=" + BALLOT_CALL, "-");
    assertTrue(ModuleSize.of(parse(all.out())).total() < ModuleSize.of(parse(three.out())).total(),
        "three candidates cannot reach the full reduction:\n" + three.out());
  }
}
