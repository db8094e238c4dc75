package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What simplifycfg asks of the {@link FunctionEditor} beyond its own API (edits go to the editor
 * directly): how many edges, not distinct predecessors, enter a block; whether a block was
 * removed in this round (block removals go through here to record it); a block's phis and body.
 */
final class CfgEdits {
  private final FunctionEditor e;
  private final Set<BlockId> removed = new HashSet<>();

  CfgEdits(FunctionEditor editor) {
    this.e = editor;
  }

  /** Returns the editor. */
  FunctionEditor editor() {
    return e;
  }

  /** Returns the distinct predecessors of {@code b}. */
  List<BlockId> predecessors(BlockId b) {
    return e.predecessors(b);
  }

  /** Returns the distinct successors of {@code b}. */
  List<BlockId> successors(BlockId b) {
    return e.successors(b);
  }

  /** Returns the number of edges into {@code b} (a {@code br i1 %c, %b, %b} counts twice). */
  int inEdges(BlockId b) {
    int n = 0;
    for (BlockId p : predecessors(b)) {
      n += inEdgesFrom(b, p);
    }
    return n;
  }

  /** Returns the number of edges from {@code from} into {@code b}. */
  int inEdgesFrom(BlockId b, BlockId from) {
    return (int) terminator(from).map(Inst::successors).orElse(List.of()).stream().filter(b::equals).count();
  }

  /** Returns whether {@code b} is still in the function (not removed in this round). */
  boolean exists(BlockId b) {
    return !removed.contains(b);
  }

  /** Returns {@code b}'s terminator, if it has one. */
  Optional<Inst> terminator(BlockId b) {
    List<Inst> insts = e.insts(b);
    return insts.isEmpty() || !insts.getLast().isTerminator() ? Optional.empty() : Optional.of(insts.getLast());
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

  /** Merges {@code b} into its only predecessor, whose only successor it is. */
  void mergeIntoPredecessor(BlockId b, String reason) {
    e.mergeIntoPredecessor(b, reason);
    removed.add(b);
  }

  /** Removes {@code blocks}, which no surviving block branches to; successors' phis lose their entries. */
  void removeBlocks(Collection<BlockId> blocks, String reason) {
    e.removeBlocks(blocks, reason);
    removed.addAll(blocks);
  }
}
