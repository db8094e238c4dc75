package dev.cvg.target;

import java.util.HashMap;
import java.util.Map;

/**
 * Callee names to {@link CallUniformity}, matched by the longest dotted prefix: the key
 * {@code @llvm.amdgcn.image.atomic} covers {@code @llvm.amdgcn.image.atomic.add.1d.i32.i32},
 * while {@code @llvm.amdgcn.permlane16.var} and {@code @llvm.amdgcn.permlane16} stay distinct
 * because the longer key wins.
 */
final class DivergenceTable {
  private final Map<String, CallUniformity> entries;

  private DivergenceTable(Map<String, CallUniformity> entries) {
    this.entries = Map.copyOf(entries);
  }

  /** Returns a builder. */
  static Builder builder() {
    return new Builder();
  }

  /** Returns the classification of {@code callee} (with {@code @}), or {@code DEFAULT}. */
  CallUniformity lookup(String callee) {
    String name = callee;
    while (true) {
      CallUniformity hit = entries.get(name);
      if (hit != null) {
        return hit;
      }
      int dot = name.lastIndexOf('.');
      if (dot <= 0) {
        return CallUniformity.DEFAULT;
      }
      name = name.substring(0, dot);
    }
  }

  /** Collects entries; a later entry for the same key wins. */
  static final class Builder {
    private final Map<String, CallUniformity> entries = new HashMap<>();

    /** Classifies every {@code prefix + suffix} as {@code kind}. */
    Builder add(CallUniformity kind, String prefix, String... suffixes) {
      for (String s : suffixes) {
        entries.put(prefix + s, kind);
      }
      return this;
    }

    /** Returns the table. */
    DivergenceTable build() {
      return new DivergenceTable(entries);
    }
  }
}
