package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * Unconditional {@code br label %target}.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param target the successor
 */
public record Br(int rawId, BlockId target) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param target the successor
   */
  public Br(InstId id, BlockId target) {
    this(id.index(), target);
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
    return List.of();
  }

  @Override
  public List<BlockId> successors() {
    return List.of(target);
  }
  @Override
  public int successorCount() {
    return 1;
  }

  @Override
  public BlockId successor(int k) {
    if (k != 0) {
      throw new IndexOutOfBoundsException(k);
    }
    return target;
  }


  @Override
  public Br mapOperands(UnaryOperator<Value> f) {
    return this;
  }

  @Override
  public Br mapBlocks(UnaryOperator<BlockId> f) {
    return new Br(rawId, f.apply(target));
  }

  @Override
  public Br withId(InstId newId) {
    return new Br(newId, target);
  }
}
