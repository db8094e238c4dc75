package dev.cvg.reduce;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One candidate edit of a function, through a {@link FunctionEditor}: instructions removed with
 * a replacement for their result, values substituted, terminators retargeted with their
 * successors' phis fixed; {@link #finish()} then removes the blocks that became unreachable.
 *
 * <p>Substitutions are resolved transitively (a removed value may be replaced by another removed
 * value), with the type's zero as the fallback when a chain returns to the removed value; a use
 * of a value defined in a removed block becomes that zero too. Uses are rewritten as the edit
 * goes (through the editor's use lists) and once more at the end, for instructions rebuilt from
 * the input after a substitution. The original function is never modified.
 */
final class FunctionRewrite {
  private static final String REASON = "reduced";
  private final FunctionEditor e;
  /** Removed or replaced values and what their uses became. */
  private final Map<ValueId, Value> substitution = new HashMap<>();
  /** Blocks reachable from the entry before the rewrite: only these are removed when cut off. */
  private final Set<BlockId> wasReachable;
  /** Blocks unreachable before the rewrite that are to be removed as well. */
  private final Set<BlockId> dropped = new HashSet<>();

  FunctionRewrite(Function f) {
    this.e = FunctionEditor.of(f);
    this.wasReachable = reachable(e.layout());
  }

  /** Returns the editor, for edits this class does not wrap (block merging, headers). */
  FunctionEditor editor() {
    return e;
  }

  /** Removes instruction {@code id}; uses of its result, if any, become {@code replacement}. */
  void remove(InstId id, Value replacement) {
    Inst inst = e.inst(id);
    if (inst.hasResult()) {
      substitute(id.value(), replacement == null ? new Value.Undef(inst.resultType()) : replacement);
    }
    e.erase(id, REASON);
  }

  /** Makes every use of {@code from} a use of {@code to}, now and when the rewrite finishes. */
  void substitute(ValueId from, Value to) {
    Value resolved = resolve(to, from);
    substitution.put(from, resolved);
    e.replaceAllUses(from, resolved);
  }

  /**
   * Replaces the terminator of {@code block} by {@code term}; successors' phis lose the entries
   * of the edges that disappeared ({@link FunctionEditor#replaceTerminator}).
   */
  void retarget(BlockId block, Inst term) {
    e.replaceTerminator(block, term);
  }

  /** Removes {@code block}, unreachable before the rewrite, when the rewrite finishes. */
  void dropUnreachable(BlockId block) {
    dropped.add(block);
  }

  /**
   * Removes the blocks the rewrite cut off from the entry and those marked by
   * {@link #dropUnreachable}, applies the substitutions and returns the new snapshot (unchecked:
   * the reducer verifies its candidates itself).
   *
   * @throws Unexpressible if a block that stays still branches to a removed one
   */
  Function finish() {
    // Phase 1 of 3: decide which blocks stay. Blocks that were already unreachable stay unless
    // dropped explicitly, so a test that depends on dead code can still be reduced elsewhere.
    List<BlockId> layout = e.layout();
    Set<BlockId> reachableNow = reachable(layout);
    Set<BlockId> kept = new HashSet<>();
    List<BlockId> gone = new ArrayList<>();
    for (BlockId b : layout) {
      if (reachableNow.contains(b) || !wasReachable.contains(b) && !dropped.contains(b)) {
        kept.add(b);
      } else {
        gone.add(b);
      }
    }
    // Phase 2 of 3: values of removed blocks become zero, and substitutions undone by
    // instructions rebuilt from the input are applied again
    for (BlockId b : gone) {
      for (Inst i : e.insts(b)) {
        if (i.hasResult()) {
          substitution.putIfAbsent(i.id().value(), Zero.of(i.resultType()).orElse(new Value.Undef(i.resultType())));
        }
      }
    }
    substitution.forEach((v, to) -> {
      if (e.hasUses(v)) {
        e.replaceAllUses(v, resolve(to, v));
      }
    });
    // Phase 3 of 3: phis of kept blocks lose entries of blocks that are not kept; remove blocks
    for (BlockId b : kept) {
      for (Inst i : e.insts(b)) {
        if (!(i instanceof Phi phi)) {
          break;
        }
        if (phi.incoming().stream().anyMatch(in -> !kept.contains(in.block()))) {
          e.replace(new Phi(phi.id(), phi.type(),
              phi.incoming().stream().filter(in -> kept.contains(in.block())).toList(), phi.flags()));
        }
      }
    }
    try {
      e.removeBlocks(gone, REASON);
    } catch (IllegalStateException dangling) {
      throw new Unexpressible(dangling.getMessage());
    }
    return e.finishUnchecked();
  }

  /** A candidate the editor refuses to build (a kept block would branch to a removed one). */
  static final class Unexpressible extends RuntimeException {
    Unexpressible(String message) {
      super(message);
    }
  }

  /** Follows the substitution chain from {@code v}; the type's zero if it leads back to {@code self}. */
  private Value resolve(Value v, ValueId self) {
    Value cur = v;
    for (int steps = 0; steps <= substitution.size() + 1; steps++) {
      if (cur instanceof Value.Local l && l.id().equals(self)) {
        break;
      }
      if (!(cur instanceof Value.Local l) || !substitution.containsKey(l.id())) {
        return cur;
      }
      cur = substitution.get(l.id());
    }
    return Zero.of(v.type()).orElse(new Value.Undef(v.type()));
  }

  /** Returns the blocks reachable from the first block of {@code layout} along current terminators. */
  private Set<BlockId> reachable(List<BlockId> layout) {
    Set<BlockId> seen = new HashSet<>();
    if (layout.isEmpty()) {
      return seen; // a declaration
    }
    ArrayDeque<BlockId> work = new ArrayDeque<>();
    seen.add(layout.getFirst());
    work.add(layout.getFirst());
    while (!work.isEmpty()) {
      List<Inst> insts = e.insts(work.poll());
      if (insts.isEmpty()) {
        continue;
      }
      for (BlockId s : insts.getLast().successors()) {
        if (seen.add(s)) {
          work.add(s);
        }
      }
    }
    return seen;
  }
}
