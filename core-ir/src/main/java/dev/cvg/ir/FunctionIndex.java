package dev.cvg.ir;

import dev.cvg.graph.ArrayFlowGraph;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The dense view of one {@link Function} snapshot, for analyses: blocks numbered
 * {@code 0..blockCount()-1} in layout order (0 is the entry), the CFG as a {@link FlowGraph},
 * and array lookups from raw ids to blocks, instructions, definitions and users.
 *
 * <p>Successors naming a block that does not exist are left out of the CFG (the IR verifier
 * reports them). Computed once per snapshot by {@link Function#index()}; immutable.
 */
public final class FunctionIndex {
  private final Function function;
  private final Block[] blocks;
  /** Raw id to block number, -1 if the id is not a block. */
  private final int[] blockNumber;
  /** Raw id to the instruction with that id, null if none. */
  private final Inst[] insts;
  /** Raw id to the number of the block holding that instruction, -1 if none. */
  private final int[] instBlock;
  /** Raw id to the position of the instruction inside its block. */
  private final int[] instPosition;
  /** Raw id to the parameter with that id, null if none. */
  private final Param[] params;
  /** Block number to the start of its instructions in {@link #layout}; {@code blockCount + 1} entries. */
  private final int[] blockStart;
  /** Raw ids of all instructions, block by block in layout order. */
  private final int[] layout;
  /** Raw value id to the start of its users in {@link #userIds}; {@code idBound + 1} entries. */
  private final int[] userStart;
  /** Raw ids of the users of every value, row by row (compressed rows), each row in layout order. */
  private final int[] userIds;
  private final FlowGraph cfg;

  /**
   * Builds the view in one walk over the instructions plus array passes: users are gathered as
   * (value, user) pairs and laid out in compressed rows by a stable counting sort, so no per-value
   * collection is allocated (the view is memory-bound on large functions).
   */
  FunctionIndex(Function function) {
    this.function = function;
    int n = function.nextId();
    this.blocks = function.blocks().toJavaArray(Block[]::new);
    this.blockNumber = new int[n];
    this.insts = new Inst[n];
    this.instBlock = new int[n];
    this.instPosition = new int[n];
    this.params = new Param[n];
    Arrays.fill(blockNumber, -1);
    Arrays.fill(instBlock, -1);
    for (int b = 0; b < blocks.length; b++) {
      blockNumber[blocks[b].id().index()] = b;
    }
    for (Param p : function.params()) {
      params[p.id().index()] = p;
    }
    this.blockStart = new int[blocks.length + 1];
    int[] order = new int[Math.max(16, n)];
    // (value, user) pairs; lastUser[v] drops repeated operands of one instruction.
    int[] pairValue = new int[Math.max(16, n)];
    int[] pairUser = new int[pairValue.length];
    int pairs = 0;
    int[] lastUser = new int[n];
    Arrays.fill(lastUser, -1);
    int[][] succs = new int[blocks.length][];
    String[] names = new String[blocks.length];
    int placed = 0;
    for (int b = 0; b < blocks.length; b++) {
      names[b] = blocks[b].name();
      List<Inst> list = blocks[b].insts();
      blockStart[b] = placed;
      for (int k = 0; k < list.size(); k++) {
        Inst inst = list.get(k);
        int raw = inst.id().index();
        insts[raw] = inst;
        instBlock[raw] = b;
        instPosition[raw] = k;
        if (placed == order.length) {
          order = Arrays.copyOf(order, placed * 2);
        }
        order[placed++] = raw;
        List<Value> operands = inst.operands();
        for (int o = 0; o < operands.size(); o++) {
          if (operands.get(o) instanceof Value.Local l) {
            int v = l.id().index();
            if (v >= 0 && v < n && lastUser[v] != raw) {
              lastUser[v] = raw;
              if (pairs == pairValue.length) {
                pairValue = Arrays.copyOf(pairValue, pairs * 2);
                pairUser = Arrays.copyOf(pairUser, pairs * 2);
              }
              pairValue[pairs] = v;
              pairUser[pairs++] = raw;
            }
          }
        }
      }
      succs[b] = successorNumbers(blocks[b], n);
    }
    blockStart[blocks.length] = placed;
    this.layout = Arrays.copyOf(order, placed);
    // Stable counting sort of the pairs by value: each row keeps layout order.
    this.userStart = new int[n + 1];
    for (int i = 0; i < pairs; i++) {
      userStart[pairValue[i] + 1]++;
    }
    for (int v = 0; v < n; v++) {
      userStart[v + 1] += userStart[v];
    }
    this.userIds = new int[pairs];
    int[] next = Arrays.copyOf(userStart, n);
    for (int i = 0; i < pairs; i++) {
      userIds[next[pairValue[i]]++] = pairUser[i];
    }
    this.cfg = ArrayFlowGraph.of(succs, 0, names);
  }

  /** Returns the numbers of the existing successors of {@code block}, in operand order. */
  private int[] successorNumbers(Block block, int n) {
    List<BlockId> named = block.successors();
    int[] out = new int[named.size()];
    int count = 0;
    for (int k = 0; k < named.size(); k++) {
      int raw = named.get(k).index();
      int s = raw >= 0 && raw < n ? blockNumber[raw] : -1;
      if (s >= 0) {
        out[count++] = s;
      }
    }
    return count == out.length ? out : Arrays.copyOf(out, count);
  }

  /** Returns the indexed function. */
  public Function function() {
    return function;
  }

  /** Returns the number of blocks. */
  public int blockCount() {
    return blocks.length;
  }

  /** Returns block number {@code n} (layout order). */
  public Block block(int n) {
    return blocks[n];
  }

  /** Returns the number of {@code block}, or -1 if the function has no such block. */
  public int number(BlockId block) {
    int raw = block.index();
    return raw >= 0 && raw < blockNumber.length ? blockNumber[raw] : -1;
  }

  /** Returns the block with id {@code id}. @throws IllegalArgumentException if absent */
  public Block block(BlockId id) {
    int n = number(id);
    if (n < 0) {
      throw new IllegalArgumentException("no block " + id + " in @" + function.name());
    }
    return blocks[n];
  }

  /** Returns the CFG over block numbers, with block names. */
  public FlowGraph cfg() {
    return cfg;
  }

  /** Returns the instruction with id {@code id}, if it is in the function. */
  public Optional<Inst> inst(InstId id) {
    int raw = id.index();
    return raw >= 0 && raw < insts.length ? Optional.ofNullable(insts[raw]) : Optional.empty();
  }

  /** Returns the number of the block holding {@code id}, or -1. */
  public int blockOf(InstId id) {
    int raw = id.index();
    return raw >= 0 && raw < instBlock.length ? instBlock[raw] : -1;
  }

  /** Returns the position of {@code id} inside its block. @throws IllegalArgumentException if absent */
  public int position(InstId id) {
    if (blockOf(id) < 0) {
      throw new IllegalArgumentException("no instruction " + id + " in @" + function.name());
    }
    return instPosition[id.index()];
  }

  /** Returns the instruction defining {@code value}, if it is an instruction result. */
  public Optional<Inst> definingInst(ValueId value) {
    return inst(value.inst()).filter(Inst::hasResult);
  }

  /** Returns the parameter {@code value}, if it is one. */
  public Optional<Param> param(ValueId value) {
    int raw = value.index();
    return raw >= 0 && raw < params.length ? Optional.ofNullable(params[raw]) : Optional.empty();
  }

  /** Returns the instructions using {@code value}, each once, in layout order. */
  public List<InstId> users(ValueId value) {
    int raw = value.index();
    if (raw < 0 || raw >= insts.length || userStart[raw] == userStart[raw + 1]) {
      return List.of();
    }
    InstId[] out = new InstId[userStart[raw + 1] - userStart[raw]];
    for (int k = 0; k < out.length; k++) {
      out[k] = new InstId(userIds[userStart[raw] + k]);
    }
    return List.of(out);
  }

  /** Returns the total raw id range (every raw id is below it). */
  public int idBound() {
    return insts.length;
  }

  /** Returns the instruction with raw id {@code raw}, or {@code null} (raw-id form of {@link #inst}). */
  public Inst instAt(int raw) {
    return raw >= 0 && raw < insts.length ? insts[raw] : null;
  }

  /** Returns the number of the block holding the instruction with raw id {@code raw}, or -1. */
  public int blockOfRaw(int raw) {
    return raw >= 0 && raw < instBlock.length ? instBlock[raw] : -1;
  }

  /**
   * Returns where block {@code b}'s instructions start in the layout order of all instructions
   * ({@link #layoutId}); {@code b == blockCount()} gives the total instruction count.
   */
  public int layoutStart(int b) {
    return blockStart[b];
  }

  /** Returns the raw id of the {@code k}-th instruction of the function in layout order. */
  public int layoutId(int k) {
    return layout[k];
  }

  /**
   * Returns where the users of raw value {@code raw} start in the compressed user rows
   * ({@link #userAt}); they end where those of {@code raw + 1} start; {@code raw} may be
   * {@code idBound()}.
   */
  public int userStart(int raw) {
    return userStart[raw];
  }

  /** Returns the raw id of the user at position {@code k} of the compressed user rows. */
  public int userAt(int k) {
    return userIds[k];
  }
}
