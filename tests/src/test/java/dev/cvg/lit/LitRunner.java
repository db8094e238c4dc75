package dev.cvg.lit;

import dev.cvg.cli.Main;
import dev.cvg.filecheck.FileCheck;
import dev.cvg.filecheck.FileCheckArgs;
import dev.cvg.filecheck.FileCheckResult;
import java.io.ByteArrayInputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the RUN lines of a lit test with cvg in place of LLVM's tools: each mapped line's cvg
 * command is executed, its output is checked by cvg's {@link FileCheck}, and the outcome is
 * reported per line; unmapped lines are reported as unsupported with the mapping's reason.
 *
 * <p>Semantics follow lit's: a command must exit with 0, or with non-zero under {@code not};
 * FileCheck reads standard output, followed by standard error when the line has {@code 2>&1};
 * when the original {@code opt} command also printed the module ({@code -S} without
 * {@code -disable-output}), the module printed by {@code cvg print} is appended after the
 * analysis output, where {@code opt} prints it.
 */
public final class LitRunner {
  private LitRunner() {}

  /** Runs a cvg command line (subcommand first) and returns its exit code and outputs. */
  @FunctionalInterface
  public interface Executor {
    /** Runs {@code argv}; throws only for failures of the executor itself. */
    LlvmTools.Output run(List<String> argv) throws Exception;
  }

  /** The result kind of one RUN line. */
  public enum Status {
    /** The command and FileCheck succeeded. */
    PASS,
    /** The command's exit code or FileCheck failed. */
    FAIL,
    /** The line has no cvg equivalent. */
    UNSUPPORTED
  }

  /**
   * The outcome of one RUN line.
   *
   * @param run the RUN line
   * @param status pass, fail or unsupported
   * @param detail why it failed (exit code, FileCheck's messages) or is unsupported
   */
  public record Outcome(RunLine run, Status status, String detail) {}

  /** Returns an executor that runs {@link Main} in-process (standard input is empty). */
  public static Executor inProcess() {
    return argv -> {
      StringWriter out = new StringWriter();
      StringWriter err = new StringWriter();
      int code = Main.run(argv.toArray(String[]::new), new ByteArrayInputStream(new byte[0]),
          new PrintWriter(out), new PrintWriter(err));
      return new LlvmTools.Output(code, out.toString(), err.toString());
    };
  }

  /**
   * Runs every RUN line of a test file.
   *
   * @param fileText the test file's text (its RUN lines and check lines)
   * @param subs the lit substitutions ({@code %s} must name the file on disk)
   * @param exec how to run cvg
   * @throws LitSyntaxException if a RUN line cannot be parsed
   */
  public static List<Outcome> run(String fileText, Substitutions subs, Executor exec)
      throws Exception {
    List<Outcome> outcomes = new ArrayList<>();
    for (RunLine run : RunLines.parse(fileText)) {
      outcomes.add(switch (CvgMapping.of(run)) {
        case CvgMapping.Unmapped u -> new Outcome(run, Status.UNSUPPORTED, u.reason());
        case CvgMapping.Mapped m -> runMapped(m, fileText, subs, exec);
      });
    }
    return outcomes;
  }

  private static Outcome runMapped(CvgMapping.Mapped m, String fileText, Substitutions subs,
      Executor exec) throws Exception {
    List<String> argv = m.argv(subs);
    LlvmTools.Output r = exec.run(argv);
    boolean ok = m.expectFailure() ? r.exitCode() != 0 : r.exitCode() == 0;
    if (!ok) {
      return new Outcome(m.run(), Status.FAIL, "cvg " + String.join(" ", argv) + " exited with "
          + r.exitCode() + (m.expectFailure() ? " (expected a failure)" : "") + "\n"
          + r.stderr());
    }
    if (m.fileCheck().isEmpty()) {
      return new Outcome(m.run(), Status.PASS, "");
    }
    String input = r.stdout() + (m.mergesStderr() ? r.stderr() : "");
    if (m.printsModule()) {
      LlvmTools.Output module = exec.run(List.of("print", subs.apply(m.input())));
      input = (m.mergesStderr() ? input : "") + module.stdout();
    }
    FileCheckArgs args = m.fileCheck().get();
    String checkText = args.checkFile().equals("%s") ? fileText
        : java.nio.file.Files.readString(java.nio.file.Path.of(subs.apply(args.checkFile())),
            StandardCharsets.UTF_8);
    FileCheckResult fc = FileCheck.check(checkText, input,
        args.options().toBuilder().checkFileName(subs.apply(args.checkFile())).build());
    return fc.passed() ? new Outcome(m.run(), Status.PASS, "")
        : new Outcome(m.run(), Status.FAIL, fc.render());
  }
}
