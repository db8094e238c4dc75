package dev.cvg.passes.framework;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Analysis results per function snapshot (by identity), each computed at most once. After a
 * committed step the results the pass {@linkplain PreservedAnalyses preserves} move to the
 * result snapshot: CFG analyses only when the CFG is really unchanged ({@link CfgShape}), others
 * on the pass's word (checked in verify mode, {@link #mismatches}). The results of a replaced
 * snapshot are dropped. Counts every computation per analysis, so tests and {@code --stats}
 * can show what preservation saved.
 *
 * <p>Not thread-safe: one cache per pipeline run.
 */
public final class AnalysisCache {
  private final TargetModel target;
  private final Map<Function, Map<Analysis<?>, Object>> results = new IdentityHashMap<>();
  private final Map<Analysis<?>, Integer> computations = new LinkedHashMap<>();
  private final Map<Analysis<?>, Integer> carried = new LinkedHashMap<>();

  /**
   * Returns an empty cache computing analyses for {@code target}.
   *
   * @param target the target model every analysis is computed for
   */
  public AnalysisCache(TargetModel target) {
    this.target = target;
  }

  /**
   * Returns {@code analysis} of {@code function} (defined in {@code module}), computing it once.
   *
   * @param <T> the analysis result
   * @param module the module defining {@code function}
   * @param function the function snapshot
   * @param analysis the analysis key
   * @return the cached or new result
   */
  public <T> T get(Module module, Function function, Analysis<T> analysis) {
    Map<Analysis<?>, Object> table = results.computeIfAbsent(function, f -> new LinkedHashMap<>());
    Object value = table.get(analysis);
    if (value == null) {
      value = analysis.compute(module, function, target);
      computations.merge(analysis, 1, Integer::sum);
      table.put(analysis, value);
    }
    @SuppressWarnings("unchecked") // only this method stores a value under analysis
    T result = (T) value;
    return result;
  }

  /**
   * Returns how many times {@code analysis} was computed in this cache.
   *
   * @param analysis the analysis key
   * @return the computation count
   */
  public int computations(Analysis<?> analysis) {
    return computations.getOrDefault(analysis, 0);
  }

  /**
   * Returns how many times {@code analysis} was carried over to a result snapshot.
   *
   * @param analysis the analysis key
   * @return the carry-over count
   */
  public int carried(Analysis<?> analysis) {
    return carried.getOrDefault(analysis, 0);
  }

  /**
   * Returns the computation counts by analysis name, in the order first computed.
   *
   * @return analysis name to computation count
   */
  public Map<String, Integer> computationsByName() {
    Map<String, Integer> out = new LinkedHashMap<>();
    computations.forEach((a, n) -> out.put(a.toString(), n));
    return out;
  }

  /**
   * Returns the results of {@code before} that also hold for {@code after}: those {@code kept}
   * preserves and, for CFG analyses, only when the CFG is unchanged.
   *
   * @param before the snapshot a step started from
   * @param after the snapshot it produced
   * @param kept what the pass claims to preserve
   * @return analysis key to result, for the results that carry over
   */
  public Map<Analysis<?>, Object> carriable(Function before, Function after, PreservedAnalyses kept) {
    Map<Analysis<?>, Object> out = new LinkedHashMap<>();
    Map<Analysis<?>, Object> table = results.getOrDefault(before, Map.of());
    boolean sameCfg = CfgShape.same(before, after);
    table.forEach((a, v) -> {
      if (kept.keeps(a) && (sameCfg || !a.dependsOnlyOnCfg())) {
        out.put(a, v);
      }
    });
    return out;
  }

  /**
   * Recomputes every result of {@code carry} on {@code after} (not counted as a computation)
   * and returns one line per analysis whose fingerprint differs: the pass claims to preserve
   * what it changed.
   *
   * @param beforeModule the module defining {@code before}
   * @param before the snapshot the results were computed on
   * @param afterModule the module defining {@code after}
   * @param after the step's result
   * @param carry the results to be carried over
   * @return one line per analysis that changed; empty when the claim holds
   */
  public List<String> mismatches(Module beforeModule, Function before, Module afterModule, Function after,
      Map<Analysis<?>, Object> carry) {
    List<String> out = new ArrayList<>();
    carry.forEach((a, v) -> mismatch(a, v, beforeModule, before, afterModule, after).ifPresent(out::add));
    return out;
  }

  private <T> Optional<String> mismatch(Analysis<T> a, Object value, Module bm, Function before, Module am,
      Function after) {
    @SuppressWarnings("unchecked") // carriable() takes values from the table stored under a
    T old = (T) value;
    T fresh = a.compute(am, after, target);
    Optional<String> was = a.fingerprint(bm, before, old);
    Optional<String> now = a.fingerprint(am, after, fresh);
    return was.equals(now) ? Optional.empty()
        : Optional.of("the pass preserves " + a + " but it differs after the step:\n  before: "
            + was.orElse("").replace("\n", "\n          ") + "\n  after:  " + now.orElse("").replace("\n", "\n          "));
  }

  /**
   * Moves {@code carry} to {@code after}'s table and drops {@code before}'s results (the
   * snapshot is replaced in the module).
   *
   * @param before the replaced snapshot
   * @param after the snapshot replacing it
   * @param carry the results carried over to {@code after}
   */
  public void commit(Function before, Function after, Map<Analysis<?>, Object> carry) {
    results.remove(before);
    if (!carry.isEmpty()) {
      results.computeIfAbsent(after, f -> new LinkedHashMap<>()).putAll(carry);
      carry.keySet().forEach(a -> carried.merge(a, 1, Integer::sum));
    }
  }
}
