package dev.cvg.generate;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Test-only: finds {@code opt-22} on the PATH and runs printer passes over a module text.
 *
 * <p>A missing {@code opt-22} skips the tests of this module that need it, or fails them under
 * {@code -Dcvg.requireLlvm=true}: the rule of the {@code tests} module's {@code Llvm22}, which
 * testkit's tests cannot see (the module arrows point the other way), decided here once for
 * testkit.
 */
public final class Opt22 {
  private static final String REQUIRE_PROPERTY = "cvg.requireLlvm";

  private Opt22() {}

  /**
   * Returns the {@code opt-22} executable, if it is on the PATH.
   *
   * @throws AssertionError if it is not and {@code -Dcvg.requireLlvm=true}
   */
  public static Optional<Path> find() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path p = Path.of(dir, "opt-22");
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    if (Boolean.getBoolean(REQUIRE_PROPERTY)) {
      throw new AssertionError("opt-22 not on PATH, and -D" + REQUIRE_PROPERTY
          + "=true turns this skip into a failure: install LLVM 22 (apt-get install llvm-22) or drop the switch");
    }
    return Optional.empty();
  }

  /**
   * Returns the {@code opt-22} executable, skipping the calling test (a JUnit assumption)
   * without it.
   *
   * @throws AssertionError if it is missing and {@code -Dcvg.requireLlvm=true}
   */
  public static Path findOrSkip() {
    Optional<Path> opt = find();
    Assumptions.assumeTrue(opt.isPresent(), "opt-22 not on PATH: skipped");
    return opt.get();
  }

  /**
   * Runs {@code opt-22 -passes=<passes> -disable-output} on {@code module} and returns what it
   * printed on stderr (where the printer passes write).
   *
   * @throws IOException if opt fails or exits non-zero (its stderr is in the message)
   */
  public static String run(Path opt, String passes, String module)
      throws IOException, InterruptedException {
    Path in = Files.createTempFile("cvg-opt", ".ll");
    try {
      Files.writeString(in, module, StandardCharsets.UTF_8);
      Process p = new ProcessBuilder(opt.toString(), "-passes=" + passes, "-disable-output",
          in.toString()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0) {
        throw new IOException("opt-22 failed:\n" + err);
      }
      return err;
    } finally {
      Files.deleteIfExists(in);
    }
  }

  /**
   * Splits printer output into sections keyed by function name: each section starts with a
   * line {@code <prefix><name>} and runs up to the next line starting with a known prefix.
   */
  public static Map<String, String> sections(String output, List<String> prefixes, String prefix) {
    Map<String, String> out = new LinkedHashMap<>();
    String current = null;
    StringBuilder sb = new StringBuilder();
    List<String> lines = new ArrayList<>(output.lines().toList());
    for (String line : lines) {
      boolean starts = prefixes.stream().anyMatch(line::startsWith);
      if (starts) {
        if (current != null) {
          out.put(current, sb.toString());
        }
        current = line.startsWith(prefix) ? line.substring(prefix.length()) : null;
        sb.setLength(0);
      }
      if (current != null) {
        sb.append(line).append('\n');
      }
    }
    if (current != null) {
      out.put(current, sb.toString());
    }
    return out;
  }
}
