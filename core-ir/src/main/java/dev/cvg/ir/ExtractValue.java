package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code extractvalue AGG, i1, i2, ...}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param aggregate the struct or array value
 * @param indices constant indices
 * @param resultType the member type at {@code indices} (resolved by the parser or editor,
 *     because named struct bodies live in the module)
 */
public record ExtractValue(int rawId, Value aggregate, List<Integer> indices, Type resultType) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param aggregate the struct or array value
   * @param indices constant indices
   * @param resultType the member type at {@code indices} (resolved by the parser or editor, because
   *     named struct bodies live in the module)
   */
  public ExtractValue(InstId id, Value aggregate, List<Integer> indices, Type resultType) {
    this(id.index(), aggregate, indices, resultType);
  }

  /** Copies {@code indices}. */
  public ExtractValue {
    indices = List.copyOf(indices);
  }

  @Override
  public Opcode opcode() {
    return Opcode.EXTRACTVALUE;
  }

  @Override
  public List<Value> operands() {
    return List.of(aggregate);
  }

  @Override
  public ExtractValue mapOperands(UnaryOperator<Value> f) {
    return new ExtractValue(rawId, f.apply(aggregate), indices, resultType);
  }

  @Override
  public ExtractValue withId(InstId newId) {
    return new ExtractValue(newId, aggregate, indices, resultType);
  }
}
