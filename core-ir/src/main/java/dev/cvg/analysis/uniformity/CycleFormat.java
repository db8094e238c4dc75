package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Formats one cycle as {@code print<uniformity>} lists it, {@code depth=D: entries(E1 E2) B1 B2},
 * with the blocks in upstream LLVM's layout order: the cycle's own blocks in DFS preorder, then
 * the blocks of each child cycle (children by the preorder of their headers), recursively. This
 * is the order of the upstream CHECK lines; LLVM 22 listed blocks in the order its backward
 * flood claimed them ({@link Cycle#toString()}), which differs only in the order of the names.
 *
 * <pre>
 *   H -> P -> Q -> R -> T -> P      depth=1: entries(H) U S P Q R T
 *        (inner cycle P Q R T)      (own blocks H U S, then the child's P Q R T)
 * </pre>
 */
final class CycleFormat {
  private final CycleHierarchy hierarchy;
  private final DepthFirstOrder dfs;

  CycleFormat(CycleHierarchy hierarchy) {
    this.hierarchy = hierarchy;
    this.dfs = DepthFirstOrder.of(hierarchy.graph(), hierarchy.successorOrder());
  }

  /** Returns the line of {@code c} without indentation. */
  String line(Cycle c) {
    FlowGraph g = hierarchy.graph();
    StringBuilder sb = new StringBuilder();
    sb.append("depth=").append(c.depth()).append(": entries(");
    List<Integer> entries = c.entries();
    for (int k = 0; k < entries.size(); k++) {
      sb.append(k == 0 ? "" : " ").append(g.name(entries.get(k)));
    }
    sb.append(')');
    List<Integer> layout = new ArrayList<>();
    appendLayout(c, layout);
    for (int b : layout) {
      if (!c.isEntry(b)) {
        sb.append(' ').append(g.name(b));
      }
    }
    return sb.toString();
  }

  private void appendLayout(Cycle c, List<Integer> out) {
    List<Integer> own = new ArrayList<>();
    for (int b : c.blocks()) {
      if (hierarchy.innermost(b).orElseThrow() == c) {
        own.add(b);
      }
    }
    own.sort(Comparator.comparingInt(dfs::preNumber));
    out.addAll(own);
    List<Cycle> children = new ArrayList<>(c.children());
    children.sort(Comparator.comparingInt(child -> dfs.preNumber(child.header())));
    for (Cycle child : children) {
      appendLayout(child, out);
    }
  }
}
