package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Structural checks of generated kernels; IR validity is checked by the verifier's tests. */
class KernelGeneratorTest {
  /** 0 -> 1 -> {2, 3}; 2 -> 1 (loop); 3 -> {4, 4} (multi-edge); 4 exits. */
  private static final FlowGraph SHAPE = FlowGraph.of(new int[][] {{1}, {2, 3}, {1}, {4, 4}, {}});

  private static Function kernel(long seed) {
    Module m = KernelGenerator.generate(SHAPE, seed, KernelGenerator.Options.defaults());
    return m.function("kernel").orElseThrow();
  }

  @Test
  void sameSeedSameProgram() {
    assertEquals(kernel(7).blocks().toJavaList(), kernel(7).blocks().toJavaList());
    assertNotEquals(kernel(7).blocks().toJavaList(), kernel(8).blocks().toJavaList());
  }

  @Test
  void shapeIsPreservedAndPhisMatchEdges() {
    for (long seed = 0; seed < 50; seed++) {
      Function f = kernel(seed);
      assertEquals(SHAPE.size(), f.blocks().size(), "seed " + seed);
      FlowGraph cfg = f.index().cfg();
      for (int b = 0; b < cfg.size(); b++) {
        assertEquals(SHAPE.successors(b).length, cfg.successors(b).length, "seed " + seed);
        Block block = f.index().block(b);
        assertTrue(block.terminator().isPresent(), "seed " + seed + " block " + block.name());
        for (Phi phi : block.phis()) {
          assertEquals(cfg.predecessors(b).length, phi.incoming().size(), "seed " + seed);
        }
      }
    }
  }

  @Test
  void operandsAreDefinedInTheEntryOrTheSameBlockOrFlowFromAPredecessor() {
    for (long seed = 0; seed < 50; seed++) {
      Function f = kernel(seed);
      var index = f.index();
      for (int b = 0; b < index.blockCount(); b++) {
        Set<Integer> seen = new HashSet<>();
        for (Inst inst : index.block(b).insts()) {
          for (Value v : inst.operands()) {
            if (v instanceof Value.Local l && index.param(l.id()).isEmpty()) {
              int defBlock = index.blockOf(l.id().inst());
              boolean ok = defBlock == 0 || (defBlock == b && seen.contains(l.id().index()))
                  || inst instanceof Phi;
              assertTrue(ok, "seed " + seed + ": " + inst + " uses " + l);
            }
          }
          seen.add(inst.id().index());
        }
      }
    }
  }

  @org.junit.jupiter.api.TestFactory
  java.util.stream.Stream<org.junit.jupiter.api.DynamicTest> kernelsOverRandomShapesVerify() {
    return java.util.stream.LongStream.range(0, 300).mapToObj(seed -> org.junit.jupiter.api.DynamicTest.dynamicTest(
        "seed " + seed, () -> {
          FlowGraph shape = RandomCfg.mixed(seed, 40);
          Module m = KernelGenerator.generate(shape, seed, KernelGenerator.Options.defaults());
          var found = dev.cvg.ir.verify.IrVerifier.verify(m);
          assertTrue(found.isEmpty(), () -> "seed " + seed + ": " + found.get(0).render() + "\n"
              + dev.cvg.ir.text.IrPrinter.print(m));
        }));
  }

  @Test
  void entryWithPredecessorsGetsAFreshEntry() {
    FlowGraph loopAtEntry = FlowGraph.of(new int[][] {{1}, {0, 2}, {}});
    Function f = KernelGenerator.generate(loopAtEntry, 1, KernelGenerator.Options.defaults())
        .function("kernel").orElseThrow();
    assertEquals(4, f.blocks().size());
    assertEquals(0, f.index().cfg().predecessors(0).length);
    assertEquals(2, f.index().block(1).phis().get(0).incoming().size(), "the fresh entry edge has a phi entry");
  }
}
