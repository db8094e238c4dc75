package dev.cvg.passes.hoistsink;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs {@code opt-22} and {@code FileCheck-22} for the comparisons with LLVM. Absent, a comparison is skipped with a
 * message, or fails when {@code -Dcvg.requireLlvm=true} (as the tests module's Llvm22 decides).
 */
final class Opt22 {
  private Opt22() {}

  /** Returns opt-22's path, skipping (or failing with -Dcvg.requireLlvm=true) when it is absent. */
  static Path require() {
    return require("opt-22");
  }

  /** Returns {@code tool}'s path, skipping (or failing with -Dcvg.requireLlvm=true) when it is absent. */
  static Path require(String tool) {
    Optional<Path> found = find(tool);
    if (found.isEmpty() && Boolean.getBoolean("cvg.requireLlvm")) {
      throw new AssertionError(tool + " is not on PATH and -Dcvg.requireLlvm=true");
    }
    Assumptions.assumeTrue(found.isPresent(), tool + " is not on PATH: the comparison with LLVM is skipped");
    return found.get();
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

  /** Runs {@code opt-22 -S -passes=PIPELINE} on {@code ir} and returns its output. */
  static String run(String pipeline, String ir) throws Exception {
    Path in = Files.createTempFile("cvg-opt", ".ll");
    try {
      Files.writeString(in, ir);
      return exec(null, require().toString(), "-S", "-passes=" + pipeline, in.toString(), "-o", "-");
    } finally {
      Files.deleteIfExists(in);
    }
  }

  /** Runs {@code FileCheck-22 CHECKFILE} on {@code input}; fails with FileCheck's message. */
  static void fileCheck(Path checkFile, String input) throws Exception {
    exec(input, require("FileCheck-22").toString(), checkFile.toString());
  }

  private static String exec(String stdin, String... command) throws Exception {
    Process p = new ProcessBuilder(command).start();
    if (stdin != null) {
      try (var w = p.getOutputStream()) {
        w.write(stdin.getBytes(StandardCharsets.UTF_8));
      }
    } else {
      p.getOutputStream().close();
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new AssertionError(String.join(" ", command) + " failed:\n" + err + out);
    }
    return out;
  }
}
