package dev.cvg.ir;

import dev.cvg.graph.ArrayFlowGraph;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
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
  /** Raw value id to the instructions using it (each user once, in layout order). */
  private final List<List<InstId>> users;
  private final FlowGraph cfg;

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
    List<List<InstId>> userLists = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      userLists.add(null);
    }
    int[][] succs = new int[blocks.length][];
    String[] names = new String[blocks.length];
    for (int b = 0; b < blocks.length; b++) {
      names[b] = blocks[b].name();
      List<Inst> list = blocks[b].insts();
      for (int k = 0; k < list.size(); k++) {
        Inst inst = list.get(k);
        int raw = inst.id().index();
        insts[raw] = inst;
        instBlock[raw] = b;
        instPosition[raw] = k;
        for (Value v : inst.operands()) {
          if (v instanceof Value.Local l && l.id().index() < n) {
            List<InstId> u = userLists.get(l.id().index());
            if (u == null) {
              u = new ArrayList<>(2);
              userLists.set(l.id().index(), u);
            }
            if (u.isEmpty() || !u.getLast().equals(inst.id())) {
              u.add(inst.id());
            }
          }
        }
      }
      succs[b] = blocks[b].successors().stream()
          .mapToInt(s -> s.index() < n ? blockNumber[s.index()] : -1)
          .filter(s -> s >= 0)
          .toArray();
    }
    for (int i = 0; i < n; i++) {
      List<InstId> u = userLists.get(i);
      userLists.set(i, u == null ? List.of() : List.copyOf(u));
    }
    this.users = userLists;
    this.cfg = ArrayFlowGraph.of(succs, 0, names);
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
    return raw >= 0 && raw < users.size() ? users.get(raw) : List.of();
  }

  /** Returns the total raw id range (every raw id is below it). */
  public int idBound() {
    return insts.length;
  }
}
