package dev.cvg.analysis.controldependence;

import static dev.cvg.graph.NamedGraphs.node;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.diag.Diagnostic;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.ArbitraryGraphs;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.NamedGraphs;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@link ControlDependence#verify()}: silent on computed relations of seeded graphs (with
 * infinite loops and unreachable nodes), and naming the pair and the rule on wrong relations.
 */
class ControlDependenceVerifyTest {
  private static final String DIAMOND = "B -> T E; T -> J; E -> J; J";

  @TestFactory
  Stream<DynamicTest> computedRelationsVerify() {
    return LongStream.range(0, 600).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, seed % 6 == 0 ? 120 : 25)
          : RandomCfg.mixed(seed, seed % 5 == 1 ? 200 : 40);
      assertEquals(List.of(), ControlDependence.of(g).verify(), "seed " + seed + " graph\n" + g);
    }));
  }

  @TestFactory
  Stream<DynamicTest> largeRelationsVerify() {
    return Stream.of(RandomCfg.Shape.values()).map(shape -> DynamicTest.dynamicTest(shape.toString(), () ->
        assertEquals(List.of(), ControlDependence.of(RandomCfg.generate(4, shape, 5000)).verify(), shape.toString())));
  }

  @Test
  void extraPairFailsTheDefinition() {
    FlowGraph g = NamedGraphs.parse(DIAMOND);
    // J under B: J post-dominates B.
    List<Diagnostic> d = relation(g, new int[][] {{}, {0}, {0}, {0}}).verify();
    assertEquals(List.of("%J is listed as control dependent on %B, but it strictly post-dominates %B"),
        messages(d));
  }

  @Test
  void missingPairIsReportedWithItsWitness() {
    FlowGraph g = NamedGraphs.parse(DIAMOND);
    List<Diagnostic> d = relation(g, new int[][] {{}, {0}, {}, {}}).verify();
    assertEquals(List.of("%E is control dependent on %B (it post-dominates %E but not %B), but it is not listed"),
        messages(d));
    assertEquals(node(g, "E"), ((dev.cvg.diag.Entity.NodeEntity) d.get(0).where()).node());
  }

  @Test
  void pairWithoutSuccessorWitness() {
    FlowGraph g = NamedGraphs.parse("B -> T E; T -> J; E -> J; J -> K; K");
    // T is not reachable from K's successors at all: K has none.
    int[][] controllers = table(ControlDependence.of(g));
    controllers[node(g, "T")] = new int[] {node(g, "B"), node(g, "K")};
    List<Diagnostic> d = relation(g, controllers).verify();
    assertEquals(List.of("%T is listed as control dependent on %K, but it post-dominates no successor of %K"),
        messages(d));
  }

  @Test
  void oneSidedPairBreaksTheInverse() {
    FlowGraph g = NamedGraphs.parse(DIAMOND);
    ControlDependence right = ControlDependence.of(g);
    // Controllers say T depends on B; dependents of B forget T.
    int[] cs = {0, 0, 1, 2, 2};
    int[] cl = {0, 0};
    int[] ds = {0, 1, 1, 1, 1};
    int[] dl = {2};
    List<Diagnostic> d = new ControlDependence(g, cs, cl, ds, dl).verify();
    assertEquals(List.of("%T lists controller %B, but %B does not list it as dependent"), messages(d));
    assertEquals(List.of(), right.verify());
  }

  @Test
  void unsortedListIsReported() {
    FlowGraph g = NamedGraphs.parse("A -> B C; B -> C D; C -> D; D");
    int[][] controllers = table(ControlDependence.of(g));
    int d0 = node(g, "D");
    controllers[d0] = new int[] {1, 1};
    List<Diagnostic> d = relation(g, controllers).verify();
    assertTrue(messages(d).contains("the controllers of %D are not ascending, duplicate-free graph nodes: [1, 1]"),
        messages(d).toString());
  }

  /** Returns the controller lists of {@code cd}, one row per node. */
  static int[][] table(ControlDependence cd) {
    int[][] out = new int[cd.graph().size()][];
    for (int v = 0; v < out.length; v++) {
      out[v] = cd.controllers(v);
    }
    return out;
  }

  /** Builds a relation from controller lists, deriving the dependents so both sides agree. */
  static ControlDependence relation(FlowGraph g, int[][] controllers) {
    int n = g.size();
    List<List<Integer>> dependents = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      dependents.add(new ArrayList<>());
    }
    int[] cs = new int[n + 1];
    List<Integer> cl = new ArrayList<>();
    for (int x = 0; x < n; x++) {
      for (int b : controllers[x]) {
        cl.add(b);
        if (!dependents.get(b).contains(x)) {
          dependents.get(b).add(x);
        }
      }
      cs[x + 1] = cl.size();
    }
    int[] ds = new int[n + 1];
    List<Integer> dl = new ArrayList<>();
    for (int b = 0; b < n; b++) {
      dl.addAll(dependents.get(b));
      ds[b + 1] = dl.size();
    }
    return new ControlDependence(g, cs, cl.stream().mapToInt(i -> i).toArray(), ds,
        dl.stream().mapToInt(i -> i).toArray());
  }

  static List<String> messages(List<Diagnostic> d) {
    return d.stream().map(Diagnostic::message).toList();
  }
}
