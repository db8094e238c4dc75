package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code unreachable}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 */
public record Unreachable(int rawId) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   */
  public Unreachable(InstId id) {
    this(id.index());
  }

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
