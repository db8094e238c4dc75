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
  /** Raw id to its instruction's opcode ordinal plus one, 0 if none (a byte: 1/4 of an int[]). */
  private final byte[] opcodes;
  /**
   * Raw id to the position of the instruction inside its block: built on the first
   * {@link #position} call (most analyses never ask), idempotently, so a race only repeats work.
   */
  private volatile int[] instPosition;
  /** The parameters in order (few: looked up by scanning). */
  private final Param[] params;
  /** Block number to the start of its instructions in {@link #layout}; {@code blockCount + 1} entries. */
  private final int[] blockStart;
  /** Raw ids of all instructions, block by block in layout order. */
  private final int[] layout;
  /**
   * The users of every value: built on the first question about users (the IR verifier and the
   * printer never ask), idempotently, so a race only repeats work.
   */
  private volatile UserRows users;
  private final FlowGraph cfg;

  /**
   * Builds the view in one walk over the instructions plus array passes. The view is
   * memory-bound on large functions, so every array is allocated once at its final size where
   * possible.
   */
  FunctionIndex(Function function) {
    this.function = function;
    int n = function.nextId();
    this.blocks = function.blocks().toJavaArray(Block[]::new);
    this.blockNumber = new int[n];
    this.insts = new Inst[n];
    this.instBlock = new int[n];
    this.opcodes = new byte[n];
    this.params = function.params().toArray(Param[]::new);
    Arrays.fill(blockNumber, -1);
    Arrays.fill(instBlock, -1);
    for (int b = 0; b < blocks.length; b++) {
      blockNumber[blocks[b].id().index()] = b;
    }
    this.blockStart = new int[blocks.length + 1];
    int[] order = new int[Math.max(16, n)];
    // Successors gathered flat first (succStart[b] begins block b's), then laid out as one array
    // per block in a loop of their own: allocated side by side, the lists of the CFG stay close
    // in memory, which the graph algorithms' random visits over large CFGs notice.
    int[] succStart = new int[blocks.length + 1];
    int[] succFlat = new int[Math.max(16, 2 * blocks.length)];
    String[] names = new String[blocks.length];
    int placed = 0;
    for (int b = 0; b < blocks.length; b++) {
      names[b] = blocks[b].name();
      List<Inst> list = blocks[b].insts();
      blockStart[b] = placed;
      if (placed + list.size() > order.length) { // only with repeated ids (invalid input)
        order = Arrays.copyOf(order, Math.max(2 * order.length, placed + list.size()));
      }
      for (int k = 0; k < list.size(); k++) {
        Inst inst = list.get(k);
        int raw = inst.rawId(); // flat in the record: no InstId to dereference
        insts[raw] = inst;
        instBlock[raw] = b;
        opcodes[raw] = (byte) (inst.opcode().ordinal() + 1);
        order[placed++] = raw;
      }
      Inst term = terminator(blocks[b]);
      int total = term == null ? 0 : term.successorCount();
      if (succStart[b] + total > succFlat.length) {
        succFlat = Arrays.copyOf(succFlat, Math.max(2 * succFlat.length, succStart[b] + total));
      }
      succStart[b + 1] = succStart[b] + successorNumbers(term, total, n, succFlat, succStart[b]);
    }
    int[][] succs = new int[blocks.length][];
    for (int b = 0; b < blocks.length; b++) {
      succs[b] = Arrays.copyOfRange(succFlat, succStart[b], succStart[b + 1]);
    }
    blockStart[blocks.length] = placed;
    this.layout = order;
    this.cfg = ArrayFlowGraph.adopt(succs, 0, names);
  }

  /** Returns the block's last instruction if it is a terminator, else null. */
  private static Inst terminator(Block block) {
    List<Inst> list = block.insts();
    Inst last = list.isEmpty() ? null : list.get(list.size() - 1);
    return last != null && last.isTerminator() ? last : null;
  }

  /**
   * Writes the numbers of the existing successors among the first {@code total} of {@code term}
   * (in operand order) into {@code flat} from {@code at}; returns how many were written.
   */
  private int successorNumbers(Inst term, int total, int n, int[] flat, int at) {
    int count = 0;
    for (int k = 0; k < total; k++) {
      int raw = term.successor(k).index();
      int s = raw >= 0 && raw < n ? blockNumber[raw] : -1;
      if (s >= 0) {
        flat[at + count++] = s;
      }
    }
    return count;
  }

  /** Returns the user rows, building them on the first call. */
  private UserRows userRows() {
    UserRows rows = users;
    if (rows == null) {
      rows = UserRows.of(blocks, insts.length, layout, blockStart[blocks.length]);
      users = rows;
    }
    return rows;
  }

  /**
   * Returns the indexed function.
   *
   * @return the function
   */
  public Function function() {
    return function;
  }

  /**
   * Returns the number of blocks.
   *
   * @return the block count
   */
  public int blockCount() {
    return blocks.length;
  }

  /**
   * Returns block number {@code n} (layout order).
   *
   * @param n a block number, {@code 0 <= n < blockCount()}
   * @return the block
   */
  public Block block(int n) {
    return blocks[n];
  }

  /**
   * Returns the number of {@code block}, or -1 if the function has no such block.
   *
   * @param block a block id
   * @return its number, or -1
   */
  public int number(BlockId block) {
    int raw = block.index();
    return raw >= 0 && raw < blockNumber.length ? blockNumber[raw] : -1;
  }

  /**
   * Returns the block with id {@code id}.
   *
   * @param id a block of the function
   * @return the block
   * @throws IllegalArgumentException if absent
   */
  public Block block(BlockId id) {
    int n = number(id);
    if (n < 0) {
      throw new IllegalArgumentException("no block " + id + " in @" + function.name());
    }
    return blocks[n];
  }

  /**
   * Returns the CFG over block numbers, with block names.
   *
   * @return the CFG
   */
  public FlowGraph cfg() {
    return cfg;
  }

  /**
   * Returns the instruction with id {@code id}, if it is in the function.
   *
   * @param id an instruction id
   * @return the instruction, or empty
   */
  public Optional<Inst> inst(InstId id) {
    int raw = id.index();
    return raw >= 0 && raw < insts.length ? Optional.ofNullable(insts[raw]) : Optional.empty();
  }

  /**
   * Returns the number of the block holding {@code id}, or -1.
   *
   * @param id an instruction id
   * @return the block number, or -1 if absent
   */
  public int blockOf(InstId id) {
    int raw = id.index();
    return raw >= 0 && raw < instBlock.length ? instBlock[raw] : -1;
  }

  /**
   * Returns the position of {@code id} inside its block.
   *
   * @param id an instruction of the function
   * @return its index in the block's instruction list
   * @throws IllegalArgumentException if absent
   */
  public int position(InstId id) {
    if (blockOf(id) < 0) {
      throw new IllegalArgumentException("no instruction " + id + " in @" + function.name());
    }
    int[] positions = instPosition;
    if (positions == null) {
      positions = new int[insts.length];
      for (int b = 0; b < blocks.length; b++) {
        for (int k = blockStart[b]; k < blockStart[b + 1]; k++) {
          positions[layout[k]] = k - blockStart[b];
        }
      }
      instPosition = positions;
    }
    return positions[id.index()];
  }

  /**
   * Returns the instruction defining {@code value}, if it is an instruction result.
   *
   * @param value a value id
   * @return the defining instruction, or empty
   */
  public Optional<Inst> definingInst(ValueId value) {
    return inst(value.inst()).filter(Inst::hasResult);
  }

  /**
   * Returns the parameter {@code value}, if it is one.
   *
   * @param value a value id
   * @return the parameter, or empty
   */
  public Optional<Param> param(ValueId value) {
    return Optional.ofNullable(paramAt(value.index()));
  }

  /**
   * Returns the parameter with raw id {@code raw}, or {@code null} (raw-id form of {@link #param}).
   *
   * @param raw a raw id
   * @return the parameter, or {@code null}
   */
  public Param paramAt(int raw) {
    if (raw >= 0 && raw < params.length && params[raw].id().index() == raw) {
      return params[raw]; // parameters usually take the first ids
    }
    for (Param p : params) {
      if (p.id().index() == raw) {
        return p;
      }
    }
    return null;
  }


  /**
   * Returns the instructions using {@code value}, each once, in layout order.
   *
   * @param value a value id
   * @return its users
   */
  public List<InstId> users(ValueId value) {
    int raw = value.index();
    return raw < 0 || raw >= insts.length ? List.of() : userRows().users(raw);
  }


  /**
   * Returns the total raw id range (every raw id is below it).
   *
   * @return the bound, {@link Function#nextId()}
   */
  public int idBound() {
    return insts.length;
  }

  /**
   * Returns the instruction with raw id {@code raw}, or {@code null} (raw-id form of {@link
   * #inst}).
   *
   * @param raw a raw id below {@link #idBound()}
   * @return the instruction, or {@code null}
   */
  public Inst instAt(int raw) {
    return raw >= 0 && raw < insts.length ? insts[raw] : null;
  }

  /**
   * Returns the opcode of the instruction with raw id {@code raw}, or {@code null}, without
   * reading the instruction (a byte table built with the view).
   *
   * @param raw a raw id below {@link #idBound()}
   * @return the opcode, or {@code null}
   */
  public Opcode opcodeAt(int raw) {
    return raw >= 0 && raw < opcodes.length && opcodes[raw] != 0 ? OPCODES[opcodes[raw] - 1] : null;
  }

  private static final Opcode[] OPCODES = Opcode.values();

  /**
   * Returns the number of the block holding the instruction with raw id {@code raw}, or -1.
   *
   * @param raw a raw id below {@link #idBound()}
   * @return the block number, or -1
   */
  public int blockOfRaw(int raw) {
    return raw >= 0 && raw < instBlock.length ? instBlock[raw] : -1;
  }

  /**
   * Returns where block {@code b}'s instructions start in the layout order of all instructions
   * ({@link #layoutId}); {@code b == blockCount()} gives the total instruction count.
   *
   * @param b a block number, or {@code blockCount()}
   * @return the layout position of its first instruction
   */
  public int layoutStart(int b) {
    return blockStart[b];
  }

  /**
   * Returns the raw id of the {@code k}-th instruction of the function in layout order.
   *
   * @param k a layout position
   * @return the raw id there
   */
  public int layoutId(int k) {
    return layout[k];
  }

  /**
   * Returns where the users of raw value {@code raw} start in the compressed user rows
   * ({@link #userAt}); they end where those of {@code raw + 1} start; {@code raw} may be
   * {@code idBound()}.
   *
   * @param raw a raw value id, up to {@link #idBound()}
   * @return the start of its user row
   */
  public int userStart(int raw) {
    return userRows().start(raw);
  }

  /**
   * Returns the raw id of the user at position {@code k} of the compressed user rows.
   *
   * @param k a position in the user rows
   * @return the user's raw id
   */
  public int userAt(int k) {
    return userRows().at(k);
  }
}
