package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * A one-operand arithmetic instruction ({@code fneg}).
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param opcode an opcode of family {@link Opcode.Family#UNARY}
 * @param operand the operand (its type is the result type)
 * @param flags fast-math flags as written
 */
public record Unary(int rawId, Opcode opcode, Value operand, List<String> flags) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param opcode an opcode of family {@link Opcode.Family#UNARY}
   * @param operand the operand (its type is the result type)
   * @param flags fast-math flags as written
   */
  public Unary(InstId id, Opcode opcode, Value operand, List<String> flags) {
    this(id.index(), opcode, operand, flags);
  }

  /** Copies {@code flags}. */
  public Unary {
    flags = List.copyOf(flags);
  }

  @Override
  public Type resultType() {
    return operand.type();
  }

  @Override
  public List<Value> operands() {
    return List.of(operand);
  }

  @Override
  public Unary mapOperands(UnaryOperator<Value> f) {
    return new Unary(rawId, opcode, f.apply(operand), flags);
  }

  @Override
  public Unary withId(InstId newId) {
    return new Unary(newId, opcode, operand, flags);
  }
}
