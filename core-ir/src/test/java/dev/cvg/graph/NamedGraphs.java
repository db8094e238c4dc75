package dev.cvg.graph;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Test-only: builds a named {@link FlowGraph} from {@code "entry -> H; H -> P R; P"}: items
 * separated by {@code ;} define the nodes in layout order (the first is the entry), each with
 * its successors in edge order. Mirrors a hand-written {@code .ll} function block by block.
 */
public final class NamedGraphs {
  private NamedGraphs() {}

  /** Parses the compact notation. */
  public static FlowGraph parse(String spec) {
    Map<String, Integer> ids = new LinkedHashMap<>();
    List<String[]> succNames = new ArrayList<>();
    for (String item : spec.split(";")) {
      String[] parts = item.trim().split("->");
      ids.put(parts[0].trim(), ids.size());
      succNames.add(parts.length > 1 ? parts[1].trim().split("\\s+") : new String[0]);
    }
    int[][] succs = new int[ids.size()][];
    for (int v = 0; v < succs.length; v++) {
      String[] s = succNames.get(v);
      succs[v] = new int[s.length];
      for (int k = 0; k < s.length; k++) {
        Integer t = ids.get(s[k]);
        if (t == null) {
          throw new IllegalArgumentException("undefined node " + s[k]);
        }
        succs[v][k] = t;
      }
    }
    return ArrayFlowGraph.of(succs, 0, ids.keySet().toArray(String[]::new));
  }

  /** Returns the node called {@code name}. */
  public static int node(FlowGraph g, String name) {
    for (int v = 0; v < g.size(); v++) {
      if (g.name(v).equals(name)) {
        return v;
      }
    }
    throw new IllegalArgumentException("no node " + name);
  }
}
