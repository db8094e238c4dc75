package dev.cvg.cli.dot;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import java.util.function.IntFunction;
import java.util.stream.Collectors;

/**
 * Adds a cycle hierarchy to exported DOT text as nested {@code subgraph cluster_…} blocks, one per
 * cycle, each listing the blocks whose innermost cycle it is and then its child cycles' clusters,
 * labelled as {@code print<cycles>} prints the cycle ({@code depth=1: entries(h)}).
 *
 * <p>Why text is edited here: jgrapht-io's {@code DOTExporter} (1.5.2) has no notion of subgraphs
 * or clusters — it writes graph attributes, then every vertex, then every edge, flat. Graphviz
 * makes a node a member of every subgraph that names it, wherever the node was first declared, so
 * the clusters only need to name the exporter's node ids: they are inserted before the closing
 * brace, and nothing the exporter wrote is changed.
 */
final class CycleClusters {
  private CycleClusters() {}

  /**
   * Returns {@code dot} (one exported digraph) with the clusters of {@code h} before its final
   * {@code }}; {@code vertexId} maps a block number to the exporter's node id.
   */
  static String insert(String dot, CycleHierarchy h, IntFunction<String> vertexId) {
    if (h.cycles().isEmpty()) {
      return dot;
    }
    int close = dot.lastIndexOf('}');
    StringBuilder sb = new StringBuilder(dot.substring(0, close));
    for (Cycle c : h.topLevel()) {
      append(sb, h, c, vertexId, "  ");
    }
    return sb.append(dot.substring(close)).toString();
  }

  private static void append(StringBuilder sb, CycleHierarchy h, Cycle c, IntFunction<String> vertexId,
      String indent) {
    String inner = indent + "  ";
    FlowGraph g = h.graph();
    String entries = c.entries().stream().map(g::name).collect(Collectors.joining(" "));
    sb.append(indent).append("subgraph cluster_cycle").append(c.index()).append(" {\n");
    sb.append(inner).append("label=")
        .append(Html.quoted("depth=" + c.depth() + ": entries(" + entries + ")")).append(";\n");
    sb.append(inner).append("style=rounded;\n");
    sb.append(inner).append("color=").append(c.isReducible() ? "gray40" : "darkorange").append(";\n");
    for (int b = 0; b < g.size(); b++) {
      if (h.innermostIndex(b) == c.index()) {
        sb.append(inner).append(vertexId.apply(b)).append(";\n");
      }
    }
    for (Cycle child : c.children()) {
      append(sb, h, child, vertexId, inner);
    }
    sb.append(indent).append("}\n");
  }
}
