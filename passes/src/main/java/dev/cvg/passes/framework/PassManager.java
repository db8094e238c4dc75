package dev.cvg.passes.framework;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.legality.Legality;
import dev.cvg.legality.verdict.Coverage;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs a pipeline over a module: each pass in pipeline order over every defined function in
 * module order, each run of a pass over a function in rounds (while the pass asks for another,
 * up to {@link FunctionPass#maxRounds()}), each round one {@link Transaction}: committed, or
 * rolled back with the reason and the function left exactly as it was.
 *
 * <p>A step sees the module as it is when the step starts ({@link PassContext#module()}): the
 * functions earlier in module order already carry the pass's result. Analyses come from one
 * {@link AnalysisCache} per run. Every function's committed snapshots are kept
 * ({@link ProvenanceChain}) so the output can be checked against the input at the end.
 */
public final class PassManager {
  private final List<PipelineStep> pipeline;
  /** Fresh steps for each run (a resolved pipeline's pass objects may keep state per run). */
  private final java.util.function.Supplier<List<PipelineStep>> fresh;
  private final PassOptions options;

  /**
   * Returns a manager running {@code pipeline} with {@code options}.
   *
   * @param pipeline the steps, in order
   * @param options guards, legality checks, target override
   */
  public PassManager(List<PipelineStep> pipeline, PassOptions options) {
    this(List.copyOf(pipeline), () -> pipeline, options);
  }

  private PassManager(List<PipelineStep> pipeline, java.util.function.Supplier<List<PipelineStep>> fresh,
      PassOptions options) {
    this.pipeline = List.copyOf(pipeline);
    this.fresh = fresh;
    this.options = Objects.requireNonNull(options);
  }

  /**
   * Returns a manager for pipeline text {@code passes} ({@code "licm,loop-unroll<count=2>"}).
   * Every {@link #run} gets fresh pass objects from the registry's factories, so one manager
   * may be reused for many modules, and shared between threads.
   *
   * @param registry the passes the text may name
   * @param passes the pipeline text
   * @param options guards, legality checks, target override
   * @return the manager
   * @throws PipelineException for a syntax error or a pass {@code registry} does not know
   */
  public static PassManager of(PassRegistry registry, String passes, PassOptions options) {
    return new PassManager(registry.resolve(passes), () -> registry.resolve(passes), options);
  }

  /**
   * Returns a manager running {@code passes} in order, without parameters (for a pass's own
   * tests: {@code PassManager.of(PassOptions.defaults(), new UnrollPass()).run(module)}). The
   * given objects serve every run: a pass that keeps state per run needs a manager per run.
   *
   * @param options guards, legality checks, target override
   * @param passes the passes, in order
   * @return the manager
   */
  public static PassManager of(PassOptions options, FunctionPass... passes) {
    List<PipelineStep> steps = new ArrayList<>();
    for (FunctionPass p : passes) {
      steps.add(new PipelineStep(PassSpec.of(p.name()), p));
    }
    return new PassManager(steps, options);
  }

  /**
   * Returns the pipeline as resolved when the manager was made (for inspection: a manager made
   * from pipeline text runs fresh pass objects each time).
   *
   * @return the steps, in order
   */
  public List<PipelineStep> pipeline() {
    return pipeline;
  }

  /**
   * Runs the pipeline over {@code input}.
   *
   * @param input the module to transform (left unchanged: snapshots are immutable)
   * @return the output module with every step's record, the analyses computed and the verdicts asked for
   * @throws BrokenInputException if {@code input} does not pass the IR and convergence verifiers
   */
  public PipelineResult run(Module input) {
    TargetModel target = Targets.forModule(input, options.triple());
    requireValid(input, target);
    AnalysisCache cache = new AnalysisCache(target);
    Map<String, ProvenanceChain> chains = new LinkedHashMap<>();
    input.definitions().forEach(f -> chains.put(f.name(), ProvenanceChain.start(f)));
    List<StepRecord> steps = new ArrayList<>();
    Module module = input;
    for (PipelineStep step : fresh.get()) {
      for (String name : chains.keySet()) {
        int rounds = Math.max(1, step.pass().maxRounds());
        for (int round = 1; round <= rounds; round++) {
          Function current = module.function(name).orElseThrow();
          Transaction.Attempt a = Transaction.run(step, module, current, round, target, options, cache);
          steps.add(a.record());
          if (a.result().isEmpty()) {
            break;
          }
          module = module.withFunction(a.result().get());
          chains.put(name, chains.get(name).then(a.result().get()));
          if (!a.again()) {
            break;
          }
        }
      }
    }
    Map<String, Verdict> endToEnd = new LinkedHashMap<>();
    if (options.legalityAtEnd()) {
      for (ProvenanceChain c : chains.values()) {
        if (c.steps() > 0) {
          endToEnd.put(c.input().name(), endToEnd(input, module, c));
        }
      }
    }
    return new PipelineResult(input, module, steps, chains, cache.computationsByName(), endToEnd);
  }

  /** Checks one changed function of the output against the input over the composed correspondence. */
  private Verdict endToEnd(Module input, Module output, ProvenanceChain c) {
    String name = c.input().name();
    try {
      return Legality.check(input, name, output, name, c.correspondence(), options.legality());
    } catch (RuntimeException e) {
      return new Verdict.Unknown("the legality checker could not compare @" + name + ": " + e.getMessage(),
          Coverage.none(), List.of());
    }
  }

  private static void requireValid(Module input, TargetModel target) {
    List<Diagnostic> found = new ArrayList<>(IrVerifier.verify(input));
    if (found.isEmpty()) {
      found.addAll(ConvergenceVerifier.verify(input, target));
    }
    if (!found.isEmpty()) {
      throw new BrokenInputException(input.sourceName(), found);
    }
  }
}
