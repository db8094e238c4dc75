package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.ValueNames;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;

/**
 * The names of one function under edit: value names (a builder copied from the snapshot's
 * table), block names, the set of every name ever used and reverse lookups by name.
 *
 * <p>Invariants: {@link #taken} contains every current block and value name (it may also hold
 * names no longer used: a freed name is not handed out again, which keeps uniqueness a
 * membership test); {@link #nextSuffix} holds, per stem, a suffix below which every
 * {@code stem.N} is taken, so {@link #unique} is O(1) amortised.
 */
final class NameTable {
  private final ValueNames.Builder valueNames;
  private final java.util.Map<BlockId, String> blockNames = new HashMap<>();
  private final Set<String> taken = new HashSet<>();
  private final java.util.Map<String, ValueId> valueByName = new HashMap<>();
  private final java.util.Map<String, BlockId> blockByName = new HashMap<>();
  private final java.util.Map<String, Integer> nextSuffix = new HashMap<>();

  NameTable(Function f) {
    this.valueNames = f.valueNames().toBuilder();
    f.valueNames().forEach((v, n) -> {
      taken.add(n);
      valueByName.put(n, v);
    });
    f.blocks().forEach(b -> nameBlock(b.id(), b.name()));
  }

  /** Returns the value-name table for a snapshot (a copy: this table may go on changing). */
  ValueNames valueNames() {
    return valueNames.build();
  }

  /** Returns the name of {@code v}, if it has one. */
  Optional<String> valueName(ValueId v) {
    return Optional.ofNullable(valueNames.get(v.index()));
  }

  /** Sets the name of value {@code v}. */
  void nameValue(ValueId v, String name) {
    String old = valueNames.get(v.index());
    if (old != null) {
      valueByName.remove(old, v);
    }
    valueNames.set(v.index(), name);
    valueByName.put(name, v);
    taken.add(name);
  }

  /** Returns the name of block {@code b}, or null if there is no such block. */
  String blockName(BlockId b) {
    return blockNames.get(b);
  }

  /** Returns whether {@code b} has been named (exists or existed). */
  boolean hasBlock(BlockId b) {
    return blockNames.containsKey(b);
  }

  /** Sets the name of block {@code b}. */
  void nameBlock(BlockId b, String name) {
    String old = blockNames.put(b, name);
    if (old != null) {
      blockByName.remove(old, b);
    }
    blockByName.put(name, b);
    taken.add(name);
  }

  /** Forgets block {@code b}'s name for lookups (the name stays reserved). */
  void forgetBlock(BlockId b) {
    String old = blockNames.remove(b);
    if (old != null) {
      blockByName.remove(old, b);
    }
  }

  /** Returns the value currently named {@code name}. */
  Optional<ValueId> valueNamed(String name) {
    return Optional.ofNullable(valueByName.get(name));
  }

  /** Returns the block currently named {@code name}. */
  Optional<BlockId> blockNamed(String name) {
    return Optional.ofNullable(blockByName.get(name));
  }

  /**
   * Returns {@code base} if no value or block uses it, else {@code stem.N} for a free N, where
   * stem is {@code base} without a trailing {@code .N}. Does not reserve the name.
   */
  String unique(String base) {
    if (!taken.contains(base)) {
      return base;
    }
    String stem = base.replaceFirst("\\.\\d+$", "");
    int k = nextSuffix.getOrDefault(stem, 1);
    while (taken.contains(stem + "." + k)) {
      k++;
    }
    nextSuffix.put(stem, k);
    return stem + "." + k;
  }
}
