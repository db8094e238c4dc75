package dev.cvg.ir;

import java.util.List;
import java.util.Optional;

/**
 * A global variable {@code @name = [prefix...] global|constant T [init][, trailing...]}.
 *
 * @param name the name after {@code @}, as written
 * @param prefix linkage, visibility, {@code addrspace(N)}, {@code unnamed_addr}, … as written
 * @param isConstant whether declared {@code constant}
 * @param valueType the type of the stored value
 * @param initializer the initial value; empty for external declarations
 * @param trailing comma-separated suffixes as written ({@code align 4}, {@code section "s"})
 * @param addrSpace the address space of {@code @name}
 */
public record Global(String name, List<String> prefix, boolean isConstant, Type valueType,
    Optional<Value> initializer, List<String> trailing, int addrSpace) {
  /** Copies the lists. */
  public Global {
    prefix = List.copyOf(prefix);
    trailing = List.copyOf(trailing);
  }
}
