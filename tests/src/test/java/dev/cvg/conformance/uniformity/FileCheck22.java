package dev.cvg.conformance.uniformity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs LLVM's {@code FileCheck-22} (when installed) on a check file and an input text, as a
 * {@code RUN} line's pipe would. A stand-in until the harness branch's FileCheck subset is wired
 * in; tests skip when the tool is absent.
 */
final class FileCheck22 {
  static final String TOOL = "FileCheck-22";

  private FileCheck22() {}

  /** The outcome: whether FileCheck accepted the input, and its diagnostics. */
  record Result(boolean passed, String diagnostics) {}

  /** Returns whether {@code FileCheck-22} can be started. */
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

  /** Runs FileCheck with {@code args} ({@code %s} replaced by {@code checkFile}) on {@code input}. */
  static Result run(Path checkFile, List<String> args, String input) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(TOOL);
    for (String a : args) {
      cmd.add(a.equals("%s") ? checkFile.toString() : a);
    }
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    try (var in = p.getOutputStream()) {
      in.write(input.getBytes(StandardCharsets.UTF_8));
    }
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      return new Result(false, "FileCheck timed out");
    }
    return new Result(p.exitValue() == 0, out);
  }
}
