package dev.cvg.passes.framework;

import java.util.Objects;
import java.util.Optional;

/**
 * A parameter a pass declares ({@link FunctionPass#parameters()}): its name, what values it takes,
 * and one line of help. The {@link PassRegistry} checks a pipeline's parameters against the
 * declarations when it resolves the pipeline, so a bad name or value is an error at its column
 * before any pass runs ({@code loop-unroll<count=x>} fails at {@code count}), and the pass reads
 * checked values ({@link PassContext#intParameter}, {@link PassContext#flag}).
 *
 * @param name the key as the pipeline spells it ({@code count}, {@code full})
 * @param kind what values it takes
 * @param min the smallest integer accepted ({@link Kind#INTEGER} only)
 * @param max the largest integer accepted ({@link Kind#INTEGER} only)
 * @param help one line for {@code cvg opt --help} and the docs
 */
public record PassParameter(String name, Kind kind, int min, int max, String help) {

  /** What values a parameter takes. */
  public enum Kind {
    /** A bare flag ({@code <full>}); {@code full=true} and {@code full=false} are accepted too. */
    FLAG,
    /** A decimal integer in {@code min..max}. */
    INTEGER
  }

  /** Checks the parts. */
  public PassParameter {
    Objects.requireNonNull(name);
    Objects.requireNonNull(kind);
    Objects.requireNonNull(help);
    if (min > max) {
      throw new IllegalArgumentException("parameter '" + name + "': min " + min + " > max " + max);
    }
  }

  /**
   * Returns a flag parameter.
   *
   * @param name the parameter name ({@code full})
   * @param help one line for the docs and errors
   * @return the parameter
   */
  public static PassParameter flag(String name, String help) {
    return new PassParameter(name, Kind.FLAG, 0, 0, help);
  }

  /**
   * Returns an integer parameter accepting {@code min..max}.
   *
   * @param name the parameter name ({@code count})
   * @param min the least value accepted
   * @param max the greatest value accepted
   * @param help one line for the docs and errors
   * @return the parameter
   */
  public static PassParameter integer(String name, int min, int max, String help) {
    return new PassParameter(name, Kind.INTEGER, min, max, help);
  }

  /**
   * Returns what is wrong with {@code value} for this parameter ("expected an integer from 0 to
   * 1024"), or empty when it is accepted.
   *
   * @param value the text the pipeline gives ({@code ""} for a bare name)
   * @return the problem, or empty
   */
  public Optional<String> problem(String value) {
    return switch (kind) {
      case FLAG -> value.isEmpty() || value.equals("true") || value.equals("false") ? Optional.empty()
          : Optional.of("'" + name + "' is a flag: write <" + name + "> or " + name + "=true/false, not '" + value + "'");
      case INTEGER -> parse(value).filter(v -> v >= min && v <= max).isPresent() ? Optional.empty()
          : Optional.of("expected " + name + "=N with N an integer" + (range().isEmpty() ? "" : " " + range())
              + ", not '" + value + "'");
    };
  }

  /** Returns the accepted range in words. */
  private String range() {
    if (min == Integer.MIN_VALUE && max == Integer.MAX_VALUE) {
      return "";
    }
    return max == Integer.MAX_VALUE ? "of at least " + min : "from " + min + " to " + max;
  }

  /** Returns {@code value} as a decimal int, if it is one. */
  static Optional<Integer> parse(String value) {
    try {
      return Optional.of(Integer.parseInt(value.trim()));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Returns the parameter as the pass's help lists it: {@code count=N (2..1024): help}. */
  @Override
  public String toString() {
    return switch (kind) {
      case FLAG -> name + ": " + help;
      case INTEGER -> name + "=N" + (range().isEmpty() ? "" : " (" + range() + ")") + ": " + help;
    };
  }
}
