package dev.cvg.ir;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * {@code alloca T[, ty N][, align A][, addrspace(S)]}: per-thread stack memory.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param allocated the allocated type
 * @param count the element count operand, if written
 * @param trailing comma-separated suffixes as written ({@code align 4}, {@code addrspace(5)})
 * @param addrSpace the address space of the result pointer
 */
public record Alloca(int rawId, Type allocated, Optional<Value> count, List<String> trailing, int addrSpace)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param allocated the allocated type
   * @param count the element count operand, if written
   * @param trailing comma-separated suffixes as written ({@code align 4}, {@code addrspace(5)})
   * @param addrSpace the address space of the result pointer
   */
  public Alloca(
      InstId id, Type allocated, Optional<Value> count, List<String> trailing, int addrSpace) {
    this(id.index(), allocated, count, trailing, addrSpace);
  }

  /** Copies {@code trailing}. */
  public Alloca {
    trailing = List.copyOf(trailing);
  }

  @Override
  public Opcode opcode() {
    return Opcode.ALLOCA;
  }

  @Override
  public Type resultType() {
    return new Type.Ptr(addrSpace);
  }

  @Override
  public List<Value> operands() {
    return count.map(List::of).orElse(List.of());
  }

  @Override
  public Alloca mapOperands(UnaryOperator<Value> f) {
    return new Alloca(rawId, allocated, count.map(f), trailing, addrSpace);
  }

  @Override
  public Alloca withId(InstId newId) {
    return new Alloca(newId, allocated, count, trailing, addrSpace);
  }
}
