package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code extractelement <N x T> V, I idx}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param vector the vector
 * @param index the lane index
 */
public record ExtractElement(int rawId, Value vector, Value index) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param vector the vector
   * @param index the lane index
   */
  public ExtractElement(InstId id, Value vector, Value index) {
    this(id.index(), vector, index);
  }

  @Override
  public Opcode opcode() {
    return Opcode.EXTRACTELEMENT;
  }

  @Override
  public Type resultType() {
    return vector.type().member(0);
  }

  @Override
  public List<Value> operands() {
    return List.of(vector, index);
  }

  @Override
  public ExtractElement mapOperands(UnaryOperator<Value> f) {
    return new ExtractElement(rawId, f.apply(vector), f.apply(index));
  }

  @Override
  public ExtractElement withId(InstId newId) {
    return new ExtractElement(newId, vector, index);
  }
}
