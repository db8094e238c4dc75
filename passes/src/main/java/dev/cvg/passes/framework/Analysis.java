package dev.cvg.passes.framework;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.target.TargetModel;
import java.util.Objects;
import java.util.Optional;
import java.util.StringJoiner;
import java.util.function.IntFunction;

/**
 * A key naming one analysis of a function snapshot, with how to compute it. Keys compare by
 * identity; the framework caches each result per snapshot and carries it over to a pass's
 * result snapshot when the pass {@linkplain PreservedAnalyses preserves} it.
 *
 * <p>A key says what its result depends on ({@link #dependsOnlyOnCfg()}): a CFG analysis is
 * carried over only when the result snapshot really has the same blocks and edges, whatever the
 * pass declares. A key may also give a {@linkplain #fingerprint fingerprint} of its result, text
 * that is equal for equal results: the manager's verify mode ({@code -Dcvg.verifyPreserved=true})
 * recomputes every carried result and compares the fingerprints.
 *
 * @param <T> the result type
 */
public final class Analysis<T> {

  /**
   * How to compute the analysis.
   *
   * @param <T> the analysis result
   */
  @FunctionalInterface
  public interface Compute<T> {
    /**
     * Computes the analysis of {@code function}, defined in {@code module}, for {@code target}.
     *
     * @param module the module defining {@code function}
     * @param function the function analysed
     * @param target the target model
     * @return the result
     */
    T compute(Module module, Function function, TargetModel target);
  }

  /**
   * Text equal for equal results of one analysis (block names, not dense numbers).
   *
   * @param <T> the analysis result
   */
  @FunctionalInterface
  public interface Fingerprint<T> {
    /**
     * Returns the fingerprint of {@code result}, computed on {@code function} of {@code module}.
     *
     * @param module the module defining {@code function}
     * @param function the function the result was computed on
     * @param result the result
     * @return the fingerprint
     */
    String of(Module module, Function function, T result);
  }

  /** The dominator tree over the function's dense block numbering. */
  public static final Analysis<DominatorTree> DOMINATORS =
      new Analysis<>("dominators", true, (m, f, t) -> DominatorTree.of(f.index().cfg()),
          (m, f, d) -> parents(f, d::idom));
  /** The post-dominator tree. */
  public static final Analysis<PostDominatorTree> POST_DOMINATORS =
      new Analysis<>("post-dominators", true, (m, f, t) -> PostDominatorTree.of(f.index().cfg()),
          (m, f, d) -> parents(f, d::ipdom));
  /** The cycle hierarchy (irreducible cycles included). */
  public static final Analysis<CycleHierarchy> CYCLES =
      new Analysis<>("cycles", true, (m, f, t) -> CycleHierarchy.of(f.index().cfg()),
          (m, f, h) -> CyclePrinter.print(f.name(), h));
  /** Uniformity for the target (depends on the instructions, not only the CFG). */
  public static final Analysis<UniformityInfo> UNIFORMITY =
      new Analysis<>("uniformity", false, UniformityInfo::of, UniformityPrinter::print);

  private final String name;
  private final boolean cfgOnly;
  private final Compute<T> compute;
  private final Fingerprint<T> fingerprint;

  /**
   * Declares a key of an analysis that depends on the instructions (never carried over a changed
   * CFG check, only on the pass's word) and has no fingerprint; declare each once as a
   * {@code static final} constant.
   *
   * @param name the analysis name, as statistics print it
   * @param compute how to compute it
   */
  public Analysis(String name, Compute<T> compute) {
    this(name, false, compute, null);
  }

  /**
   * Declares a key.
   *
   * @param name the analysis's name, as {@code --stats} prints it
   * @param cfgOnly whether the result depends only on the blocks and edges
   * @param compute how to compute it
   * @param fingerprint text equal for equal results, or null when results cannot be compared
   */
  public Analysis(String name, boolean cfgOnly, Compute<T> compute, Fingerprint<T> fingerprint) {
    this.name = Objects.requireNonNull(name);
    this.cfgOnly = cfgOnly;
    this.compute = Objects.requireNonNull(compute);
    this.fingerprint = fingerprint;
  }

  /**
   * Computes the analysis (the framework caches it; passes call {@link PassContext#analysis}).
   *
   * @param module the module defining {@code function}
   * @param function the function analysed
   * @param target the target model
   * @return the result
   */
  public T compute(Module module, Function function, TargetModel target) {
    return Objects.requireNonNull(compute.compute(module, function, target), name);
  }

  /**
   * Returns whether the result depends only on the blocks and edges of the function.
   *
   * @return true for a CFG analysis (carried over a step that keeps the CFG)
   */
  public boolean dependsOnlyOnCfg() {
    return cfgOnly;
  }

  /**
   * Returns the fingerprint of {@code result}, if this key can compare results.
   *
   * @param module the module defining {@code function}
   * @param function the function the result was computed on
   * @param result the result
   * @return the fingerprint; empty for a key without one
   */
  public Optional<String> fingerprint(Module module, Function function, T result) {
    return fingerprint == null ? Optional.empty() : Optional.of(fingerprint.of(module, function, result));
  }

  /** Returns the analysis's name. */
  @Override
  public String toString() {
    return name;
  }

  /** Returns {@code %block -> %parent} for every block, in layout order ({@code -} for none). */
  private static String parents(Function f, IntFunction<java.util.OptionalInt> parent) {
    StringJoiner out = new StringJoiner("\n");
    int n = f.index().blockCount();
    for (int b = 0; b < n; b++) {
      java.util.OptionalInt p = parent.apply(b);
      out.add(label(f, b) + " -> " + (p.isPresent() ? label(f, p.getAsInt()) : "-"));
    }
    return out.toString();
  }

  private static String label(Function f, int b) {
    return IrPrinter.blockName(f, f.index().block(b).id());
  }
}
