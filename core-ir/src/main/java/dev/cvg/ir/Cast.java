package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A conversion ({@code zext}, {@code trunc}, {@code bitcast}, {@code addrspacecast}, …).
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param opcode an opcode of family {@link Opcode.Family#CAST}
 * @param operand the value converted
 * @param to the result type
 * @param flags {@code nneg}, {@code nuw}, {@code nsw} as written
 */
public record Cast(int rawId, Opcode opcode, Value operand, Type to, List<String> flags)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param opcode an opcode of family {@link Opcode.Family#CAST}
   * @param operand the value converted
   * @param to the result type
   * @param flags {@code nneg}, {@code nuw}, {@code nsw} as written
   */
  public Cast(InstId id, Opcode opcode, Value operand, Type to, List<String> flags) {
    this(id.index(), opcode, operand, to, flags);
  }

  /** Checks the family and copies {@code flags}. */
  public Cast {
    if (opcode.family() != Opcode.Family.CAST) {
      throw new IllegalArgumentException("not a cast opcode: " + opcode);
    }
    flags = List.copyOf(flags);
  }

  @Override
  public Type resultType() {
    return to;
  }

  @Override
  public List<Value> operands() {
    return List.of(operand);
  }
  @Override
  public int operandCount() {
    return 1;
  }

  @Override
  public Value operand(int k) {
    return switch (k) {
      case 0 -> operand;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public Cast mapOperands(UnaryOperator<Value> f) {
    return new Cast(rawId, opcode, f.apply(operand), to, flags);
  }

  @Override
  public Cast withId(InstId newId) {
    return new Cast(newId, opcode, operand, to, flags);
  }
}
