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
 * of {@code layout}; the use lists, once built, describe exactly those instructions; a block absent from
 * {@code touched} has the instructions of its original {@link Block}. Blocks whose incoming
 * edges changed are listed in {@link #predsChanged()} for the phi check of {@code finish()}.
 */
final class Body {
  private final List<BlockId> layout = new ArrayList<>();
  private final Map<BlockId, BlockInsts> touched = new HashMap<>();
  private final Map<BlockId, Block> originalBlocks = new HashMap<>();
  private final Map<InstId, BlockId> location = new HashMap<>();
  private final Map<InstId, Inst> byId = new HashMap<>();
  private final Set<BlockId> predsChanged = new LinkedHashSet<>();
  /** Positions of instructions in untouched blocks, built on demand (touched ones keep their own). */
  private final Map<BlockId, Map<InstId, Integer>> positions = new HashMap<>();
  /**
   * Built on first need (a query, or an edit that changes operands or successors): until then only
   * moves happened, which change no use, so building from the original gives the same lists and
   * orders as building eagerly; an editor that only moves never builds them.
   */
  private UseLists uses;
  private final Function original;

  Body(Function f) {
    original = f;
    for (Block b : f.blocks()) {
      layout.add(b.id());
      originalBlocks.put(b.id(), b);
      for (Inst i : b.insts()) {
        location.put(i.id(), b.id());
        byId.put(i.id(), i);
      }
    }
  }

  UseLists uses() {
    if (uses == null) {
      uses = new UseLists();
      for (Block b : original.blocks()) {
        b.insts().forEach(uses::add);
      }
    }
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
    BlockInsts t = touched.get(b);
    return t != null ? t.view() : originalBlocks.get(b).insts();
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

  /** Returns the number of instructions in {@code b}. */
  int size(BlockId b) {
    BlockInsts t = touched.get(b);
    return t != null ? t.size() : originalBlocks.get(b).insts().size();
  }

  /**
   * Returns the position of {@code id} in its block: a table lookup (a touched block keeps its
   * table current; see {@link BlockInsts}).
   */
  int indexOf(InstId id) {
    BlockId b = location.get(id);
    BlockInsts t = touched.get(b);
    Integer at = t != null ? Integer.valueOf(t.indexOf(id)) : positions.computeIfAbsent(b, k -> {
      List<Inst> list = originalBlocks.get(k).insts();
      Map<InstId, Integer> table = new HashMap<>();
      for (int i = 0; i < list.size(); i++) {
        table.put(list.get(i).id(), i);
      }
      return table;
    }).get(id);
    if (at == null || at < 0) {
      throw new IllegalStateException("instruction " + id + " is not where the editor put it");
    }
    return at;
  }

  /** Places new empty blocks, in order, after {@code after} (last when null). */
  void addBlocks(List<BlockId> blocks, BlockId after) {
    int at = after == null ? layout.size() : layout.indexOf(after) + 1;
    layout.addAll(at, blocks);
    blocks.forEach(b -> touched.put(b, new BlockInsts(List.of())));
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
    working(b).add(position, inst);
    location.put(inst.id(), b);
    byId.put(inst.id(), inst);
    uses().add(inst);
    edgesChanged(inst);
  }

  /** Replaces the instruction with {@code inst}'s id by {@code inst}, in place. */
  void replace(Inst inst) {
    Inst old = byId.get(inst.id());
    BlockId b = location.get(inst.id());
    working(b).set(inst);
    byId.put(inst.id(), inst);
    uses().remove(old);
    uses().add(inst);
    if (old.isTerminator() || inst.isTerminator()) {
      edgesChanged(old);
      edgesChanged(inst);
    }
  }

  /** Removes {@code id} from its block and returns it. */
  Inst remove(InstId id) {
    Inst old = byId.get(id);
    working(location.get(id)).remove(id);
    forget(old);
    return old;
  }

  /** Moves {@code id} into {@code b} at {@code position} (counted after the removal). */
  void move(InstId id, BlockId b, int position) {
    Inst inst = byId.get(id);
    BlockId from = location.get(id);
    working(from).remove(id);
    working(b).add(position, inst);
    location.put(id, b);
    if (inst.isTerminator() && !from.equals(b)) {
      edgesChanged(inst);
    }
  }

  /** Moves the instructions of {@code from} from position {@code start} on to the end of {@code to}, in order. */
  void moveTail(BlockId from, int start, BlockId to) {
    BlockInsts target = working(to);
    for (Inst i : working(from).removeFrom(start)) {
      location.put(i.id(), to);
      target.add(target.size(), i);
      if (i.isTerminator()) {
        edgesChanged(i);
      }
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
      BlockInsts w = touched.get(id);
      Block orig = originalBlocks.get(id);
      String name = names.apply(id);
      out = out.append(w == null && orig.name().equals(name) ? orig
          : new Block(id, name, w == null ? orig.insts() : w.view()));
    }
    return out;
  }

  private void forget(Inst i) {
    location.remove(i.id());
    byId.remove(i.id());
    uses().remove(i);
    edgesChanged(i);
  }

  private void edgesChanged(Inst i) {
    if (i.isTerminator()) {
      predsChanged.addAll(i.successors());
    }
  }

  private BlockInsts working(BlockId b) {
    return touched.computeIfAbsent(b, k -> {
      positions.remove(k);
      return new BlockInsts(originalBlocks.get(k).insts());
    });
  }
}
