package dev.cvg.ir;

import java.util.Arrays;
import java.util.Optional;
import java.util.function.BiConsumer;
import java.util.function.UnaryOperator;

/**
 * The names of a function's parameters and instruction results as written after {@code %},
 * in one dense array indexed by raw id ({@code null}: no name), like {@link SourceMap}'s
 * positions. Printers and verifiers read a name per operand, and the parser writes one per
 * definition: an array costs 4–8 bytes per id where a persistent hash map cost about 60, and a
 * read is one index.
 *
 * <p>Invariants: immutable; the array is owned by the table (the factories copy or take
 * ownership, the {@link Builder} copies on {@link Builder#build()}); trailing {@code null}s do
 * not count, so two tables naming the same values the same are equal whatever their lengths.
 */
public final class ValueNames {
  /** The table without names. */
  public static final ValueNames EMPTY = new ValueNames(new String[0]);

  private final String[] byRaw;

  private ValueNames(String[] byRaw) {
    this.byRaw = byRaw;
  }

  /**
   * Returns a builder starting from this table.
   *
   * @return a builder holding a copy of these names
   */
  public Builder toBuilder() {
    return new Builder(byRaw.clone());
  }

  /**
   * Returns an empty builder.
   *
   * @return the builder
   */
  public static Builder builder() {
    return new Builder(new String[16]);
  }

  /**
   * Returns the name of {@code v}.
   *
   * @param v a parameter or instruction result
   * @return its name, or empty for an unnamed value
   */
  public Optional<String> get(ValueId v) {
    return Optional.ofNullable(nameOrNull(v.index()));
  }

  /**
   * Returns the name of raw id {@code id}, or null.
   *
   * @param id a raw id
   * @return the name, or null if it has none
   */
  public String nameOrNull(int id) {
    return id >= 0 && id < byRaw.length ? byRaw[id] : null;
  }

  /**
   * Returns whether {@code v} has a name.
   *
   * @param v a value
   * @return whether it is named
   */
  public boolean containsKey(ValueId v) {
    return nameOrNull(v.index()) != null;
  }

  /**
   * Returns a copy with {@code v} named {@code name}.
   *
   * @param v a value
   * @param name its name
   * @return the copy
   */
  public ValueNames with(ValueId v, String name) {
    return toBuilder().set(v.index(), name).build();
  }

  /**
   * Calls {@code action} with every named value and its name, in raw id order.
   *
   * @param action the action
   */
  public void forEach(BiConsumer<ValueId, String> action) {
    for (int id = 0; id < byRaw.length; id++) {
      if (byRaw[id] != null) {
        action.accept(new ValueId(id), byRaw[id]);
      }
    }
  }

  /**
   * Returns the number of named values.
   *
   * @return the count
   */
  public int size() {
    int n = 0;
    for (String s : byRaw) {
      n += s != null ? 1 : 0;
    }
    return n;
  }

  /**
   * Returns a table with every name replaced by {@code f} of it.
   *
   * @param f the renaming
   * @return the renamed table
   */
  public ValueNames mapValues(UnaryOperator<String> f) {
    String[] out = new String[byRaw.length];
    for (int id = 0; id < byRaw.length; id++) {
      out[id] = byRaw[id] == null ? null : f.apply(byRaw[id]);
    }
    return new ValueNames(out);
  }

  /**
   * Returns the names as a persistent map, for callers that want one.
   *
   * @return the map from value to name
   */
  public io.vavr.collection.Map<ValueId, String> toMap() {
    io.vavr.collection.Map<ValueId, String> m = io.vavr.collection.HashMap.empty();
    for (int id = 0; id < byRaw.length; id++) {
      if (byRaw[id] != null) {
        m = m.put(new ValueId(id), byRaw[id]);
      }
    }
    return m;
  }

  /** Returns the length of {@code a} without its trailing nulls. */
  private static int usedLength(String[] a) {
    int n = a.length;
    while (n > 0 && a[n - 1] == null) {
      n--;
    }
    return n;
  }

  /** Two tables are equal when they name the same values the same. */
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof ValueNames other
        && Arrays.equals(byRaw, 0, usedLength(byRaw), other.byRaw, 0, usedLength(other.byRaw));
  }

  /** Hashes what {@link #equals} compares. */
  @Override
  public int hashCode() {
    return Arrays.hashCode(Arrays.copyOf(byRaw, usedLength(byRaw)));
  }

  /** Renders the names by raw id. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("ValueNames{");
    forEach((v, n) -> sb.append(sb.length() > 11 ? ", " : "").append(v.index()).append('=').append(n));
    return sb.append('}').toString();
  }

  /** A mutable table under construction; {@link #build()} copies, so a builder may go on. */
  public static final class Builder {
    private String[] byRaw;

    private Builder(String[] byRaw) {
      this.byRaw = byRaw;
    }

    /**
     * Names raw id {@code id}.
     *
     * @param id a raw id, not negative
     * @param name its name
     * @return this builder
     */
    public Builder set(int id, String name) {
      if (id >= byRaw.length) {
        byRaw = Arrays.copyOf(byRaw, Math.max(id + 1, 2 * byRaw.length));
      }
      byRaw[id] = name;
      return this;
    }

    /**
     * Returns the name of raw id {@code id} so far.
     *
     * @param id a raw id
     * @return the name, or null
     */
    public String get(int id) {
      return id >= 0 && id < byRaw.length ? byRaw[id] : null;
    }

    /**
     * Returns the table of the names set so far, trimmed to the last named id.
     *
     * @return the table
     */
    public ValueNames build() {
      int n = usedLength(byRaw);
      return n == 0 ? EMPTY : new ValueNames(Arrays.copyOf(byRaw, n));
    }
  }
}
