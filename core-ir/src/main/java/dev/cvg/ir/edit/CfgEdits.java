package dev.cvg.ir.edit;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Control-flow edits with their phi fix-ups: block removal and the check {@code finish()}
 * makes of the phis of blocks whose incoming edges changed.
 */
final class CfgEdits {
  private final FunctionEditor e;

  CfgEdits(FunctionEditor e) {
    this.e = e;
  }

  /**
   * Removes {@code blocks} with their instructions (erased with {@code reason}); phis of the
   * surviving successors lose the removed blocks' entries.
   *
   * @throws IllegalStateException if a surviving block branches to one of them or uses one of
   *     their values other than through those phi entries
   */
  void removeBlocks(Collection<BlockId> blocks, String reason) {
    Set<BlockId> gone = new LinkedHashSet<>(blocks);
    gone.forEach(e.checks()::block);
    for (BlockId b : gone) {
      for (InstId t : e.body().uses().branchesTo(b)) {
        BlockId from = e.body().blockOf(t);
        if (!gone.contains(from)) {
          throw new IllegalStateException("cannot remove " + e.describe(b) + ": " + e.describe(from) + " branches to it");
        }
      }
    }
    for (BlockId b : gone) {
      for (BlockId s : e.body().terminator(b).map(Inst::successors).orElse(List.of())) {
        if (!gone.contains(s)) {
          for (Phi p : e.phis().phis(s)) {
            e.phis().removeIncoming(p.id(), b);
          }
        }
      }
    }
    for (BlockId b : gone) {
      for (Inst i : e.body().insts(b)) {
        List<InstId> outside = e.body().uses().users(i.id().value()).stream()
            .filter(u -> !gone.contains(e.body().blockOf(u))).toList();
        if (!outside.isEmpty()) {
          throw new IllegalStateException("cannot remove " + e.describe(b) + ": " + e.describe(i.id())
              + " is still used by " + String.join(", ", outside.stream().map(e::describe).toList()));
        }
      }
    }
    for (BlockId b : gone) {
      e.body().insts(b).forEach(i -> e.recordErasure(i.id(), reason));
      e.names().forgetBlock(b);
    }
    e.body().removeBlocks(gone);
  }

  /** Throws if a phi of a block whose incoming edges changed lacks an entry for a predecessor. */
  void checkPhis() {
    for (BlockId b : e.body().predsChanged()) {
      if (!e.body().hasBlock(b)) {
        continue;
      }
      List<Phi> phis = e.phis().phis(b);
      if (phis.isEmpty()) {
        continue;
      }
      Map<BlockId, Integer> edges = edgesInto(b);
      for (Phi p : phis) {
        for (BlockId pred : edges.keySet()) {
          if (p.valueFrom(pred).isEmpty()) {
            throw new IllegalStateException(e.describe(p.id()) + " in " + e.describe(b)
                + " has no entry for its predecessor " + e.describe(pred));
          }
        }
      }
    }
  }

  /** Returns, per predecessor of {@code b}, the number of edges into {@code b}. */
  Map<BlockId, Integer> edgesInto(BlockId b) {
    Map<BlockId, Integer> out = new HashMap<>();
    for (InstId t : e.body().uses().branchesTo(b)) {
      int n = 0;
      for (BlockId s : e.body().inst(t).successors()) {
        if (s.equals(b)) {
          n++;
        }
      }
      out.merge(e.body().blockOf(t), n, Integer::sum);
    }
    return out;
  }

  /** Returns the instructions of {@code block} (a copy safe to iterate while editing). */
  List<Inst> snapshotOf(BlockId block) {
    return new ArrayList<>(e.body().insts(block));
  }
}
