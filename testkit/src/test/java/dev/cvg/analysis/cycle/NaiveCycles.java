package dev.cvg.analysis.cycle;

import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.jgrapht.Graph;
import org.jgrapht.alg.connectivity.KosarajuStrongConnectivityInspector;
import org.jgrapht.graph.DefaultDirectedGraph;
import org.jgrapht.graph.DefaultEdge;

/**
 * Test-only reference twin of {@code CycleBuilder}, straight from {@code CycleTerminology}:
 * the cycles of a region are its maximal strongly connected subsets that contain an edge; the
 * header of one is its node with the smallest DFS preorder number (the entry the DFS meets
 * first); its child cycles are the cycles of the region minus the header, recursively. SCCs
 * come from JGraphT (Kosaraju), independent of our code.
 */
final class NaiveCycles {

  /** One cycle of the reference hierarchy. */
  record NaiveCycle(int header, Set<Integer> blocks, Set<Integer> entries, NaiveCycle parent,
      List<NaiveCycle> children, int depth) {
    @Override
    public String toString() {
      return "cycle(header " + header + ", blocks " + blocks + ", entries " + entries + ")";
    }
  }

  private final FlowGraph g;
  private final DepthFirstOrder dfs;
  final List<NaiveCycle> all = new ArrayList<>();

  NaiveCycles(FlowGraph g, DepthFirstOrder dfs) {
    this.g = g;
    this.dfs = dfs;
    Set<Integer> reachable = new TreeSet<>();
    for (int v = 0; v < g.size(); v++) {
      if (dfs.isReachable(v)) {
        reachable.add(v);
      }
    }
    cyclesOf(reachable, null);
  }

  private List<NaiveCycle> cyclesOf(Set<Integer> region, NaiveCycle parent) {
    Graph<Integer, DefaultEdge> sub = new DefaultDirectedGraph<>(DefaultEdge.class);
    region.forEach(sub::addVertex);
    for (int v : region) {
      for (int s : g.successors(v)) {
        if (region.contains(s)) {
          sub.addEdge(v, s);
        }
      }
    }
    List<NaiveCycle> result = new ArrayList<>();
    for (Set<Integer> scc : new KosarajuStrongConnectivityInspector<>(sub).stronglyConnectedSets()) {
      int any = scc.iterator().next();
      if (scc.size() == 1 && !sub.containsEdge(any, any)) {
        continue;
      }
      int header = scc.stream().min((a, b) -> Integer.compare(dfs.preNumber(a), dfs.preNumber(b)))
          .orElseThrow();
      Set<Integer> entries = new TreeSet<>();
      for (int v : scc) {
        for (int p : g.predecessors(v)) {
          if (dfs.isReachable(p) && !scc.contains(p)) {
            entries.add(v);
          }
        }
      }
      List<NaiveCycle> kids = new ArrayList<>();
      NaiveCycle c = new NaiveCycle(header, new TreeSet<>(scc), entries, parent, kids,
          parent == null ? 1 : parent.depth() + 1);
      all.add(c);
      Set<Integer> inner = new TreeSet<>(scc);
      inner.remove(header);
      kids.addAll(cyclesOf(inner, c));
      result.add(c);
    }
    return result;
  }

  /** Returns the deepest reference cycle containing {@code v}, or null. */
  NaiveCycle innermost(int v) {
    NaiveCycle best = null;
    for (NaiveCycle c : all) {
      if (c.blocks().contains(v) && (best == null || c.depth() > best.depth())) {
        best = c;
      }
    }
    return best;
  }
}
