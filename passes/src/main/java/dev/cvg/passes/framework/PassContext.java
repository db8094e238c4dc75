package dev.cvg.passes.framework;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.Optional;

/**
 * What a pass sees during one run over one function: the snapshots it starts from, their cached
 * analyses, its parameters, and the two calls that report what it did and what its guard said.
 */
public interface PassContext {

  /** Returns the module as it was when this run started (other functions unchanged by it). */
  Module module();

  /** Returns the function snapshot the editor started from. */
  Function function();

  /** Returns the target model (divergence sources, convergent intrinsics). */
  TargetModel target();

  /** Returns {@code analysis} of {@link #function()}, computed once per snapshot. */
  <T> T analysis(Analysis<T> analysis);

  /**
   * Returns the pass parameter {@code key} from the pipeline text ({@code loop-unroll<count=4>}
   * gives {@code count -> "4"}; a bare {@code <full>} gives {@code full -> ""}).
   */
  Optional<String> parameter(String key);

  /**
   * Records the guard's {@code decision} for {@code site} and says whether to transform it:
   * true when the decision allows it, and also when guards are off ({@code --no-guard}), where a
   * refusal is recorded as overridden.
   *
   * @param site the site in LLVM names ({@code "loop %header"}, {@code "%r in %then"})
   */
  boolean guard(String site, GuardDecision decision);

  /** Records that the pass changed {@code site}, and how ({@code "unrolled 4x, remainder"}). */
  void performed(String site, String what);
}
