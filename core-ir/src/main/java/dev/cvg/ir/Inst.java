package dev.cvg.ir;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * An instruction: an immutable record whose identity is its {@link InstId}, never its contents
 * (two identical {@code add}s are different instructions because their ids differ). Each record
 * stores the id flat, as its {@code int rawId} component, and offers a constructor taking the
 * {@link InstId} first, so analyses read ids without a pointer hop per instruction.
 *
 * <p>Printer, verifier, interpreter and transfer functions switch exhaustively over the
 * permitted records. Operands are {@link Value}s; block operands are {@link BlockId}s.
 */
public sealed interface Inst
    permits Binary, Unary, Compare, Cast, Select, Phi, Freeze, Call, Load, Store, Alloca,
        GetElementPtr, AtomicRmw, CmpXchg, Fence, ExtractValue, InsertValue, ExtractElement,
        InsertElement, ShuffleVector, Br, CondBr, Switch, Ret, Unreachable, CallBr {

  /**
   * Returns the raw id of this instruction, {@code id().index()}, without allocating: the form
   * for per-instruction loops over dense arrays. The records store only this int, so reading it
   * is one field load on the instruction itself.
   *
   * @return the raw id
   */
  int rawId();

  /**
   * Returns this instruction's identity, {@code new InstId(rawId())}.
   *
   * @return the identity
   */
  default InstId id() {
    return new InstId(rawId());
  }

  /**
   * Returns the mnemonic.
   *
   * @return the opcode
   */
  Opcode opcode();

  /**
   * Returns the type of the result, {@link Type#VOID} if it produces none.
   *
   * @return the result type
   */
  Type resultType();

  /**
   * Returns every value operand in textual order (callee included for calls).
   *
   * @return the operands
   */
  List<Value> operands();

  /**
   * Returns the number of value operands: {@code operands().size()}, without building the list.
   *
   * @return the operand count
   */
  default int operandCount() {
    return operands().size();
  }

  /**
   * Returns value operand {@code k}: {@code operands().get(k)}, without building the list.
   *
   * @param k the operand index, from 0
   * @return the operand
   */
  default Value operand(int k) {
    return operands().get(k);
  }

  /**
   * Returns a copy whose value operands are replaced by {@code f} (types must be kept).
   *
   * @param f the replacement of each operand
   * @return the copy, with this instruction's id
   */
  Inst mapOperands(UnaryOperator<Value> f);

  /**
   * Returns a copy with another identity.
   *
   * @param id the new identity
   * @return the copy
   */
  Inst withId(InstId id);

  /**
   * Returns the successor blocks of a terminator in operand order; empty otherwise.
   *
   * @return the successors, repeated when two edges lead to one block
   */
  default List<BlockId> successors() {
    return List.of();
  }

  /**
   * Returns the number of successors: {@code successors().size()}, without building the list.
   *
   * @return the successor count
   */
  default int successorCount() {
    return successors().size();
  }

  /**
   * Returns successor {@code k}: {@code successors().get(k)}, without building the list.
   *
   * @param k the successor index, from 0
   * @return the successor
   */
  default BlockId successor(int k) {
    return successors().get(k);
  }

  /**
   * Returns a copy whose block operands (successors, phi predecessors) are mapped by {@code f}.
   *
   * @param f the replacement of each block operand
   * @return the copy, with this instruction's id
   */
  default Inst mapBlocks(UnaryOperator<BlockId> f) {
    return this;
  }

  /**
   * Returns whether this instruction produces a value.
   *
   * @return whether the result type is not {@code void}
   */
  default boolean hasResult() {
    return !resultType().isVoid();
  }

  /**
   * Returns the value this instruction defines, if it produces one.
   *
   * @return the defined value, or empty for {@code void}
   */
  default Optional<ValueId> result() {
    return hasResult() ? Optional.of(new ValueId(rawId())) : Optional.empty();
  }

  /**
   * Returns a {@link Value.Local} referring to this instruction's result.
   *
   * @return the use of the result
   */
  default Value.Local asValue() {
    if (!hasResult()) {
      throw new IllegalStateException(opcode().mnemonic() + " produces no value");
    }
    return new Value.Local(rawId(), resultType());
  }

  /**
   * Returns whether this instruction ends its block.
   *
   * @return whether this is a terminator
   */
  default boolean isTerminator() {
    return opcode().isTerminator();
  }

  /**
   * Maps each operand of {@code values} with {@code f}; a helper for record implementations.
   *
   * @param values the operands
   * @param f the replacement of each operand
   * @return the mapped operands
   */
  static List<Value> map(List<Value> values, UnaryOperator<Value> f) {
    return values.stream().map(f).toList();
  }
}
