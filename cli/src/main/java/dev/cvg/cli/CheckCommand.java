package dev.cvg.cli;

import dev.cvg.cli.dot.Graphviz;
import dev.cvg.cli.report.CheckedPair;
import dev.cvg.cli.report.HtmlReport;
import dev.cvg.cli.report.ReportSide;
import dev.cvg.ir.Module;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.MapFile;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.correspondence.UncheckablePair;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictJson;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import dev.cvg.ir.text.ResolvedText;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code cvg check BEFORE.ll AFTER.ll} or {@code cvg check FILE} ({@code @src} against
 * {@code @tgt}): decides whether the transform preserves convergence and prints the verdict,
 * with a counterexample when it does not. With two files and no {@code --function}, every
 * function defined in both whose text differs is checked, and the worst verdict is printed
 * (ILLEGAL over UNKNOWN over LEGAL) with a line per function. With {@code --html REPORT.html} it also writes a self-contained page
 * with a section per checked pair ({@link HtmlReport}). Exit code 0 legal, 1 illegal or an invalid original, 3 unknown,
 * 2 input error (unreadable or unparsable file, a function missing, signatures that differ).
 */
@Command(name = "check", description = {
    "Check that a transform preserves convergence (converged-with, uniformity at use, results).",
    "With one FILE, compares @tgt against @src (alive-tv's convention; --src/--tgt name others); with two, "
        + "every function of AFTER whose text differs against the one of the same name in BEFORE. Instructions correspond by name "
        + "(%%x.1, %%x.unr, %%x.i ... stand for %%x) unless --map says otherwise."})
final class CheckCommand extends Subcommand {
  @Parameters(index = "0", paramLabel = "BEFORE", description = "The original .ll file (or the only file).")
  String beforePath;

  @Parameters(index = "1", paramLabel = "AFTER", arity = "0..1", description = "The transformed .ll file.")
  String afterPath;

  @Mixin
  TargetOptions target;

  @Option(names = "--function", paramLabel = "NAME",
      description = "Function to compare (two files; default: every function defined in both whose text "
          + "differs, the worst verdict printed first).")
  String function;

  @Option(names = "--src", paramLabel = "NAME", defaultValue = "src",
      description = "With one file: the original function (default src).")
  String src;

  @Option(names = "--tgt", paramLabel = "NAME", defaultValue = "tgt",
      description = "With one file: the transformed function (default tgt).")
  String tgt;

  @Option(names = "--map", paramLabel = "FILE", description = "Explicit correspondence (docs/legality.md).")
  String mapPath;

  @Mixin
  LegalityCheckOptions legality;

  @Option(names = "--json", description = "Print the verdict as JSON.")
  boolean json;

  @Option(names = "--html", paramLabel = "REPORT.html", description = "Also write a self-contained HTML report "
      + "(atomically): per checked function pair the verdict, the CFGs before and after side by side with the "
      + "offending operation marked (drawn by Graphviz's dot when installed, else as DOT text), the trace tables "
      + "and the values that differ.")
  String html;

  /** Where Graphviz's {@code dot} is looked for, in {@code PATH} syntax; tests replace it. */
  String searchPath = System.getenv("PATH");

  @Override
  protected int execute() throws CliException {
    SourceText beforeSrc = InputReader.read(beforePath, stdin());
    Module before = ModuleInput.parse(beforeSrc);
    SourceText afterSrc = afterPath == null ? beforeSrc : InputReader.read(afterPath, stdin());
    Module after = afterPath == null ? before : ModuleInput.parse(afterSrc);
    LegalityOptions options = legality.options(target.triple());
    String srcName = stripAt(src);
    List<String> names = afterPath == null ? List.of(srcName) : compared(before, after);
    List<Verdict> verdicts = new ArrayList<>();
    try {
      for (String name : names) {
        String beforeFn = name;
        String afterFn = transformedName(name);
        Correspondence c = NameCorrespondence.infer(before, beforeFn, after, afterFn);
        if (mapPath != null) {
          SourceText map = InputReader.read(mapPath, stdin());
          c = MapFile.apply(map.text(), map.name(), c, before, after);
        }
        verdicts.add(Legality.check(before, beforeFn, after, afterFn, c, options));
      }
    } catch (UncheckablePair e) {
      throw uncheckable(e, beforeSrc, afterSrc);
    } catch (IllegalArgumentException e) {
      String first = e.getMessage().lines().findFirst().orElse("");
      throw new CliException(ExitCodes.USAGE, first.contains(": error: ") ? e.getMessage()
          : beforeSrc.name() + ": error: " + e.getMessage());
    }
    if (html != null) {
      writeReport(beforeSrc.name(), before, afterSrc.name(), after, names, verdicts);
    }
    int worst = 0;
    for (int k = 1; k < verdicts.size(); k++) {
      if (Verdict.rank(verdicts.get(k)) > Verdict.rank(verdicts.get(worst))) {
        worst = k;
      }
    }
    Verdict v = verdicts.get(worst);
    out().print(json ? VerdictJson.toJson(v) : VerdictPrinter.print(v));
    if (!json && verdicts.size() > 1) {
      out().println("functions checked:");
      for (int k = 0; k < verdicts.size(); k++) {
        out().println("  @" + names.get(k) + ": " + VerdictPrinter.print(verdicts.get(k)).lines().findFirst().orElse(""));
      }
    }
    return switch (v) {
      case Verdict.Legal l -> ExitCodes.OK;
      case Verdict.Illegal i -> ExitCodes.INVALID;
      case Verdict.Unknown u -> ExitCodes.UNKNOWN;
    };
  }

  /**
   * Writes the HTML report of the checked pairs to {@code --html}'s file, atomically; without
   * Graphviz it says on stderr (and on the page) what to install and shows the graphs as DOT.
   */
  private void writeReport(String beforeName, Module before, String afterName, Module after, List<String> names,
      List<Verdict> verdicts) throws CliException {
    Optional<java.nio.file.Path> graphviz = Graphviz.find(searchPath);
    if (graphviz.isEmpty()) {
      err().println("warning: --html: " + HtmlReport.GRAPHVIZ_MISSING);
    }
    TargetModel beforeTarget = Targets.forModule(before, target.triple());
    TargetModel afterTarget = Targets.forModule(after, target.triple());
    List<CheckedPair> pairs = new ArrayList<>();
    for (int k = 0; k < names.size(); k++) {
      pairs.add(new CheckedPair(new ReportSide(beforeName, before, names.get(k), beforeTarget),
          new ReportSide(afterName, after, transformedName(names.get(k)), afterTarget), verdicts.get(k)));
    }
    OutputFile.writeAtomically(html, HtmlReport.render(pairs, graphviz));
  }

  /**
   * Returns the error for a pair that cannot be checked, naming the file at fault: an invalid
   * original is invalid input (exit code 1, as {@code cvg verify} would say), a missing function or
   * a changed signature a usage error (exit code 2).
   */
  private static CliException uncheckable(UncheckablePair e, SourceText before, SourceText after) {
    String file = e.side() == UncheckablePair.Side.TRANSFORMED ? after.name() : before.name();
    int code = e.reason() == UncheckablePair.Reason.INVALID_ORIGINAL ? ExitCodes.INVALID : ExitCodes.USAGE;
    return new CliException(code, file + ": error: " + e.getMessage());
  }

  /** Returns the transformed function compared with the original {@code name}: {@code --tgt}'s with one file. */
  private String transformedName(String name) {
    return afterPath == null ? stripAt(tgt) : name;
  }

  private static String stripAt(String name) {
    return name.startsWith("@") ? name.substring(1) : name;
  }

  /**
   * Returns the functions to compare in two files: the one named by {@code --function}, else every
   * function defined in both with the same signature whose text differs (attribute groups resolved) (the first kernel or definition if none
   * does). A function whose signature the transform changed (dead argument elimination on an internal helper)
   * cannot be run on the same inputs, so it is compared only through its callers.
   */
  private List<String> compared(Module before, Module after) throws CliException {
    if (function != null) {
      return List.of(stripAt(function));
    }
    List<String> changed = new ArrayList<>();
    for (dev.cvg.ir.Function f : before.definitions()) {
      after.function(f.name()).filter(g -> !g.isDeclaration())
          .filter(g -> f.header().type().equals(g.header().type()))
          .filter(g -> !ResolvedText.same(before, f, after, g))
          .ifPresent(g -> changed.add(f.name()));
    }
    return changed.isEmpty() ? List.of(entry(before)) : changed;
  }

  private String entry(Module m) throws CliException {
    dev.cvg.target.TargetModel t = Targets.forModule(m, target.triple());
    Optional<String> name = m.definitions().stream().filter(t::isKernel).findFirst()
        .or(() -> m.definitions().stream().findFirst()).map(f -> f.name());
    return name.orElseThrow(() -> CliException.input(beforePath, "the module defines no function"));
  }
}
