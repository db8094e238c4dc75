package dev.cvg.conformance.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code Inst.operandCount()}, {@code Inst.operand(k)}, {@code Inst.successorCount()} and
 * {@code Inst.successor(k)}, the allocation-free access the dense view uses, agree with
 * {@code Inst.operands()} and {@code Inst.successors()} on every instruction of the LLVM
 * corpus (every instruction family the parser knows) and of generated kernels.
 */
class OperandAccessTest {
  @TestFactory
  Stream<DynamicTest> agreesWithOperandList() throws IOException {
    List<DynamicTest> tests = new ArrayList<>(CorpusModules.each((m, name) ->
        assertTrue(check(m) > 0 || m.definitions().isEmpty(), name + ": no instruction checked")));
    for (long seed = 1; seed <= 20; seed++) {
      long s = seed;
      tests.add(DynamicTest.dynamicTest("kernel seed " + s, () ->
          check(KernelGenerator.generate(RandomCfg.mixed(s, 40), s, KernelGenerator.Options.defaults()))));
    }
    return tests.stream();
  }

  /** Checks every instruction of {@code m}; returns how many were checked. */
  private static int check(Module m) {
    int checked = 0;
    for (Function f : m.definitions()) {
      for (Block b : f.blocks()) {
        for (Inst i : b.insts()) {
          assertEquals(i.operands().size(), i.operandCount(), i + " in @" + f.name());
          for (int k = 0; k < i.operandCount(); k++) {
            assertEquals(i.operands().get(k), i.operand(k), "operand " + k + " of " + i);
          }
          assertEquals(i.successors().size(), i.successorCount(), i + " in @" + f.name());
          for (int k = 0; k < i.successorCount(); k++) {
            assertEquals(i.successors().get(k), i.successor(k), "successor " + k + " of " + i);
          }
          checked++;
        }
      }
    }
    return checked;
  }
}
