package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code freeze}: stops undef/poison propagation.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param operand the frozen value
 */
public record Freeze(int rawId, Value operand) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param operand the frozen value
   */
  public Freeze(InstId id, Value operand) {
    this(id.index(), operand);
  }

  @Override
  public Opcode opcode() {
    return Opcode.FREEZE;
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
  public Freeze mapOperands(UnaryOperator<Value> f) {
    return new Freeze(rawId, f.apply(operand));
  }

  @Override
  public Freeze withId(InstId newId) {
    return new Freeze(newId, operand);
  }
}
