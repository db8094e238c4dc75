package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code insertvalue AGG, T V, i1, ...}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param aggregate the struct or array value
 * @param element the inserted value
 * @param indices constant indices
 */
public record InsertValue(int rawId, Value aggregate, Value element, List<Integer> indices) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param aggregate the struct or array value
   * @param element the inserted value
   * @param indices constant indices
   */
  public InsertValue(InstId id, Value aggregate, Value element, List<Integer> indices) {
    this(id.index(), aggregate, element, indices);
  }

  /** Copies {@code indices}. */
  public InsertValue {
    indices = List.copyOf(indices);
  }

  @Override
  public Opcode opcode() {
    return Opcode.INSERTVALUE;
  }

  @Override
  public Type resultType() {
    return aggregate.type();
  }

  @Override
  public List<Value> operands() {
    return List.of(aggregate, element);
  }

  @Override
  public InsertValue mapOperands(UnaryOperator<Value> f) {
    return new InsertValue(rawId, f.apply(aggregate), f.apply(element), indices);
  }

  @Override
  public InsertValue withId(InstId newId) {
    return new InsertValue(newId, aggregate, element, indices);
  }
}
