package dev.cvg.legality.dynamiccheck;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.oracle.instance.CycleNest;
import dev.cvg.oracle.instance.HierarchyChoice;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Cycle hierarchies of the original program other than LLVM's: "each cycle hierarchy for the
 * same CFG results in a different maximal converged-with relation"
 * (ConvergenceAndUniformity.rst, "Maximal Convergence"), so where the original has an
 * irreducible cycle, each of its hierarchies is a behaviour of the original, and a transformed
 * execution only has to match one of them.
 *
 * <p>The candidates: LLVM's and the textual DFS's hierarchy of the whole module, then, per
 * function of the original with an irreducible cycle, one DFS per entry {@code e} of every irreducible cycle of LLVM's
 * hierarchy that walks towards {@code e} first ({@link #towards}: from the function entry along
 * a shortest path to {@code e} avoiding the cycle's other blocks, so a top-level cycle gets
 * {@code e} as its header), and {@value #SEEDS} seeded DFS orders (for nested and combined
 * choices). Distinct hierarchies (by header, blocks and parent of every cycle) are kept, one
 * function varied at a time with LLVM's hierarchy elsewhere, at most {@value #LIMIT} in all; choices
 * beyond that bound are not tried (the check may then report a regrouping that another hierarchy
 * of the original explains). Computed once per check; immutable.
 */
final class OriginalHierarchies {
  /** The most alternative hierarchies tried per trial. */
  static final int LIMIT = 16;
  private static final int SEEDS = 16;
  private final List<HierarchyChoice> choices;
  private final List<String> names;

  private OriginalHierarchies(List<HierarchyChoice> choices, List<String> names) {
    this.choices = List.copyOf(choices);
    this.names = List.copyOf(names);
  }

  /** Returns the alternative hierarchies of {@code before}'s functions (none if all are reducible). */
  static OriginalHierarchies of(Side before) {
    List<HierarchyChoice> choices = new ArrayList<>();
    List<String> names = new ArrayList<>();
    boolean irreducible = false;
    for (Function f : before.module().definitions()) {
      FlowGraph g = f.index().cfg();
      CycleHierarchy llvm = CycleHierarchy.of(g, SuccessorOrder.llvm());
      if (llvm.cycles().stream().allMatch(Cycle::isReducible)) {
        continue;
      }
      if (!irreducible) {
        irreducible = true;
        choices.addAll(List.of(HierarchyChoice.llvm(), HierarchyChoice.parse("textual")));
        names.addAll(List.of("llvm", "textual"));
      }
      CycleHierarchy textual = CycleHierarchy.of(g, SuccessorOrder.textual());
      Map<String, CycleHierarchy> distinct = candidates(g, llvm);
      for (Map.Entry<String, CycleHierarchy> d : distinct.entrySet()) {
        if (!d.getKey().equals(signature(llvm)) && !d.getKey().equals(signature(textual))
            && choices.size() < LIMIT) {
          choices.add(HierarchyChoice.explicit(Map.of(f.name(), CycleNest.of(d.getValue()))));
          names.add("@" + f.name() + " with headers " + headers(f, d.getValue()));
        }
      }
    }
    return new OriginalHierarchies(choices, names);
  }

  /**
   * Returns the hierarchies: LLVM's and the textual one for the whole module first, then the
   * other distinct ones of each function (LLVM's elsewhere); empty when every cycle is reducible.
   */
  List<HierarchyChoice> choices() {
    return choices;
  }

  /**
   * Returns hierarchy {@code k} described: {@code llvm}, {@code textual} (the names of
   * {@link Trial#hierarchy()}), or its function and cycle headers.
   */
  String name(int k) {
    return names.get(k);
  }

  /**
   * Returns the distinct hierarchies of {@code g} (by header, blocks and parent of every cycle),
   * by signature, in the order of the class comment: LLVM's ({@code llvm}), the textual DFS's,
   * one DFS towards each entry of each irreducible cycle of {@code llvm}, then {@value #SEEDS}
   * seeded DFS orders.
   */
  static Map<String, CycleHierarchy> candidates(FlowGraph g, CycleHierarchy llvm) {
    Map<String, CycleHierarchy> distinct = new LinkedHashMap<>();
    distinct.put(signature(llvm), llvm);
    CycleHierarchy textual = CycleHierarchy.of(g, SuccessorOrder.textual());
    distinct.putIfAbsent(signature(textual), textual);
    List<SuccessorOrder> orders = new ArrayList<>();
    for (Cycle c : llvm.cycles()) {
      if (!c.isReducible()) {
        c.entries().forEach(e -> orders.add(towards(g, c, e)));
      }
    }
    for (long s = 1; s <= SEEDS; s++) {
      orders.add(SuccessorOrder.seeded(s));
    }
    for (SuccessorOrder o : orders) {
      CycleHierarchy h = CycleHierarchy.of(g, o);
      distinct.putIfAbsent(signature(h), h);
    }
    return distinct;
  }

  /**
   * Returns a DFS order that reaches {@code e} first among the blocks of {@code c}: each block's
   * successors sorted by their distance to {@code e} in the graph without {@code c}'s other
   * blocks (unreachable last), LLVM's order among equals.
   */
  static SuccessorOrder towards(FlowGraph g, Cycle c, int e) {
    int[] dist = new int[g.size()];
    Arrays.fill(dist, Integer.MAX_VALUE);
    ArrayDeque<Integer> work = new ArrayDeque<>(List.of(e));
    dist[e] = 0;
    while (!work.isEmpty()) {
      int n = work.removeFirst();
      for (int p : g.predecessors(n)) {
        if (dist[p] == Integer.MAX_VALUE && !(c.contains(p) && p != e)) {
          dist[p] = dist[n] + 1;
          work.addLast(p);
        }
      }
    }
    return new SuccessorOrder() {
      @Override
      public int[] order(FlowGraph graph, int node) {
        int[] s = SuccessorOrder.llvm().order(graph, node);
        if (graph != g || s.length < 2) {
          return s;
        }
        return Arrays.stream(s).boxed()
            .sorted(Comparator.comparingInt(x -> dist[x])).mapToInt(Integer::intValue).toArray();
      }
    };
  }

  private static String signature(CycleHierarchy h) {
    StringBuilder sb = new StringBuilder();
    for (Cycle c : h.cycles()) {
      int[] blocks = c.blocks();
      Arrays.sort(blocks);
      sb.append(c.header()).append(Arrays.toString(blocks)).append(c.parent().map(Cycle::index)
          .orElse(-1)).append(';');
    }
    return sb.toString();
  }

  static String headers(Function f, CycleHierarchy h) {
    List<String> out = new ArrayList<>();
    for (Cycle c : h.cycles()) {
      out.add("%" + f.index().block(c.header()).name());
    }
    return String.join(", ", out);
  }
}
