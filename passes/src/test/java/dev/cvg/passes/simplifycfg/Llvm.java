package dev.cvg.passes.simplifycfg;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs the installed LLVM 22 tools for the comparisons with {@code opt-22}: a missing tool skips
 * the test with a message, or fails it under {@code -Dcvg.requireLlvm=true} (as the tests
 * module's {@code Llvm22} does; the passes module cannot depend on that test code).
 */
final class Llvm {
  private Llvm() {}

  /**
   * The outcome of one run.
   *
   * @param exit the exit code, -1 when the tool could not run or timed out
   * @param stdout standard output
   * @param stderr standard error
   */
  record Run(int exit, String stdout, String stderr) {}

  /** Skips the calling test unless {@code tools} are on PATH (fails when LLVM is required). */
  static void assume(String... tools) {
    for (String t : tools) {
      if (find(t).isEmpty()) {
        if (Boolean.getBoolean("cvg.requireLlvm")) {
          throw new AssertionError(t + " not on PATH, and -Dcvg.requireLlvm=true turns the skip into a failure");
        }
        Assumptions.abort(t + " not on PATH: the comparison with LLVM is skipped");
      }
    }
  }

  private static Optional<Path> find(String tool) {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(dir, tool);
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Runs {@code command} with {@code stdin} as input, at most a minute. */
  static Run run(List<String> command, String stdin) throws Exception {
    Path in = Files.createTempFile("cvg-simplifycfg", ".in");
    Path out = Files.createTempFile("cvg-simplifycfg", ".out");
    Path err = Files.createTempFile("cvg-simplifycfg", ".err");
    try {
      Files.writeString(in, stdin);
      Process p = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile())
          .redirectError(err.toFile()).start();
      if (!p.waitFor(1, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        return new Run(-1, "", "timeout");
      }
      return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    } finally {
      Files.deleteIfExists(in);
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /** Returns {@code opt-22 -passes=simplifycfg -S} of {@code ir}. */
  static String simplifycfg(String ir) throws Exception {
    Run r = run(List.of("opt-22", "-passes=simplifycfg", "-S"), ir);
    if (r.exit() != 0) {
      throw new AssertionError("opt-22 failed: " + r.stderr());
    }
    return r.stdout();
  }
}
