package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Conditional {@code br i1 %c, label %t, label %f}. Successor 0 is taken when the condition is
 * true. Both successors may be the same block (two edges).
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param condition the {@code i1} condition
 * @param ifTrue successor 0
 * @param ifFalse successor 1
 */
public record CondBr(int rawId, Value condition, BlockId ifTrue, BlockId ifFalse) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param condition the {@code i1} condition
   * @param ifTrue successor 0
   * @param ifFalse successor 1
   */
  public CondBr(InstId id, Value condition, BlockId ifTrue, BlockId ifFalse) {
    this(id.index(), condition, ifTrue, ifFalse);
  }

  @Override
  public Opcode opcode() {
    return Opcode.BR;
  }

  @Override
  public Type resultType() {
    return Type.VOID;
  }

  @Override
  public List<Value> operands() {
    return List.of(condition);
  }
  @Override
  public int operandCount() {
    return 1;
  }

  @Override
  public Value operand(int k) {
    return switch (k) {
      case 0 -> condition;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public List<BlockId> successors() {
    return List.of(ifTrue, ifFalse);
  }
  @Override
  public int successorCount() {
    return 2;
  }

  @Override
  public BlockId successor(int k) {
    return switch (k) {
      case 0 -> ifTrue;
      case 1 -> ifFalse;
      default -> throw new IndexOutOfBoundsException(k);
    };
  }


  @Override
  public CondBr mapOperands(UnaryOperator<Value> f) {
    return new CondBr(rawId, f.apply(condition), ifTrue, ifFalse);
  }

  @Override
  public CondBr mapBlocks(UnaryOperator<BlockId> f) {
    return new CondBr(rawId, condition, f.apply(ifTrue), f.apply(ifFalse));
  }

  @Override
  public CondBr withId(InstId newId) {
    return new CondBr(newId, condition, ifTrue, ifFalse);
  }
}
