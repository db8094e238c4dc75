package dev.cvg.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code callbr}: a call (inline asm goto) that ends its block and continues at the default
 * destination or one of the indirect ones.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param site callee, arguments, attributes and bundles
 * @param defaultDest the fall-through block
 * @param indirectDests the other possible destinations
 */
public record CallBr(int rawId, CallSite site, BlockId defaultDest, List<BlockId> indirectDests)
    implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param site callee, arguments, attributes and bundles
   * @param defaultDest the fall-through block
   * @param indirectDests the other possible destinations
   */
  public CallBr(InstId id, CallSite site, BlockId defaultDest, List<BlockId> indirectDests) {
    this(id.index(), site, defaultDest, indirectDests);
  }

  /** Copies {@code indirectDests}. */
  public CallBr {
    indirectDests = List.copyOf(indirectDests);
  }

  @Override
  public Opcode opcode() {
    return Opcode.CALLBR;
  }

  @Override
  public Type resultType() {
    return site.returnType();
  }

  @Override
  public List<Value> operands() {
    return site.operands();
  }
  @Override
  public int operandCount() {
    return site.operandCount();
  }

  @Override
  public Value operand(int k) {
    return site.operand(k);
  }


  @Override
  public List<BlockId> successors() {
    List<BlockId> out = new ArrayList<>();
    out.add(defaultDest);
    out.addAll(indirectDests);
    return List.copyOf(out);
  }

  @Override
  public CallBr mapOperands(UnaryOperator<Value> f) {
    return new CallBr(rawId, site.mapOperands(f), defaultDest, indirectDests);
  }

  @Override
  public CallBr mapBlocks(UnaryOperator<BlockId> f) {
    return new CallBr(rawId, site, f.apply(defaultDest), indirectDests.stream().map(f).toList());
  }

  @Override
  public CallBr withId(InstId newId) {
    return new CallBr(newId, site, defaultDest, indirectDests);
  }
}
