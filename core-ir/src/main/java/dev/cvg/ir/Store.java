package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code store [atomic] [volatile] T V, ptr P [syncscope(S)] [ordering][, align N]...}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param value the stored value
 * @param pointer the address
 * @param isVolatile whether {@code volatile}
 * @param atomic the atomic part as written; empty if not atomic
 * @param trailing comma-separated suffixes as written ({@code align 4})
 */
public record Store(int rawId, Value value, Value pointer, boolean isVolatile, String atomic, List<String> trailing)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param value the stored value
   * @param pointer the address
   * @param isVolatile whether {@code volatile}
   * @param atomic the atomic part as written; empty if not atomic
   * @param trailing comma-separated suffixes as written ({@code align 4})
   */
  public Store(
      InstId id, Value value, Value pointer, boolean isVolatile, String atomic, List<String> trailing) {
    this(id.index(), value, pointer, isVolatile, atomic, trailing);
  }

  /** Copies {@code trailing}. */
  public Store {
    trailing = List.copyOf(trailing);
  }

  @Override
  public Opcode opcode() {
    return Opcode.STORE;
  }

  @Override
  public Type resultType() {
    return Type.VOID;
  }

  @Override
  public List<Value> operands() {
    return List.of(value, pointer);
  }
  @Override
  public int operandCount() {
    return 2;
  }

  @Override
  public Value operand(int k) {
    return switch (k) {
      case 0 -> value;
      case 1 -> pointer;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public Store mapOperands(UnaryOperator<Value> f) {
    return new Store(rawId, f.apply(value), f.apply(pointer), isVolatile, atomic, trailing);
  }

  @Override
  public Store withId(InstId newId) {
    return new Store(newId, value, pointer, isVolatile, atomic, trailing);
  }
}
