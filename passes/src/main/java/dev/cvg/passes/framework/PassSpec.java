package dev.cvg.passes.framework;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One pass of a pipeline as the text names it: {@code loop-unroll<count=4;full>} is the name
 * {@code loop-unroll} with the parameters {@code count -> "4"} and {@code full -> ""}.
 *
 * @param name the pass name
 * @param parameters the parameters in the order written (a bare flag maps to {@code ""})
 * @param column the 1-based column of the name in the pipeline text (for error messages)
 * @param parameterColumns the 1-based column of each parameter's key
 */
public record PassSpec(String name, Map<String, String> parameters, int column, Map<String, Integer> parameterColumns) {

  /** Copies the maps, keeping their order. */
  public PassSpec {
    Objects.requireNonNull(name);
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    parameterColumns = Collections.unmodifiableMap(new LinkedHashMap<>(parameterColumns));
  }

  /**
   * Returns a spec without parameters (column 1).
   *
   * @param name the pass name
   * @return the spec
   */
  public static PassSpec of(String name) {
    return new PassSpec(name, Map.of(), 1, Map.of());
  }

  /**
   * Returns the column of parameter {@code key}, or of the pass name when unknown.
   *
   * @param key a parameter name
   * @return the 1-based column
   */
  public int columnOf(String key) {
    return parameterColumns.getOrDefault(key, column);
  }

  /**
   * Returns parameter {@code key}, if written.
   *
   * @param key a parameter name
   * @return its text ({@code ""} when bare), or empty
   */
  public Optional<String> parameter(String key) {
    return Optional.ofNullable(parameters.get(key));
  }

  /** Returns the spec as the pipeline text spells it: {@code name} or {@code name<k=v;flag>}. */
  @Override
  public String toString() {
    if (parameters.isEmpty()) {
      return name;
    }
    StringBuilder sb = new StringBuilder(name).append('<');
    String sep = "";
    for (Map.Entry<String, String> e : parameters.entrySet()) {
      sb.append(sep).append(e.getKey());
      if (!e.getValue().isEmpty()) {
        sb.append('=').append(e.getValue());
      }
      sep = ";";
    }
    return sb.append('>').toString();
  }
}
