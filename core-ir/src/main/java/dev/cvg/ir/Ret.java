package dev.cvg.ir;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * {@code ret void} or {@code ret T %v}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param value the returned value, empty for {@code ret void}
 */
public record Ret(int rawId, Optional<Value> value) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param value the returned value, empty for {@code ret void}
   */
  public Ret(InstId id, Optional<Value> value) {
    this(id.index(), value);
  }

  @Override
  public Opcode opcode() {
    return Opcode.RET;
  }

  @Override
  public Type resultType() {
    return Type.VOID;
  }

  @Override
  public List<Value> operands() {
    return value.map(List::of).orElse(List.of());
  }

  @Override
  public Ret mapOperands(UnaryOperator<Value> f) {
    return new Ret(rawId, value.map(f));
  }

  @Override
  public Ret withId(InstId newId) {
    return new Ret(newId, value);
  }
}
