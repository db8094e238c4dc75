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

  /**
   * Returns opt's analysis text for module {@code ir} (written to a temporary file).
   *
   * @throws IOException if opt fails, with its output
   */
  static String run(String ir, String triple) throws IOException, InterruptedException {
    Path file = Files.createTempFile("cvg-ua-", ".ll");
    try {
      Files.writeString(file, ir);
      dev.cvg.testkit.Llvm22.Run r = dev.cvg.testkit.Llvm22.run(TOOL, "-mtriple=" + triple,
          "-passes=print<uniformity>", "-disable-output", file.toString());
      String out = r.merged();
      if (!r.ok()) {
        throw new IOException(TOOL + " failed on " + file + ":\n" + out);
      }
      return out;
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
