package dev.cvg.target;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.AllInstKinds;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The target models' decision tables are total: every {@link Opcode} and every {@link Inst} kind
 * gets an answer from every flavour and rule version, the answers keep the promises of
 * {@link TargetModel#mayClassify} and {@link TargetModel#needsCallOperand} that let the
 * uniformity analysis skip instructions, and the answers for one instance of each kind are
 * pinned (they were taken from the models before their switches listed every kind).
 */
class TargetDecisionTableTest {
  private static final List<GpuTarget> TARGETS = List.of(GpuTarget.generic(), GpuTarget.amdgpu(),
      GpuTarget.amdgpu("gfx1250", TargetRules.UPSTREAM), GpuTarget.amdgpu("gfx1100", TargetRules.LLVM_22),
      GpuTarget.nvptx(TargetRules.UPSTREAM), GpuTarget.nvptx(TargetRules.LLVM_22), GpuTarget.cpu("x86_64"));

  @Test
  void everyOpcodeIsAnsweredAndCallShapesAreClassifiable() {
    for (GpuTarget t : TARGETS) {
      for (Opcode op : Opcode.values()) {
        // A shape whose rule reads a call's result is one some rule classifies.
        assertTrue(!t.needsCallOperand(op) || t.mayClassify(op), t.name() + " " + op);
      }
    }
  }

  @Test
  void everyInstKindKeepsTheOpcodeFilterPromises() throws Exception {
    Module m = AllInstKinds.module();
    Function f = m.function("t").orElseThrow();
    Map<Class<?>, Inst> kinds = AllInstKinds.oneOfEach(f);
    assertEquals(AllInstKinds.permitted(), kinds.keySet(), "the example lacks a kind");
    for (GpuTarget t : TARGETS) {
      for (Inst i : kinds.values()) {
        String what = t.name() + "/" + t.rules() + " " + i.opcode().mnemonic();
        boolean classified = t.isDivergenceSource(m, f, i) || t.isAlwaysUniform(m, f, i)
            || t.uniformityDecidingArguments(m, f, i).isPresent();
        if (!t.mayClassify(i.opcode())) {
          assertFalse(classified, what + " is classified but mayClassify says it never is");
        }
        if (t.needsCallOperand(i.opcode()) && !hasCallOperand(f, i)) {
          assertFalse(classified, what + " is classified without a call result among its operands");
        }
      }
    }
  }

  @Test
  void answersForEachKindArePinned() throws Exception {
    Module m = AllInstKinds.module();
    Function f = m.function("t").orElseThrow();
    List<String> table = new ArrayList<>();
    for (GpuTarget t : TARGETS) {
      List<Inst> kinds = List.copyOf(AllInstKinds.oneOfEach(f).values());
      table.add(t.name() + "/" + t.rules()
          + " source:" + mnemonics(kinds, i -> t.isDivergenceSource(m, f, i))
          + " uniform:" + mnemonics(kinds, i -> t.isAlwaysUniform(m, f, i))
          + " deciding:" + mnemonics(kinds, i -> t.uniformityDecidingArguments(m, f, i).isPresent()));
    }
    assertEquals(List.of(
        "generic-gpu/UPSTREAM source: call atomicrmw cmpxchg uniform: callbr deciding:",
        "amdgcn/UPSTREAM source: call load atomicrmw cmpxchg uniform: callbr deciding:",
        "amdgcn-gfx1250/UPSTREAM source: call load atomicrmw cmpxchg uniform: callbr deciding:",
        "amdgcn-gfx1100/LLVM_22 source: call load atomicrmw cmpxchg uniform: deciding:",
        "nvptx/UPSTREAM source: call alloca atomicrmw cmpxchg fence uniform: deciding:",
        "nvptx/LLVM_22 source: call load atomicrmw cmpxchg fence uniform: deciding:",
        "x86_64/UPSTREAM source: call atomicrmw cmpxchg uniform: deciding:"), table);
  }

  private static String mnemonics(List<Inst> kinds, Predicate<Inst> answer) {
    return kinds.stream().filter(answer).map(i -> " " + i.opcode().mnemonic()).collect(Collectors.joining());
  }

  private static boolean hasCallOperand(Function f, Inst i) {
    return i.operands().stream().anyMatch(v -> v instanceof Value.Local l
        && f.index().opcodeAt(l.rawId()) == Opcode.CALL);
  }
}
