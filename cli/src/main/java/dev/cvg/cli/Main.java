package dev.cvg.cli;

import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * The {@code cvg} command: the entry point of the fat jar and of {@code ./cvg}.
 *
 * <p>Conventions, shared by every subcommand: results on standard output, diagnostics on
 * standard error as {@code file:line:col: error: message}; exit codes as in
 * {@link ExitCodes}; never a stack trace — usage errors print the problem and a hint
 * (exit 2), and an unexpected exception prints {@code error: internal: <type>: <message>}
 * (exit 2).
 */
@Command(name = "cvg", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
    scope = CommandLine.ScopeType.INHERIT,
    description = {"Convergence-aware analysis, transformation and validation of GPU programs",
        "written in a subset of LLVM IR."},
    subcommands = {DemoCommand.class, VerifyCommand.class, PrintCommand.class, CyclesCommand.class,
        UniformityCommand.class, RunCommandLine.class, CheckCommand.class, ReduceCommand.class,
        DotCommand.class, OptCommand.class, FuzzCommand.class,
        CommandLine.HelpCommand.class},
    synopsisSubcommandLabel = "COMMAND",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
        "0:ok: valid input, legal transform, command done",
        "1:invalid input or illegal transform",
        "2:usage, input or internal error",
        "3:unknown (a bound was hit)"})
public final class Main implements Callable<Integer> {
  @Spec
  private CommandSpec spec;

  /** Runs {@code cvg} with the process's streams and exits with its exit code. */
  public static void main(String[] args) {
    PrintWriter out = new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
    PrintWriter err = new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8));
    System.exit(run(args, System.in, out, err));
  }

  /**
   * Runs {@code cvg} in-process with the given streams and returns the exit code; nothing
   * escapes as an exception.
   */
  public static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err) {
    return run(args, in, out, err, new Object[0]);
  }

  /** Like {@link #run(String[], InputStream, PrintWriter, PrintWriter)}, with extra
   * subcommands (for tests). */
  static int run(String[] args, InputStream in, PrintWriter out, PrintWriter err,
      Object... extraSubcommands) {
    try {
      return commandLine(in, out, err, extraSubcommands).execute(args);
    } catch (Throwable t) {
      // Errors (e.g. StackOverflowError) bypass picocli's exception handler.
      err.println("error: internal: " + describe(t));
      return ExitCodes.USAGE;
    } finally {
      out.flush();
      err.flush();
    }
  }

  /**
   * Returns the configured command line; {@code extraSubcommands} are added after the
   * built-in ones (tests use this to exercise the framework with their own subcommands).
   */
  public static CommandLine commandLine(InputStream in, PrintWriter out, PrintWriter err,
      Object... extraSubcommands) {
    CommandLine cl = new CommandLine(new Main());
    for (Object sub : extraSubcommands) {
      cl.addSubcommand(sub);
    }
    cl.setOut(out).setErr(err);
    cl.setExecutionStrategy(UnknownCommand.guarding(new CommandLine.RunLast()));
    cl.setExecutionExceptionHandler((ex, cmd, parsed) -> {
      cmd.getErr().println("error: internal: " + describe(ex));
      cmd.getErr().flush();
      return ExitCodes.USAGE;
    });
    cl.setParameterExceptionHandler((ex, args) -> {
      CommandLine cmd = ex.getCommandLine();
      PrintWriter e = cmd.getErr();
      e.println("error: " + ex.getMessage());
      CommandLine.UnmatchedArgumentException.printSuggestions(ex, e);
      e.println("Try '" + cmd.getCommandSpec().qualifiedName() + " --help' for more"
          + " information.");
      e.flush();
      return ExitCodes.USAGE;
    });
    propagateStdin(cl, in);
    return cl;
  }

  private static void propagateStdin(CommandLine cl, InputStream in) {
    if (cl.getCommand() instanceof Subcommand s) {
      s.stdin(in);
    }
    cl.getSubcommands().values().forEach(sub -> propagateStdin(sub, in));
  }

  private static String describe(Throwable t) {
    String type = t.getClass().getSimpleName();
    return t.getMessage() == null ? type : type + ": " + t.getMessage();
  }

  /** Without a subcommand: prints the usage to standard error and fails with exit code 2. */
  @Override
  public Integer call() {
    PrintWriter err = spec.commandLine().getErr();
    err.println("error: missing command");
    spec.commandLine().usage(err);
    return ExitCodes.USAGE;
  }
}
