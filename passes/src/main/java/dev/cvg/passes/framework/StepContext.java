package dev.cvg.passes.framework;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The {@link PassContext} of one step: the snapshots the step starts from, analyses from the
 * run's {@link AnalysisCache}, the pass's parameters, and the guard decisions and changes the
 * pass reports, collected for the step's {@link StepRecord}.
 */
final class StepContext implements PassContext {
  private final Module module;
  private final Function function;
  private final TargetModel target;
  private final PassSpec spec;
  private final boolean guardsOn;
  private final AnalysisCache cache;
  private final List<GuardRecord> guards = new ArrayList<>();
  private final List<Performed> performed = new ArrayList<>();

  /**
   * Creates the context of a step over {@code function}, a definition of {@code module}.
   *
   * @param guardsOn false under {@code --no-guard}: refusals are recorded as overridden and the
   *     site is transformed
   */
  StepContext(Module module, Function function, TargetModel target, PassSpec spec, boolean guardsOn,
      AnalysisCache cache) {
    this.module = module;
    this.function = function;
    this.target = target;
    this.spec = spec;
    this.guardsOn = guardsOn;
    this.cache = cache;
  }

  @Override
  public Module module() {
    return module;
  }

  @Override
  public Function function() {
    return function;
  }

  @Override
  public TargetModel target() {
    return target;
  }

  @Override
  public <T> T analysis(Analysis<T> analysis) {
    return cache.get(module, function, analysis);
  }

  @Override
  public Optional<String> parameter(String key) {
    return spec.parameter(key);
  }

  @Override
  public boolean guard(String site, GuardDecision decision) {
    boolean override = !decision.allowed() && !guardsOn;
    guards.add(new GuardRecord(Objects.requireNonNull(site), Objects.requireNonNull(decision), override));
    return decision.allowed() || override;
  }

  @Override
  public void performed(String site, String what) {
    performed.add(new Performed(site, what));
  }

  /** Returns the guard decisions recorded so far. */
  List<GuardRecord> guards() {
    return List.copyOf(guards);
  }

  /** Returns the changes reported so far. */
  List<Performed> performed() {
    return List.copyOf(performed);
  }
}
