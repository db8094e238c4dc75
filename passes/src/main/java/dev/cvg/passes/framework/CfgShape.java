package dev.cvg.passes.framework;

import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import io.vavr.collection.Vector;

/**
 * Whether two snapshots have the same control-flow graph as the CFG analyses see it: the same
 * blocks (by id) in the same layout order, each with the same successor list. Dense block
 * numbers follow the layout, so equal shapes give equal dominator trees and cycle hierarchies.
 */
final class CfgShape {
  private CfgShape() {}

  /** Returns whether {@code a} and {@code b} have the same blocks, layout and edges. */
  static boolean same(Function a, Function b) {
    Vector<Block> x = a.blocks();
    Vector<Block> y = b.blocks();
    if (x.size() != y.size()) {
      return false;
    }
    for (int k = 0; k < x.size(); k++) {
      Block p = x.get(k);
      Block q = y.get(k);
      if (p != q && (!p.id().equals(q.id()) || !p.successors().equals(q.successors()))) {
        return false;
      }
    }
    return true;
  }
}
