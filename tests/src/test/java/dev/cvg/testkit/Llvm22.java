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
import org.junit.jupiter.api.Assumptions;

/**
 * Runs the installed LLVM 22 tools ({@code opt-22}, {@code llvm-as-22}, {@code llvm-dis-22},
 * {@code FileCheck-22}) as subprocesses, for the tests that compare cvg with LLVM, and decides
 * what a missing tool means. This is the one place of that decision for the {@code tests}
 * module ({@link dev.cvg.lit.LlvmTools} finds its tools here too):
 * <ul>
 *   <li>by default a test that needs a missing tool is skipped ({@link #assume}) or leaves out its
 *       comparison with LLVM ({@link #available} returns false), so {@code mvn verify} passes on a
 *       machine without LLVM;
 *   <li>with {@code -Dcvg.requireLlvm=true} ({@value #REQUIRE_PROPERTY}, the switch CI uses) a
 *       missing tool fails the test instead, so a run cannot pass with the LLVM comparisons
 *       silently skipped.
 * </ul>
 * Tools are looked up on {@code PATH} only.
 */
public final class Llvm22 {
  /** The system property that turns a missing tool from a skip into a failure. */
  public static final String REQUIRE_PROPERTY = "cvg.requireLlvm";

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

  /** Returns whether {@code -Dcvg.requireLlvm=true} is set: missing tools are failures. */
  public static boolean required() {
    return Boolean.getBoolean(REQUIRE_PROPERTY);
  }

  /**
   * Returns whether all of {@code tools} are on PATH, for a test that leaves out its comparison
   * with LLVM without them.
   *
   * @throws AssertionError if one is missing and {@link #required()}
   */
  public static boolean available(String... tools) {
    List<String> missing = new ArrayList<>();
    for (String t : tools) {
      if (find(t).isEmpty()) {
        missing.add(t);
      }
    }
    if (!missing.isEmpty() && required()) {
      throw new AssertionError(String.join(", ", missing) + " not on PATH, and -D" + REQUIRE_PROPERTY
          + "=true turns this skip into a failure: install LLVM 22 (apt-get install llvm-22) or drop the switch");
    }
    return missing.isEmpty();
  }

  /**
   * Skips the calling test (a JUnit assumption) unless all of {@code tools} are on PATH.
   *
   * @throws AssertionError if one is missing and {@link #required()}
   */
  public static void assume(String... tools) {
    Assumptions.assumeTrue(available(tools), () -> String.join(", ", tools) + " not on PATH: skipped");
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
