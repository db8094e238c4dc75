package dev.cvg.cli;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.Severity;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The base of every {@code cvg} subcommand: picocli calls {@link #call()}, which runs
 * {@link #execute()} and turns a {@link CliException} into its message on standard error and
 * its exit code. Results go to {@link #out()}, diagnostics to {@link #err()}.
 *
 * <p>Adding a subcommand takes a class and one line in {@link Main}'s {@code subcommands}:
 *
 * <pre>{@code
 * @Command(name = "cycles", description = "Print the cycle hierarchy (print<cycles>).")
 * final class CyclesCommand extends Subcommand {
 *   @Mixin InputFile input;
 *   @Mixin TargetOptions target;
 *
 *   @Override
 *   protected int execute() throws CliException {
 *     SourceText src = input.read(stdin());
 *     Module m = parse(src);                 // e.g. IrParser.parse, ParseException -> CliException
 *     for (Function f : m.functions()) out().print(CyclePrinter.print(...));
 *     return ExitCodes.OK;
 *   }
 * }
 * }</pre>
 */
public abstract class Subcommand implements Callable<Integer> {
  @Spec
  private CommandSpec spec;
  private InputStream stdin = System.in;

  /**
   * Runs the subcommand.
   *
   * @return one of {@link ExitCodes}
   * @throws CliException for a failure to report as a message (never a stack trace)
   */
  protected abstract int execute() throws CliException;

  /** Runs {@link #execute()}, printing a {@link CliException}'s message to standard error. */
  @Override
  public final Integer call() {
    try {
      return execute();
    } catch (CliException e) {
      err().println(e.render());
      err().flush();
      return e.exitCode();
    } finally {
      out().flush();
    }
  }

  /** Returns the standard output writer (results). */
  protected PrintWriter out() {
    return spec.commandLine().getOut();
  }

  /** Returns the standard error writer (diagnostics). */
  protected PrintWriter err() {
    return spec.commandLine().getErr();
  }

  /** Returns standard input (for the {@code -} input argument). */
  protected InputStream stdin() {
    return stdin;
  }

  /** Sets standard input; {@link Main} does this for in-process runs. */
  void stdin(InputStream in) {
    this.stdin = in;
  }

  /**
   * Prints {@code diagnostics} to standard error, one rendered diagnostic each, and returns
   * {@link ExitCodes#INVALID} if any is an error, else {@link ExitCodes#OK}.
   */
  protected int report(List<Diagnostic> diagnostics) {
    boolean error = false;
    for (Diagnostic d : diagnostics) {
      err().println(d.render());
      error |= d.severity() == Severity.ERROR;
    }
    err().flush();
    return error ? ExitCodes.INVALID : ExitCodes.OK;
  }
}
