package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code fence [syncscope(S)] ORDERING}.
 *
 * @param id identity
 * @param ordering syncscope and ordering as written
 */
public record Fence(InstId id, String ordering) implements Inst {
  @Override
  public Opcode opcode() {
    return Opcode.FENCE;
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
  public Fence mapOperands(UnaryOperator<Value> f) {
    return this;
  }

  @Override
  public Fence withId(InstId newId) {
    return new Fence(newId, ordering);
  }
}
