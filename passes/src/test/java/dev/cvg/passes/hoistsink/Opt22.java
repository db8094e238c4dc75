package dev.cvg.passes.hoistsink;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs {@code opt-22} for the comparisons with LLVM. Absent, a comparison is skipped with a
 * message, or fails when {@code -Dcvg.requireLlvm=true} (as the tests module's Llvm22 decides).
 */
final class Opt22 {
  private Opt22() {}

  /** Returns opt-22's path, skipping (or failing with -Dcvg.requireLlvm=true) when it is absent. */
  static Path require() {
    Optional<Path> opt = find();
    if (opt.isEmpty() && Boolean.getBoolean("cvg.requireLlvm")) {
      throw new AssertionError("opt-22 is not on PATH and -Dcvg.requireLlvm=true");
    }
    Assumptions.assumeTrue(opt.isPresent(), "opt-22 is not on PATH: the comparison with LLVM is skipped");
    return opt.get();
  }

  private static Optional<Path> find() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(dir, "opt-22");
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Runs {@code opt-22 -S -passes=PIPELINE} on {@code ir} and returns its output. */
  static String run(String pipeline, String ir) throws Exception {
    Path in = Files.createTempFile("cvg-opt", ".ll");
    try {
      Files.writeString(in, ir);
      Process p = new ProcessBuilder(require().toString(), "-S", "-passes=" + pipeline, in.toString(), "-o", "-")
          .redirectErrorStream(false).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        throw new AssertionError("opt-22 -passes=" + pipeline + " failed: " + err);
      }
      return out;
    } finally {
      Files.deleteIfExists(in);
    }
  }
}
