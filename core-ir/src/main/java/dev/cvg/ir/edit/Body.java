package dev.cvg.ir.edit;

import dev.cvg.ir.Block;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The editor's working copy of a function body: layout, per-block instruction lists (copied on
 * first write, shared with the snapshot until then), the block and current version of every
 * instruction, and the {@link UseLists}, which every change here keeps current.
 *
 * <p>Invariants: {@code byId} and {@code location} hold exactly the instructions in the blocks
 * of {@code layout}; the use lists describe exactly those instructions; a block absent from
 * {@code touched} has the instructions of its original {@link Block}. Blocks whose incoming
 * edges changed are listed in {@link #predsChanged()} for the phi check of {@code finish()}.
 */
final class Body {
  private final List<BlockId> layout = new ArrayList<>();
  private final Map<BlockId, List<Inst>> touched = new HashMap<>();
  private final Map<BlockId, Block> originalBlocks = new HashMap<>();
  private final Map<InstId, BlockId> location = new HashMap<>();
  private final Map<InstId, Inst> byId = new HashMap<>();
  private final Set<BlockId> predsChanged = new LinkedHashSet<>();
  /** Positions of instructions per block, built on demand, dropped when a block's order shifts. */
  private final Map<BlockId, Map<InstId, Integer>> positions = new HashMap<>();
  private final UseLists uses = new UseLists();

  Body(Function f) {
    for (Block b : f.blocks()) {
      layout.add(b.id());
      originalBlocks.put(b.id(), b);
      for (Inst i : b.insts()) {
        location.put(i.id(), b.id());
        byId.put(i.id(), i);
        uses.add(i);
      }
    }
  }

  UseLists uses() {
    return uses;
  }

  List<BlockId> layout() {
    return layout;
  }

  boolean hasBlock(BlockId b) {
    return touched.containsKey(b) || originalBlocks.containsKey(b);
  }

  boolean contains(InstId id) {
    return byId.containsKey(id);
  }

  /** Returns the current instructions of {@code b} (read only). */
  List<Inst> insts(BlockId b) {
    List<Inst> t = touched.get(b);
    return t != null ? java.util.Collections.unmodifiableList(t) : originalBlocks.get(b).insts();
  }

  /** Returns the current version of {@code id}, or null. */
  Inst inst(InstId id) {
    return byId.get(id);
  }

  /** Returns the block holding {@code id}, or null. */
  BlockId blockOf(InstId id) {
    return location.get(id);
  }

  /** Returns the terminator of {@code b}, if its last instruction is one. */
  Optional<Inst> terminator(BlockId b) {
    List<Inst> list = insts(b);
    return list.isEmpty() || !list.getLast().isTerminator() ? Optional.empty() : Optional.of(list.getLast());
  }

  /**
   * Returns the position of {@code id} in its block: a table lookup, the table rebuilt (linear in
   * the block) only after an insertion or removal that shifted the block's order.
   */
  int indexOf(InstId id) {
    BlockId b = location.get(id);
    Map<InstId, Integer> table = positions.computeIfAbsent(b, k -> {
      List<Inst> list = insts(k);
      Map<InstId, Integer> t = new HashMap<>();
      for (int i = 0; i < list.size(); i++) {
        t.put(list.get(i).id(), i);
      }
      return t;
    });
    Integer at = table.get(id);
    if (at == null) {
      throw new IllegalStateException("instruction " + id + " is not where the editor put it");
    }
    return at;
  }

  /** Places new empty blocks, in order, after {@code after} (last when null). */
  void addBlocks(List<BlockId> blocks, BlockId after) {
    int at = after == null ? layout.size() : layout.indexOf(after) + 1;
    layout.addAll(at, blocks);
    blocks.forEach(b -> touched.put(b, new ArrayList<>()));
  }

  /** Moves {@code b} just after {@code after} in the layout. */
  void moveBlockAfter(BlockId b, BlockId after) {
    layout.remove(b);
    layout.add(layout.indexOf(after) + 1, b);
  }

  /** Removes blocks (with their instructions) from the body; the caller checked they are unused. */
  void removeBlocks(Collection<BlockId> blocks) {
    Set<BlockId> gone = new HashSet<>(blocks);
    for (BlockId b : gone) {
      for (Inst i : insts(b)) {
        forget(i);
      }
      touched.remove(b);
      originalBlocks.remove(b);
      positions.remove(b);
    }
    layout.removeIf(gone::contains);
  }

  /** Inserts {@code inst} into {@code b} at {@code position}. */
  void insert(BlockId b, int position, Inst inst) {
    placed(b, position, inst.id());
    working(b).add(position, inst);
    location.put(inst.id(), b);
    byId.put(inst.id(), inst);
    uses.add(inst);
    edgesChanged(inst);
  }

  /** Replaces the instruction with {@code inst}'s id by {@code inst}, in place. */
  void replace(Inst inst) {
    Inst old = byId.get(inst.id());
    BlockId b = location.get(inst.id());
    working(b).set(indexOf(inst.id()), inst);
    byId.put(inst.id(), inst);
    uses.remove(old);
    uses.add(inst);
    if (old.isTerminator() || inst.isTerminator()) {
      edgesChanged(old);
      edgesChanged(inst);
    }
  }

  /** Removes {@code id} from its block and returns it. */
  Inst remove(InstId id) {
    Inst old = byId.get(id);
    unplace(id);
    forget(old);
    return old;
  }

  /** Moves {@code id} into {@code b} at {@code position} (counted after the removal). */
  void move(InstId id, BlockId b, int position) {
    Inst inst = byId.get(id);
    BlockId from = location.get(id);
    unplace(id);
    placed(b, position, id);
    working(b).add(position, inst);
    location.put(id, b);
    if (inst.isTerminator() && !from.equals(b)) {
      edgesChanged(inst);
    }
  }

  /** Moves the instructions of {@code from} from position {@code start} on to the end of {@code to}, in order. */
  void moveTail(BlockId from, int start, BlockId to) {
    List<Inst> source = working(from);
    List<Inst> tail = source.subList(start, source.size());
    List<Inst> target = working(to);
    for (Inst i : tail) {
      location.put(i.id(), to);
      target.add(i);
      if (i.isTerminator()) {
        edgesChanged(i);
      }
    }
    tail.clear();
    positions.remove(from);
    positions.remove(to);
  }

  /** Removes {@code id} from its block's list, keeping the position table right. */
  private void unplace(InstId id) {
    BlockId b = location.get(id);
    int at = indexOf(id);
    List<Inst> list = working(b);
    list.remove(at);
    if (at == list.size()) {
      positions.get(b).remove(id);
    } else {
      positions.remove(b);
    }
  }

  /** Keeps the position table of {@code b} right for an insertion of {@code id} at {@code position}. */
  private void placed(BlockId b, int position, InstId id) {
    Map<InstId, Integer> table = positions.get(b);
    if (table != null && position == insts(b).size()) {
      table.put(id, position);
    } else {
      positions.remove(b);
    }
  }

  /** Returns the blocks whose incoming edges changed during the edit. */
  Set<BlockId> predsChanged() {
    return predsChanged;
  }

  /** Returns whether {@code b} was changed (its instructions copied for writing). */
  boolean isTouched(BlockId b) {
    return touched.containsKey(b);
  }

  /** Returns the blocks of the edited body, sharing the original's untouched ones. */
  Vector<Block> blocks(java.util.function.Function<BlockId, String> names) {
    Vector<Block> out = Vector.empty();
    for (BlockId id : layout) {
      List<Inst> w = touched.get(id);
      Block orig = originalBlocks.get(id);
      String name = names.apply(id);
      out = out.append(w == null && orig.name().equals(name) ? orig
          : new Block(id, name, w == null ? orig.insts() : w));
    }
    return out;
  }

  private void forget(Inst i) {
    location.remove(i.id());
    byId.remove(i.id());
    uses.remove(i);
    edgesChanged(i);
  }

  private void edgesChanged(Inst i) {
    if (i.isTerminator()) {
      predsChanged.addAll(i.successors());
    }
  }

  private List<Inst> working(BlockId b) {
    return touched.computeIfAbsent(b, k -> new ArrayList<>(originalBlocks.get(k).insts()));
  }
}
