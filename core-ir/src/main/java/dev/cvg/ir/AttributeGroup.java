package dev.cvg.ir;

import java.util.List;

/**
 * {@code attributes #N = { a b "k"="v" }}.
 *
 * @param number the group number N
 * @param attrs the attributes as written, one per entry
 */
public record AttributeGroup(int number, List<String> attrs) {
  /** Copies {@code attrs}. */
  public AttributeGroup {
    attrs = List.copyOf(attrs);
  }
}
