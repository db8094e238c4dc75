package dev.cvg.ir;

import java.util.List;

/**
 * A formal parameter of a function.
 *
 * @param id the SSA value it defines
 * @param type its type
 * @param attrs parameter attributes as written ({@code inreg}, {@code noundef}, {@code byval(T)})
 */
public record Param(ValueId id, Type type, List<String> attrs) {
  /** Copies {@code attrs}. */
  public Param {
    attrs = List.copyOf(attrs);
  }

  /**
   * Returns a {@link Value.Local} referring to this parameter.
   *
   * @return the use of the parameter
   */
  public Value.Local asValue() {
    return new Value.Local(id, type);
  }
}
