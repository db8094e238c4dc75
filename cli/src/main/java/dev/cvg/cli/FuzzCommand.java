package dev.cvg.cli;

import dev.cvg.cli.fuzz.Campaign;
import dev.cvg.cli.fuzz.CampaignResult;
import dev.cvg.cli.fuzz.CampaignSettings;
import dev.cvg.cli.fuzz.Checker;
import dev.cvg.cli.fuzz.CvgPipelineTransform;
import dev.cvg.cli.fuzz.ExternalTransform;
import dev.cvg.cli.fuzz.SecondOpinionTransform;
import dev.cvg.cli.fuzz.FindingWriter;
import dev.cvg.cli.fuzz.Progress;
import dev.cvg.cli.fuzz.ToolCommand;
import dev.cvg.cli.fuzz.Transform;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg fuzz --passes=PIPELINE [--seeds A:B | --count N | --time 10m]}: a differential
 * campaign over generated kernels. Every kernel the verifiers accept goes through each transform,
 * every changed function is checked with the legality checker, and each distinct finding (ILLEGAL
 * by property and operation kind, or a failed transform) is reduced and written under
 * {@code --out}. Exit codes: 0 no findings, 1 findings, 2 bad usage.
 */
@Command(name = "fuzz", description = {
    "Differential campaign: generate kernels from seeds, transform each with cvg's passes (guarded,",
    "or --no-guard), check every changed function with the legality checker, reduce each distinct",
    "finding and write it under --out as before.ll, after.ll and verdict.txt."},
    footer = {"%nThe summary on standard output depends on the seeds and options only, not on --jobs;",
        "times and kernels/s go to standard error.",
        "Exit codes of cvg fuzz: 0 no findings, 1 findings, 2 bad usage.",
        "Example (docs/fuzz.md has more):",
        "  cvg fuzz --passes=licm --count 1000 --size tiny --out findings/"})
final class FuzzCommand extends Subcommand {
  private final PassRegistry registry;

  @Option(names = {"--passes", "-passes"}, paramLabel = "PIPELINE",
      description = "A pipeline as cvg opt takes it; repeat for several transforms, each a row of the summary.")
  List<String> passes = new ArrayList<>();

  @Option(names = "--opt", paramLabel = "CMD",
      description = "An external tool that reads and writes .ll, e.g. 'opt-22 -S -passes=licm'; repeatable.")
  List<String> opt = new ArrayList<>();

  @Option(names = "--llvm-analyses",
      description = "Also ask opt-22 for uniformity and cycles of every kernel and report where it disagrees with cvg.")
  boolean llvmAnalyses;

  @Option(names = "--opt-timeout", paramLabel = "SECONDS", defaultValue = "60",
      description = "Time limit of one run of an --opt tool (default 60).")
  long optTimeout;

  @Option(names = "--no-guard", description = "Run the passes without their guards (refusals overridden, counted).")
  boolean noGuard;

  @Mixin
  FuzzRange range;

  @Option(names = "--jobs", paramLabel = "N", description = "Worker threads (default: all cores).")
  Integer jobs;

  @Option(names = "--batch", paramLabel = "N", defaultValue = "1",
      description = "Seeds a worker hands a transform at once (external tools start once per batch; default 1).")
  int batch;

  @Mixin
  FuzzKernelOptions kernels;

  @Option(names = "--out", paramLabel = "DIR", description = "Write the findings (and summary.txt) under DIR.")
  Path out;

  @Option(names = "--json", description = "Print the summary as JSON.")
  boolean json;

  @Option(names = "--progress", negatable = true,
      description = "Show a progress line on standard error (default: when it is a terminal).")
  Boolean progress;

  @Mixin
  FuzzCheckOptions check;

  @Option(names = "--reduce-tests", paramLabel = "N", defaultValue = "400",
      description = "Candidate tests the reducer may spend per finding (default 400).")
  int reduceTests;

  /** Creates the command with cvg's own passes. */
  FuzzCommand() {
    this(BuiltinPasses.registry());
  }

  /** Creates the command with the passes of {@code registry} (tests add their own). */
  FuzzCommand(PassRegistry registry) {
    this.registry = Objects.requireNonNull(registry);
  }

  @Override
  protected int execute() throws CliException {
    List<Transform> transforms = transforms();
    CampaignSettings settings;
    try {
      settings = new CampaignSettings(kernels.source(), transforms,
          new Checker(check.options()), range.first(), range.count(), range.time(),
          jobs == null ? Runtime.getRuntime().availableProcessors() : jobs, batch, reduceTests);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.USAGE, "error: " + e.getMessage());
    }
    boolean show = progress != null ? progress : System.console() != null;
    Progress line = new Progress(err());
    CampaignResult r = new Campaign(settings).run(show ? line : s -> { });
    if (show) {
      line.clear();
    }
    if (out != null) {
      try {
        new FindingWriter(out, transforms, this::rerun).write(r);
      } catch (UncheckedIOException e) {
        throw new CliException(ExitCodes.USAGE, "error: cannot write " + out + ": " + e.getCause().getMessage());
      }
    }
    out().print(json ? dev.cvg.cli.fuzz.SummaryJson.of(r) : dev.cvg.cli.fuzz.SummaryTable.of(r));
    out().flush();
    err().print(dev.cvg.cli.fuzz.SummaryTable.timing(r));
    err().flush();
    return r.findings().isEmpty() ? ExitCodes.OK : ExitCodes.INVALID;
  }

  /** Returns the transforms under test: one per {@code --passes}, then one per {@code --opt}. */
  private List<Transform> transforms() throws CliException {
    if (passes.isEmpty() && opt.isEmpty() && !llvmAnalyses) {
      throw new CliException(ExitCodes.USAGE,
          "error: give the transform to test: --passes=PIPELINE or --opt=CMD (or --llvm-analyses)");
    }
    List<Transform> out = new ArrayList<>();
    for (String p : passes) {
      try {
        out.add(new CvgPipelineTransform(registry, p, !noGuard));
      } catch (PipelineException e) {
        throw new CliException(ExitCodes.USAGE, e.render());
      }
    }
    for (String cmd : opt) {
      try {
        out.add(new ExternalTransform(cmd, ToolCommand.parse(cmd), java.time.Duration.ofSeconds(optTimeout), batch));
      } catch (IllegalArgumentException e) {
        throw new CliException(ExitCodes.USAGE, "error: --opt '" + cmd + "': " + e.getMessage());
      }
    }
    if (llvmAnalyses) {
      out.add(new SecondOpinionTransform(java.time.Duration.ofSeconds(optTimeout), batch));
    }
    return out;
  }

  /** Returns the command line that reruns the campaign on seed {@code seed} alone. */
  private String rerun(long seed) {
    StringBuilder sb = new StringBuilder("cvg fuzz");
    passes.forEach(p -> sb.append(" --passes='").append(p).append("'"));
    opt.forEach(c -> sb.append(" --opt='").append(c).append("'"));
    sb.append(llvmAnalyses ? " --llvm-analyses" : "");
    sb.append(noGuard ? " --no-guard" : "").append(' ').append(kernels.source().describe());
    sb.append(check.describe()).append(" --seeds ").append(seed).append(':').append(seed);
    return sb.toString();
  }
}
