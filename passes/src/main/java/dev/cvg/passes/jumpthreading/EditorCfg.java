package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Inst;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The control flow graph of an editor's current state, read once from the blocks' terminators:
 * predecessors with one entry per edge, as phis count them. Kept current by whoever changes an
 * edge ({@link #addEdge}, {@link #removeEdge}; {@link RoundEdits} does it for the pass). (Stands in for the editor's own {@code predecessors(BlockId)} of the pass
 * writers' API until that lands.)
 */
final class EditorCfg {
  private final Map<BlockId, List<BlockId>> predEdges = new HashMap<>();

  private EditorCfg(FunctionEditor editor) {
    for (BlockId b : editor.layout()) {
      predEdges.computeIfAbsent(b, k -> new ArrayList<>());
    }
    for (BlockId b : editor.layout()) {
      List<Inst> insts = editor.insts(b);
      if (insts.isEmpty()) {
        continue;
      }
      for (BlockId s : insts.getLast().successors()) {
        predEdges.computeIfAbsent(s, k -> new ArrayList<>()).add(b);
      }
    }
  }

  /** Returns the current CFG of {@code editor}. */
  static EditorCfg of(FunctionEditor editor) {
    return new EditorCfg(editor);
  }

  /** Returns the sources of the edges into {@code block}, one per edge. */
  List<BlockId> predecessorEdges(BlockId block) {
    return predEdges.getOrDefault(block, List.of());
  }

  /** Records a new edge {@code from -> to}. */
  void addEdge(BlockId from, BlockId to) {
    predEdges.computeIfAbsent(to, k -> new ArrayList<>()).add(from);
  }

  /** Forgets one edge {@code from -> to}. */
  void removeEdge(BlockId from, BlockId to) {
    List<BlockId> preds = predEdges.get(to);
    if (preds == null || !preds.remove(from)) {
      throw new IllegalStateException("no edge to forget");
    }
  }

  /** Returns the distinct predecessors of {@code block}, in layout order. */
  List<BlockId> predecessors(BlockId block) {
    return predecessorEdges(block).stream().distinct().toList();
  }
}
