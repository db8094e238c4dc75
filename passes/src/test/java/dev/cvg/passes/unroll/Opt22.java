package dev.cvg.passes.unroll;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs {@code opt-22} from PATH for the comparisons with LLVM's loop-unroll. A missing tool skips
 * the test, or fails it under {@code -Dcvg.requireLlvm=true} (the convention of the tests
 * module's {@code Llvm22}).
 */
final class Opt22 {
  private Opt22() {}

  /** Returns the path of opt-22, skipping (or failing, when required) if it is absent. */
  static Path require() {
    Optional<Path> p = find();
    if (p.isEmpty()) {
      String msg = "opt-22 is not on PATH: the comparison with LLVM's loop-unroll is skipped";
      if (Boolean.getBoolean("cvg.requireLlvm")) {
        Assertions.fail(msg + " (-Dcvg.requireLlvm=true)");
      }
      Assumptions.abort(msg);
    }
    return p.get();
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

  /** Runs {@code opt} with {@code args} on {@code text}; returns the printed module. */
  static String run(Path opt, String text, List<String> args) throws Exception {
    List<String> argv = new ArrayList<>();
    argv.add(opt.toString());
    argv.addAll(args);
    argv.add("-S");
    Process p = new ProcessBuilder(argv).redirectErrorStream(false).start();
    p.getOutputStream().write(text.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
      throw new AssertionError("opt-22 " + args + " failed: " + err + "\n" + text);
    }
    return out;
  }
}
