package dev.cvg.cli;

import dev.cvg.ir.Module;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.MapFile;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictJson;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.target.Targets;
import java.time.Duration;
import dev.cvg.ir.text.IrPrinter;
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
 * (ILLEGAL over UNKNOWN over LEGAL) with a line per function. Exit code 0 legal, 1 illegal, 3 unknown, 2 input error.
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

  @Option(names = "--threads", paramLabel = "N", split = ",", defaultValue = "1,2,3,32,64",
      description = "Thread counts to run, smallest first (default 1,2,3,32,64).")
  List<Integer> threads;

  @Option(names = "--inputs", paramLabel = "K", defaultValue = "4",
      description = "Argument sets per thread count (default 4).")
  int inputs;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "0", description = "Seed for arguments and anchor groupings.")
  long seed;

  @Option(names = "--steps", paramLabel = "N", defaultValue = "100000",
      description = "Instructions per thread per execution (default 100000).")
  long steps;

  @Option(names = "--rounds", paramLabel = "N", defaultValue = "64",
      description = "Fixed-point rounds per execution (default 64).")
  int rounds;

  @Option(names = "--time", paramLabel = "SECONDS", defaultValue = "60", description = "Wall-time bound (default 60).")
  long seconds;

  @Option(names = "--always-run", description = "Execute even when the static check proves the transform legal.")
  boolean alwaysRun;

  @Option(names = "--json", description = "Print the verdict as JSON.")
  boolean json;

  @Override
  protected int execute() throws CliException {
    SourceText beforeSrc = InputReader.read(beforePath, stdin());
    Module before = ModuleInput.parse(beforeSrc);
    Module after = afterPath == null ? before : ModuleInput.parse(InputReader.read(afterPath, stdin()));
    LegalityOptions options;
    try {
      options = new LegalityOptions(target.triple(), new LegalityBudget(threads, inputs, 2, steps, rounds, 20_000_000,
          Duration.ofSeconds(seconds)), seed, alwaysRun);
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.USAGE, "error: " + e.getMessage());
    }
    String srcName = src.startsWith("@") ? src.substring(1) : src;
    String tgtName = tgt.startsWith("@") ? tgt.substring(1) : tgt;
    List<String> names = afterPath == null ? List.of(srcName) : compared(before, after);
    List<Verdict> verdicts = new ArrayList<>();
    try {
      for (String name : names) {
        String beforeFn = name;
        String afterFn = afterPath == null ? tgtName : name;
        Correspondence c = NameCorrespondence.infer(before, beforeFn, after, afterFn);
        if (mapPath != null) {
          SourceText map = InputReader.read(mapPath, stdin());
          c = MapFile.apply(map.text(), map.name(), c, before, after);
        }
        verdicts.add(Legality.check(before, beforeFn, after, afterFn, c, options));
      }
    } catch (IllegalArgumentException e) {
      throw new CliException(ExitCodes.USAGE, e.getMessage().contains(": error: ") ? e.getMessage()
          : beforeSrc.name() + ": error: " + e.getMessage());
    }
    int worst = 0;
    for (int k = 1; k < verdicts.size(); k++) {
      if (rank(verdicts.get(k)) > rank(verdicts.get(worst))) {
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

  /** Orders verdicts by how much they tell: ILLEGAL over UNKNOWN over LEGAL. */
  private static int rank(Verdict v) {
    return switch (v) {
      case Verdict.Legal l -> 0;
      case Verdict.Unknown u -> 1;
      case Verdict.Illegal i -> 2;
    };
  }

  /**
   * Returns the functions to compare in two files: the one named by {@code --function}, else every
   * function defined in both whose text differs (the first kernel or definition if none does).
   */
  private List<String> compared(Module before, Module after) throws CliException {
    if (function != null) {
      return List.of(function.startsWith("@") ? function.substring(1) : function);
    }
    List<String> changed = new ArrayList<>();
    for (dev.cvg.ir.Function f : before.definitions()) {
      after.function(f.name()).filter(g -> !g.isDeclaration())
          .filter(g -> sameParameters(f, g))
          .filter(g -> !IrPrinter.print(before, f).equals(IrPrinter.print(after, g)))
          .ifPresent(g -> changed.add(f.name()));
    }
    return changed.isEmpty() ? List.of(entry(before)) : changed;
  }

  /**
   * Returns whether two functions take the same parameter types: a function whose signature the
   * transform changed (dead argument elimination on an internal helper) cannot be run on the
   * same inputs, so it is compared only through its callers.
   */
  private static boolean sameParameters(dev.cvg.ir.Function f, dev.cvg.ir.Function g) {
    return f.params().stream().map(p -> p.type()).toList().equals(g.params().stream().map(p -> p.type()).toList());
  }

  private String entry(Module m) throws CliException {
    dev.cvg.target.TargetModel t = Targets.forModule(m, target.triple());
    Optional<String> name = m.definitions().stream().filter(t::isKernel).findFirst()
        .or(() -> m.definitions().stream().findFirst()).map(f -> f.name());
    return name.orElseThrow(() -> CliException.input(beforePath, "the module defines no function"));
  }
}
