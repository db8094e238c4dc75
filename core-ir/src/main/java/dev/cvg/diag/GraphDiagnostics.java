package dev.cvg.diag;

import dev.cvg.graph.FlowGraph;
import java.util.Optional;

/**
 * Diagnostics about the nodes of a {@link FlowGraph}, as the {@code verify()} methods of the
 * graph analyses (dominator trees, cycle hierarchies, control dependence) report them: the
 * entity is an {@link Entity.NodeEntity}, and messages name nodes as IR label references
 * ({@code %bb}; an unnamed block or a node of an integer graph prints as {@code %3}).
 *
 * <p>Graph analyses know no source file, so these diagnostics carry no position.
 */
public final class GraphDiagnostics {
  private GraphDiagnostics() {}

  /**
   * Returns {@code node} as an IR label reference, e.g. {@code %bb} or {@code %3}.
   *
   * @param g the graph
   * @param node a node of {@code g}
   * @return the label text
   */
  public static String label(FlowGraph g, int node) {
    return "%" + g.name(node);
  }

  /**
   * Returns an error about {@code node} with {@code message}.
   *
   * @param g the graph
   * @param node the node the error is about
   * @param message the message
   * @return the diagnostic
   */
  public static Diagnostic error(FlowGraph g, int node, String message) {
    return Diagnostic.error(new Entity.NodeEntity(node, g.name(node)), Optional.empty(), message);
  }

  /**
   * Returns an error about {@code node} with {@code message} and one context line.
   *
   * @param g the graph
   * @param node the node the error is about
   * @param message the message
   * @param context a line printed below the message
   * @return the diagnostic
   */
  public static Diagnostic error(FlowGraph g, int node, String message, String context) {
    return new Diagnostic(Severity.ERROR, new Entity.NodeEntity(node, g.name(node)),
        Optional.empty(), message, Optional.of(context));
  }
}
