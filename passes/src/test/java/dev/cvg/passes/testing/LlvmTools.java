package dev.cvg.passes.testing;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs the installed LLVM 22 tools ({@code opt-22}, {@code FileCheck-22}) for the comparisons
 * with LLVM. A tool missing from PATH skips the calling test with a message naming it, or fails
 * the test under {@code -Dcvg.requireLlvm=true} (the convention of the tests module's
 * {@code Llvm22}, which the passes module cannot depend on).
 */
public final class LlvmTools {
  /** LLVM's optimizer. */
  public static final String OPT = "opt-22";
  /** LLVM's FileCheck. */
  public static final String FILECHECK = "FileCheck-22";

  private LlvmTools() {}

  /**
   * The outcome of one run.
   *
   * @param exit the exit code, -1 when the tool timed out
   * @param stdout standard output
   * @param stderr standard error
   */
  public record Run(int exit, String stdout, String stderr) {
    /** Returns whether the tool exited 0. */
    public boolean ok() {
      return exit == 0;
    }

    /** Returns the first line of the diagnostic, or the exit code when there is none. */
    public String firstError() {
      return stderr.lines().findFirst().orElse("exit " + exit);
    }
  }

  /** Returns {@code tool}'s path; skips the calling test when it is absent (fails when LLVM is required). */
  public static Path require(String tool) {
    Optional<Path> found = find(tool);
    if (found.isEmpty()) {
      String msg = tool + " is not on PATH: the comparison with LLVM is skipped";
      if (Boolean.getBoolean("cvg.requireLlvm")) {
        Assertions.fail(msg + ", and -Dcvg.requireLlvm=true turns the skip into a failure");
      }
      Assumptions.abort(msg);
    }
    return found.get();
  }

  /** Returns opt-22's path (see {@link #require(String)}). */
  public static Path opt() {
    return require(OPT);
  }

  /** Runs {@code tool} (required, see {@link #require}) with {@code args} on {@code stdin}, at most a minute. */
  public static Run run(String tool, List<String> args, String stdin) throws Exception {
    List<String> command = new ArrayList<>();
    command.add(require(tool).toString());
    command.addAll(args);
    Path in = Files.createTempFile("cvg-llvm", ".in");
    Path out = Files.createTempFile("cvg-llvm", ".out");
    Path err = Files.createTempFile("cvg-llvm", ".err");
    try {
      Files.writeString(in, stdin);
      Process p = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile())
          .redirectError(err.toFile()).start();
      if (!p.waitFor(1, TimeUnit.MINUTES)) {
        p.destroyForcibly();
        return new Run(-1, "", command + " timed out");
      }
      return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    } finally {
      Files.deleteIfExists(in);
      Files.deleteIfExists(out);
      Files.deleteIfExists(err);
    }
  }

  /** Runs {@code opt-22 -S <args>} on {@code ir}; a failure of opt (its verifier too) is returned, not thrown. */
  public static Run tryOpt(String ir, List<String> args) throws Exception {
    List<String> all = new ArrayList<>(List.of("-S"));
    all.addAll(args);
    return run(OPT, all, ir);
  }

  /** Returns {@code opt-22 -S <args>} of {@code ir}; fails the test with opt's message when opt fails. */
  public static String opt(String ir, List<String> args) throws Exception {
    Run r = tryOpt(ir, args);
    if (!r.ok()) {
      throw new AssertionError("opt-22 " + args + " failed:\n" + r.stderr() + r.stdout());
    }
    return r.stdout();
  }

  /** Returns {@code opt-22 -S <args>} of {@code m}, parsed as opt's output (see {@link #opt(String, List)}). */
  public static Module opt(Module m, List<String> args) throws Exception {
    return parseOutput(opt(IrPrinter.print(m), args));
  }

  /** Parses what opt-22 printed. */
  public static Module parseOutput(String text) throws Exception {
    return IrParser.parseAsOpt(text, "opt-22 output", Optional.empty());
  }

  /** Runs {@code FileCheck-22 checkFile} on {@code input}; fails with FileCheck's message. */
  public static void fileCheck(Path checkFile, String input) throws Exception {
    Run r = run(FILECHECK, List.of(checkFile.toString()), input);
    if (!r.ok()) {
      throw new AssertionError("FileCheck-22 " + checkFile + " failed:\n" + r.stderr() + r.stdout());
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
}
