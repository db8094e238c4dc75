package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code getelementptr [inbounds|nuw|nusw] T, ptr B, I1, I2, ...}: address arithmetic.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param flags the flags as written
 * @param sourceType the type indexed into
 * @param base the base pointer
 * @param indices the indices, each with its type
 */
public record GetElementPtr(int rawId, List<String> flags, Type sourceType, Value base, List<Value> indices)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param flags the flags as written
   * @param sourceType the type indexed into
   * @param base the base pointer
   * @param indices the indices, each with its type
   */
  public GetElementPtr(
      InstId id, List<String> flags, Type sourceType, Value base, List<Value> indices) {
    this(id.index(), flags, sourceType, base, indices);
  }

  /** Copies the lists. */
  public GetElementPtr {
    flags = List.copyOf(flags);
    indices = List.copyOf(indices);
  }

  @Override
  public Opcode opcode() {
    return Opcode.GETELEMENTPTR;
  }

  @Override
  public Type resultType() {
    if (base.type() instanceof Type.Vector) {
      return base.type();
    }
    for (Value index : indices) {
      if (index.type() instanceof Type.Vector v) {
        return new Type.Vector(v.length(), base.type(), v.scalable());
      }
    }
    return base.type();
  }

  /** Returns {@code !resultType().isVoid()} without walking the indices: the result is the base's type or a vector. */
  @Override
  public boolean hasResult() {
    return !base.type().isVoid();
  }

  @Override
  public List<Value> operands() {
    return java.util.stream.Stream.concat(java.util.stream.Stream.of(base), indices.stream()).toList();
  }
  @Override
  public int operandCount() {
    return 1 + indices.size();
  }

  @Override
  public Value operand(int k) {
    return k == 0 ? base : indices.get(k - 1);
  }


  @Override
  public GetElementPtr mapOperands(UnaryOperator<Value> f) {
    return new GetElementPtr(rawId, flags, sourceType, f.apply(base), Inst.map(indices, f));
  }

  @Override
  public GetElementPtr withId(InstId newId) {
    return new GetElementPtr(newId, flags, sourceType, base, indices);
  }
}
