package dev.cvg.cli;

import dev.cvg.cli.fuzz.Campaign;
import dev.cvg.cli.fuzz.CampaignResult;
import dev.cvg.cli.fuzz.CampaignSettings;
import dev.cvg.cli.fuzz.Checker;
import dev.cvg.cli.fuzz.CvgPipelineTransform;
import dev.cvg.cli.fuzz.ExternalTransform;
import dev.cvg.cli.fuzz.Finding;
import dev.cvg.cli.fuzz.FindingWriter;
import dev.cvg.cli.fuzz.Progress;
import dev.cvg.cli.fuzz.SecondOpinionTransform;
import dev.cvg.cli.fuzz.SummaryJson;
import dev.cvg.cli.fuzz.SummaryTable;
import dev.cvg.cli.fuzz.ToolCommand;
import dev.cvg.cli.fuzz.Transform;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
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
    "Differential campaign: transform generated kernels and check every changed function.",
    "Kernels come from seeds; each goes through cvg's passes (guarded, or --no-guard) or an external",
    "tool (--opt); every changed function is checked with the legality checker, and each distinct",
    "finding is reduced and written under --out as before.ll, after.ll and verdict.txt."},
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

  @Option(names = "--reduce-time", paramLabel = "DURATION",
      description = {"Wall time all reductions may take after the scan (default: a quarter of --time, unbounded",
          "without --time); findings not reached are written unreduced."})
  String reduceTime;

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
          jobs == null ? Runtime.getRuntime().availableProcessors() : jobs, batch, reduceTests, reduceTime());
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.USAGE, "error: " + e.getMessage());
    }
    boolean show = progress != null ? progress : System.console() != null;
    Progress line = new Progress(err());
    Optional<FindingWriter> writer = Optional.ofNullable(out).map(d -> new FindingWriter(d, transforms, this::rerun));
    CampaignResult r;
    try {
      r = new Campaign(settings).run(show ? line : s -> { }, new Listener(writer, show ? Optional.of(line) : Optional.empty()));
      writer.ifPresent(w -> w.write(r));
    } catch (UncheckedIOException e) {
      throw new CliException(ExitCodes.USAGE, "error: cannot write " + out + ": " + e.getCause().getMessage());
    }
    if (show) {
      line.clear();
    }
    out().print(json ? SummaryJson.of(r) : SummaryTable.of(r));
    out().flush();
    err().print(SummaryTable.timing(r));
    err().flush();
    return r.findings().isEmpty() ? ExitCodes.OK : ExitCodes.INVALID;
  }

  /** Returns the bound of the reductions: {@code --reduce-time}, or a quarter of {@code --time}. */
  private Optional<Duration> reduceTime() throws CliException {
    if (reduceTime != null) {
      return Optional.of(FuzzRange.duration("--reduce-time", reduceTime));
    }
    return range.time().map(t -> t.dividedBy(4));
  }

  /**
   * Writes the summary under {@code --out} when the scan ends and each finding as it is reduced,
   * and says on standard error that the scan is over, so a campaign stopped during its reductions
   * leaves its table.
   */
  private final class Listener implements Campaign.Listener {
    private final Optional<FindingWriter> writer;
    private final Optional<Progress> line;
    private int total;
    private int done;

    Listener(Optional<FindingWriter> writer, Optional<Progress> line) {
      this.writer = writer;
      this.line = line;
    }

    @Override
    public void scanned(CampaignResult scan) {
      writer.ifPresent(w -> w.writeSummary(scan));
      total = scan.detections().size();
      if (line.isPresent()) {
        line.get().reducing(0, total);
      } else if (total > 0) {
        err().printf("cvg fuzz: scan done, %d kernels; reducing %s%s%n", scan.seeds(),
            SummaryTable.plural(total, "finding"), scan.settings().reduceTime()
                .map(d -> " (at most " + d.toSeconds() + " s" + (out == null ? "" : ", summary.txt written") + ")")
                .orElse(""));
        err().flush();
      }
    }

    @Override
    public void reduced(Finding f) {
      writer.ifPresent(w -> w.writeFinding(f));
      line.ifPresent(l -> l.reducing(++done, total));
    }
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
        out.add(new ExternalTransform(cmd, ToolCommand.parse(cmd), Duration.ofSeconds(optTimeout), batch));
      } catch (IllegalArgumentException e) {
        throw new CliException(ExitCodes.USAGE, "error: --opt '" + cmd + "': " + e.getMessage());
      }
    }
    if (llvmAnalyses) {
      out.add(new SecondOpinionTransform(Duration.ofSeconds(optTimeout), batch));
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
