package dev.cvg.legality.dynamiccheck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The original's cycle hierarchies a failing comparison retries with (ConvergenceAndUniformity.rst, line 247). */
class OriginalHierarchiesTest {

  /** A function with {@code cycles} irreducible cycles in a row, each entered at %aK or %bK. */
  private static String chain(int cycles) {
    StringBuilder sb = new StringBuilder("define void @f(i1 %c) {\nentry:\n  br label %h0\n");
    for (int k = 0; k < cycles; k++) {
      String next = k + 1 < cycles ? "%h" + (k + 1) : "%exit";
      sb.append("h").append(k).append(":\n  br i1 %c, label %a").append(k).append(", label %b").append(k).append('\n')
          .append("a").append(k).append(":\n  br i1 %c, label %b").append(k).append(", label ").append(next).append('\n')
          .append("b").append(k).append(":\n  br i1 %c, label %a").append(k).append(", label ").append(next).append('\n');
    }
    return sb.append("exit:\n  ret void\n}\n").toString();
  }

  private static Side side(String text) throws Exception {
    Module m = IrParser.parse(text, "f.ll");
    Function f = m.function("f").orElseThrow();
    return new Side(m, f, Targets.forModule(m, Optional.empty()));
  }

  @Test
  void aReducibleProgramHasNoAlternatives() throws Exception {
    Side s = side("define void @f(i1 %c) {\nentry:\n  br label %l\nl:\n  br i1 %c, label %l, label %x\nx:\n  ret void\n}\n");
    assertTrue(OriginalHierarchies.of(s).choices().isEmpty());
  }

  @Test
  void everyEntryOfAnIrreducibleCycleBecomesAHeader() throws Exception {
    OriginalHierarchies h = OriginalHierarchies.of(side(chain(1)));
    List<String> names = new ArrayList<>();
    for (int k = 0; k < h.choices().size(); k++) {
      names.add(h.name(k));
    }
    // llvm's DFS meets %b0 first, the textual one %a0: both headers are reached, nothing else
    assertEquals(List.of("llvm", "textual"), names);
    Function f = side(chain(1)).entry();
    FlowGraph g = f.index().cfg();
    Cycle c = CycleHierarchy.of(g).cycles().get(0);
    for (int e : c.entries()) {
      assertEquals(e, CycleHierarchy.of(g, OriginalHierarchies.towards(g, c, e)).cycles().get(0).header(),
          "entry %" + f.index().block(e).name());
    }
  }

  @Test
  void theAlternativesAreBoundedAndDistinct() throws Exception {
    OriginalHierarchies h = OriginalHierarchies.of(side(chain(6)));
    assertEquals(OriginalHierarchies.LIMIT, h.choices().size());
    List<String> names = new ArrayList<>();
    for (int k = 0; k < h.choices().size(); k++) {
      names.add(h.name(k));
    }
    assertEquals(names.size(), names.stream().distinct().count(), names::toString);
  }
}
