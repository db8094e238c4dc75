package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code icmp} or {@code fcmp}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param opcode {@link Opcode#ICMP} or {@link Opcode#FCMP}
 * @param predicate the condition code as written ({@code eq}, {@code slt}, {@code oeq}, …)
 * @param lhs left operand
 * @param rhs right operand (same type)
 * @param flags {@code samesign} or fast-math flags as written
 */
public record Compare(
    int rawId, Opcode opcode, String predicate, Value lhs, Value rhs, List<String> flags)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param opcode {@link Opcode#ICMP} or {@link Opcode#FCMP}
   * @param predicate the condition code as written ({@code eq}, {@code slt}, {@code oeq}, …)
   * @param lhs left operand
   * @param rhs right operand (same type)
   * @param flags {@code samesign} or fast-math flags as written
   */
  public Compare(
      InstId id, Opcode opcode, String predicate, Value lhs, Value rhs, List<String> flags) {
    this(id.index(), opcode, predicate, lhs, rhs, flags);
  }

  /** Copies {@code flags}. */
  public Compare {
    flags = List.copyOf(flags);
  }

  @Override
  public Type resultType() {
    return lhs.type() instanceof Type.Vector v ? new Type.Vector(v.length(), Type.I1, v.scalable()) : Type.I1;
  }

  @Override
  public List<Value> operands() {
    return List.of(lhs, rhs);
  }
  @Override
  public int operandCount() {
    return 2;
  }

  @Override
  public Value operand(int k) {
    return switch (k) {
      case 0 -> lhs;
      case 1 -> rhs;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public Compare mapOperands(UnaryOperator<Value> f) {
    return new Compare(rawId, opcode, predicate, f.apply(lhs), f.apply(rhs), flags);
  }

  @Override
  public Compare withId(InstId newId) {
    return new Compare(newId, opcode, predicate, lhs, rhs, flags);
  }
}
