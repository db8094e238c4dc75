package dev.cvg.passes.inline;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs {@code opt-22 -passes='cgscc(inline)'} with inline remarks, for the comparison with LLVM;
 * skips the calling test when {@code opt-22} is not on PATH, fails it instead under
 * {@code -Dcvg.requireLlvm=true} (the switch CI uses).
 */
final class OptInline {
  private static final Pattern INLINED = Pattern.compile("'([^']+)' inlined into '([^']+)'");

  /**
   * What opt did with one module.
   *
   * @param inlined the callee of every inlined call site, in remark order
   * @param verifies whether LLVM's verifier accepted the result (opt exits 0)
   */
  record Result(List<String> inlined, boolean verifies) {}

  private OptInline() {}

  /** Skips (or, with {@code -Dcvg.requireLlvm=true}, fails) unless {@code opt-22} is on PATH. */
  static void assume() {
    boolean present = false;
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      present |= Files.isExecutable(Path.of(dir, "opt-22"));
    }
    if (!present && Boolean.getBoolean("cvg.requireLlvm")) {
      throw new AssertionError("opt-22 is not on PATH, and -Dcvg.requireLlvm=true turns this skip into a failure");
    }
    Assumptions.assumeTrue(present, "opt-22 not on PATH: the comparison with LLVM's inliner is skipped");
  }

  /** Runs LLVM's inliner on {@code text}. */
  static Result run(String text) throws IOException, InterruptedException {
    Path in = Files.createTempFile("cvg-inline", ".ll");
    Path err = Files.createTempFile("cvg-inline", ".err");
    try {
      Files.writeString(in, text, StandardCharsets.UTF_8);
      Process p = new ProcessBuilder("opt-22", "-passes=cgscc(inline)", "-pass-remarks=inline", "-o", "/dev/null",
          in.toString()).redirectError(err.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
      if (!p.waitFor(2, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        throw new AssertionError("opt-22 timed out");
      }
      List<String> inlined = new ArrayList<>();
      Matcher m = INLINED.matcher(Files.readString(err));
      while (m.find()) {
        inlined.add(m.group(1));
      }
      return new Result(inlined, p.exitValue() == 0);
    } finally {
      Files.deleteIfExists(in);
      Files.deleteIfExists(err);
    }
  }
}
