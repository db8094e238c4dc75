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
  private int[] rank;

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
    int mustPass = nearestCommonDominator(exitingAndLatches(loop));
    for (int b : inDominatorOrder(loop)) {
      boolean everyIteration = mustPass >= 0 && sites.facts.dom.dominates(b, mustPass);
      for (Inst i : sites.editor.insts(sites.blockId(b))) {
        if (!sites.budgetLeft()) {
          return changed;
        }
        if (i instanceof Phi || i.isTerminator() || sites.blockNow(i.id()) != b) {
          continue;
        }
        Effects fx = sites.facts.effects(i.id());
        boolean safe = fx.speculatable() || !mayNotReturn && everyIteration;
        boolean memoryOk = fx.memory() == Effects.Memory.NONE || fx.memory() == Effects.Memory.READS && !writes;
        if (memoryOk && safe && invariant(i, loop)) {
          changed |= sites.attempt(new Motion.LoopHoist(i.id(), loop, b, pre), "hoisted to the preheader",
              () -> sites.moveBeforeTerminator(i.id(), pre));
        }
      }
    }
    return changed;
  }

  /** {@code i} as listed now: licm replaces no operand, so its operands are current. */
  private boolean invariant(Inst i, Cycle loop) {
    for (Value v : i.operands()) {
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

  /** The loop's blocks in dominator-tree preorder (so a definition is visited before its uses). */
  private int[] inDominatorOrder(Cycle loop) {
    if (rank == null) {
      int[] pre = sites.facts.dom.preorder();
      rank = new int[sites.facts.index.blockCount()];
      java.util.Arrays.fill(rank, Integer.MAX_VALUE);
      for (int k = 0; k < pre.length; k++) {
        rank[pre[k]] = k;
      }
    }
    return java.util.Arrays.stream(loop.blocks()).boxed().sorted(Comparator.comparingInt(b -> rank[b]))
        .mapToInt(Integer::intValue).toArray();
  }

  /** The loop's exiting blocks and latches: a block reaching all of them runs in every iteration. */
  private int[] exitingAndLatches(Cycle loop) {
    java.util.stream.IntStream latches = java.util.Arrays.stream(sites.facts.index.cfg().predecessors(loop.header()))
        .filter(loop::contains);
    return java.util.stream.IntStream.concat(java.util.Arrays.stream(loop.exitingBlocks()), latches).toArray();
  }

  /**
   * Returns the nearest common dominator of {@code blocks} (-1 if none): a block dominates all of
   * them iff it dominates it, so "runs in every iteration" is one query per block.
   */
  private int nearestCommonDominator(int[] blocks) {
    int common = blocks.length == 0 ? -1 : blocks[0];
    for (int k = 1; k < blocks.length && common >= 0; k++) {
      common = sites.facts.dom.nearestCommonDominator(common, blocks[k]).orElse(-1);
    }
    return common;
  }
}
