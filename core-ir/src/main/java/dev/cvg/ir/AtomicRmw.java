package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code atomicrmw [volatile] OP ptr P, T V [syncscope(S)] ORDERING[, align N]}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param isVolatile whether {@code volatile}
 * @param operation the operation ({@code add}, {@code xchg}, {@code umax}, …)
 * @param pointer the address
 * @param value the operand
 * @param ordering syncscope and ordering as written ({@code syncscope("agent") seq_cst})
 * @param trailing comma-separated suffixes as written
 */
public record AtomicRmw(
    int rawId, boolean isVolatile, String operation, Value pointer, Value value, String ordering, List<String> trailing)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param isVolatile whether {@code volatile}
   * @param operation the operation ({@code add}, {@code xchg}, {@code umax}, …)
   * @param pointer the address
   * @param value the operand
   * @param ordering syncscope and ordering as written ({@code syncscope("agent") seq_cst})
   * @param trailing comma-separated suffixes as written
   */
  public AtomicRmw(
      InstId id, boolean isVolatile, String operation, Value pointer, Value value, String ordering,
      List<String> trailing) {
    this(id.index(), isVolatile, operation, pointer, value, ordering, trailing);
  }

  /** Copies {@code trailing}. */
  public AtomicRmw {
    trailing = List.copyOf(trailing);
  }

  @Override
  public Opcode opcode() {
    return Opcode.ATOMICRMW;
  }

  @Override
  public Type resultType() {
    return value.type();
  }

  @Override
  public List<Value> operands() {
    return List.of(pointer, value);
  }

  @Override
  public AtomicRmw mapOperands(UnaryOperator<Value> f) {
    return new AtomicRmw(rawId, isVolatile, operation, f.apply(pointer), f.apply(value), ordering, trailing);
  }

  @Override
  public AtomicRmw withId(InstId newId) {
    return new AtomicRmw(newId, isVolatile, operation, pointer, value, ordering, trailing);
  }
}
