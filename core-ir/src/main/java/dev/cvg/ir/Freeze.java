package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code freeze}: stops undef/poison propagation.
 *
 * @param id identity
 * @param operand the frozen value
 */
public record Freeze(InstId id, Value operand) implements Inst {
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
  public Freeze mapOperands(UnaryOperator<Value> f) {
    return new Freeze(id, f.apply(operand));
  }

  @Override
  public Freeze withId(InstId newId) {
    return new Freeze(newId, operand);
  }
}
