package dev.cvg.analysis.cycle;

import static dev.cvg.graph.NamedGraphs.node;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.NamedGraphs;
import dev.cvg.graph.SuccessorOrder;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Named examples; every expected {@code print<cycles>} text was produced by
 * {@code opt-22 -passes='print<cycles>'} on the equivalent hand-written {@code .ll} function.
 */
class CycleHierarchyTest {
  static final FlowGraph NOTES_EXAMPLE = NamedGraphs.parse(
      "entry -> H; H -> P R; P -> Q; Q -> H T; R -> T exit; T -> P H; exit");

  @Test
  void irreducibleInnerCycleInsideLoop() {
    CycleHierarchy h = CycleHierarchy.of(NOTES_EXAMPLE);
    assertEquals("""
        CycleInfo for function: f
            depth=1: entries(H) T Q P R
                depth=2: entries(T P) Q
        """, CyclePrinter.print("f", h));
    Cycle inner = h.cycles().get(1);
    assertFalse(inner.isReducible());
    assertEquals(List.of(node(NOTES_EXAMPLE, "T"), node(NOTES_EXAMPLE, "P")), inner.entries());
    assertEquals(2, h.depth(node(NOTES_EXAMPLE, "Q")));
    assertEquals(1, h.depth(node(NOTES_EXAMPLE, "R")));
    assertEquals(0, h.depth(node(NOTES_EXAMPLE, "exit")));
    assertEquals(List.of(h.cycles().get(0), inner), h.cyclesContaining(node(NOTES_EXAMPLE, "P")));
    assertArrayEquals(new int[] {node(NOTES_EXAMPLE, "exit")}, h.cycles().get(0).exits());
    assertArrayEquals(new int[] {node(NOTES_EXAMPLE, "R")}, h.cycles().get(0).exitingBlocks());
    assertArrayEquals(new int[] {node(NOTES_EXAMPLE, "H")}, inner.exits());
    assertArrayEquals(new int[] {node(NOTES_EXAMPLE, "T"), node(NOTES_EXAMPLE, "Q")},
        inner.exitingBlocks());
    assertEquals(h.cycles().get(0),
        h.smallestCommonCycle(node(NOTES_EXAMPLE, "R"), node(NOTES_EXAMPLE, "Q")).orElseThrow());
    assertTrue(h.smallestCommonCycle(node(NOTES_EXAMPLE, "exit"), node(NOTES_EXAMPLE, "Q")).isEmpty());
  }

  /** Entries of the notes example: T and P enter the inner cycle, H only the outer one. */
  @Test
  void entriesOfTheNotesExample() {
    CycleHierarchy h = CycleHierarchy.of(NOTES_EXAMPLE);
    Cycle outer = h.cycles().get(0);
    Cycle inner = h.cycles().get(1);
    assertTrue(inner.isEntry(node(NOTES_EXAMPLE, "T")) && inner.isEntry(node(NOTES_EXAMPLE, "P")));
    assertFalse(inner.isEntry(node(NOTES_EXAMPLE, "Q")), "Q is in the inner cycle but no entry");
    assertFalse(inner.isEntry(node(NOTES_EXAMPLE, "H")), "H is outside the inner cycle");
    assertTrue(outer.isEntry(node(NOTES_EXAMPLE, "H")));
    assertFalse(outer.isEntry(node(NOTES_EXAMPLE, "T")), "T enters only the inner cycle");
    assertFalse(outer.isEntry(node(NOTES_EXAMPLE, "entry")));
  }

  /** Two sibling loops: blocks of equal depth in different cycles share only the outer cycle. */
  @Test
  void smallestCommonCycleOfSiblingLoops() {
    FlowGraph g = NamedGraphs.parse("e -> o; o -> a; a -> a b; b -> b o x; x");
    CycleHierarchy h = CycleHierarchy.of(g);
    Cycle outer = h.topLevel().get(0);
    assertEquals(2, outer.children().size());
    assertEquals(outer, h.smallestCommonCycle(node(g, "a"), node(g, "b")).orElseThrow());
    assertEquals(outer, h.smallestCommonCycle(node(g, "a"), node(g, "o")).orElseThrow());
    assertEquals(h.cyclesContaining(node(g, "a")).getLast(),
        h.smallestCommonCycle(node(g, "a"), node(g, "a")).orElseThrow());
    assertTrue(h.smallestCommonCycle(node(g, "a"), node(g, "x")).isEmpty());
  }

  @Test
  void nestedNaturalLoops() {
    FlowGraph g = NamedGraphs.parse("b0 -> b1; b1 -> b2; b2 -> b3; b3 -> b2 b1");
    CycleHierarchy h = CycleHierarchy.of(g);
    assertEquals("""
        CycleInfo for function: nested
            depth=1: entries(b1) b2 b3
                depth=2: entries(b2) b3
        """, CyclePrinter.print("nested", h));
    Cycle outer = h.topLevel().get(0);
    Cycle inner = outer.children().get(0);
    assertTrue(outer.isReducible() && inner.isReducible());
    assertEquals(outer, inner.parent().orElseThrow());
    assertTrue(outer.contains(inner) && outer.contains(outer) && !inner.contains(outer));
    assertEquals("depth=2: entries(b2) b3", inner.toString());
  }

  @Test
  void irreducibleHeaderDependsOnDfsOrder() {
    FlowGraph g = NamedGraphs.parse("entry -> A B; A -> B; B -> A exit; exit");
    assertEquals("""
        CycleInfo for function: irr
            depth=1: entries(B A)
        """, CyclePrinter.print("irr", CycleHierarchy.of(g)));
    CycleHierarchy textual = CycleHierarchy.of(g, SuccessorOrder.textual());
    assertEquals("    depth=1: entries(A B)\n",
        CyclePrinter.print("irr", textual).lines().skip(1).map(l -> l + "\n").findFirst().orElseThrow());
    assertEquals(node(g, "A"), textual.topLevel().get(0).header());
  }

  @Test
  void unreachablePredecessorDoesNotMakeAnEntry() {
    FlowGraph g = NamedGraphs.parse("entry -> L; L -> M; M -> L X; X; dead -> M");
    CycleHierarchy h = CycleHierarchy.of(g);
    assertEquals("CycleInfo for function: deadpred\n    depth=1: entries(L) M\n",
        CyclePrinter.print("deadpred", h));
    assertTrue(h.cycles().get(0).isReducible());
  }

  @Test
  void unreachableCycleIsNoCycle() {
    FlowGraph g = NamedGraphs.parse("entry -> S; S -> S X; X; U1 -> U2; U2 -> U1");
    CycleHierarchy h = CycleHierarchy.of(g);
    assertEquals("CycleInfo for function: selfdead\n    depth=1: entries(S)\n",
        CyclePrinter.print("selfdead", h));
    assertTrue(h.innermost(node(g, "U1")).isEmpty());
    assertEquals(0, h.depth(node(g, "U2")));
  }

  /** Absorbing the first-found top-level cycle swaps the last one into its place, as LLVM does. */
  @Test
  void topLevelOrderFollowsLlvmSwapRemoval() {
    FlowGraph g = NamedGraphs.parse("entry -> o; o -> a b d; a -> a o; b -> b xx; d -> d xx; xx");
    assertEquals("""
        CycleInfo for function: swap
            depth=1: entries(d)
            depth=1: entries(b)
            depth=1: entries(o) a
                depth=2: entries(a)
        """, CyclePrinter.print("swap", CycleHierarchy.of(g)));
  }

  @Test
  void multiEdgesAndEntryInACycle() {
    // A FlowGraph entry may have predecessors (IR functions cannot); it is then a header.
    FlowGraph g = NamedGraphs.parse("e -> a a; a -> e x; x");
    CycleHierarchy h = CycleHierarchy.of(g);
    Cycle c = h.topLevel().get(0);
    assertEquals(node(g, "e"), c.header());
    assertEquals(List.of(node(g, "e")), c.entries());
    assertArrayEquals(new int[] {node(g, "x")}, c.exits());
  }

  @Test
  void emptyAndAcyclicGraphs() {
    assertEquals("CycleInfo for function: z\n",
        CyclePrinter.print("z", CycleHierarchy.of(FlowGraph.of(new int[0][]))));
    CycleHierarchy h = CycleHierarchy.of(FlowGraph.of(new int[][] {{1, 2}, {2}, {}}));
    assertTrue(h.cycles().isEmpty() && h.topLevel().isEmpty());
    assertTrue(h.innermost(1).isEmpty());
  }

  @Test
  void fiftyThousandNestedLoopsNeedNoRecursion() {
    // Headers h_i = i (1..k), h_i -> h_i+1, h_k -> l_k; latches l_i = k + i with
    // l_i -> h_i, l_i-1 (l_1 -> h_1, exit): loop i = {h_i..h_k, l_k..l_i}, nesting depth k.
    int k = 50_000;
    int exit = 2 * k + 1;
    int[][] succs = new int[exit + 1][];
    succs[0] = new int[] {1};
    for (int i = 1; i <= k; i++) {
      succs[i] = new int[] {i < k ? i + 1 : 2 * k};
      succs[k + i] = new int[] {i, i > 1 ? k + i - 1 : exit};
    }
    succs[exit] = new int[0];
    CycleHierarchy h = CycleHierarchy.of(FlowGraph.of(succs));
    assertEquals(k, h.cycles().size());
    assertEquals(k, h.depth(k));
    assertEquals(k, h.depth(2 * k));
    assertEquals(1, h.depth(k + 1));
    assertEquals(k, h.cyclesContaining(k).size());
    Cycle innermost = h.innermost(k).orElseThrow();
    assertEquals(k, innermost.header());
    assertArrayEquals(new int[] {k, 2 * k}, innermost.blocks());
    assertEquals(2 * k, h.topLevel().get(0).size());
  }
}
