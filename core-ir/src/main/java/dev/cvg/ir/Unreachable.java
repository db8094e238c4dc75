package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code unreachable}.
 *
 * @param id identity
 */
public record Unreachable(InstId id) implements Inst {
  @Override
  public Opcode opcode() {
    return Opcode.UNREACHABLE;
  }

  @Override
  public Type resultType() {
    return Type.VOID;
  }

  @Override
  public List<Value> operands() {
    return List.of();
  }

  @Override
  public Unreachable mapOperands(UnaryOperator<Value> f) {
    return this;
  }

  @Override
  public Unreachable withId(InstId newId) {
    return new Unreachable(newId);
  }
}
