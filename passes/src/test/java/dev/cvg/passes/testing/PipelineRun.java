package dev.cvg.passes.testing;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.GuardRecord;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.ProvenanceChain;
import dev.cvg.passes.framework.StepRecord;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * One run of a pipeline through the {@link PassManager} (rounds, verifiers, rollbacks and the
 * composed provenance, exactly as {@code cvg opt}), read per function: the input and output, the
 * performed changes and guard decisions, and the legality checker's verdict end to end, the
 * output against the input over the correspondence composed across every committed step.
 *
 * @param result what the pass manager returned
 */
public record PipelineRun(PipelineResult result) {

  /** Runs pipeline text {@code pipeline} of the built-in passes over {@code m}, guards on or off, no legality inside. */
  public static PipelineRun of(Module m, String pipeline, boolean guards) {
    return of(m, BuiltinPasses.registry(), pipeline, PassOptions.defaults().withGuards(guards));
  }

  /** Runs pipeline text {@code pipeline} resolved in {@code registry} over {@code m} with {@code options}. */
  public static PipelineRun of(Module m, PassRegistry registry, String pipeline, PassOptions options) {
    return new PipelineRun(PassManager.of(registry, pipeline, options).run(m));
  }

  /**
   * Runs the instance {@code pass} (so a test can read its state afterwards) with parameters
   * {@code params} over {@code m}, guards on or off, no legality inside.
   */
  public static PipelineRun of(Module m, FunctionPass pass, Map<String, String> params, boolean guards) {
    PassRegistry registry = PassRegistry.of(List.of(PassRegistry.entry(pass.name(), () -> pass)));
    return of(m, registry, text(pass.name(), params), PassOptions.defaults().withGuards(guards));
  }

  /** Returns the pipeline text of one pass with {@code params}, sorted by key ({@code key} alone for an empty value). */
  public static String text(String name, Map<String, String> params) {
    if (params.isEmpty()) {
      return name;
    }
    return name + "<" + params.entrySet().stream().sorted(Map.Entry.comparingByKey())
        .map(e -> e.getValue().isEmpty() ? e.getKey() : e.getKey() + "=" + e.getValue())
        .collect(Collectors.joining(";")) + ">";
  }

  /** Returns the module the pipeline received. */
  public Module input() {
    return result.input();
  }

  /** Returns the module after every committed step. */
  public Module output() {
    return result.output();
  }

  /** Returns the committed snapshots of {@code fn}. */
  public ProvenanceChain chain(String fn) {
    ProvenanceChain c = result.provenance().get(fn);
    if (c == null) {
      throw new AssertionError("no function @" + fn + " in the pipeline's result: " + result.provenance().keySet());
    }
    return c;
  }

  /** Returns {@code fn} as the pipeline received it. */
  public Function before(String fn) {
    return chain(fn).input();
  }

  /** Returns {@code fn} after the last committed step. */
  public Function after(String fn) {
    return chain(fn).output();
  }

  /** Returns the correspondence of {@code fn}'s output with its input, composed over the committed steps. */
  public Correspondence correspondence(String fn) {
    return chain(fn).correspondence();
  }

  /** Returns the legality checker's verdict on {@code fn}'s output against its input, end to end. */
  public Verdict legality(String fn, LegalityOptions options) {
    return Legality.check(input(), fn, output(), fn, correspondence(fn), options);
  }

  /** Returns whether some committed step changed {@code fn}. */
  public boolean changed(String fn) {
    return chain(fn).steps() > 0;
  }

  /** Returns the steps run on {@code fn}, in order. */
  public List<StepRecord> steps(String fn) {
    return result.steps().stream().filter(s -> s.function().equals(fn)).toList();
  }

  /** Returns "site: what" for every change of {@code fn}'s committed steps. */
  public List<String> performed(String fn) {
    return steps(fn).stream().filter(StepRecord::committed).flatMap(s -> s.performed().stream())
        .map(p -> p.site() + ": " + p.what()).toList();
  }

  /** Returns every guard decision about {@code fn}, in the order asked (rolled-back steps included). */
  public List<GuardRecord> guards(String fn) {
    return steps(fn).stream().flatMap(s -> s.guards().stream()).toList();
  }

  /** Returns every refusal about {@code fn}, held or overridden (guards off). */
  public List<GuardRecord> refusals(String fn) {
    return guards(fn).stream().filter(g -> !g.decision().allowed()).toList();
  }

  /** Returns the reasons of the rolled-back steps, in order. */
  public List<String> rollbacks() {
    return result.rollbacks().stream().map(s -> s.rollback().orElseThrow().toString()).toList();
  }

  /** Returns the reasons of the rolled-back steps on {@code fn}, in order. */
  public List<String> rollbacks(String fn) {
    return steps(fn).stream().flatMap(s -> s.rollback().stream()).map(Object::toString).toList();
  }

  /** Returns the verifiers' complaints about the output (empty when valid). */
  public List<String> verifierMessages() {
    return Verifiers.problems(output());
  }
}
