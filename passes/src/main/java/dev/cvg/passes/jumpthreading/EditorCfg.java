package dev.cvg.passes.jumpthreading;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.List;

/**
 * Predecessor edges of a block in an editor's current state, one entry per edge as phis count
 * them (the editor lists distinct predecessors).
 */
final class EditorCfg {
  private EditorCfg() {}

  /** Returns the sources of the edges into {@code block}, one per edge. */
  static List<BlockId> predecessorEdges(FunctionEditor editor, BlockId block) {
    List<BlockId> edges = new ArrayList<>();
    for (BlockId p : editor.predecessors(block)) {
      for (BlockId s : editor.terminator(p).successors()) {
        if (s.equals(block)) {
          edges.add(p);
        }
      }
    }
    return edges;
  }
}
