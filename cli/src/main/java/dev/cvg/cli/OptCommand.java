package dev.cvg.cli;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineException;
import dev.cvg.passes.framework.PipelineResult;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg opt -passes=PIPELINE FILE}: runs cvg's convergence-aware passes over the module, as
 * {@code opt -passes=} runs LLVM's, and prints the transformed module. Every step (one pass, one
 * function, one round) is a transaction: verified by the IR and convergence verifiers (and the
 * legality checker with {@code --verify-legality}) and rolled back, with a warning, when it
 * fails. {@code --stats} and {@code --json} report what each pass did and refused, and why.
 *
 * <p>Statistics go to standard error, as {@code opt -stats} prints them, unless the module does
 * not go to standard output ({@code -o FILE}, {@code --disable-output}): then to standard output.
 *
 * <p>Exit codes: 0 done; 1 the input does not verify, or {@code --verify-legality} found the
 * output ILLEGAL against the input; 2 bad usage, an unknown pass, a malformed pipeline, an
 * unreadable or unparsable input; 3 {@code --verify-legality} could not decide (UNKNOWN) for
 * some function and found none ILLEGAL.
 */
@Command(name = "opt", description = {
    "Run convergence-aware passes over a module (as opt -passes=) and print the result.",
    "Each step is verified and rolled back when it breaks the IR, convergence control or",
    "(with --verify-legality) the converged-with relation; --stats says what each pass did,",
    "what its guard refused and why."},
    footer = {"%nStatistics go to standard error, or to standard output with -o FILE or --disable-output.",
        "Example (docs/opt.md has more):",
        "  cvg opt -passes=loop-unroll,licm --stats kernel.ll -o out.ll"})
final class OptCommand extends Subcommand {
  private final PassRegistry registry;

  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Mixin
  OutputFile output;

  @Option(names = {"-passes", "--passes"}, required = true, paramLabel = "PIPELINE",
      description = "The passes, as opt spells them: a,b<key=value;flag>,c (function(...) and loop(...) nest).")
  String passes;

  @Option(names = "-S", description = "Accepted for opt compatibility: the output is always text.")
  boolean text;

  @Option(names = {"--disable-output", "-disable-output"}, description = "Do not write the module (as opt).")
  boolean disableOutput;

  @Option(names = "--triple", paramLabel = "TRIPLE", description = "Target triple, overriding the module's (as --mtriple).")
  String triple;

  @Option(names = "--no-guard", description = "Transform even what the convergence guards refuse (for testing the checker).")
  boolean noGuard;

  @Option(names = "--verify-legality",
      description = "Check each step with the legality checker (ILLEGAL steps are rolled back) and the output against the input.")
  boolean verifyLegality;

  @Option(names = "--legality-at", paramLabel = "WHEN", defaultValue = "both",
      description = "With --verify-legality: step, end or both (default both).")
  String legalityAt;

  @Option(names = "--verify-preserved",
      description = "Recompute every analysis a pass claims to preserve and roll back the step if it changed.")
  boolean verifyPreserved;

  @Option(names = "--stats", description = "Print what each pass did and refused, with reasons.")
  boolean stats;

  @Option(names = "--json", description = "Print the statistics as JSON.")
  boolean json;

  @Mixin
  LegalityCheckOptions legality;

  /** Creates the command with cvg's own passes. */
  OptCommand() {
    this(BuiltinPasses.registry());
  }

  /** Creates the command with the passes of {@code registry} (tests add their own). */
  OptCommand(PassRegistry registry) {
    this.registry = Objects.requireNonNull(registry);
  }

  @Override
  protected int execute() throws CliException {
    Optional<String> tripleOverride = triple();
    PassManager manager;
    try {
      manager = PassManager.of(registry, passes, options(tripleOverride));
    } catch (PipelineException e) {
      throw new CliException(ExitCodes.USAGE, e.render());
    }
    SourceText src = input.read(stdin());
    Module m = ModuleInput.parseAsOpt(src, tripleOverride);
    ModuleInput.requireValid(m, dev.cvg.target.Targets.forModule(m, tripleOverride, target.cpu().orElse(""),
        dev.cvg.target.TargetRules.UPSTREAM));
    PipelineResult r = manager.run(m);
    OptReport report = new OptReport(passes, r);
    report.warnings(err());
    if (!disableOutput) {
      output.write(out(), IrPrinter.print(r.output()));
    }
    if (json || stats) {
      java.io.PrintWriter where = disableOutput || !output.isStdout() ? out() : err();
      where.print(json ? report.json() : report.text());
      where.flush();
    }
    return report.exitCode(err());
  }

  /** Returns the triple override: {@code --triple} or {@code --mtriple}, which must agree. */
  private Optional<String> triple() throws CliException {
    if (triple != null && target.triple().isPresent() && !triple.equals(target.triple().get())) {
      throw new CliException(ExitCodes.USAGE, "error: --triple " + triple + " and --mtriple " + target.triple().get()
          + " disagree; give one");
    }
    return Optional.ofNullable(triple).or(target::triple);
  }

  private PassOptions options(Optional<String> tripleOverride) throws CliException {
    boolean step = verifyLegality && (legalityAt.equals("step") || legalityAt.equals("both"));
    boolean end = verifyLegality && (legalityAt.equals("end") || legalityAt.equals("both"));
    if (!List.of("step", "end", "both").contains(legalityAt)) {
      throw new CliException(ExitCodes.USAGE, "error: --legality-at must be step, end or both, not '" + legalityAt + "'");
    }
    PassOptions o = PassOptions.defaults().withGuards(!noGuard).withLegality(step, end)
        .withLegalityOptions(legality.options(Optional.empty()))
        .withVerifyPreserved(verifyPreserved || Boolean.getBoolean("cvg.verifyPreserved"));
    return tripleOverride.map(o::withTriple).orElse(o);
  }
}
