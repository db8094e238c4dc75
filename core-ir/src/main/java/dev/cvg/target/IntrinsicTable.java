package dev.cvg.target;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Callee names (with {@code @}) to {@link Intrinsic} meanings. An entry matches the exact name
 * or, for overloaded LLVM intrinsics, the name followed by a {@code .}-separated type suffix
 * ({@code @llvm.amdgcn.ballot} matches {@code @llvm.amdgcn.ballot.i32}).
 */
public final class IntrinsicTable {
  private final Map<String, Intrinsic> entries;

  private IntrinsicTable(Map<String, Intrinsic> entries) {
    this.entries = Map.copyOf(entries);
  }

  /**
   * Returns a builder.
   *
   * @return an empty builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * Returns the meaning of {@code callee}, trying the full name then shorter dotted prefixes.
   *
   * @param callee the callee's name, with {@code @}
   * @return its meaning, or empty
   */
  public Optional<Intrinsic> lookup(String callee) {
    String name = callee;
    while (true) {
      Intrinsic hit = entries.get(name);
      if (hit != null) {
        return Optional.of(hit);
      }
      int dot = name.lastIndexOf('.');
      if (dot <= 0 || !callee.startsWith("@llvm.")) {
        return Optional.empty();
      }
      name = name.substring(0, dot);
    }
  }

  /** Collects entries; later entries for the same name win. */
  public static final class Builder {
    private final Map<String, Intrinsic> entries = new LinkedHashMap<>();

    /** Creates an empty builder. */
    public Builder() {}

    /**
     * Adds every entry of {@code other}.
     *
     * @param other a table
     * @return this builder
     */
    public Builder addAll(IntrinsicTable other) {
      entries.putAll(other.entries);
      return this;
    }

    /**
     * Maps {@code names} (with {@code @}) to {@code meaning}.
     *
     * @param meaning the meaning of the names
     * @param names callee names or dotted prefixes, with {@code @}
     * @return this builder
     */
    public Builder add(Intrinsic meaning, String... names) {
      for (String n : names) {
        entries.put(n, meaning);
      }
      return this;
    }

    /**
     * Returns the table.
     *
     * @return the table
     */
    public IntrinsicTable build() {
      return new IntrinsicTable(entries);
    }
  }
}
