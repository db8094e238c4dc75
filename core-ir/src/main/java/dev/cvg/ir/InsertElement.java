package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code insertelement <N x T> V, T e, I idx}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param vector the vector
 * @param element the inserted element
 * @param index the lane index
 */
public record InsertElement(int rawId, Value vector, Value element, Value index) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param vector the vector
   * @param element the inserted element
   * @param index the lane index
   */
  public InsertElement(InstId id, Value vector, Value element, Value index) {
    this(id.index(), vector, element, index);
  }

  @Override
  public Opcode opcode() {
    return Opcode.INSERTELEMENT;
  }

  @Override
  public Type resultType() {
    return vector.type();
  }

  @Override
  public List<Value> operands() {
    return List.of(vector, element, index);
  }

  @Override
  public InsertElement mapOperands(UnaryOperator<Value> f) {
    return new InsertElement(rawId, f.apply(vector), f.apply(element), f.apply(index));
  }

  @Override
  public InsertElement withId(InstId newId) {
    return new InsertElement(newId, vector, element, index);
  }
}
