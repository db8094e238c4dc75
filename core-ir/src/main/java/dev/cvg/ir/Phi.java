package dev.cvg.ir;

import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * {@code phi}: selects the value of the edge control arrived on.
 *
 * @param rawId the raw id of the identity, {@code id().index()}
 * @param type the result type
 * @param incoming one entry per incoming edge, in textual order
 * @param flags fast-math flags as written
 */
public record Phi(int rawId, Type type, List<Incoming> incoming, List<String> flags) implements Inst {
  /**
   * Creates the instruction with identity {@code id}; every builder and parser uses this form.
   *
   * @param id the identity of the instruction
   * @param type the result type
   * @param incoming one entry per incoming edge, in textual order
   * @param flags fast-math flags as written
   */
  public Phi(InstId id, Type type, List<Incoming> incoming, List<String> flags) {
    this(id.index(), type, incoming, flags);
  }


  /**
   * One incoming (value, predecessor) pair.
   *
   * @param value the value flowing in
   * @param block the predecessor block
   */
  public record Incoming(Value value, BlockId block) {}

  /** Copies the lists. */
  public Phi {
    incoming = List.copyOf(incoming);
    flags = List.copyOf(flags);
  }

  /**
   * Returns the value incoming from {@code pred}, if the phi lists that block.
   *
   * @param pred a block
   * @return the incoming value, or empty
   */
  public Optional<Value> valueFrom(BlockId pred) {
    return incoming.stream().filter(in -> in.block().equals(pred)).map(Incoming::value).findFirst();
  }

  @Override
  public Opcode opcode() {
    return Opcode.PHI;
  }

  @Override
  public Type resultType() {
    return type;
  }

  @Override
  public List<Value> operands() {
    return incoming.stream().map(Incoming::value).toList();
  }
  @Override
  public int operandCount() {
    return incoming.size();
  }

  @Override
  public Value operand(int k) {
    return incoming.get(k).value();
  }


  @Override
  public Phi mapOperands(UnaryOperator<Value> f) {
    return new Phi(rawId, type, incoming.stream().map(in -> new Incoming(f.apply(in.value()), in.block())).toList(), flags);
  }

  @Override
  public Phi mapBlocks(UnaryOperator<BlockId> f) {
    return new Phi(rawId, type, incoming.stream().map(in -> new Incoming(in.value(), f.apply(in.block()))).toList(), flags);
  }

  @Override
  public Phi withId(InstId newId) {
    return new Phi(newId, type, incoming, flags);
  }
}
