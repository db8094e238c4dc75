package dev.cvg.cli;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.reduce.ModuleSize;
import dev.cvg.reduce.Reducer;
import dev.cvg.target.TargetModel;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg reduce --test=CMD FILE}: shrinks the module while an external interestingness
 * test holds, as {@code llvm-reduce --test=CMD} does, with {@link Reducer}.
 *
 * <p>Each candidate is printed to a temporary {@code .ll} file and {@code CMD ARG... FILE} runs
 * on it ({@link TestRunner}); exit status 0 means interesting. The reduced module goes to
 * standard output, or atomically to {@code -o FILE}; the reducer's log goes to standard error.
 * Without {@code --no-verify} the input and every kept candidate pass the IR verifier and the
 * convergence verifier (target from {@code --mtriple}/{@code --mcpu}).
 *
 * <p>Exit codes: 0 reduced (possibly to the input itself); 1 the input does not verify or the
 * test does not hold on it ("input isn't interesting", llvm-reduce's words); 2 bad usage, an
 * unreadable or unparsable input, or a test that cannot be started.
 */
@Command(name = "reduce", description = {
    "Shrink the module while an interestingness test holds (as llvm-reduce).",
    "The test runs as CMD ARG... FILE on each candidate, FILE a temporary .ll file;",
    "exit status 0 means the candidate is interesting. The reduced module goes to",
    "standard output (or -o FILE), progress to standard error."},
    footer = {"%nExit code 1 also when the test does not hold on the input, 2 when it",
        "cannot be started. Example (docs/reduce.md has more):",
        "  cvg reduce --test=./has-ballot.sh -o small.ll big.ll"})
final class ReduceCommand extends Subcommand {
  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Mixin
  OutputFile output;

  @Option(names = "--test", required = true, paramLabel = "CMD",
      description = "Interestingness test: a program run as CMD ARG... FILE; exit status 0 means interesting.")
  String test;

  @Option(names = "--test-arg", paramLabel = "ARG",
      description = "An argument passed to the test before the file name (repeatable, in order).")
  List<String> testArgs = new ArrayList<>();

  @Option(names = "--max-tests", paramLabel = "N",
      description = "Test at most N candidates, then write the smallest interesting one so far (default: no limit).")
  Integer maxTests;

  @Option(names = "--test-timeout", paramLabel = "SECONDS",
      description = "Kill a test running longer than this (with the processes it started); it counts as "
          + "not interesting (default: no limit).")
  Double timeoutSeconds;

  @Option(names = "--no-verify",
      description = "Reduce a module that fails the verifiers; candidates are not verified either.")
  boolean noVerify;

  @Override
  protected int execute() throws CliException {
    int budget = maxTests();
    Optional<Duration> timeout = timeout();
    SourceText src = input.read(stdin());
    Module m = ModuleInput.parse(src);
    TargetModel model = target.model(m);
    Reducer.Options options = new Reducer.Options(Optional.of(model), !noVerify, budget, Optional.empty());
    if (!noVerify) {
      requireValid(m, model);
    }
    List<String> command = new ArrayList<>(testArgs);
    command.addFirst(test);
    try (TestRunner runner = TestRunner.create(command, timeout)) {
      CandidateTest interesting = new CandidateTest(runner, m);
      TestRunner.Verdict first = interesting.first();
      if (!first.interesting()) {
        throw notInteresting(src, first, runner.lastOutput());
      }
      err().println("reduce: " + src.name() + ": " + ModuleSize.of(m) + "; the test holds");
      err().flush();
      Reducer.Result r = Reducer.reduce(m, interesting, options, line -> {
        err().println("reduce: " + line);
        err().flush();
      });
      interesting.rethrowFailure();
      err().println("reduce: " + r.before() + " -> " + r.after() + " (" + r.tests() + " candidates, "
          + runner.runs() + " tests run" + (r.tests() >= options.maxTests() ? ", --max-tests reached" : "") + ")");
      err().flush();
      output.write(out(), IrPrinter.print(r.module()));
    }
    return ExitCodes.OK;
  }

  /** Returns the test budget; @throws CliException (exit code 2) if negative. */
  private int maxTests() throws CliException {
    if (maxTests == null) {
      return Integer.MAX_VALUE;
    }
    if (maxTests < 0) {
      throw new CliException(ExitCodes.USAGE, "error: --max-tests must be 0 or more, not " + maxTests);
    }
    return maxTests;
  }

  /** Returns the timeout; @throws CliException (exit code 2) unless positive and finite. */
  private Optional<Duration> timeout() throws CliException {
    if (timeoutSeconds == null) {
      return Optional.empty();
    }
    if (!(timeoutSeconds > 0) || timeoutSeconds.isInfinite()) {
      throw new CliException(ExitCodes.USAGE, "error: --test-timeout must be a positive number of seconds, not "
          + timeoutSeconds);
    }
    return Optional.of(Duration.ofNanos((long) Math.min(Long.MAX_VALUE, timeoutSeconds * 1e9)));
  }

  /** Like {@link ModuleInput#requireValid}, with a pointer to {@code --no-verify}. */
  private static void requireValid(Module m, TargetModel model) throws CliException {
    try {
      ModuleInput.requireValid(m, model);
    } catch (CliException e) {
      throw new CliException(e.exitCode(), e.render() + "\n" + m.sourceName()
          + ": note: to reduce a module that fails the verifiers, use --no-verify");
    }
  }

  private static CliException notInteresting(SourceText src, TestRunner.Verdict v, String output) {
    StringBuilder sb = new StringBuilder(src.name())
        .append(": error: input isn't interesting! Verify interesting-ness test (it ")
        .append(v.description()).append(" on the input)");
    if (!output.isEmpty()) {
      sb.append("\n").append(src.name()).append(": note: the test's last output:");
      output.lines().forEach(line -> sb.append("\n  ").append(line));
    }
    return new CliException(ExitCodes.INVALID, sb.toString());
  }

  /**
   * The reducer's interestingness predicate over the external test. The input's verdict is
   * computed once, up front, and remembered; a failure to run the test (or an interrupt) ends
   * the reduction: the failure is kept, every later candidate is "not interesting" without a
   * run, and {@link #rethrowFailure()} reports it once the reducer returns.
   */
  private static final class CandidateTest implements Predicate<Module> {
    private final TestRunner runner;
    private final Module input;
    private CliException failure;

    CandidateTest(TestRunner runner, Module input) {
      this.runner = runner;
      this.input = input;
    }

    /**
     * Runs the test on the input.
     *
     * @throws CliException (exit code 2) if the test cannot be started
     */
    TestRunner.Verdict first() throws CliException {
      TestRunner.Verdict v = run(input);
      rethrowFailure();
      return v;
    }

    @Override
    public boolean test(Module candidate) {
      return candidate == input || failure == null && run(candidate).interesting();
    }

    private TestRunner.Verdict run(Module m) {
      try {
        return runner.run(IrPrinter.print(m));
      } catch (IOException e) {
        failure = new CliException(ExitCodes.USAGE, "error: " + e.getMessage());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        failure = new CliException(ExitCodes.USAGE, "error: interrupted while running the interestingness test");
      }
      return new TestRunner.Verdict(false, "did not run");
    }

    void rethrowFailure() throws CliException {
      if (failure != null) {
        throw failure;
      }
    }
  }
}
