package dev.cvg.architecture;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.jgrapht.Graph;
import org.jgrapht.GraphPath;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.alg.shortestpath.BFSShortestPath;
import org.jgrapht.graph.AsSubgraph;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

/**
 * The package dependency graph of a set of source roots: a node per declared package, an edge
 * {@code a -> b} when a source file of {@code a} refers to {@code b} (see
 * {@link SourceReferences}), and for each edge the files that make it.
 */
final class PackageGraph {
  private final Graph<String, DefaultEdge> graph;
  private final Map<String, SortedSet<String>> evidence;

  private PackageGraph(Graph<String, DefaultEdge> graph, Map<String, SortedSet<String>> evidence) {
    this.graph = graph;
    this.evidence = evidence;
  }

  /**
   * Reads every {@code .java} file under {@code roots}; a file is named in messages by its path
   * relative to {@code base}.
   */
  static PackageGraph read(Path base, List<Path> roots) {
    Map<Path, SourceReferences> files = new TreeMap<>();
    for (Path root : roots) {
      try (Stream<Path> walk = Files.walk(root)) {
        for (Path f : walk.filter(p -> p.toString().endsWith(".java")).toList()) {
          files.put(base.relativize(f), SourceReferences.of(Files.readString(f)));
        }
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    Graph<String, DefaultEdge> g = new DefaultDirectedGraph<>(DefaultEdge.class);
    files.values().forEach(r -> r.pkg().ifPresent(g::addVertex));
    Map<String, SortedSet<String>> evidence = new TreeMap<>();
    files.forEach((file, refs) -> refs.pkg().ifPresent(from -> {
      for (String to : refs.referenced()) {
        if (g.containsVertex(to)) {
          g.addEdge(from, to);
          evidence.computeIfAbsent(key(from, to), k -> new TreeSet<>()).add(file.toString());
        }
      }
    }));
    return new PackageGraph(g, evidence);
  }

  /** Returns the packages read. */
  Set<String> packages() {
    return new TreeSet<>(graph.vertexSet());
  }

  /**
   * Returns the package cycles: the strongly connected components with more than one package
   * (a file never depends on its own package), each sorted, in the order of their first package.
   */
  List<SortedSet<String>> cycles() {
    List<SortedSet<String>> out = new ArrayList<>();
    for (Set<String> c : new KosarajuStrongConnectivityInspector<>(graph).stronglyConnectedSets()) {
      if (c.size() > 1) {
        out.add(new TreeSet<>(c));
      }
    }
    out.sort(Comparator.comparing(SortedSet::first));
    return out;
  }

  /**
   * Returns one shortest cycle inside {@code component} through its first package, as the
   * packages in order with the first repeated at the end, e.g. {@code [a, b, a]}.
   */
  List<String> shortestCycle(SortedSet<String> component) {
    Graph<String, DefaultEdge> sub = new AsSubgraph<>(graph, component);
    String start = component.first();
    List<String> best = null;
    for (DefaultEdge e : sub.outgoingEdgesOf(start)) {
      GraphPath<String, DefaultEdge> back = BFSShortestPath.findPathBetween(sub, sub.getEdgeTarget(e), start);
      if (back != null && (best == null || back.getLength() + 1 < best.size() - 1)) {
        best = new ArrayList<>();
        best.add(start);
        best.addAll(back.getVertexList());
      }
    }
    if (best == null) {
      throw new IllegalArgumentException("not a cycle: " + component);
    }
    return best;
  }

  /** Returns {@code cycle}'s edges one a line, each with the files that make it. */
  String explain(List<String> cycle) {
    StringBuilder sb = new StringBuilder(String.join(" -> ", cycle));
    for (int i = 0; i + 1 < cycle.size(); i++) {
      sb.append("\n  ").append(cycle.get(i)).append(" -> ").append(cycle.get(i + 1)).append(": ")
          .append(String.join(", ", evidence.get(key(cycle.get(i), cycle.get(i + 1)))));
    }
    return sb.toString();
  }

  private static String key(String from, String to) {
    return from + " -> " + to;
  }
}
