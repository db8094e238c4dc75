package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code fence [syncscope(S)] ORDERING}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param ordering syncscope and ordering as written
 */
public record Fence(int rawId, String ordering) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param ordering syncscope and ordering as written
   */
  public Fence(InstId id, String ordering) {
    this(id.index(), ordering);
  }

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
