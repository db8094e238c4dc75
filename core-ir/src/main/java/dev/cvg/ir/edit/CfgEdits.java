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
 * Control-flow edits with their phi fix-ups, shared by the reducer and the passes: replacing a
 * terminator, retargeting edges, merging a block into its predecessor, splitting edges and
 * blocks, removing blocks; and the check {@code finish()} makes of the phis of blocks whose
 * incoming edges changed.
 *
 * <p>A phi has one entry per incoming edge; when an edit removes edges it removes as many
 * entries (the last ones first), when it moves an edge to a new block it renames the entries.
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
      e.body().insts(b).forEach(i -> e.ledger().erased(i.id(), reason));
      e.names().forgetBlock(b);
      e.ledger().forgetBlock(b);
    }
    e.body().removeBlocks(gone);
  }

  /**
   * Replaces the terminator of {@code block} by {@code term}, which takes the old terminator's
   * identity; each successor's phis lose one entry for {@code block} per edge that disappeared.
   * A block without a terminator gets {@code term} appended.
   */
  Inst replaceTerminator(BlockId block, Inst term, dev.cvg.ir.Origin originIfNew) {
    if (!term.isTerminator()) {
      throw new IllegalArgumentException(term.opcode().mnemonic() + " is not a terminator");
    }
    term.successors().forEach(e.checks()::block);
    for (int k = 0; k < term.operandCount(); k++) {
      e.checks().defined(term.operand(k));
    }
    java.util.Optional<Inst> old = e.body().terminator(block);
    if (old.isEmpty()) {
      return e.append(block, term, originIfNew);
    }
    Inst placed = term.withId(old.get().id());
    Map<BlockId, Integer> lost = new HashMap<>();
    old.get().successors().forEach(s -> lost.merge(s, 1, Integer::sum));
    placed.successors().forEach(s -> lost.merge(s, -1, Integer::sum));
    e.body().replace(placed);
    for (BlockId s : new LinkedHashSet<>(old.get().successors())) {
      int drop = lost.getOrDefault(s, 0);
      if (drop > 0) {
        e.phis().dropIncoming(s, block, drop);
      }
    }
    return placed;
  }

  /** Points every edge {@code block -> oldSucc} at {@code newSucc}; {@code oldSucc}'s phis lose {@code block}'s entries. */
  void retarget(BlockId block, BlockId oldSucc, BlockId newSucc) {
    Inst term = e.terminator(block);
    if (!term.successors().contains(oldSucc)) {
      throw new IllegalArgumentException(e.describe(block) + " does not branch to " + e.describe(oldSucc));
    }
    e.checks().block(newSucc);
    replaceTerminator(block, term.mapBlocks(s -> s.equals(oldSucc) ? newSucc : s), null);
  }

  /**
   * Merges {@code b} into its only predecessor {@code p}, whose only successor it is: {@code b}'s
   * phis become their value, its instructions move to the end of {@code p} in place of
   * {@code p}'s terminator, its successors' phis name {@code p}, and {@code b} is removed.
   */
  BlockId mergeIntoPredecessor(BlockId b, String reason) {
    List<BlockId> preds = e.predecessors(b);
    if (preds.size() != 1 || preds.getFirst().equals(b)) {
      throw new IllegalArgumentException("cannot merge " + e.describe(b) + " into a predecessor: it has "
          + (preds.isEmpty() ? "none" : preds.size() == 1 ? "only itself" : preds.size()));
    }
    BlockId p = preds.getFirst();
    if (!e.successors(p).equals(List.of(b))) {
      throw new IllegalArgumentException("cannot merge " + e.describe(b) + " into " + e.describe(p)
          + ": " + e.describe(p) + " has other successors");
    }
    for (Phi phi : e.phis().phis(b)) {
      e.eraseReplacing(phi.id(), phi.incoming().getFirst().value(), reason);
    }
    e.erase(e.terminator(p).id(), reason);
    e.body().moveTail(b, 0, p);
    for (BlockId s : e.successors(p)) {
      e.phis().replaceIncomingBlock(s, b, p);
    }
    removeBlocks(List.of(b), reason);
    return p;
  }

  /**
   * Puts a new block on the edges {@code from -> to}: it branches to {@code to}, every edge
   * {@code from -> to} goes to it, and {@code to}'s phis take their {@code from} value from it.
   */
  BlockId splitEdge(BlockId from, BlockId to, dev.cvg.ir.Origin origin) {
    Inst term = e.terminator(from);
    if (!term.successors().contains(to)) {
      throw new IllegalArgumentException(e.describe(from) + " does not branch to " + e.describe(to));
    }
    String name = e.uniqueName(e.blockName(from) + "." + e.blockName(to) + "_crit_edge");
    BlockId mid = e.addBlock(name, from, e.ledger().blockOriginOfEdge(from, to));
    e.at(mid).origin(origin).br(to);
    e.body().replace(term.mapBlocks(s -> s.equals(to) ? mid : s));
    for (Phi phi : e.phis().phis(to)) {
      List<Phi.Incoming> in = new ArrayList<>();
      boolean placed = false;
      for (Phi.Incoming entry : phi.incoming()) {
        if (!entry.block().equals(from)) {
          in.add(entry);
        } else if (!placed) {
          in.add(new Phi.Incoming(entry.value(), mid));
          placed = true;
        }
      }
      e.body().replace(new Phi(phi.id(), phi.type(), in, phi.flags()));
    }
    return mid;
  }

  /**
   * Moves {@code first} and the instructions after it to a new block named {@code name} (made
   * unique) placed after the old one, which then branches to it; successors' phis name the new
   * block.
   */
  BlockId splitBlock(InstId first, String name, dev.cvg.ir.Origin origin) {
    BlockId b = e.blockOf(first);
    if (e.inst(first) instanceof Phi) {
      throw new IllegalArgumentException("cannot split " + e.describe(b) + " at the phi " + e.describe(first));
    }
    int start = e.body().indexOf(first);
    BlockId tail = e.addBlock(e.uniqueName(name), b, e.ledger().blockOriginOfPart(b));
    e.body().moveTail(b, start, tail);
    for (BlockId s : e.successors(tail)) {
      e.phis().replaceIncomingBlock(s, b, tail);
    }
    e.at(b).origin(origin).br(tail);
    return tail;
  }

  /** Removes the blocks no path from the entry reaches; returns them in layout order. */
  List<BlockId> removeUnreachableBlocks(String reason) {
    List<BlockId> layout = e.body().layout();
    if (layout.isEmpty()) {
      return List.of();
    }
    Set<BlockId> seen = new java.util.HashSet<>();
    java.util.ArrayDeque<BlockId> work = new java.util.ArrayDeque<>();
    seen.add(layout.getFirst());
    work.add(layout.getFirst());
    while (!work.isEmpty()) {
      for (BlockId s : e.body().terminator(work.poll()).map(Inst::successors).orElse(List.of())) {
        if (seen.add(s)) {
          work.add(s);
        }
      }
    }
    List<BlockId> gone = layout.stream().filter(b -> !seen.contains(b)).toList();
    removeBlocks(gone, reason);
    return gone;
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

}
