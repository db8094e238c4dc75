package dev.cvg.conformance.verify;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the installed LLVM 22 tools ({@code opt-22}, {@code llvm-as-22}, {@code FileCheck-22})
 * as subprocesses, for tests that compare cvg with LLVM. Callers skip (JUnit assumptions) when
 * {@link #available} says a tool is missing.
 */
final class LlvmTools {
  private LlvmTools() {}

  /**
   * The outcome of one tool run.
   *
   * @param exitCode the process exit code
   * @param output stdout and stderr, merged
   */
  record Result(int exitCode, String output) {}

  /** Returns whether {@code tool} (e.g. {@code opt-22}) is on the PATH. */
  static boolean available(String tool) {
    String path = System.getenv("PATH");
    if (path == null) {
      return false;
    }
    for (String dir : path.split(java.io.File.pathSeparator)) {
      if (Path.of(dir, tool).toFile().canExecute()) {
        return true;
      }
    }
    return false;
  }

  /** Runs {@code command} with {@code stdin} as input; merges stdout and stderr. */
  static Result run(List<String> command, String stdin) {
    try {
      Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
      try (var in = p.getOutputStream()) {
        in.write(stdin.getBytes(StandardCharsets.UTF_8));
      }
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(120, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        throw new IllegalStateException("timed out: " + command);
      }
      return new Result(p.exitValue(), out);
    } catch (IOException e) {
      throw new IllegalStateException("cannot run " + command, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted: " + command, e);
    }
  }

  /** Runs {@code opt-22 -passes=verify -disable-output file}. */
  static Result optVerify(Path file) {
    return run(List.of("opt-22", "-passes=verify", "-disable-output", file.toString()), "");
  }

  /** Runs {@code llvm-as-22 -o /dev/null} on {@code file}'s text (as the golden RUN lines do). */
  static Result assemble(Path file) throws IOException {
    return run(List.of("llvm-as-22", "-o", "/dev/null"), java.nio.file.Files.readString(file));
  }

  /** Runs {@code FileCheck-22 checkFile [extra...]} on {@code input}. */
  static Result fileCheck(Path checkFile, String input, String... extra) {
    List<String> cmd = new ArrayList<>(List.of("FileCheck-22", checkFile.toString()));
    cmd.addAll(List.of(extra));
    return run(cmd, input);
  }
}
