package dev.cvg.oracle;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.oracle.instance.CycleNest;
import dev.cvg.oracle.instance.LabelTable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Labels and cycle nests: the data maximal convergence is computed from. */
class InstanceTest {

  /** Interning agrees with a map from tuple contents to first ids, through many table growths. */
  @TestFactory
  Stream<DynamicTest> labelsAreEqualIffTuplesAre() {
    List<DynamicTest> tests = new ArrayList<>();
    for (long seed = 1; seed <= 5; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("seed " + s, () -> {
        SplittableRandom rnd = new SplittableRandom(s);
        LabelTable table = new LabelTable();
        Map<List<Integer>, Integer> reference = new HashMap<>();
        for (int k = 0; k < 20_000; k++) {
          int len = 1 + rnd.nextInt(6);
          int[] t = new int[len];
          for (int i = 0; i < len; i++) {
            t[i] = rnd.nextInt(8);
          }
          List<Integer> key = Arrays.stream(t).boxed().toList();
          int id = table.intern(t, len);
          Integer expected = reference.putIfAbsent(key, reference.size());
          assertEquals(expected == null ? reference.size() - 1 : expected, id, "seed " + s + " tuple " + key);
          assertArrayEquals(t, table.tuple(id), "seed " + s);
        }
        assertEquals(reference.size(), table.size(), "seed " + s);
      }));
    }
    return tests.stream();
  }

  /** The closed-path CFG of the spec: with LLVM's DFS, R heads the outer cycle and S the inner one. */
  @Test
  void nestOfTheClosedPathFigure() {
    // 0 Entry -> 1 P, 3 R; 1 P -> 2 Q; 2 Q -> 3 R, 4 S; 3 R -> 4 S; 4 S -> 1 P, 5 Exit
    FlowGraph g = FlowGraph.of(new int[][] {{1, 3}, {2}, {3, 4}, {4}, {1, 5}, {}});
    CycleNest llvm = CycleNest.of(CycleHierarchy.of(g, SuccessorOrder.llvm()));
    assertEquals(2, llvm.cycleCount());
    assertEquals(3, llvm.header(0));
    assertEquals(4, llvm.header(1));
    assertArrayEquals(new int[] {0, 1}, llvm.chain(1), "P is in both cycles");
    assertArrayEquals(new int[] {0}, llvm.chain(3), "R only in the outer one");
    assertArrayEquals(new int[] {1}, llvm.descendants(0));
    assertArrayEquals(new int[0], llvm.chain(5));
    CycleNest textual = CycleNest.of(CycleHierarchy.of(g, SuccessorOrder.textual()));
    assertEquals(1, textual.cycleCount());
    assertEquals(1, textual.header(0), "P heads the only cycle");
  }

  @Test
  void builderRejectsInconsistentNests() {
    assertThrows(IllegalArgumentException.class, () -> CycleNest.builder(4).add(0, -1, 1, 2));
    CycleNest.Builder b = CycleNest.builder(4);
    b.add(1, -1, 1, 2);
    assertThrows(IllegalArgumentException.class, () -> b.add(2, 0, 2, 3), "3 is not in the parent");
  }
}
