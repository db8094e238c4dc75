package dev.cvg.lit;

import dev.cvg.filecheck.FileCheckArgs;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Maps RUN lines to cvg subcommands: {@code opt -passes='print<cycles>'} (optionally with
 * {@code verify<cycles>}) to {@code cvg cycles}, {@code opt -passes='print<uniformity>'} to
 * {@code cvg uniformity}, {@code opt -passes=verify} and a lone {@code llvm-as} to
 * {@code cvg verify}; {@code -mtriple}/{@code -mcpu} become {@code --mtriple}/{@code --mcpu}.
 */
final class RunLineMapper {
  private static final Set<String> CYCLE_PASSES = Set.of("print<cycles>", "verify<cycles>");

  private RunLineMapper() {}

  static CvgMapping map(RunLine run) {
    Command first = run.first();
    String tool = Tools.base(first.tool());
    Optional<FileCheckArgs> check = Optional.empty();
    if (run.endsInFileCheck()) {
      try {
        check = Optional.of(FileCheckArgs.parse(run.last().args()));
      } catch (IllegalArgumentException e) {
        return new CvgMapping.Unmapped(run, e.getMessage());
      }
    }
    if (first.args().stream().anyMatch(a -> a.contains("%t"))
        || first.stdin().filter(f -> f.contains("%t")).isPresent()) {
      return new CvgMapping.Unmapped(run, "reads a temporary file (%t) made by an earlier RUN"
          + " line");
    }
    int checked = run.endsInFileCheck() ? run.pipeline().size() - 1 : run.pipeline().size();
    if (checked != 1) {
      return new CvgMapping.Unmapped(run, "pipeline of several tools ("
          + String.join(" | ", run.pipeline().stream().map(c -> c.tool()).toList()) + ")");
    }
    return switch (tool) {
      case "opt" -> mapOpt(run, first, check);
      case "llvm-as" -> mapAssembler(run, first, check);
      default -> new CvgMapping.Unmapped(run, "tool '" + tool + "' has no cvg subcommand");
    };
  }

  private static CvgMapping mapOpt(RunLine run, Command first, Optional<FileCheckArgs> check) {
    OptInvocation opt;
    try {
      opt = OptInvocation.of(first);
    } catch (LitSyntaxException e) {
      return new CvgMapping.Unmapped(run, e.getMessage());
    }
    if (opt.passes().isEmpty()) {
      return new CvgMapping.Unmapped(run, "opt without -passes (legacy pass flags: "
          + String.join(" ", opt.otherArgs()) + ")");
    }
    String sub;
    if (CYCLE_PASSES.containsAll(opt.passes()) && opt.passes().contains("print<cycles>")) {
      sub = "cycles";
    } else if (opt.passes().equals(List.of("print<uniformity>"))) {
      sub = "uniformity";
    } else if (opt.passes().equals(List.of("verify"))) {
      sub = "verify";
    } else {
      return new CvgMapping.Unmapped(run, "opt pipeline '" + String.join(",", opt.passes())
          + "' has no cvg subcommand");
    }
    if (opt.input().isEmpty()) {
      return new CvgMapping.Unmapped(run, "opt without an input file");
    }
    List<String> options = new ArrayList<>();
    opt.triple().ifPresent(t -> options.add("--mtriple=" + t));
    opt.cpu().ifPresent(c -> options.add("--mcpu=" + c));
    boolean printsModule = opt.textOutput() && !opt.disableOutput();
    return new CvgMapping.Mapped(run, sub, options, opt.input().get(), first.negated(),
        first.stderrToStdout(), printsModule, check);
  }

  private static CvgMapping mapAssembler(RunLine run, Command first,
      Optional<FileCheckArgs> check) {
    String input = first.stdin().orElse(null);
    String output = null;
    List<String> args = first.args();
    for (int i = 0; i < args.size(); i++) {
      if (args.get(i).equals("-o") && i + 1 < args.size()) {
        output = args.get(++i);
      } else if (!args.get(i).startsWith("-")) {
        input = args.get(i);
      }
    }
    boolean toNowhere = args.contains("-disable-output") || "/dev/null".equals(output);
    if (input == null || !toNowhere) {
      return new CvgMapping.Unmapped(run, "llvm-as producing bitcode (only validation maps to"
          + " cvg verify)");
    }
    return new CvgMapping.Mapped(run, "verify", List.of(), input, first.negated(),
        first.stderrToStdout(), false, check);
  }
}
