package dev.cvg.passes.framework;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a pass sees during one run over one function: the snapshots it starts from, their cached
 * analyses, its parameters, and the two calls that report what it did and what its guard said.
 */
public interface PassContext {

  /**
   * Returns the module as it was when this run started (other functions unchanged by it).
   *
   * @return the module
   */
  Module module();

  /**
   * Returns the function snapshot the editor started from.
   *
   * @return the snapshot
   */
  Function function();

  /**
   * Returns the target model (divergence sources, convergent intrinsics).
   *
   * @return the target model
   */
  TargetModel target();

  /**
   * Returns {@code analysis} of {@link #function()}, computed once per snapshot.
   *
   * @param <T> the analysis result
   * @param analysis the analysis key
   * @return the result
   */
  <T> T analysis(Analysis<T> analysis);

  /**
   * Returns the pass parameter {@code key} from the pipeline text ({@code loop-unroll<count=4>}
   * gives {@code count -> "4"}; a bare {@code <full>} gives {@code full -> ""}).
   *
   * @param key the parameter name
   * @return its text, or empty when the pipeline does not give it
   */
  Optional<String> parameter(String key);

  /**
   * Returns integer parameter {@code key}, empty when the pipeline does not give it. The
   * registry has checked it against the pass's {@link FunctionPass#parameters() declaration}.
   *
   * @param key the parameter name
   * @return the value, or empty
   * @throws IllegalArgumentException if the value is not an integer (a pass run without a
   *     declaration for {@code key})
   */
  default OptionalInt intParameter(String key) {
    Optional<String> text = parameter(key);
    if (text.isEmpty()) {
      return OptionalInt.empty();
    }
    return OptionalInt.of(PassParameter.parse(text.get()).orElseThrow(() ->
        new IllegalArgumentException("<" + key + "=" + text.get() + ">: not an integer")));
  }

  /**
   * Returns whether flag {@code key} is on: given bare ({@code <full>}) or as {@code full=true}.
   *
   * @param key the flag name
   * @return true when it is on
   */
  default boolean flag(String key) {
    return parameter(key).filter(v -> !v.trim().equals("false")).isPresent();
  }

  /**
   * Records the guard's {@code decision} for {@code site} and says whether to transform it:
   * true when the decision allows it, and also when guards are off ({@code --no-guard}), where a
   * refusal is recorded as overridden.
   *
   * @param site the site in LLVM names ({@code "loop %header"}, {@code "%r in %then"})
   * @param decision the guard's decision
   * @return true when the pass may transform the site
   */
  boolean guard(String site, GuardDecision decision);

  /**
   * Records that the pass changed {@code site}, and how ({@code "unrolled 4x, remainder"}).
   *
   * @param site the site in LLVM names
   * @param what the change, in words
   */
  void performed(String site, String what);
}
