package dev.cvg.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs an external interestingness test on candidate modules, as {@code llvm-reduce}'s
 * {@code TestRunner} does: the candidate's text is written to a temporary {@code .ll} file and
 * {@code CMD ARG... FILE} runs in the current directory; exit status 0 means "interesting".
 *
 * <p>The test's standard input is closed at once; its standard output and standard error go,
 * merged, to a file in the same temporary directory (never to cvg's standard output), so that
 * {@link #lastOutput()} can show why the input was not interesting. A test that runs longer
 * than the timeout is killed with every process it started and counts as not interesting.
 * {@link #close()} deletes the temporary directory; it is also registered for deletion when
 * the JVM exits, in case cvg is interrupted.
 *
 * <p>Not thread-safe: the reducer calls the test on one candidate at a time.
 */
final class TestRunner implements AutoCloseable {
  /** How much of the test's output {@link #lastOutput()} shows: at most this many last lines ... */
  private static final int OUTPUT_TAIL_LINES = 20;
  /** ... read from at most this many last bytes. */
  private static final int OUTPUT_TAIL_BYTES = 8192;

  /** The system error text in the JDK's message when a program cannot be started. */
  private static final Pattern ERRNO = Pattern.compile("error(?:=\\d+, |: \\d+ \\()([^)]*)");

  private final List<String> command;
  private final Optional<Duration> timeout;
  private final Path dir;
  private final Path candidate;
  private final Path output;
  private int runs;

  /**
   * The answer of one run.
   *
   * @param interesting whether the test exited with status 0 within the timeout
   * @param description what happened, for messages: {@code exited with status 1}, {@code timed
   *     out after 2.0 s}
   */
  record Verdict(boolean interesting, String description) {}

  private TestRunner(List<String> command, Optional<Duration> timeout, Path dir) {
    this.command = List.copyOf(command);
    this.timeout = timeout;
    this.dir = dir;
    this.candidate = dir.resolve("candidate.ll");
    this.output = dir.resolve("test-output.txt");
  }

  /**
   * Returns a runner for {@code command} (the program and its leading arguments; the candidate's
   * file name is appended) with its temporary directory created.
   *
   * @throws CliException (exit code 2) if the temporary directory cannot be created
   */
  static TestRunner create(List<String> command, Optional<Duration> timeout) throws CliException {
    try {
      Path dir = Files.createTempDirectory("cvg-reduce-");
      dir.toFile().deleteOnExit(); // files registered later are deleted first
      TestRunner runner = new TestRunner(command, timeout, dir);
      runner.candidate.toFile().deleteOnExit();
      runner.output.toFile().deleteOnExit();
      return runner;
    } catch (IOException e) {
      throw new CliException(ExitCodes.USAGE, "error: cannot create a temporary directory: " + e.getMessage());
    }
  }

  /** Returns the command line the test runs on {@code file}. */
  private List<String> commandLine(Path file) {
    List<String> line = new ArrayList<>(command);
    line.add(file.toString());
    return line;
  }

  /**
   * Writes {@code moduleText} to the candidate file and runs the test on it.
   *
   * @throws IOException if the candidate cannot be written or the test cannot be started (no
   *     such program, not executable); its message says which, in words for the user
   * @throws InterruptedException if cvg is interrupted while waiting; the test is killed first
   */
  Verdict run(String moduleText) throws IOException, InterruptedException {
    try {
      Files.writeString(candidate, moduleText, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new IOException("cannot write the candidate file " + candidate + ": " + e.getMessage(), e);
    }
    ProcessBuilder pb = new ProcessBuilder(commandLine(candidate))
        .redirectErrorStream(true)
        .redirectOutput(output.toFile());
    runs++;
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new IOException("cannot run the interestingness test '" + command.getFirst() + "': " + reason(e), e);
    }
    p.getOutputStream().close(); // the test reads no input
    try {
      if (timeout.isEmpty()) {
        p.waitFor();
      } else if (!p.waitFor(timeout.get().toNanos(), TimeUnit.NANOSECONDS)) {
        killTree(p);
        return new Verdict(false, "timed out after " + seconds(timeout.get()) + " s");
      }
    } catch (InterruptedException e) {
      killTree(p);
      throw e;
    }
    int status = p.exitValue();
    return new Verdict(status == 0, "exited with status " + status);
  }

  /** Returns how many times the test has been started. */
  int runs() {
    return runs;
  }

  /** Returns the last lines the most recent run printed (standard output and error merged). */
  String lastOutput() {
    ByteBuffer tail = ByteBuffer.allocate(OUTPUT_TAIL_BYTES);
    try (SeekableByteChannel ch = Files.newByteChannel(output)) {
      ch.position(Math.max(0, ch.size() - OUTPUT_TAIL_BYTES));
      while (tail.hasRemaining() && ch.read(tail) > 0) {
        // reads up to the end
      }
    } catch (IOException e) {
      return ""; // no output file: the test never started
    }
    // malformed bytes become U+FFFD: the output is shown, not parsed
    List<String> lines = new String(tail.array(), 0, tail.position(), StandardCharsets.UTF_8).lines().toList();
    return String.join("\n", lines.subList(Math.max(0, lines.size() - OUTPUT_TAIL_LINES), lines.size()));
  }

  /** Deletes the candidate, the output file and the temporary directory. */
  @Override
  public void close() {
    for (Path p : List.of(candidate, output, dir)) {
      try {
        Files.deleteIfExists(p);
      } catch (IOException e) {
        // best effort: deleteOnExit tries again when the JVM ends
      }
    }
  }

  /**
   * Kills {@code p} and every process it started (with {@code SIGKILL} on POSIX), breadth
   * first: each process's children are listed while it still lives (once it dies they are
   * re-parented to init and no longer its children), then it is killed, so a process cannot
   * start a child that escapes the walk. A process whose parent exited
   * before the kill (a daemon that forked and let its parent return) is out of the tree and out
   * of reach.
   */
  private static void killTree(Process p) throws InterruptedException {
    List<ProcessHandle> tree = new ArrayList<>(p.children().toList());
    p.destroyForcibly();
    for (int i = 0; i < tree.size(); i++) { // breadth first; the list grows as it is walked
      tree.addAll(tree.get(i).children().toList());
      tree.get(i).destroyForcibly();
    }
    // The test itself is reaped here; the others, re-parented, are reaped by init. Waiting for
    // them is pointless: a killed process stays a zombie (which ProcessHandle calls alive) until
    // init gets round to it, which can take a second.
    p.waitFor();
  }

  /**
   * Returns why a program could not be started, without the JDK's wrapping: {@code Cannot run
   * program "x": error=2, No such file or directory} (JDK 21) and {@code Cannot run program "x":
   * Exec failed, error: 2 (No such file or directory)} (JDK 25) become {@code No such file or
   * directory}.
   */
  private static String reason(IOException e) {
    String message = String.valueOf(e.getMessage());
    Matcher errno = ERRNO.matcher(message);
    return errno.find() ? errno.group(1).strip() : message;
  }

  private static String seconds(Duration d) {
    return Double.toString(d.toNanos() / 1e9);
  }
}
