package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code insertelement <N x T> V, T e, I idx}.
 *
 * @param id identity
 * @param vector the vector
 * @param element the inserted element
 * @param index the lane index
 */
public record InsertElement(InstId id, Value vector, Value element, Value index) implements Inst {
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
    return new InsertElement(id, f.apply(vector), f.apply(element), f.apply(index));
  }

  @Override
  public InsertElement withId(InstId newId) {
    return new InsertElement(newId, vector, element, index);
  }
}
