package dev.cvg.cli.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Property;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The operation kind of a counterexample, as the checker describes the original instruction. */
class OpKindTest {
  private static final String KERNEL = """
      define void @kernel(i32 %a) {
      entry:
        %x = add i32 %a, 1
        %b = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x)
        call void @op()
        ret void
      }
      declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
      declare void @op() convergent
      """;

  private static String kind(Property p, String before) throws Exception {
    Module m = IrParser.parse(KERNEL, "k.ll");
    Counterexample cx = new Counterexample(p, before, before, "", List.of(), new Counterexample.Inputs(1, List.of(), "",
        ""), List.of(), List.of(), Map.of(), Map.of(), Optional.empty());
    return OpKind.of(cx, m);
  }

  @Test
  void aNamedCallIsItsCalleeWithoutTheTargetPrefix() throws Exception {
    assertEquals("readfirstlane.i32", kind(Property.CONVERGED_WITH, "%b in @kernel"));
  }

  @Test
  void anUnnamedCallIsItsCallee() throws Exception {
    assertEquals("op", kind(Property.CONVERGED_WITH, "'call @op' (%entry#2) in @kernel"));
  }

  @Test
  void anotherInstructionIsItsMnemonic() throws Exception {
    assertEquals("add", kind(Property.VT3, "%x in @kernel"));
  }

  @Test
  void aUseIsKeyedByItsUser() throws Exception {
    assertEquals("use-by-readfirstlane.i32", kind(Property.UNIFORMITY_AT_USE, "the use of %x by %b in @kernel"));
  }

  @Test
  void resultsMemoryAnchorsAndStaticRulesHaveFixedKinds() throws Exception {
    assertEquals("ret", kind(Property.OBSERVABLE, "the return value of @kernel"));
    assertEquals("memory", kind(Property.OBSERVABLE, "@out"));
    assertEquals("anchor", kind(Property.CONVERGED_WITH, "the anchors of @kernel"));
    assertEquals("function", kind(Property.STATIC_RULES, "@kernel"));
    assertEquals("other", kind(Property.CONVERGED_WITH, "%missing in @kernel"));
  }
}
