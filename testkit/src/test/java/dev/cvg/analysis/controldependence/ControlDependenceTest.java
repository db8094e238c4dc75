package dev.cvg.analysis.controldependence;

import static dev.cvg.graph.NamedGraphs.node;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.ArbitraryGraphs;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.NamedGraphs;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class ControlDependenceTest {

  @Test
  void diamondArmsDependOnTheBranchJoinDoesNot() {
    FlowGraph g = NamedGraphs.parse("B -> T E; T -> J; E -> J; J");
    ControlDependence cd = ControlDependence.of(g);
    assertArrayEquals(new int[] {node(g, "B")}, cd.controllers(node(g, "T")));
    assertArrayEquals(new int[] {node(g, "B")}, cd.controllers(node(g, "E")));
    assertArrayEquals(new int[0], cd.controllers(node(g, "J")));
    assertArrayEquals(new int[0], cd.controllers(node(g, "B")));
    assertArrayEquals(new int[] {node(g, "T"), node(g, "E")}, cd.dependents(node(g, "B")));
    assertTrue(cd.isControlDependent(node(g, "T"), node(g, "B")));
    assertFalse(cd.isControlDependent(node(g, "J"), node(g, "B")));
  }

  @Test
  void loopBodyAndLatchDependOnTheLatch() {
    // entry -> H; H -> body; body -> latch; latch -> H exit: H, body, latch depend on latch.
    FlowGraph g = NamedGraphs.parse("entry -> H; H -> body; body -> latch; latch -> H exit; exit");
    ControlDependence cd = ControlDependence.of(g);
    int latch = node(g, "latch");
    assertArrayEquals(new int[] {latch}, cd.controllers(node(g, "H")));
    assertArrayEquals(new int[] {latch}, cd.controllers(node(g, "body")));
    assertArrayEquals(new int[] {latch}, cd.controllers(latch));
    assertArrayEquals(new int[0], cd.controllers(node(g, "exit")));
  }

  @Test
  void ifThenWithMultiEdgeIsRecordedOnce() {
    FlowGraph g = NamedGraphs.parse("B -> T J T; T -> J; J");
    ControlDependence cd = ControlDependence.of(g);
    assertArrayEquals(new int[] {node(g, "T")}, cd.dependents(node(g, "B")));
  }

  /** The infinite loop's root a2 behaves as if it had an edge to the exit. */
  @Test
  void infiniteLoopNodesDependOnTheLoopRoot() {
    FlowGraph g = NamedGraphs.parse("entry -> a b; a -> a2; a2 -> a; b -> x; x");
    ControlDependence cd = ControlDependence.of(g);
    int a2 = node(g, "a2");
    assertArrayEquals(new int[] {node(g, "entry"), a2}, cd.controllers(node(g, "a")));
    assertArrayEquals(new int[] {node(g, "entry"), a2}, cd.controllers(a2));
    assertArrayEquals(new int[] {node(g, "entry")}, cd.controllers(node(g, "x")));
  }

  @Test
  void rejectsTreeOfAnotherGraph() {
    FlowGraph g = NamedGraphs.parse("a -> b; b");
    FlowGraph h = NamedGraphs.parse("a -> b; b");
    assertThrows(IllegalArgumentException.class, () -> ControlDependence.of(g, PostDominatorTree.of(h)));
  }

  /** FOW's definition evaluated pairwise with the (separately tested) post-dominator tree. */
  @TestFactory
  Stream<DynamicTest> matchesDefinition() {
    return LongStream.range(0, 1000).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      FlowGraph g = seed % 2 == 0 ? ArbitraryGraphs.of(seed, 30) : RandomCfg.mixed(seed, 40);
      PostDominatorTree pdt = PostDominatorTree.of(g);
      ControlDependence cd = ControlDependence.of(g, pdt);
      for (int x = 0; x < g.size(); x++) {
        for (int b = 0; b < g.size(); b++) {
          boolean expected = false;
          for (int s : g.successors(b)) {
            expected |= pdt.postDominates(x, s);
          }
          expected &= !pdt.strictlyPostDominates(x, b);
          assertEquals(expected, cd.isControlDependent(x, b),
              "seed " + seed + ": " + x + " control dependent on " + b + " in\n" + g);
        }
      }
    }));
  }
}
