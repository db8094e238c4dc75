package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
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
 * Runs {@code opt-22} on a module for the comparisons with LLVM. Without {@code opt-22} on PATH a
 * test is skipped with a message, or fails when {@code -Dcvg.requireLlvm=true} (as in the tests
 * module's {@code Llvm22}).
 */
final class Opt22 {
  private Opt22() {}

  /** Skips (or, with {@code -Dcvg.requireLlvm=true}, fails) the calling test when opt-22 is absent. */
  static Path require() {
    Optional<Path> opt = find();
    if (opt.isEmpty()) {
      if (Boolean.getBoolean("cvg.requireLlvm")) {
        Assertions.fail("opt-22 is not on PATH and -Dcvg.requireLlvm=true");
      }
      Assumptions.abort("opt-22 is not on PATH: the comparison with LLVM's jump-threading is skipped");
    }
    return opt.get();
  }

  /**
   * The outcome of one run: the parsed output, or what opt-22 printed when it failed (LLVM's
   * verifier rejecting what a pass made is a failure too).
   *
   * @param module the output, empty when opt-22 failed
   * @param error the first line of opt-22's diagnostic, empty when it succeeded
   */
  record Result(Optional<Module> module, String error) {}

  /** Returns the result of {@code opt-22 -S <args>} on {@code module}, parsed. */
  static Module run(Path opt, Module module, List<String> args) throws Exception {
    Result r = tryRun(opt, module, args);
    return r.module().orElseThrow(() -> new AssertionError("opt-22 " + args + " failed: " + r.error()));
  }

  /** Runs {@code opt-22 -S <args>} on {@code module}; a failure of opt-22 is returned, not thrown. */
  static Result tryRun(Path opt, Module module, List<String> args) throws Exception {
    Path in = Files.createTempFile("cvg-jt", ".ll");
    try {
      Files.writeString(in, IrPrinter.print(module));
      List<String> cmd = new ArrayList<>(List.of(opt.toString(), "-S"));
      cmd.addAll(args);
      cmd.add(in.toString());
      Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        return new Result(Optional.empty(), err.lines().findFirst().orElse("exit " + p.exitValue()));
      }
      return new Result(Optional.of(IrParser.parseAsOpt(out, "opt-22 output", Optional.empty())), "");
    } finally {
      Files.deleteIfExists(in);
    }
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
}
