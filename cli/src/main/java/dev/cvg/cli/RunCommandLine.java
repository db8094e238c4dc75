package dev.cvg.cli;

import dev.cvg.ir.Module;
import dev.cvg.cli.run.RunCommand;
import dev.cvg.cli.run.RunOptions;
import dev.cvg.cli.run.RunReport;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg run FILE}: runs a kernel (or {@code --function}) on a group of threads in the
 * reference interpreter and prints each thread's result, the dynamic uniformity of every named
 * value and, for at most eight threads, the trace table; {@code --json} prints the same as data.
 * Exit code 0 when the run completes, 3 (unknown) when a bound was hit.
 */
@Command(name = "run", description = "Run a function on a group of threads in the reference oracle.")
final class RunCommandLine extends Subcommand {
  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Option(names = "--function", paramLabel = "NAME",
      description = "Function to run (default: the first kernel, else the first definition).")
  String function;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "64", description = "Number of threads (default 64).")
  int threads;

  @Option(names = "--args", paramLabel = "ARG", split = ",",
      description = "Arguments, comma-separated: integers, tid, tid*A+B, floats, buf[:BYTES[:private]], undef "
          + "(default: drawn from the seed; uniform where the target says so).")
  List<String> args;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "0", description = "Seed for generated arguments.")
  long seed;

  @Option(names = "--hierarchy", paramLabel = "K", defaultValue = "llvm",
      description = "Cycle hierarchy: llvm (default), textual or seed:N.")
  String hierarchy;

  @Option(names = "--steps", paramLabel = "N", defaultValue = "1000000",
      description = "Instructions per thread before the run is unknown (default 1000000).")
  long steps;

  @Option(names = "--rounds", paramLabel = "N", defaultValue = "64",
      description = "Fixed-point rounds of the convergent results before the run is unknown (default 64).")
  int rounds;

  @Option(names = "--json", description = "Print the report as JSON.")
  boolean json;

  @Override
  protected int execute() throws CliException {
    SourceText src = input.read(stdin());
    Module m = ModuleInput.parse(src);
    ModuleInput.requireValid(m, target.model(m));
    RunOptions options = new RunOptions(Optional.ofNullable(function), threads, Optional.ofNullable(args),
        seed, hierarchy, target.triple(), steps, rounds);
    RunReport report;
    try {
      report = RunCommand.execute(m, options);
    } catch (IllegalArgumentException e) {
      throw CliException.input(src.name(), e.getMessage());
    }
    out().print(json ? report.toJson() : report.toText());
    return report.ok() ? ExitCodes.OK : ExitCodes.UNKNOWN;
  }
}
