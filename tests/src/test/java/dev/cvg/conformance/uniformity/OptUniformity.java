package dev.cvg.conformance.uniformity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Runs {@code opt-22 -mtriple=... -passes='print<uniformity>' -disable-output} on IR text. */
final class OptUniformity {
  static final String TOOL = "opt-22";

  private OptUniformity() {}

  /** Returns whether {@code opt-22} can be started. */
  static boolean available() {
    try {
      Process p = new ProcessBuilder(TOOL, "--version").redirectErrorStream(true).start();
      p.getInputStream().readAllBytes();
      return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0;
    } catch (IOException e) {
      return false;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  /**
   * Returns opt's analysis text for module {@code ir} (written to a temporary file).
   *
   * @throws IOException if opt fails, with its output
   */
  static String run(String ir, String triple) throws IOException, InterruptedException {
    Path file = Files.createTempFile("cvg-ua-", ".ll");
    try {
      Files.writeString(file, ir);
      Process p = new ProcessBuilder(TOOL, "-mtriple=" + triple, "-passes=print<uniformity>",
          "-disable-output", file.toString()).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(300, TimeUnit.SECONDS) || p.exitValue() != 0) {
        throw new IOException(TOOL + " failed on " + file + ":\n" + out);
      }
      return out;
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
