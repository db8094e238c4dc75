package dev.cvg.cli.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One run of an external process with a time limit: standard output and error go to files (so a
 * chatty tool cannot block on a full pipe), a process still running at the limit is killed with
 * its descendants.
 *
 * @param exit the exit code; meaningless if {@code timedOut}
 * @param timedOut whether the limit was reached
 * @param stdout standard output
 * @param stderr standard error
 */
public record ToolRun(int exit, boolean timedOut, String stdout, String stderr) {
  /** Returns whether the tool finished in time with exit code 0. */
  public boolean ok() {
    return !timedOut && exit == 0;
  }

  /**
   * Returns one line saying how the run failed: a timeout, a signal (exit codes above 128, as a
   * shell reports them) or a non-zero exit code.
   */
  public String failure(Duration limit) {
    if (timedOut) {
      return "timed out after " + limit.toMillis() + " ms";
    }
    if (exit > 128) {
      return "crashed (signal " + (exit - 128) + ")";
    }
    return "exited with code " + exit;
  }

  /**
   * Runs {@code argv} in {@code dir} with standard input empty.
   *
   * @throws IOException if the process cannot be started (the tool is missing)
   */
  public static ToolRun run(List<String> argv, Path dir, Duration limit) throws IOException {
    Path out = dir.resolve("stdout");
    Path err = dir.resolve("stderr");
    Process p = new ProcessBuilder(argv).directory(dir.toFile()).redirectInput(ProcessBuilder.Redirect.from(nullFile()))
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    try {
      if (!p.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
        p.descendants().forEach(ProcessHandle::destroyForcibly);
        p.destroyForcibly();
        p.waitFor();
        return new ToolRun(-1, true, read(out), read(err));
      }
    } catch (InterruptedException e) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while running " + argv.getFirst(), e);
    }
    return new ToolRun(p.exitValue(), false, read(out), read(err));
  }

  private static java.io.File nullFile() {
    return new java.io.File(System.getProperty("os.name").startsWith("Windows") ? "NUL" : "/dev/null");
  }

  private static String read(Path p) throws IOException {
    return Files.exists(p) ? new String(Files.readAllBytes(p), StandardCharsets.UTF_8) : "";
  }

  /** Deletes {@code dir} and everything under it, if it exists; a file left behind is ignored. */
  static void deleteTree(Path dir) {
    if (dir == null) {
      return;
    }
    try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
      files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException e) {
      // a temporary directory left behind is harmless
    }
  }
}
