package dev.cvg.conformance.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Value;
import dev.cvg.target.GpuTarget;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * {@code TargetModel.mayClassify(op) == false}, and {@code needsCallOperand(op)} for an
 * instruction without a call's result among its operands, are promises the uniformity analysis
 * relies on to skip reading instructions: every such instruction of the LLVM corpus and of
 * generated kernels (with convergence tokens) is no divergence source, not always uniform and has
 * no uniformity-deciding arguments, under every target flavour and rule set.
 */
class TargetOpcodeFilterTest {
  /** Every flavour, both rule sets, a wave32 CPU and one with globally addressable scratch. */
  static List<TargetModel> targets() {
    return List.of(GpuTarget.amdgpu(), GpuTarget.amdgpu("", TargetRules.LLVM_22),
        GpuTarget.amdgpu("gfx1100", TargetRules.UPSTREAM),
        GpuTarget.amdgpu("gfx1250", TargetRules.UPSTREAM), GpuTarget.nvptx(),
        GpuTarget.nvptx(TargetRules.LLVM_22), GpuTarget.generic(), GpuTarget.cpu("x86_64"));
  }

  @TestFactory
  Stream<DynamicTest> filteredOpcodesAreNeverClassified() throws IOException {
    List<DynamicTest> tests = new ArrayList<>(CorpusModules.each(TargetOpcodeFilterTest::check));
    for (long seed = 1; seed <= 20; seed++) {
      long s = seed;
      KernelGenerator.Options options = KernelGenerator.Options.defaults()
          .withTokens(KernelGenerator.Tokens.careful());
      tests.add(DynamicTest.dynamicTest("kernel seed " + s, () ->
          check(KernelGenerator.generate(RandomCfg.mixed(s, 40), s, options), "kernel seed " + s)));
    }
    return tests.stream();
  }

  /** The filter is not vacuous: each flavour skips the arithmetic, and keeps calls and atomics. */
  @Test
  void filterSkipsArithmeticAndKeepsCalls() {
    for (TargetModel t : targets()) {
      assertTrue(t.needsCallOperand(Opcode.AND), t.name());
      assertFalse(t.needsCallOperand(Opcode.CALL), t.name());
      assertFalse(t.mayClassify(Opcode.ADD), t.name());
      assertFalse(t.mayClassify(Opcode.PHI), t.name());
      assertFalse(t.mayClassify(Opcode.BR), t.name());
      assertTrue(t.mayClassify(Opcode.CALL), t.name());
      assertTrue(t.mayClassify(Opcode.ATOMICRMW), t.name());
    }
  }

  private static void check(Module m, String name) {
    Set<Opcode> seen = EnumSet.noneOf(Opcode.class);
    for (TargetModel t : targets()) {
      for (Function f : m.definitions()) {
        for (Block b : f.blocks()) {
          for (Inst i : b.insts()) {
            if (t.mayClassify(i.opcode())
                && !(t.needsCallOperand(i.opcode()) && !hasCallOperand(f, i))) {
              continue;
            }
            seen.add(i.opcode());
            String at = name + " @" + f.name() + " " + i + " under " + t.name();
            assertFalse(t.isDivergenceSource(m, f, i), "source: " + at);
            assertFalse(t.isAlwaysUniform(m, f, i), "always uniform: " + at);
            assertEquals(Optional.empty(), t.uniformityDecidingArguments(m, f, i), "deciding: " + at);
          }
        }
      }
    }
    assertTrue(!seen.isEmpty() || m.definitions().isEmpty() || onlyClassified(m),
        name + ": no filtered instruction checked");
  }

  /** Returns whether an operand of {@code i} is the result of a {@code call} of {@code f}. */
  private static boolean hasCallOperand(Function f, Inst i) {
    return i.operands().stream().anyMatch(v -> v instanceof Value.Local l
        && f.index().opcodeAt(l.rawId()) == Opcode.CALL);
  }

  private static boolean onlyClassified(Module m) {
    return m.definitions().stream().flatMap(f -> f.blocks().toJavaStream())
        .flatMap(b -> b.insts().stream())
        .allMatch(i -> targets().stream().allMatch(t -> t.mayClassify(i.opcode())));
  }
}
