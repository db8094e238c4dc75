package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.ProvenanceChain;
import dev.cvg.passes.framework.StepRecord;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A cvg pass pipeline ({@code --passes=}, the syntax of {@code cvg opt}) as a campaign's
 * transform. Guarded, it obeys every guard refusal; unguarded ({@code --no-guard}), it transforms
 * the refused sites too and reports per function how many refusals it overrode. A changed
 * function is compared with the input over the composed provenance of the committed steps, as
 * {@code cvg opt --verify-legality --legality-at=end} compares it.
 *
 * <p>A step the pass manager rolled back because the pass threw or its result broke the IR or
 * convergence rules is a bug of the pass: the outcome is {@link Outcome.Failed} with the rollback's
 * reason as its kind. Unguarded, a step that overrode a refusal and then broke the IR or
 * convergence rules is an injected violation the verifiers caught, counted in
 * {@link Outcome.Transformed#verifierRejected()}, not a failure. Thread-safe: every run resolves
 * the pipeline afresh, so no two threads share a pass instance (a pass may keep state while it runs).
 */
public final class CvgPipelineTransform implements Transform {
  /** The rollbacks that count as caught when the step overrode a refusal. */
  private static final java.util.Set<dev.cvg.passes.framework.Outcome.Why> VERIFIERS = java.util.EnumSet.of(
      dev.cvg.passes.framework.Outcome.Why.IR_VERIFIER, dev.cvg.passes.framework.Outcome.Why.CONVERGENCE_VERIFIER);

  private final String passes;
  private final boolean guarded;
  private final PassRegistry registry;
  private final PassOptions options;

  /**
   * Returns the transform running {@code passes} from {@code registry}.
   *
   * @throws dev.cvg.passes.framework.PipelineException for a malformed pipeline or an unknown pass
   */
  public CvgPipelineTransform(PassRegistry registry, String passes, boolean guarded) {
    this.passes = Objects.requireNonNull(passes);
    this.guarded = guarded;
    this.registry = Objects.requireNonNull(registry);
    this.options = PassOptions.defaults().withGuards(guarded).withVerifyPreserved(false);
    PassManager.of(registry, passes, options); // reject a bad pipeline here, as a usage error
  }

  @Override
  public String name() {
    return guarded ? passes : passes + " (no guard)";
  }

  @Override
  public Optional<String> command(String input, String output) {
    return Optional.of("cvg opt -passes='" + passes + "'" + (guarded ? "" : " --no-guard") + " " + input + " -o " + output);
  }

  /** Returns the pipeline text. */
  public String passes() {
    return passes;
  }

  /** Returns whether guard refusals are obeyed. */
  public boolean guarded() {
    return guarded;
  }

  @Override
  public Outcome apply(Module before) {
    PipelineResult r;
    try {
      // a manager (and pass instances) per run: passes may keep state while they run
      r = PassManager.of(registry, passes, options).run(before);
    } catch (RuntimeException | StackOverflowError e) {
      return new Outcome.Failed("crash", "the pass manager threw " + e.getClass().getSimpleName(), String.valueOf(e.getMessage()));
    }
    int verifierRejected = 0;
    for (StepRecord s : r.steps()) {
      if (s.rollback().isEmpty()) {
        continue;
      }
      var rb = s.rollback().get();
      if (!s.overridden().isEmpty() && VERIFIERS.contains(rb.why())) {
        verifierRejected += s.overridden().size();
        continue;
      }
      return new Outcome.Failed(rb.why().name().toLowerCase(Locale.ROOT).replace('_', '-'),
          s.pass() + " on @" + s.function() + ": " + rb.why().words() + ": " + rb.message(),
          String.join("\n", rb.details()));
    }
    Map<String, Integer> overridden = new LinkedHashMap<>();
    r.steps().stream().filter(StepRecord::committed)
        .forEach(s -> overridden.merge(s.function(), s.overridden().size(), Integer::sum));
    Map<String, Outcome.FunctionChange> changes = new LinkedHashMap<>();
    for (ProvenanceChain c : r.provenance().values()) {
      if (c.steps() > 0) {
        String name = c.input().name();
        changes.put(name, new Outcome.FunctionChange(c.correspondence(), overridden.getOrDefault(name, 0)));
      }
    }
    return new Outcome.Transformed(r.output(), changes, verifierRejected);
  }
}
