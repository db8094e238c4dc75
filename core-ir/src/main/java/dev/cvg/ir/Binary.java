package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A two-operand arithmetic or bitwise instruction ({@code add}, {@code fmul}, {@code and}, …).
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param opcode an opcode of family {@link Opcode.Family#BINARY}
 * @param type operand and result type
 * @param lhs left operand
 * @param rhs right operand
 * @param flags {@code nsw}, {@code nuw}, {@code exact}, {@code disjoint} or fast-math flags, as written
 */
public record Binary(int rawId, Opcode opcode, Type type, Value lhs, Value rhs, List<String> flags)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param opcode an opcode of family {@link Opcode.Family#BINARY}
   * @param type operand and result type
   * @param lhs left operand
   * @param rhs right operand
   * @param flags {@code nsw}, {@code nuw}, {@code exact}, {@code disjoint} or fast-math flags, as
   *     written
   */
  public Binary(InstId id, Opcode opcode, Type type, Value lhs, Value rhs, List<String> flags) {
    this(id.index(), opcode, type, lhs, rhs, flags);
  }

  /** Checks the family and copies {@code flags}. */
  public Binary {
    if (opcode.family() != Opcode.Family.BINARY) {
      throw new IllegalArgumentException("not a binary opcode: " + opcode);
    }
    flags = List.copyOf(flags);
  }

  @Override
  public Type resultType() {
    return type;
  }

  @Override
  public List<Value> operands() {
    return List.of(lhs, rhs);
  }
  @Override
  public int operandCount() {
    return 2;
  }

  @Override
  public Value operand(int k) {
    return switch (k) {
      case 0 -> lhs;
      case 1 -> rhs;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public Binary mapOperands(UnaryOperator<Value> f) {
    return new Binary(rawId, opcode, type, f.apply(lhs), f.apply(rhs), flags);
  }

  @Override
  public Binary withId(InstId newId) {
    return new Binary(newId, opcode, type, lhs, rhs, flags);
  }
}
