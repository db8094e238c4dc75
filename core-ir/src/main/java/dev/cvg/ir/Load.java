package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code load [atomic] [volatile] T, ptr P [syncscope(S)] [ordering][, align N]...}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param type the loaded type
 * @param pointer the address
 * @param isVolatile whether {@code volatile}
 * @param atomic the atomic part as written ({@code syncscope("agent") acquire}); empty if not atomic
 * @param trailing comma-separated suffixes as written ({@code align 4})
 */
public record Load(int rawId, Type type, Value pointer, boolean isVolatile, String atomic, List<String> trailing)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param type the loaded type
   * @param pointer the address
   * @param isVolatile whether {@code volatile}
   * @param atomic the atomic part as written ({@code syncscope("agent") acquire}); empty if not
   *     atomic
   * @param trailing comma-separated suffixes as written ({@code align 4})
   */
  public Load(
      InstId id, Type type, Value pointer, boolean isVolatile, String atomic, List<String> trailing) {
    this(id.index(), type, pointer, isVolatile, atomic, trailing);
  }

  /** Copies {@code trailing}. */
  public Load {
    trailing = List.copyOf(trailing);
  }

  @Override
  public Opcode opcode() {
    return Opcode.LOAD;
  }

  @Override
  public Type resultType() {
    return type;
  }

  @Override
  public List<Value> operands() {
    return List.of(pointer);
  }
  @Override
  public int operandCount() {
    return 1;
  }

  @Override
  public Value operand(int k) {
    return switch (k) {
      case 0 -> pointer;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public Load mapOperands(UnaryOperator<Value> f) {
    return new Load(rawId, type, f.apply(pointer), isVolatile, atomic, trailing);
  }

  @Override
  public Load withId(InstId newId) {
    return new Load(newId, type, pointer, isVolatile, atomic, trailing);
  }
}
