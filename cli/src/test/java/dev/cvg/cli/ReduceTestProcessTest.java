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
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The process side of {@code cvg reduce}: the timeout kills a hanging test with the processes
 * it started and counts it as not interesting, candidate files are removed afterwards, and
 * (out of process, through {@link Main#main}) the test's output never reaches cvg's standard
 * output.
 */
class ReduceTestProcessTest {
  @TempDir
  Path dir;

  /**
   * Returns whether process {@code pid} still runs, waiting up to two seconds for a kill to take
   * effect. A killed process whose parent died is a zombie until init reaps it, and
   * {@link ProcessHandle#isAlive()} calls zombies alive, so {@code /proc} is read where it exists.
   */
  private static boolean running(long pid) throws InterruptedException {
    for (int i = 0; i < 200; i++) {
      Path stat = Path.of("/proc", Long.toString(pid), "stat");
      boolean runs;
      if (Files.isDirectory(Path.of("/proc", "self"))) {
        try {
          String s = Files.readString(stat);
          runs = s.charAt(s.lastIndexOf(')') + 2) != 'Z';
        } catch (java.io.IOException e) {
          runs = false; // gone
        }
      } else {
        runs = ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
      }
      if (!runs) {
        return false;
      }
      Thread.sleep(10);
    }
    return true;
  }

  private List<Long> pids(Path file) throws Exception {
    return Files.exists(file) ? Files.readAllLines(file).stream().map(Long::parseLong).toList() : List.of();
  }

  /**
   * Candidates that keep the ballot but lose the {@code mul} make the test hang in a child
   * {@code sleep}, which, if it were allowed to finish, would call them interesting: only the
   * timeout keeps the {@code mul} in the result.
   */
  @Test
  void timeoutKillsTheTestsProcessTreeAndCountsAsNotInteresting() throws Exception {
    assumeShell();
    Path pids = dir.resolve("pids");
    Path test = script(dir, "hang.sh", "grep -q -F '" + BALLOT_CALL + "' \"$1\" || exit 1\n"
        + "grep -q 'mul i32' \"$1\" && exit 0\n"
        + "sleep 30 &\necho $! >> '" + pids + "'\nwait\nexit 0\n");
    long start = System.nanoTime();
    Run r = CommandsTest.run(KERNEL, "reduce", "--test=" + test, "--test-timeout=0.5", "-");
    double seconds = (System.nanoTime() - start) / 1e9;
    assertEquals(ExitCodes.OK, r.code(), r.err());
    assertTrue(r.out().contains(BALLOT_CALL) && r.out().contains("mul i32"), r.out());
    List<Long> sleepers = pids(pids);
    assertFalse(sleepers.isEmpty(), "no candidate made the test hang:\n" + r.out());
    for (long pid : sleepers) {
      assertFalse(running(pid), "sleep " + pid + " still runs");
    }
    assertTrue(seconds < 2 * sleepers.size() + 10, seconds + " s: a hanging test was waited for");
    System.out.printf("timeout test: %d hanging candidates, %.1f s%n", sleepers.size(), seconds);
  }

  @Test
  void inputOnWhichTheTestTimesOutIsNotInteresting() throws Exception {
    assumeShell();
    Path pids = dir.resolve("pids");
    Path test = script(dir, "slow.sh", "sleep 30 &\necho $! >> '" + pids + "'\nwait\n");
    Run r = CommandsTest.run(KERNEL, "reduce", "--test=" + test, "--test-timeout=0.5", "-");
    assertEquals(ExitCodes.INVALID, r.code(), r.err());
    assertEquals("<stdin>: error: input isn't interesting! Verify interesting-ness test (it timed out after 0.5 s"
        + " on the input)\n", r.err());
    assertEquals(1, pids(pids).size());
    assertFalse(running(pids(pids).getFirst()), "the test's sleep still runs");
  }

  @Test
  void candidateFilesAndTheirDirectoryAreRemoved() throws Exception {
    assumeShell();
    Path seen = dir.resolve("seen");
    Path test = script(dir, "record.sh", "echo \"$1\" >> '" + seen + "'\ngrep -q -F '" + BALLOT_CALL + "' \"$1\"\n");
    Run r = CommandsTest.run(KERNEL, "reduce", "--test=" + test, "-");
    assertEquals(ExitCodes.OK, r.code(), r.err());
    List<Path> candidates = Files.readAllLines(seen).stream().map(Path::of).distinct().toList();
    assertEquals(1, candidates.size(), "one candidate file, rewritten for each test: " + candidates);
    assertTrue(candidates.getFirst().toString().endsWith(".ll"), candidates.toString());
    assertFalse(Files.exists(candidates.getFirst()), candidates.getFirst() + " is left behind");
    assertFalse(Files.exists(candidates.getFirst().getParent()), candidates.getFirst().getParent() + " is left behind");
  }

  /** A separate JVM through {@link Main#main}: the test's output is not on cvg's real stdout. */
  @Test
  void testOutputNeverReachesStdoutOutOfProcess() throws Exception {
    assumeShell();
    Path test = script(dir, "noisy.sh", "echo NOISE-OUT\necho NOISE-ERR >&2\ngrep -q -F '" + BALLOT_CALL + "' \"$1\"\n");
    Path in = file(dir, "in.ll", KERNEL);
    Path tmp = Files.createDirectory(dir.resolve("tmp"));
    String java = ProcessHandle.current().info().command()
        .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    Process p = new ProcessBuilder(java, "-Djava.io.tmpdir=" + tmp, "-cp", System.getProperty("java.class.path"),
        Main.class.getName(), "reduce", "--test=" + test, in.toString())
        .redirectError(dir.resolve("stderr").toFile())
        .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(ExitCodes.OK, p.waitFor(), Files.readString(dir.resolve("stderr")));
    String err = Files.readString(dir.resolve("stderr"));
    assertEquals(IrPrinter.print(IrParser.parse(out, "stdout")), out, "stdout is exactly one module");
    assertTrue(out.contains(BALLOT_CALL), out);
    assertFalse(out.contains("NOISE") || err.contains("NOISE"), out + err);
    assertTrue(err.startsWith("reduce: " + in + ": 13 instructions"), err);
    try (Stream<Path> left = Files.list(tmp)) {
      assertEquals(List.of(), left.toList(), "temporary files left behind");
    }
  }
}
