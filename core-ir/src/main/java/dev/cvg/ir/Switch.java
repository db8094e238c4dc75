package dev.cvg.ir;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@code switch T %v, label %default [ T c1, label %b1 ... ]}. Successor 0 is the default.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param value the scrutinee
 * @param defaultTarget the default successor
 * @param cases the cases in textual order
 */
public record Switch(int rawId, Value value, BlockId defaultTarget, List<Case> cases) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param value the scrutinee
   * @param defaultTarget the default successor
   * @param cases the cases in textual order
   */
  public Switch(InstId id, Value value, BlockId defaultTarget, List<Case> cases) {
    this(id.index(), value, defaultTarget, cases);
  }


  /**
   * One {@code T c, label %b} case.
   *
   * @param value the case constant
   * @param target the successor
   */
  public record Case(Value.ConstInt value, BlockId target) {}

  /** Copies {@code cases}. */
  public Switch {
    cases = List.copyOf(cases);
  }

  @Override
  public Opcode opcode() {
    return Opcode.SWITCH;
  }

  @Override
  public Type resultType() {
    return Type.VOID;
  }

  @Override
  public List<Value> operands() {
    return List.of(value);
  }

  @Override
  public List<BlockId> successors() {
    List<BlockId> out = new ArrayList<>();
    out.add(defaultTarget);
    cases.forEach(c -> out.add(c.target()));
    return List.copyOf(out);
  }
  @Override
  public int successorCount() {
    return 1 + cases.size();
  }

  @Override
  public BlockId successor(int k) {
    return k == 0 ? defaultTarget : cases.get(k - 1).target();
  }


  @Override
  public Switch mapOperands(UnaryOperator<Value> f) {
    return new Switch(rawId, f.apply(value), defaultTarget, cases);
  }

  @Override
  public Switch mapBlocks(UnaryOperator<BlockId> f) {
    return new Switch(rawId, value, f.apply(defaultTarget),
        cases.stream().map(c -> new Case(c.value(), f.apply(c.target()))).toList());
  }

  @Override
  public Switch withId(InstId newId) {
    return new Switch(newId, value, defaultTarget, cases);
  }
}
