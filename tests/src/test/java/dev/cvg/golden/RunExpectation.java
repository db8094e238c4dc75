package dev.cvg.golden;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An inline {@code ; run: ...} annotation: an execution the oracle performs.
 *
 * <p>Syntax: {@code ; run: [key=value ...] @fn(type value, ...) [== result]}, e.g.
 * {@code ; run: @f(i32 3, i32 4) == 7} or {@code ; run: threads=4 @k(i32 0)}. Options come
 * first as {@code key=value} words (for example the thread count); arguments are kept as
 * written (typed operands), split at top-level commas.
 *
 * @param line the 1-based line of the annotation
 * @param options the {@code key=value} options, in order
 * @param function the function name without {@code @}
 * @param args the arguments as written, trimmed
 * @param expected the text after {@code ==}, trimmed, if any
 */
public record RunExpectation(int line, Map<String, String> options, String function,
    List<String> args, Optional<String> expected) {

  /** Copies the collections. */
  public RunExpectation {
    options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
    args = List.copyOf(args);
  }
}
