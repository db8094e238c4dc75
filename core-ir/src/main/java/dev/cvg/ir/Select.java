package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code select}: {@code condition ? ifTrue : ifFalse}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param condition an {@code i1} (or vector of {@code i1})
 * @param ifTrue value when true
 * @param ifFalse value when false (same type)
 * @param flags fast-math flags as written
 */
public record Select(int rawId, Value condition, Value ifTrue, Value ifFalse, List<String> flags)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param condition an {@code i1} (or vector of {@code i1})
   * @param ifTrue value when true
   * @param ifFalse value when false (same type)
   * @param flags fast-math flags as written
   */
  public Select(InstId id, Value condition, Value ifTrue, Value ifFalse, List<String> flags) {
    this(id.index(), condition, ifTrue, ifFalse, flags);
  }

  /** Copies {@code flags}. */
  public Select {
    flags = List.copyOf(flags);
  }

  @Override
  public Opcode opcode() {
    return Opcode.SELECT;
  }

  @Override
  public Type resultType() {
    return ifTrue.type();
  }

  @Override
  public List<Value> operands() {
    return List.of(condition, ifTrue, ifFalse);
  }
  @Override
  public int operandCount() {
    return 3;
  }

  @Override
  public Value operand(int k) {
    return switch (k) {
      case 0 -> condition;
      case 1 -> ifTrue;
      case 2 -> ifFalse;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public Select mapOperands(UnaryOperator<Value> f) {
    return new Select(rawId, f.apply(condition), f.apply(ifTrue), f.apply(ifFalse), flags);
  }

  @Override
  public Select withId(InstId newId) {
    return new Select(newId, condition, ifTrue, ifFalse, flags);
  }
}
