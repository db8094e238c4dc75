package dev.cvg.passes.framework;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.Objects;

/**
 * A key naming one analysis of a function snapshot, with how to compute it. Keys compare by
 * identity; the framework caches each result per snapshot and carries it over to a pass's
 * result snapshot when the pass {@linkplain PreservedAnalyses preserves} it.
 *
 * @param <T> the result type
 */
public final class Analysis<T> {

  /** How to compute the analysis. */
  @FunctionalInterface
  public interface Compute<T> {
    /** Computes the analysis of {@code function}, defined in {@code module}, for {@code target}. */
    T compute(Module module, Function function, TargetModel target);
  }

  /** The dominator tree over the function's dense block numbering. */
  public static final Analysis<DominatorTree> DOMINATORS =
      new Analysis<>("dominators", (m, f, t) -> DominatorTree.of(f.index().cfg()));
  /** The post-dominator tree. */
  public static final Analysis<PostDominatorTree> POST_DOMINATORS =
      new Analysis<>("post-dominators", (m, f, t) -> PostDominatorTree.of(f.index().cfg()));
  /** The cycle hierarchy (irreducible cycles included). */
  public static final Analysis<CycleHierarchy> CYCLES =
      new Analysis<>("cycles", (m, f, t) -> CycleHierarchy.of(f.index().cfg()));
  /** Uniformity for the target (depends on the instructions, not only the CFG). */
  public static final Analysis<UniformityInfo> UNIFORMITY =
      new Analysis<>("uniformity", UniformityInfo::of);

  private final String name;
  private final Compute<T> compute;

  /** Declares a key; declare each once as a {@code static final} constant. */
  public Analysis(String name, Compute<T> compute) {
    this.name = Objects.requireNonNull(name);
    this.compute = Objects.requireNonNull(compute);
  }

  /** Computes the analysis (the framework caches it; passes call {@link PassContext#analysis}). */
  public T compute(Module module, Function function, TargetModel target) {
    return Objects.requireNonNull(compute.compute(module, function, target), name);
  }

  /** Returns the analysis's name. */
  @Override
  public String toString() {
    return name;
  }
}
