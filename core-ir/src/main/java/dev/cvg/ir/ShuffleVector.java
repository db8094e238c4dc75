package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code shufflevector <N x T> A, <N x T> B, <M x i32> MASK}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param first the first vector
 * @param second the second vector
 * @param mask the constant mask
 */
public record ShuffleVector(int rawId, Value first, Value second, Value mask) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param first the first vector
   * @param second the second vector
   * @param mask the constant mask
   */
  public ShuffleVector(InstId id, Value first, Value second, Value mask) {
    this(id.index(), first, second, mask);
  }

  @Override
  public Opcode opcode() {
    return Opcode.SHUFFLEVECTOR;
  }

  @Override
  public Type resultType() {
    Type.Vector m = (Type.Vector) mask.type();
    return new Type.Vector(m.length(), first.type().member(0), m.scalable());
  }

  @Override
  public List<Value> operands() {
    return List.of(first, second, mask);
  }

  @Override
  public ShuffleVector mapOperands(UnaryOperator<Value> f) {
    return new ShuffleVector(rawId, f.apply(first), f.apply(second), f.apply(mask));
  }

  @Override
  public ShuffleVector withId(InstId newId) {
    return new ShuffleVector(newId, first, second, mask);
  }
}
