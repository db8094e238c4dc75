package dev.cvg.cli;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.cli.dot.BlockVisits;
import dev.cvg.cli.dot.CfgAnnotations;
import dev.cvg.cli.dot.CfgDot;
import dev.cvg.cli.dot.Graphviz;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.oracle.Execution;
import dev.cvg.cli.run.RunCommand;
import dev.cvg.cli.run.RunOptions;
import dev.cvg.target.TargetModel;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code cvg dot FILE}: Graphviz DOT of each defined function's CFG (or {@code --function}'s), as
 * {@code opt -passes=dot-cfg} writes it, one {@code digraph} per function. {@code --cycles} draws
 * the cycle hierarchy as nested clusters, {@code --uniformity} marks divergent branches and values
 * red, {@code --run} runs the oracle (8 threads by default) and lists per block the converged
 * groups of threads that visited it (exit code 3 if the run hit a bound). {@code --svg OUT} renders
 * the picture with Graphviz's {@code dot} instead of printing DOT; without {@code dot} on
 * {@code PATH} it fails with exit code 2 and says what to install. See {@code docs/dot.md}.
 */
@Command(name = "dot", description = "Print the CFG of each function as Graphviz DOT (dot-cfg), "
    + "optionally with cycles, uniformity and converged groups of a run.")
final class DotCommand extends Subcommand {
  @Mixin
  InputFile input;

  @Mixin
  TargetOptions target;

  @Option(names = "--function", paramLabel = "NAME", description = "Draw only this function "
      + "(default: every defined function, one digraph each).")
  String function;

  @Option(names = "--cycles", description = "Draw cycles as nested clusters; headers get a double "
      + "border, other entries of irreducible cycles a dashed double border.")
  boolean cycles;

  @Option(names = "--uniformity", description = "Mark divergent values red and divergent branches "
      + "(blocks with a divergent terminator) with a red border, terminator and out-edges.")
  boolean uniformity;

  @Option(names = "--run", description = "Run the function (--function, else the first kernel) in "
      + "the oracle and list per block the converged groups of threads that visited it.")
  boolean run;

  @Option(names = "--threads", paramLabel = "N", defaultValue = "8",
      description = "With --run: number of threads (default 8).")
  int threads;

  @Option(names = "--args", paramLabel = "ARG", split = ",",
      description = "With --run: arguments, as for 'cvg run' (default: drawn from the seed).")
  List<String> args;

  @Option(names = "--seed", paramLabel = "S", defaultValue = "0",
      description = "With --run: seed for generated arguments.")
  long seed;

  @Option(names = "--svg", paramLabel = "OUT", description = "Render with Graphviz's dot into the "
      + "SVG file OUT instead of printing DOT (one function; needs graphviz installed).")
  String svg;

  /** Where {@code dot} is looked for, in {@code PATH} syntax; tests replace it. */
  String searchPath = System.getenv("PATH");

  @Override
  protected int execute() throws CliException {
    Optional<Path> graphviz = Optional.empty();
    if (svg != null) {
      graphviz = Graphviz.find(searchPath);
      if (graphviz.isEmpty()) {
        throw new CliException(ExitCodes.USAGE, "error: --svg needs Graphviz's '" + Graphviz.PROGRAM
            + "' program, which is not on PATH: install graphviz (apt-get install graphviz)");
      }
    }
    SourceText src = input.read(stdin());
    Module m = ModuleInput.parseAsOpt(src, target.triple());
    TargetModel model = target.model(m);
    ModuleInput.requireValid(m, model);
    List<Function> drawn = functions(m, src);
    Optional<Execution> execution = run ? Optional.of(execute(m, src)) : Optional.empty();
    List<String> notes = execution.map(this::describe).map(List::of).orElse(List.of());
    StringBuilder dot = new StringBuilder();
    for (Function f : drawn) {
      CfgAnnotations a = new CfgAnnotations(
          cycles ? Optional.of(CycleHierarchy.of(f.index().cfg())) : Optional.empty(),
          uniformity ? Optional.of(UniformityInfo.of(m, f, model)) : Optional.empty(),
          execution.flatMap(e -> BlockVisits.of(e, f)), notes, List.of());
      dot.append(CfgDot.write(m, f, a));
    }
    if (graphviz.isPresent()) {
      render(graphviz.get(), dot.toString(), drawn, src);
    } else {
      out().print(dot);
    }
    return execution.map(e -> e.isOk() ? ExitCodes.OK : ExitCodes.UNKNOWN).orElse(ExitCodes.OK);
  }

  /** Returns the functions to draw: {@code --function}'s, else every definition. */
  private List<Function> functions(Module m, SourceText src) throws CliException {
    if (function == null) {
      return m.definitions();
    }
    String name = function.startsWith("@") ? function.substring(1) : function;
    Function f = m.function(name).filter(x -> !x.isDeclaration()).orElseThrow(() -> CliException.input(
        src.name(), "no defined function @" + name + " (defined: " + names(m.definitions()) + ")"));
    return List.of(f);
  }

  private Execution execute(Module m, SourceText src) throws CliException {
    RunOptions options = new RunOptions(Optional.ofNullable(function), threads, Optional.ofNullable(args),
        seed, "llvm", target.triple(), RunOptions.defaults().stepBound(), RunOptions.defaults().maxRounds());
    try {
      return RunCommand.trace(m, options);
    } catch (IllegalArgumentException e) {
      throw CliException.input(src.name(), e.getMessage());
    }
  }

  /** Returns the title line about the run: {@code run of @k: ok (8 threads, seed 0)}. */
  private String describe(Execution e) {
    return "run of @" + e.entry().source().name() + ": " + (e.isOk() ? "ok" : "unknown")
        + " (" + threads + " threads, " + (args == null ? "seed " + seed : "given arguments") + ")"
        + e.reason().map(r -> ": " + r).orElse("");
  }

  private void render(Path graphviz, String dot, List<Function> drawn, SourceText src) throws CliException {
    if (drawn.size() != 1) {
      throw CliException.input(src.name(), "--svg draws one function, the module defines "
          + (drawn.isEmpty() ? "none" : names(drawn)) + ": choose one with --function");
    }
    try {
      Graphviz.renderSvg(graphviz, dot, Path.of(svg));
    } catch (IOException e) {
      throw CliException.input(svg, "cannot write: " + e.getMessage());
    } catch (Graphviz.RenderException e) {
      throw new CliException(ExitCodes.USAGE, "error: " + e.getMessage());
    }
  }

  private static String names(List<Function> fs) {
    return fs.stream().map(f -> "@" + f.name()).collect(Collectors.joining(", "));
  }
}
