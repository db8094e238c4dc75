package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code cmpxchg [weak] [volatile] ptr P, T C, T N [syncscope(S)] SUCC FAIL[, align N]}; the
 * result is {@code { T, i1 }}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param modifiers {@code weak} and/or {@code volatile} as written
 * @param pointer the address
 * @param expected the compared value
 * @param replacement the new value
 * @param ordering syncscope and the two orderings as written
 * @param trailing comma-separated suffixes as written
 */
public record CmpXchg(
    int rawId, List<String> modifiers, Value pointer, Value expected, Value replacement, String ordering,
    List<String> trailing)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param modifiers {@code weak} and/or {@code volatile} as written
   * @param pointer the address
   * @param expected the compared value
   * @param replacement the new value
   * @param ordering syncscope and the two orderings as written
   * @param trailing comma-separated suffixes as written
   */
  public CmpXchg(
      InstId id, List<String> modifiers, Value pointer, Value expected, Value replacement, String ordering,
      List<String> trailing) {
    this(id.index(), modifiers, pointer, expected, replacement, ordering, trailing);
  }

  /** Copies the lists. */
  public CmpXchg {
    modifiers = List.copyOf(modifiers);
    trailing = List.copyOf(trailing);
  }

  @Override
  public Opcode opcode() {
    return Opcode.CMPXCHG;
  }

  @Override
  public Type resultType() {
    return new Type.Struct(List.of(expected.type(), Type.I1), false);
  }

  @Override
  public List<Value> operands() {
    return List.of(pointer, expected, replacement);
  }

  @Override
  public CmpXchg mapOperands(UnaryOperator<Value> f) {
    return new CmpXchg(rawId, modifiers, f.apply(pointer), f.apply(expected), f.apply(replacement), ordering, trailing);
  }

  @Override
  public CmpXchg withId(InstId newId) {
    return new CmpXchg(newId, modifiers, pointer, expected, replacement, ordering, trailing);
  }
}
