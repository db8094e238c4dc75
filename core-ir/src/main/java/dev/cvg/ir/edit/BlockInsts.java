package dev.cvg.ir.edit;

import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The working instruction list of one block the editor changed, made for the edits passes do
 * in bulk: removing an instruction by id, appending, and inserting just before the last
 * instruction (a preheader's terminator) cost O(1); other insertions cost the instructions
 * after the insertion point.
 *
 * <p>Invariants: {@code slots} holds the block's instructions in order, with {@code null} where
 * one was removed (a tombstone) and never a tombstone last; {@code slotOf} maps every live
 * instruction to its slot; {@code live} counts them. Tombstones are squeezed out (in one linear
 * pass) before a positional read, and when they outnumber the live instructions, so removals
 * stay O(1) amortised and every read sees positions counted without gaps.
 */
final class BlockInsts {
  private final ArrayList<Inst> slots;
  private final Map<InstId, Integer> slotOf = new HashMap<>();
  private int live;

  BlockInsts(List<Inst> insts) {
    slots = new ArrayList<>(insts);
    live = slots.size();
    renumberFrom(0);
  }

  /** Returns the instructions in order, read only; the view follows later edits of this block. */
  List<Inst> view() {
    compact();
    return Collections.unmodifiableList(slots);
  }

  /** Returns the number of instructions. */
  int size() {
    return live;
  }

  /** Returns the position of {@code id} (counted without gaps), or -1 if it is not here. */
  int indexOf(InstId id) {
    compact();
    Integer at = slotOf.get(id);
    return at == null ? -1 : at;
  }

  /** Inserts {@code inst} at {@code position} (0 to {@link #size()}). */
  void add(int position, Inst inst) {
    if (position == live) {
      slotOf.put(inst.id(), slots.size());
      slots.add(inst);
    } else if (position == live - 1) {
      int last = slots.size() - 1;
      slots.add(last, inst);
      slotOf.put(inst.id(), last);
      slotOf.put(slots.get(last + 1).id(), last + 1);
    } else {
      compact();
      slots.add(position, inst);
      renumberFrom(position);
    }
    live++;
  }

  /** Replaces the instruction with {@code inst}'s id by {@code inst}, in place. */
  void set(Inst inst) {
    slots.set(slotOf.get(inst.id()), inst);
  }

  /** Removes {@code id}. */
  void remove(InstId id) {
    int at = slotOf.remove(id);
    slots.set(at, null);
    live--;
    while (!slots.isEmpty() && slots.getLast() == null) {
      slots.removeLast();
    }
    if (slots.size() - live > live + 16) {
      compact();
    }
  }

  /** Removes and returns the instructions from {@code start} on, in order. */
  List<Inst> removeFrom(int start) {
    compact();
    List<Inst> tail = slots.subList(start, slots.size());
    List<Inst> out = new ArrayList<>(tail);
    out.forEach(i -> slotOf.remove(i.id()));
    tail.clear();
    live = slots.size();
    return out;
  }

  /** Squeezes the tombstones out. */
  private void compact() {
    if (slots.size() == live) {
      return;
    }
    slots.removeIf(java.util.Objects::isNull);
    renumberFrom(0);
  }

  private void renumberFrom(int start) {
    for (int k = start; k < slots.size(); k++) {
      slotOf.put(slots.get(k).id(), k);
    }
  }
}
