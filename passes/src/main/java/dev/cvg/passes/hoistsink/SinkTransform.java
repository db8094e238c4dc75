package dev.cvg.passes.hoistsink;

import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Sinking (LLVM's {@code sink}): an instruction whose uses all lie in blocks dominated by one
 * block below its own moves to the start of that block, so paths that do not use it do not
 * compute it (as in LLVM 22, blocks with one successor are scanned too). Blocks are scanned bottom-up; a write stops reads above
 * it from moving. The target is the nearest common dominator of the uses, raised until it is
 * acceptable: not the block itself, and when it is not a successor whose only predecessor is the
 * block, no read of memory, and outside every cycle or in the block's own
 * innermost cycle. An anchor sinks as one unit with every
 * instruction of the block that uses its token; the guard judges every motion.
 */
final class SinkTransform {
  private final Sites sites;
  private boolean leftCycle;

  SinkTransform(Sites sites) {
    this.sites = sites;
  }

  /**
   * Sinks what it can in every block.
   *
   * @return whether a motion left a cycle, which makes the snapshot's uniformity stale: the caller
   *     asks for another round and this run stops
   */
  boolean run() {
    boolean changed = true;
    for (int round = 0; changed && !leftCycle && sites.budgetLeft() && round < 8; round++) {
      changed = false;
      for (int b = 0; b < sites.facts.index.blockCount() && !leftCycle; b++) {
        if (sites.facts.dom.isReachable(b)) {
          changed |= sinkBlock(b);
        }
      }
    }
    return leftCycle;
  }

  private boolean sinkBlock(int b) {
    List<Inst> insts = sites.editor.insts(sites.blockId(b));
    boolean writeBelow = false;
    boolean changed = false;
    for (int k = insts.size() - 2; k >= 0 && !leftCycle; k--) {
      Inst inst = insts.get(k);
      if (sites.blockNow(inst.id()) != b) {
        continue; // moved with its anchor
      }
      Effects e = sites.facts.effects(inst.id());
      if (!e.movable() || e.memory() == Effects.Memory.WRITES) {
        writeBelow = true;
        continue;
      }
      if (e.memory() == Effects.Memory.READS && writeBelow) {
        continue;
      }
      changed |= trySink(inst, b, e);
    }
    return changed;
  }

  private boolean trySink(Inst inst, int b, Effects e) {
    List<InstId> unit = unitOf(inst, b);
    OptionalInt target = target(unit, b, e.memory() != Effects.Memory.NONE);
    if (target.isEmpty()) {
      return false;
    }
    int to = target.getAsInt();
    int first = sites.firstInsertionPoint(to);
    if (usedBefore(unit, to, first)) {
      return false; // a leading loop intrinsic uses it: it cannot go above one (static rules)
    }
    Motion.Sink motion = new Motion.Sink(unit, b, to);
    return sites.attempt(motion, "sunk", () -> {
      int at = first;
      for (InstId id : unit) {
        sites.moveTo(id, to, at++);
      }
      leftCycle |= !sites.facts.sameCycles(b, to);
    });
  }

  private boolean usedBefore(List<InstId> unit, int block, int position) {
    List<Inst> insts = sites.editor.insts(sites.blockId(block));
    for (int k = 0; k < position; k++) {
      for (Value v : insts.get(k).operands()) {
        if (v instanceof Value.Local l && unit.contains(l.id().inst())) {
          return true;
        }
      }
    }
    return false;
  }

  /** An anchor with the users of its token still in its block; any other instruction alone. */
  private List<InstId> unitOf(Inst inst, int b) {
    List<InstId> unit = new ArrayList<>();
    unit.add(inst.id());
    boolean anchor = sites.facts.definition(inst.id()).map(d -> d.kind() == TokenKind.ANCHOR).orElse(false);
    if (anchor) {
      for (Inst i : sites.editor.insts(sites.blockId(b))) {
        if (!i.id().equals(inst.id()) && sites.facts.index.users(inst.id().value()).contains(i.id())) {
          unit.add(i.id());
        }
      }
    }
    return unit;
  }

  /** Returns the block to sink {@code unit} into, or empty. */
  private OptionalInt target(List<InstId> unit, int b, boolean readsMemory) {
    Set<InstId> members = new HashSet<>(unit);
    int common = -1;
    for (InstId m : unit) {
      Effects.Memory memory = sites.facts.effects(m).memory();
      if (!sites.facts.effects(m).movable() || unit.size() > 1 && memory != Effects.Memory.NONE) {
        return OptionalInt.empty();
      }
      for (InstId user : sites.facts.index.users(m.value())) {
        if (members.contains(user)) {
          continue;
        }
        int useBlock = useBlock(user, m);
        if (useBlock < 0 || useBlock == b) {
          return OptionalInt.empty();
        }
        common = common < 0 ? useBlock : sites.facts.dom.nearestCommonDominator(common, useBlock).orElse(-1);
        if (common < 0) {
          return OptionalInt.empty();
        }
      }
    }
    if (common < 0) {
      return OptionalInt.empty(); // unused: dead code is not this pass's business
    }
    while (common != b && !acceptable(common, b, readsMemory)) {
      common = sites.facts.dom.immediateDominator(common);
    }
    return common == b || !sites.facts.dom.strictlyDominates(b, common) ? OptionalInt.empty() : OptionalInt.of(common);
  }

  /** The block where {@code user} needs {@code def}: its own, or for a phi the incoming block. */
  private int useBlock(InstId user, InstId def) {
    Inst u = sites.editor.inst(user);
    if (u instanceof Phi p) {
      int block = -1;
      for (Phi.Incoming in : p.incoming()) {
        if (in.value() instanceof Value.Local l && l.id().equals(def.value())) {
          int from = sites.facts.index.number(in.block());
          block = block < 0 ? from : sites.facts.dom.nearestCommonDominator(block, from).orElse(-1);
        }
      }
      return block;
    }
    return sites.blockNow(user);
  }

  private boolean acceptable(int to, int from, boolean readsMemory) {
    int[] preds = sites.facts.index.cfg().predecessors(to);
    boolean onlyPredecessor = preds.length == 1 && preds[0] == from;
    if (onlyPredecessor) {
      return true;
    }
    if (readsMemory || !sites.facts.dom.dominates(from, to)) {
      return false;
    }
    return sites.facts.cyclesOf(to).isEmpty() || sites.facts.sameCycles(from, to);
  }
}
