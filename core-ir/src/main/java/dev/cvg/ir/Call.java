package dev.cvg.ir;

import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code call}. Whether it is convergent is decided from its callee and attributes by the
 * target model, not stored here.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param site callee, arguments, attributes and bundles
 */
public record Call(int rawId, CallSite site) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param site callee, arguments, attributes and bundles
   */
  public Call(InstId id, CallSite site) {
    this(id.index(), site);
  }

  @Override
  public Opcode opcode() {
    return Opcode.CALL;
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
  public Call mapOperands(UnaryOperator<Value> f) {
    return new Call(rawId, site.mapOperands(f));
  }

  @Override
  public Call withId(InstId newId) {
    return new Call(newId, site);
  }
}
