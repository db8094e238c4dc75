package dev.cvg.passes.hoistsink;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.ir.Br;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.OptionalInt;

/**
 * Loop-invariant code motion, the hoisting half of LLVM's {@code licm}: in every natural loop
 * with a preheader (innermost loops first), an instruction whose operands are all defined
 * outside the loop moves to the end of the preheader when it is safe to execute there: it is
 * speculatable, or its block dominates every exiting block and latch (it runs whenever the loop
 * is entered, and no call in the loop may fail to return). Blocks are visited in dominator
 * order, so an invariant computed from another invariant follows it out. Memory reads move
 * only out of loops that write nothing.
 */
final class LicmTransform {
  private final Sites sites;

  LicmTransform(Sites sites) {
    this.sites = sites;
  }

  /** Hoists the invariants of every loop; returns whether anything moved. */
  boolean run() {
    List<Cycle> loops = new ArrayList<>(sites.facts.cycles.cycles());
    loops.sort(Comparator.comparingInt(Cycle::depth).reversed());
    boolean changed = false;
    for (Cycle loop : loops) {
      OptionalInt pre = preheader(loop);
      if (loop.isReducible() && pre.isPresent()) {
        changed |= hoistFrom(loop, pre.getAsInt());
      }
    }
    return changed;
  }

  /** The loop's preheader: its header's only predecessor outside it, which branches only there. */
  private OptionalInt preheader(Cycle loop) {
    int found = -1;
    for (int p : sites.facts.index.cfg().predecessors(loop.header())) {
      if (!loop.contains(p)) {
        if (found >= 0 && found != p) {
          return OptionalInt.empty();
        }
        found = p;
      }
    }
    boolean dedicated = found >= 0 && sites.facts.index.block(found).terminator().orElse(null) instanceof Br;
    return dedicated && sites.facts.dom.isReachable(found) ? OptionalInt.of(found) : OptionalInt.empty();
  }

  private boolean hoistFrom(Cycle loop, int pre) {
    boolean writes = has(loop, Effects.Memory.WRITES);
    boolean mayNotReturn = mayNotReturn(loop);
    boolean changed = false;
    for (int b : sites.facts.dom.preorder()) {
      if (!loop.contains(b)) {
        continue;
      }
      for (Inst i : sites.editor.insts(sites.blockId(b))) {
        if (!sites.budgetLeft()) {
          return changed;
        }
        if (i instanceof Phi || i.isTerminator() || sites.blockNow(i.id()) != b) {
          continue;
        }
        Effects fx = sites.facts.effects(i.id());
        boolean safe = fx.speculatable() || !mayNotReturn && executesEveryIteration(b, loop);
        boolean memoryOk = fx.memory() == Effects.Memory.NONE || fx.memory() == Effects.Memory.READS && !writes;
        if (memoryOk && safe && invariant(i, loop)) {
          changed |= sites.attempt(new Motion.LoopHoist(i.id(), loop, b, pre), "hoisted to the preheader",
              () -> sites.moveBeforeTerminator(i.id(), pre));
        }
      }
    }
    return changed;
  }

  private boolean invariant(Inst i, Cycle loop) {
    for (Value v : sites.editor.inst(i.id()).operands()) {
      int d = sites.definingBlockNow(v);
      if (d >= 0 && loop.contains(d)) {
        return false;
      }
    }
    return true;
  }

  /** Whether some instruction of the loop may not return. */
  private boolean mayNotReturn(Cycle loop) {
    for (int b : loop.blocks()) {
      for (Inst i : sites.facts.index.block(b).insts()) {
        if (!sites.facts.effects(i.id()).returns()) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a non-phi, non-terminator instruction of the loop has at least {@code memory}'s effect. */
  private boolean has(Cycle loop, Effects.Memory memory) {
    for (int b : loop.blocks()) {
      for (Inst i : sites.facts.index.block(b).insts()) {
        if (sites.facts.effects(i.id()).memory().compareTo(memory) >= 0 && !i.isTerminator()
            && !(i instanceof Phi)) {
          return true;
        }
      }
    }
    return false;
  }

  /** Returns whether {@code block} dominates every exiting block and every latch of {@code loop}. */
  private boolean executesEveryIteration(int block, Cycle loop) {
    for (int exiting : loop.exitingBlocks()) {
      if (!sites.facts.dom.dominates(block, exiting)) {
        return false;
      }
    }
    for (int pred : sites.facts.index.cfg().predecessors(loop.header())) {
      if (loop.contains(pred) && !sites.facts.dom.dominates(block, pred)) {
        return false;
      }
    }
    return true;
  }
}
