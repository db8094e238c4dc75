package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The CFG edits of the editor contract ({@code EDITOR-API.md}: {@code replaceTerminator},
 * {@code mergeIntoPredecessor}, removal of blocks cut off, edge counts) over the editor's stage 1
 * ({@link FunctionEditor}: use lists, phi edits, {@code removeBlocks}), until its stage 2
 * offers them itself. Every change of the pass goes through here, so the edge multiset
 * ({@code block -> successor -> number of edges}) it keeps, which the editor's distinct
 * predecessor lists do not give, is that of the editor's current state.
 */
final class CfgEdits {
  private final FunctionEditor e;
  /** Predecessor to successor to edge count (a {@code br i1 %c, %x, %x} counts two). */
  private final Map<BlockId, Map<BlockId, Integer>> succ = new HashMap<>();
  private final Map<BlockId, Map<BlockId, Integer>> pred = new HashMap<>();

  CfgEdits(FunctionEditor editor) {
    this.e = editor;
    for (BlockId b : e.layout()) {
      succ.put(b, new LinkedHashMap<>());
      pred.computeIfAbsent(b, x -> new LinkedHashMap<>());
      terminator(b).ifPresent(t -> t.successors().forEach(s -> addEdge(b, s)));
    }
  }

  /** Moves {@code id} into {@code block} at {@code position}. */
  void move(InstId id, BlockId block, int position) {
    e.move(id, block, position);
  }

  /** Moves {@code id} just before {@code anchor}. */
  void moveBefore(InstId id, InstId anchor) {
    e.moveBefore(id, anchor);
  }

  /** Replaces an instruction in place (same id), e.g. a phi with new entries. */
  void replace(Inst inst) {
    e.replace(inst);
  }

  /** Inserts new {@code inst} before {@code anchor}. */
  <T extends Inst> T insertBefore(InstId anchor, T inst, dev.cvg.ir.Origin origin) {
    e.insertBefore(anchor, inst, origin);
    return inst;
  }

  /** Returns the editor. */
  FunctionEditor editor() {
    return e;
  }

  /** Returns the distinct predecessors of {@code b}, in the order their edges appeared. */
  List<BlockId> predecessors(BlockId b) {
    return List.copyOf(pred.get(b).keySet());
  }

  /** Returns the number of edges into {@code b} (a two-edge {@code br i1} counts twice). */
  int inEdges(BlockId b) {
    return pred.get(b).values().stream().mapToInt(Integer::intValue).sum();
  }

  /** Returns the number of edges from {@code from} into {@code b}. */
  int inEdgesFrom(BlockId b, BlockId from) {
    return pred.get(b).getOrDefault(from, 0);
  }

  /** Returns the distinct successors of {@code b}. */
  List<BlockId> successors(BlockId b) {
    return List.copyOf(succ.get(b).keySet());
  }

  /** Returns whether {@code b} is still in the function. */
  boolean exists(BlockId b) {
    return succ.containsKey(b);
  }

  /** Returns {@code b}'s terminator, if it has one. */
  java.util.Optional<Inst> terminator(BlockId b) {
    List<Inst> insts = e.insts(b);
    return insts.isEmpty() || !insts.getLast().isTerminator()
        ? java.util.Optional.empty() : java.util.Optional.of(insts.getLast());
  }

  /** Returns the phis at the top of {@code b}. */
  List<Phi> phis(BlockId b) {
    List<Phi> out = new ArrayList<>();
    for (Inst i : e.insts(b)) {
      if (!(i instanceof Phi p)) {
        break;
      }
      out.add(p);
    }
    return out;
  }

  /** Returns the instructions of {@code b} after its phis, terminator included. */
  List<Inst> body(BlockId b) {
    List<Inst> insts = e.insts(b);
    return insts.subList(phis(b).size(), insts.size());
  }

  /**
   * Replaces {@code block}'s terminator by {@code term} (same id) and removes from each
   * successor's phis one entry for {@code block} per edge that disappeared.
   */
  void replaceTerminator(BlockId block, Inst term) {
    Inst old = terminator(block).orElseThrow();
    Map<BlockId, Integer> lost = new LinkedHashMap<>();
    old.successors().forEach(s -> lost.merge(s, 1, Integer::sum));
    term.successors().forEach(s -> lost.merge(s, -1, Integer::sum));
    e.replace(term);
    old.successors().forEach(s -> removeEdge(block, s));
    term.successors().forEach(s -> addEdge(block, s));
    lost.forEach((s, n) -> {
      for (int k = 0; k < n; k++) {
        removeIncoming(s, block);
      }
    });
  }

  /** Removes one entry for {@code from} from every phi of {@code block}. */
  void removeIncoming(BlockId block, BlockId from) {
    for (Phi p : phis(block)) {
      List<Phi.Incoming> kept = new ArrayList<>(p.incoming());
      for (int k = kept.size() - 1; k >= 0; k--) {
        if (kept.get(k).block().equals(from)) {
          kept.remove(k);
          break;
        }
      }
      e.replace(new Phi(p.id(), p.type(), kept, p.flags()));
    }
  }

  /** Renames predecessor {@code oldPred} to {@code newPred} in every phi of {@code block}. */
  void replaceIncomingBlock(BlockId block, BlockId oldPred, BlockId newPred) {
    for (Phi p : phis(block)) {
      e.replace(p.mapBlocks(x -> x.equals(oldPred) ? newPred : x));
    }
  }

  /** Makes every use of {@code from} a use of {@code to} (the editor's use lists find them). */
  void replaceAllUses(ValueId from, Value to) {
    e.replaceAllUses(from, to);
  }

  /** Replaces the uses of {@code inst}'s result by {@code to} and erases it. */
  void eraseReplacing(InstId inst, Value to, String reason) {
    replaceAllUses(inst.value(), to);
    e.erase(inst, reason);
  }

  /**
   * Merges {@code b} into its only predecessor {@code p}, whose only successor is {@code b}:
   * {@code b}'s phis become their single value, its other instructions follow {@code p}'s in
   * place of {@code p}'s {@code br}, and {@code b}'s successors' phis name {@code p}.
   */
  void mergeIntoPredecessor(BlockId b, String reason) {
    List<BlockId> ps = predecessors(b);
    if (ps.size() != 1 || inEdges(b) != 1 || ps.getFirst().equals(b) || successors(ps.getFirst()).size() != 1) {
      throw new IllegalStateException(e.blockName(b) + " does not have a single predecessor ending in br");
    }
    BlockId p = ps.getFirst();
    for (Phi phi : phis(b)) {
      eraseReplacing(phi.id(), phi.incoming().getFirst().value(), reason);
    }
    Inst oldTerm = terminator(p).orElseThrow();
    removeEdge(p, b);
    e.erase(oldTerm.id(), reason);
    List<BlockId> out = successors(b);
    for (Inst i : e.insts(b)) {
      move(i.id(), p, e.insts(p).size());
    }
    for (BlockId s : out) {
      replaceIncomingBlock(s, b, p);
      int n = succ.get(b).get(s);
      for (int k = 0; k < n; k++) {
        removeEdge(b, s);
        addEdge(p, s);
      }
    }
    dropBlock(b, reason);
  }

  /**
   * Removes {@code blocks}, none of which has a predecessor outside the set: first their edges
   * (successors' phis lose the entries), then the blocks with their instructions.
   */
  void removeBlocks(java.util.Collection<BlockId> blocks, String reason) {
    for (BlockId b : blocks) {
      terminator(b).ifPresent(t -> replaceTerminator(b, new dev.cvg.ir.Unreachable(t.id())));
    }
    for (BlockId b : blocks) {
      dropBlock(b, reason);
    }
  }

  private void dropBlock(BlockId b, String reason) {
    if (!pred.get(b).isEmpty()) {
      throw new IllegalStateException(e.blockName(b) + " still has predecessors");
    }
    e.removeBlock(b, reason);
    succ.remove(b);
    pred.remove(b);
  }

  private void addEdge(BlockId from, BlockId to) {
    succ.get(from).merge(to, 1, Integer::sum);
    pred.computeIfAbsent(to, x -> new LinkedHashMap<>()).merge(from, 1, Integer::sum);
  }

  private void removeEdge(BlockId from, BlockId to) {
    succ.get(from).computeIfPresent(to, (k, n) -> n == 1 ? null : n - 1);
    pred.get(to).computeIfPresent(from, (k, n) -> n == 1 ? null : n - 1);
  }
}
