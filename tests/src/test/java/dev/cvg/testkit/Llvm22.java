package dev.cvg.testkit;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Runs the installed LLVM 22 tools ({@code opt-22}, {@code llvm-as-22}, {@code llvm-dis-22},
 * {@code FileCheck-22}) as subprocesses, for the tests that compare cvg with LLVM. Callers skip
 * with a JUnit assumption when {@link #present} says a tool is missing.
 */
public final class Llvm22 {
  private Llvm22() {}

  /**
   * The outcome of one tool run.
   *
   * @param exit the exit code (-1 if the tool could not be run or timed out)
   * @param stdout standard output
   * @param stderr standard error
   */
  public record Run(int exit, String stdout, String stderr) {
    /** Returns whether the tool exited with 0. */
    public boolean ok() {
      return exit == 0;
    }

    /** Returns standard output followed by standard error. */
    public String merged() {
      return stdout + stderr;
    }

    /** Returns the first line of standard error (the diagnostic), or empty. */
    public String firstError() {
      return stderr.lines().findFirst().orElse("");
    }
  }

  /** Returns the path of {@code tool} on PATH, if present and executable. */
  public static Optional<Path> find(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(dir, tool);
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Returns whether all of {@code tools} are on PATH. */
  public static boolean present(String... tools) {
    for (String t : tools) {
      if (find(t).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /** Runs {@code command} with {@code stdin} as its input (at most two minutes). */
  public static Run run(List<String> command, String stdin) {
    try {
      Path in = Files.createTempFile("cvg-llvm", ".in");
      Path out = Files.createTempFile("cvg-llvm", ".out");
      Path err = Files.createTempFile("cvg-llvm", ".err");
      try {
        Files.writeString(in, stdin, StandardCharsets.UTF_8);
        Process p = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile())
            .redirectError(err.toFile()).start();
        if (!p.waitFor(2, TimeUnit.MINUTES)) {
          p.destroyForcibly();
          return new Run(-1, "", "timeout: " + String.join(" ", command));
        }
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
      } finally {
        Files.deleteIfExists(in);
        Files.deleteIfExists(out);
        Files.deleteIfExists(err);
      }
    } catch (IOException e) {
      return new Run(-1, "", e.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new Run(-1, "", e.toString());
    }
  }

  /** Runs {@code command} without input. */
  public static Run run(String... command) {
    return run(List.of(command), "");
  }

  /** Runs {@code opt-22 -passes=verify -disable-output file}. */
  public static Run optVerify(Path file) {
    return run("opt-22", "-passes=verify", "-disable-output", file.toString());
  }

  /** Runs {@code llvm-as-22 file -o /dev/null} (parse and verify). */
  public static Run assemble(Path file) {
    return run("llvm-as-22", file.toString(), "-o", "/dev/null");
  }

  /** Runs {@code llvm-as-22 -o /dev/null < file}, as lit RUN lines do (messages name {@code <stdin>}). */
  public static Run assembleStdin(Path file) throws IOException {
    return run(List.of("llvm-as-22", "-o", "/dev/null"), Files.readString(file));
  }

  /** Runs {@code FileCheck-22 checkFile [extra...]} on {@code input}. */
  public static Run fileCheck(Path checkFile, String input, String... extra) {
    List<String> cmd = new ArrayList<>(List.of("FileCheck-22", checkFile.toString()));
    cmd.addAll(List.of(extra));
    return run(cmd, input);
  }

  /**
   * Returns LLVM's own canonical text of {@code file} ({@code llvm-as-22 | llvm-dis-22}) without
   * the lines that name the input ({@code ; ModuleID}, {@code source_filename}); empty if rejected.
   */
  public static Optional<String> canonical(Path file) throws IOException {
    Path bc = Files.createTempFile("cvg-llvm", ".bc");
    try {
      if (!run("llvm-as-22", file.toString(), "-o", bc.toString()).ok()) {
        return Optional.empty();
      }
      Run dis = run("llvm-dis-22", bc.toString(), "-o", "-");
      if (!dis.ok()) {
        return Optional.empty();
      }
      return Optional.of(dis.stdout().lines()
          .filter(l -> !l.startsWith("; ModuleID") && !l.startsWith("source_filename"))
          .collect(Collectors.joining("\n")));
    } finally {
      Files.deleteIfExists(bc);
    }
  }
}
