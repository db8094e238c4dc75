package dev.cvg.passes.framework;

import dev.cvg.ir.Module;
import dev.cvg.legality.verdict.Verdict;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a pipeline run produced: the output module, a record per step, the composed provenance
 * of every function, the analyses computed, and (when asked) the end-to-end legality verdict
 * of every changed function against the input.
 *
 * @param input the module the run received
 * @param output the module after every committed step
 * @param steps every step in the order run
 * @param provenance per defined function (module order), its committed snapshots
 * @param analyses how often each analysis was computed
 * @param endToEnd per changed function, the verdict of its output against its input over the
 *     composed correspondence (empty unless end-to-end legality was asked for)
 */
public record PipelineResult(Module input, Module output, List<StepRecord> steps,
    Map<String, ProvenanceChain> provenance, Map<String, Integer> analyses, Map<String, Verdict> endToEnd) {

  /** Copies the collections, keeping their order. */
  public PipelineResult {
    Objects.requireNonNull(input);
    Objects.requireNonNull(output);
    steps = List.copyOf(steps);
    provenance = Collections.unmodifiableMap(new LinkedHashMap<>(provenance));
    analyses = Collections.unmodifiableMap(new LinkedHashMap<>(analyses));
    endToEnd = Collections.unmodifiableMap(new LinkedHashMap<>(endToEnd));
  }

  /**
   * Returns the steps of pass {@code pass} (as the pipeline spells it, parameters included).
   *
   * @param pass the pass as the pipeline spells it
   * @return its steps, in order
   */
  public List<StepRecord> stepsOf(String pass) {
    return steps.stream().filter(s -> s.pass().equals(pass)).toList();
  }

  /**
   * Returns the steps that were rolled back.
   *
   * @return the rolled-back steps, in order
   */
  public List<StepRecord> rollbacks() {
    return steps.stream().filter(s -> s.rollback().isPresent()).toList();
  }

  /**
   * Returns the total time of each pass, in pipeline order.
   *
   * @return pass to its total time
   */
  public Map<String, Duration> timePerPass() {
    Map<String, Duration> out = new LinkedHashMap<>();
    steps.forEach(s -> out.merge(s.pass(), s.time(), Duration::plus));
    return out;
  }

  /**
   * Returns the time each pass's steps spent checking results, in pipeline order.
   *
   * @return pass to the part of its time spent checking
   */
  public Map<String, Duration> checkTimePerPass() {
    Map<String, Duration> out = new LinkedHashMap<>();
    steps.forEach(s -> out.merge(s.pass(), s.checkTime(), Duration::plus));
    return out;
  }

  /**
   * Returns the functions some committed step changed, in module order.
   *
   * @return function names, without {@code @}
   */
  public List<String> changedFunctions() {
    return provenance.values().stream().filter(c -> c.steps() > 0).map(c -> c.input().name()).toList();
  }

  /**
   * Returns whether some end-to-end verdict is ILLEGAL.
   *
   * @return true if an end-to-end check found a counterexample
   */
  public boolean illegalAtEnd() {
    return endToEnd.values().stream().anyMatch(v -> v instanceof Verdict.Illegal);
  }
}
