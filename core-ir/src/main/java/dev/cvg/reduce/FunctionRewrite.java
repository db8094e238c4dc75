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
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * One candidate edit of a function, through a {@link FunctionEditor}: instructions removed with
 * a replacement for their result, values substituted, terminators retargeted with their
 * successors' phis fixed; {@link #finish()} then removes the blocks that became unreachable
 * and rewrites every remaining use in one pass.
 *
 * <p>Substitutions are resolved transitively (a removed value may be replaced by another removed
 * value), with the type's zero as the fallback when a chain does not end; a use of a value
 * defined in a removed block becomes that zero too. The original function is never modified.
 */
final class FunctionRewrite {
  private static final String REASON = "reduced";
  private final FunctionEditor e;
  /** Removed or replaced values and what their uses become. */
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
      substitution.put(id.value(), replacement);
    }
    e.erase(id, REASON);
  }

  /** Makes every use of {@code from} a use of {@code to} when the rewrite finishes. */
  void substitute(ValueId from, Value to) {
    substitution.put(from, to);
  }

  /**
   * Replaces the terminator of {@code block} by {@code term} (which must carry the old
   * terminator's id) and drops, from each successor's phis, one incoming entry for
   * {@code block} per edge that disappeared.
   */
  void retarget(BlockId block, Inst term) {
    List<Inst> insts = e.insts(block);
    Inst old = insts.getLast();
    // a phi has one entry per incoming edge, so count edges per successor, not successors
    Map<BlockId, Integer> lost = new HashMap<>();
    old.successors().forEach(s -> lost.merge(s, 1, Integer::sum));
    term.successors().forEach(s -> lost.merge(s, -1, Integer::sum));
    e.replace(term);
    for (BlockId s : new LinkedHashSet<>(old.successors())) {
      int drop = lost.getOrDefault(s, 0);
      if (drop > 0) {
        dropIncoming(s, block, drop);
      }
    }
  }

  /** Removes {@code block}, unreachable before the rewrite, when the rewrite finishes. */
  void dropUnreachable(BlockId block) {
    dropped.add(block);
  }

  /** Removes up to {@code count} incoming entries for {@code pred} from every phi of {@code block}. */
  void dropIncoming(BlockId block, BlockId pred, int count) {
    for (Inst i : e.insts(block)) {
      if (!(i instanceof Phi phi)) {
        break;
      }
      List<Phi.Incoming> kept = new ArrayList<>(phi.incoming());
      // all entries for one predecessor carry the same value (LLVM's rule), so which go is moot
      int dropped = 0;
      for (int k = kept.size() - 1; k >= 0 && dropped < count; k--) {
        if (kept.get(k).block().equals(pred)) {
          kept.remove(k);
          dropped++;
        }
      }
      e.replace(new Phi(phi.id(), phi.type(), kept, phi.flags()));
    }
  }

  /**
   * Removes the blocks the rewrite cut off from the entry and those marked by
   * {@link #dropUnreachable}, applies the substitutions and returns the new snapshot.
   */
  Function finish() {
    // Phase 1 of 3: decide which blocks stay. Blocks that were already unreachable stay unless
    // dropped explicitly, so a test that depends on dead code can still be reduced elsewhere.
    List<BlockId> layout = e.layout();
    Set<BlockId> reachableNow = reachable(layout);
    Set<BlockId> kept = new HashSet<>();
    for (BlockId b : layout) {
      if (reachableNow.contains(b) || !wasReachable.contains(b) && !dropped.contains(b)) {
        kept.add(b);
      }
    }
    // Phase 2 of 3: values of removed blocks become zero (only phis of kept blocks and other
    // removed blocks can use them in valid IR; the phi entries go in phase 3)
    for (BlockId b : layout) {
      if (!kept.contains(b)) {
        for (Inst i : e.insts(b)) {
          if (i.hasResult()) {
            substitution.putIfAbsent(i.id().value(), Zero.of(i.resultType()).orElse(null));
          }
        }
      }
    }
    // Phase 3 of 3: remove the blocks, and rewrite each kept instruction at most once
    for (BlockId b : layout) {
      if (!kept.contains(b)) {
        e.removeBlock(b, REASON);
        continue;
      }
      for (Inst i : e.insts(b)) {
        Inst mapped = i;
        if (i instanceof Phi phi && phi.incoming().stream().anyMatch(in -> !kept.contains(in.block()))) {
          mapped = new Phi(phi.id(), phi.type(),
              phi.incoming().stream().filter(in -> kept.contains(in.block())).toList(), phi.flags());
        }
        if (!substitution.isEmpty() && mapped.operands().stream().anyMatch(this::substituted)) {
          mapped = mapped.mapOperands(this::resolve);
        }
        if (mapped != i) {
          e.replace(mapped);
        }
      }
    }
    return e.finish();
  }

  private boolean substituted(Value v) {
    return v instanceof Value.Local l && substitution.containsKey(l.id());
  }

  /** Follows the substitution chain from {@code v}; the type's zero if it does not end. */
  private Value resolve(Value v) {
    Value cur = v;
    for (int steps = 0; steps <= substitution.size(); steps++) {
      if (!(cur instanceof Value.Local l) || !substitution.containsKey(l.id())) {
        return cur;
      }
      Value next = substitution.get(l.id());
      if (next == null) {
        return v; // no zero exists for this type: leave the use, the verifier rejects the candidate
      }
      cur = next;
    }
    return Zero.of(v.type()).orElse(v);
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
