package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CloneKey;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Random valid CFG edits and clones through the public editor API, for the property tests:
 * each step picks an edit whose preconditions hold (so the result stays valid IR) or skips.
 */
final class RandomEdits {
  private final FunctionEditor e;
  private final SplittableRandom rnd;
  private final List<String> log = new ArrayList<>();

  RandomEdits(FunctionEditor e, SplittableRandom rnd) {
    this.e = e;
    this.rnd = rnd;
  }

  /** Returns the edits made, in order, for failure messages. */
  List<String> log() {
    return log;
  }

  /** Makes {@code steps} random edits. */
  void run(int steps, String keyKind) {
    for (int k = 0; k < steps; k++) {
      switch (rnd.nextInt(4)) {
        case 0 -> splitEdge();
        case 1 -> splitBlock();
        case 2 -> cloneForOnePredecessor(CloneKey.of(keyKind, k));
        default -> merge();
      }
    }
  }

  private BlockId anyBlock() {
    List<BlockId> layout = e.layout();
    return layout.get(rnd.nextInt(layout.size()));
  }

  private void splitEdge() {
    BlockId from = anyBlock();
    List<BlockId> succs = e.successors(from);
    if (succs.isEmpty()) {
      return;
    }
    BlockId to = succs.get(rnd.nextInt(succs.size()));
    log.add("splitEdge " + e.describe(from) + " -> " + e.describe(to));
    e.splitEdge(from, to);
  }

  private void splitBlock() {
    BlockId b = anyBlock();
    List<Inst> insts = e.insts(b);
    List<Inst> candidates = insts.stream().filter(i -> !(i instanceof Phi)).toList();
    Inst at = candidates.get(rnd.nextInt(candidates.size()));
    log.add("splitBlock at " + e.describe(at.id()) + " of " + e.describe(b));
    e.splitBlock(at.id(), "split");
  }

  private void merge() {
    BlockId b = anyBlock();
    List<BlockId> preds = e.predecessors(b);
    if (preds.size() == 1 && !preds.getFirst().equals(b) && e.successors(preds.getFirst()).equals(List.of(b))
        && !b.equals(e.layout().getFirst())) {
      log.add("mergeIntoPredecessor " + e.describe(b));
      e.mergeIntoPredecessor(b);
    }
  }

  /**
   * Clones a block {@code b} whose values are used only by its own non-phi instructions or by
   * phis on edges leaving {@code b}, and moves the edges of one predecessor to the copy (jump
   * threading's shape): the copy's phis keep only that predecessor's entries.
   */
  private void cloneForOnePredecessor(CloneKey key) {
    BlockId b = anyBlock();
    List<BlockId> preds = e.predecessors(b);
    if (preds.size() < 2 || !usesStayLocal(b)) {
      return;
    }
    BlockId p = preds.get(rnd.nextInt(preds.size()));
    if (p.equals(b)) {
      return;
    }
    log.add("clone " + e.describe(b) + " for " + e.describe(p) + " key " + key);
    CloneMap copy = e.cloneRegion(List.of(b), key, b);
    BlockId c = copy.block(b);
    e.retarget(p, b, c);
    for (Inst i : e.insts(c)) {
      if (i instanceof Phi phi) {
        for (BlockId in : phi.incoming().stream().map(Phi.Incoming::block).distinct().toList()) {
          if (!in.equals(p) && !in.equals(c)) {
            e.removeIncoming(phi.id(), in);
          }
        }
      }
    }
  }

  private boolean usesStayLocal(BlockId b) {
    for (Inst i : e.insts(b)) {
      if (!i.hasResult()) {
        continue;
      }
      for (InstId u : e.users(i.id().value())) {
        // a phi (here or in a successor) may use it on edges leaving b; anything else must be in b
        boolean ok = e.inst(u) instanceof Phi phi
            ? phi.incoming().stream().noneMatch(in -> in.value().equals(i.asValue()) && !in.block().equals(b))
            : e.blockOf(u).equals(b);
        if (!ok) {
          return false;
        }
      }
    }
    return true;
  }
}
