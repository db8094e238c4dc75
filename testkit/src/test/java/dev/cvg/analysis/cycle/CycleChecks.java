package dev.cvg.analysis.cycle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.NaiveCycles.NaiveCycle;
import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/** Semantic comparison of a {@link CycleHierarchy} with {@link NaiveCycles}, shared by tests. */
final class CycleChecks {
  private CycleChecks() {}

  /** Asserts that the fast hierarchy and the reference agree; {@code what} names the seed. */
  static void assertMatchesReference(FlowGraph g, SuccessorOrder order, String what) {
    CycleHierarchy h = CycleHierarchy.of(g, order);
    NaiveCycles ref = new NaiveCycles(g, DepthFirstOrder.of(g, order));
    String ctx = what + " order " + order + " graph\n" + g;
    assertEquals(ref.all.size(), h.cycles().size(), "cycle count, " + ctx);
    Map<Integer, NaiveCycle> byHeader = new HashMap<>();
    ref.all.forEach(c -> byHeader.put(c.header(), c));
    for (Cycle c : h.cycles()) {
      NaiveCycle r = byHeader.get(c.header());
      assertNotNull(r, "no reference cycle with header " + c.header() + ", " + ctx);
      assertEquals(r.blocks(), set(c.blocks()), "blocks of " + c + ", " + ctx);
      assertEquals(c.blocks().length, c.size(), "duplicate blocks in " + c + ", " + ctx);
      assertEquals(c.header(), c.blocks()[0], "header first in blocks, " + ctx);
      assertEquals(c.header(), (int) c.entries().get(0), "header first in entries, " + ctx);
      Set<Integer> expectedEntries = new TreeSet<>(r.entries());
      expectedEntries.add(r.header());
      assertEquals(expectedEntries, new TreeSet<>(c.entries()), "entries of " + c + ", " + ctx);
      assertEquals(c.entries().size(), Set.copyOf(c.entries()).size(), "entry twice, " + ctx);
      int last = -1;
      for (int e : c.entries()) { // discovery order is blocks() order (docs/cycles.md)
        int at = indexOf(c.blocks(), e);
        assertTrue(at > last, "entries out of blocks() order in " + c + ", " + ctx);
        last = at;
      }
      assertEquals(r.entries().size() <= 1, c.isReducible(), "reducible " + c + ", " + ctx);
      assertEquals(r.depth(), c.depth(), "depth of " + c + ", " + ctx);
      assertEquals(r.parent() == null ? -1 : r.parent().header(),
          c.parent().map(Cycle::header).orElse(-1), "parent of " + c + ", " + ctx);
      assertEquals(r.children().stream().map(NaiveCycle::header).collect(Collectors.toSet()),
          c.children().stream().map(Cycle::header).collect(Collectors.toSet()),
          "children of " + c + ", " + ctx);
      assertEquals(c, h.cycles().get(c.index()), ctx);
      assertLayout(c, ctx);
      assertExits(g, c, r, ctx);
    }
    for (int v = 0; v < g.size(); v++) {
      NaiveCycle r = ref.innermost(v);
      assertEquals(r == null ? -1 : r.header(), h.innermost(v).map(Cycle::header).orElse(-1),
          "innermost(" + v + "), " + ctx);
      assertEquals(r == null ? 0 : r.depth(), h.depth(v), "depth(" + v + "), " + ctx);
      assertEquals(h.depth(v), h.cyclesContaining(v).size(), ctx);
      assertEquals(h.innermost(v).map(Cycle::index).orElse(-1), h.innermostIndex(v), ctx);
      for (Cycle c : h.cycles()) {
        assertEquals(set(c.blocks()).contains(v), c.contains(v), c + " contains " + v + ", " + ctx);
      }
    }
  }

  /** Children come after their parent in preorder and their blocks form a slice of the parent's. */
  private static void assertLayout(Cycle c, String ctx) {
    int[] blocks = c.blocks();
    for (Cycle child : c.children()) {
      assertTrue(child.index() > c.index(), "preorder, " + ctx);
      assertTrue(c.contains(child) && !child.contains(c), "contains(Cycle), " + ctx);
      int[] cb = child.blocks();
      int at = indexOf(blocks, cb[0]);
      assertTrue(at > 0, ctx);
      assertEquals(Arrays.toString(cb),
          Arrays.toString(Arrays.copyOfRange(blocks, at, at + cb.length)), "slice, " + ctx);
    }
  }

  private static void assertExits(FlowGraph g, Cycle c, NaiveCycle r, String ctx) {
    Set<Integer> exits = new TreeSet<>();
    Set<Integer> exiting = new TreeSet<>();
    for (int b : r.blocks()) {
      for (int s : g.successors(b)) {
        if (!r.blocks().contains(s)) {
          exits.add(s);
          exiting.add(b);
        }
      }
    }
    assertEquals(exits, set(c.exits()), "exits of " + c + ", " + ctx);
    assertEquals(c.exits().length, set(c.exits()).size(), "duplicate exit, " + ctx);
    assertEquals(exiting, set(c.exitingBlocks()), "exiting blocks of " + c + ", " + ctx);
  }

  private static int indexOf(int[] a, int v) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == v) {
        return i;
      }
    }
    return -1;
  }

  static Set<Integer> set(int[] a) {
    return Arrays.stream(a).boxed().collect(Collectors.toCollection(TreeSet::new));
  }
}
