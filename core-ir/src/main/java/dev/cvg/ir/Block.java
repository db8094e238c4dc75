package dev.cvg.ir;

import java.util.List;

/**
 * A basic block: phis first, then ordinary instructions, then exactly one terminator (the IR
 * verifier checks this shape; the record itself accepts any list so that invalid input can be
 * represented and diagnosed).
 *
 * @param id identity
 * @param name the label as written after {@code %} (possibly numeric, possibly quoted)
 * @param insts the instructions in order
 */
public record Block(BlockId id, String name, List<Inst> insts) {
  /** Copies {@code insts}. */
  public Block {
    insts = List.copyOf(insts);
  }

  /**
   * Returns the last instruction if it is a terminator.
   *
   * @return the terminator, or empty while the block is unfinished
   */
  public java.util.Optional<Inst> terminator() {
    return insts.isEmpty() || !insts.getLast().isTerminator()
        ? java.util.Optional.empty()
        : java.util.Optional.of(insts.getLast());
  }

  /**
   * Returns the successors named by the terminator, in operand order (empty if none).
   *
   * @return the successors
   */
  public List<BlockId> successors() {
    return terminator().map(Inst::successors).orElse(List.of());
  }

  /**
   * Returns the leading phi instructions.
   *
   * @return the phis, in order
   */
  public List<Phi> phis() {
    return insts.stream().takeWhile(i -> i instanceof Phi).map(i -> (Phi) i).toList();
  }

  /**
   * Returns a copy with other instructions.
   *
   * @param newInsts the instructions of the copy
   * @return the copy, with this block's id and name
   */
  public Block withInsts(List<Inst> newInsts) {
    return new Block(id, name, newInsts);
  }
}
