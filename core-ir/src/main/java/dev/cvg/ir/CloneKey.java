package dev.cvg.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Which copy a cloned instruction or block is: a typed key such as {@code CloneKey.of("unroll", 2)}
 * (the third unrolled iteration) or {@code CloneKey.of("thread", "then")} (the path threaded
 * through {@code %then}). Keys compose: a copy of a copy has the key
 * {@code first.then(second)}, so provenance always names the original and the whole path of
 * copies leading to it.
 *
 * <pre>{@code
 * CloneKey.of("unroll", 2).then(CloneKey.of("thread", "then")).toString()   // "unroll2/thread.then"
 * }</pre>
 *
 * @param parts the copy steps, outermost (first made) first; never empty
 */
public record CloneKey(List<Part> parts) {

  /**
   * One copy step.
   *
   * @param kind what made the copy ({@code unroll}, {@code thread}, {@code test}, …)
   * @param label which copy of that kind (an iteration number, a block name), possibly empty
   */
  public record Part(String kind, String label) {
    /** Checks the fields. */
    public Part {
      Objects.requireNonNull(kind);
      Objects.requireNonNull(label);
    }

    @Override
    public String toString() {
      return label.isEmpty() ? kind : label.chars().allMatch(Character::isDigit) ? kind + label : kind + "." + label;
    }
  }

  /** Copies {@code parts}. @throws IllegalArgumentException if empty */
  public CloneKey {
    parts = List.copyOf(parts);
    if (parts.isEmpty()) {
      throw new IllegalArgumentException("a clone key has at least one part");
    }
  }

  /**
   * Returns the key of copy number {@code index} made by {@code kind}, e.g. {@code of("unroll",
   * 2)}.
   *
   * @param kind what made the copy ({@code unroll}, {@code thread}, …)
   * @param index which copy of that kind, e.g. the iteration number
   * @return the key
   */
  public static CloneKey of(String kind, int index) {
    return new CloneKey(List.of(new Part(kind, Integer.toString(index))));
  }

  /**
   * Returns the key of the copy {@code label} made by {@code kind}, e.g. {@code of("thread",
   * "then")}.
   *
   * @param kind what made the copy ({@code unroll}, {@code thread}, …)
   * @param label which copy of that kind, e.g. a block name
   * @return the key
   */
  public static CloneKey of(String kind, String label) {
    return new CloneKey(List.of(new Part(kind, label)));
  }

  /**
   * Returns a one-part key with an empty label, e.g. {@code of("iter1")}.
   *
   * @param kind what made the copy
   * @return the key
   */
  public static CloneKey of(String kind) {
    return of(kind, "");
  }

  /**
   * Returns the key of a copy, keyed {@code next}, of a copy keyed by this key.
   *
   * @param next the key of the second copy
   * @return the composed key
   */
  public CloneKey then(CloneKey next) {
    List<Part> all = new ArrayList<>(parts);
    all.addAll(next.parts);
    return new CloneKey(all);
  }

  /** Returns the parts joined by {@code /}: {@code unroll2/thread.then}. */
  @Override
  public String toString() {
    return parts.stream().map(Part::toString).collect(Collectors.joining("/"));
  }
}
