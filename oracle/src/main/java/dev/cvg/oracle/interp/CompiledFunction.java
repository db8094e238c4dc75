package dev.cvg.oracle.interp;

import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.oracle.instance.CycleNest;

/**
 * One defined function in the interpreter's dense form: registers ("slots") for constants,
 * parameters and results; per-pc code; block layout; CFG edges with their phi moves; the
 * cycle nest used for maximal-convergence labels; and the convergence regions of tokens.
 *
 * <p>Static instances are numbered module-wide: instruction {@code pc} is
 * {@code base() + pc}, parameter {@code k} is {@code base() + size() + k}. Immutable after
 * compilation; shared by all threads and rounds.
 */
public final class CompiledFunction {
  final Function source;
  final int number;
  final int base;
  final Code code;
  final int slotCount;
  /** Initial register contents: constants filled in, everything else 0. */
  final long[] initRegs;
  /** Initial undefined flags: {@code undef}/{@code poison} constants marked. */
  final byte[] initFlags;
  final int[] paramSlots;
  final int[] blockStart;
  final int[] phiCount;
  final int[] blockOfPc;
  final Plans.Edge[] edges;
  final CycleNest nest;
  /** Per pc: slots of the tokens whose convergence region contains it, or null. */
  final int[][] region;
  final int hearts;
  /** Slot of each pc's result, -1 if it has none (cmpxchg's success flag lives elsewhere). */
  final int[] resultSlot;

  CompiledFunction(Function source, int number, int base, Code code, int slotCount, long[] initRegs,
      byte[] initFlags, int[] paramSlots, int[] blockStart, int[] phiCount, int[] blockOfPc,
      Plans.Edge[] edges, CycleNest nest, int[][] region, int hearts) {
    this.source = source;
    this.number = number;
    this.base = base;
    this.code = code;
    this.slotCount = slotCount;
    this.initRegs = initRegs;
    this.initFlags = initFlags;
    this.paramSlots = paramSlots;
    this.blockStart = blockStart;
    this.phiCount = phiCount;
    this.blockOfPc = blockOfPc;
    this.edges = edges;
    this.nest = nest;
    this.region = region;
    this.hearts = hearts;
    this.resultSlot = code.dst;
  }

  /**
   * Returns the source function.
   *
   * @return the function
   */
  public Function source() {
    return source;
  }

  /**
   * Returns the function's number in its module.
   *
   * @return the number
   */
  public int number() {
    return number;
  }

  /**
   * Returns the module-wide number of static instance {@code pc}'s instruction.
   *
   * @param pc an instruction index
   * @return its static instance number
   */
  public int staticInstance(int pc) {
    return base + pc;
  }

  /**
   * Returns the module-wide number of parameter {@code k}.
   *
   * @param k a parameter index
   * @return its static instance number
   */
  public int paramInstance(int k) {
    return base + code.size + k;
  }

  /**
   * Returns the first static instance number of this function.
   *
   * @return the base number
   */
  public int base() {
    return base;
  }

  /**
   * Returns the number of static instances (instructions and parameters).
   *
   * @return the static instance count
   */
  public int instanceCount() {
    return code.size + paramSlots.length;
  }

  /**
   * Returns the number of instructions.
   *
   * @return the instruction count
   */
  public int size() {
    return code.size;
  }

  /**
   * Returns the source instruction at {@code pc}.
   *
   * @param pc an instruction index
   * @return the instruction
   */
  public Inst inst(int pc) {
    return code.inst[pc];
  }

  /**
   * Returns the block number holding {@code pc}.
   *
   * @param pc an instruction index
   * @return the block number
   */
  public int blockOf(int pc) {
    return blockOfPc[pc];
  }

  /**
   * Returns the pc of the first instruction (phis included) of block {@code b}.
   *
   * @param b a block number
   * @return the pc of its first instruction
   */
  public int blockStart(int b) {
    return blockStart[b];
  }

  /**
   * Returns the number of blocks.
   *
   * @return the block count
   */
  public int blockCount() {
    return blockStart.length;
  }

  /**
   * Returns the slot holding {@code pc}'s result, or -1.
   *
   * @param pc an instruction index
   * @return the slot, or -1
   */
  public int resultSlot(int pc) {
    return code.dst[pc];
  }

  /**
   * Returns the slot of parameter {@code k}.
   *
   * @param k a parameter index
   * @return the slot
   */
  public int paramSlot(int k) {
    return paramSlots[k];
  }

  /**
   * Returns the number of parameters.
   *
   * @return the parameter count
   */
  public int paramCount() {
    return paramSlots.length;
  }

  /**
   * Returns, per value operand of {@code pc} in {@link Inst#operands()} order, the slot it
   * reads, or -1 for constants and operands the oracle does not track; callers must not modify it.
   *
   * @param pc an instruction index
   * @return the slots, one per operand
   */
  public int[] useSlots(int pc) {
    return code.uses[pc];
  }

  /**
   * Returns the cycle nest the labels use.
   *
   * @return the cycle nest
   */
  public CycleNest nest() {
    return nest;
  }

  /**
   * Returns whether {@code pc} is a phi.
   *
   * @param pc an instruction index
   * @return whether it is a phi
   */
  public boolean isPhi(int pc) {
    return code.inst[pc] instanceof dev.cvg.ir.Phi;
  }

  @Override
  public String toString() {
    return "@" + source.name();
  }
}
