package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.correspondence.UncheckablePair;
import dev.cvg.legality.verdict.Property;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictJson;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.List;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

class LegalityTest {
  private static final String DECLS = """
      declare i32 @tid()
      declare i32 @subgroupAdd(i32) convergent
      declare i32 @readfirstlane(i32) convergent
      declare void @subgroupControlBarrier() convergent
      declare token @llvm.experimental.convergence.entry() convergent
      declare token @llvm.experimental.convergence.anchor() convergent
      declare token @llvm.experimental.convergence.loop() convergent
      """;

  private static final LegalityOptions FAST = LegalityOptions.defaults()
      .withBudget(LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 4)).withArgumentSets(2));

  private static Verdict check(String src, String tgt) throws Exception {
    Module m = IrParser.parse(DECLS + src + tgt, "pair.ll");
    return Legality.check(m, FAST);
  }

  /** A kernel storing a reduction of its thread id, under a condition on the thread id (or not). */
  private static String reduction(String name, boolean sunk, String cond) {
    String op = "  %r = call i32 @subgroupAdd(i32 %t)\n";
    return "define void @" + name + "(ptr %out) {\nentry:\n  %t = call i32 @tid()\n" + (sunk ? "" : op)
        + "  %c = " + cond + "\n  br i1 %c, label %then, label %end\nthen:\n" + (sunk ? op : "")
        + "  %p = getelementptr i32, ptr %out, i32 %t\n  store i32 %r, ptr %p\n  br label %end\nend:\n  ret void\n}\n";
  }

  @Test
  void aFunctionAgainstItselfIsProvenLegal() throws Exception {
    Verdict v = check(reduction("src", false, "icmp eq i32 %t, 0"), reduction("tgt", false, "icmp eq i32 %t, 0"));
    Verdict.Legal legal = assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
    assertTrue(legal.proven());
    assertEquals(0, legal.coverage().executions());
  }

  /**
   * An anchor in a callee the edit leaves alone (@reserve, the spec's "Emulating a convergent
   * region with an anchor"): the grouping the transformed program's run chooses for it must be
   * forced on the original's run too, so splitting a block of the caller (and nothing else) stays
   * LEGAL under every anchor grouping the plan tries.
   */
  @Test
  void anAnchorInAnUnchangedCalleeKeepsItsGroupingInBothPrograms() throws Exception {
    String text = new String(LegalityTest.class.getResourceAsStream("/legality/anchor-in-unchanged-callee.ll")
        .readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
    Module before = IrParser.parse(text, "anchor-in-unchanged-callee.ll");
    dev.cvg.ir.Function f = before.function("src").orElseThrow();
    dev.cvg.ir.edit.FunctionEditor e = dev.cvg.ir.edit.FunctionEditor.of(f);
    e.splitBlock(e.value("odd").id().inst(), "next");
    dev.cvg.ir.Function g = e.finish();
    Module after = before.withFunction(g);
    Verdict v = Legality.check(before, "src", after, "src",
        dev.cvg.legality.correspondence.ProvenanceCorrespondence.of(f, g), LegalityOptions.defaults());
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
  }

  /** A kernel computing {@code %n + 2 + tid} in two steps, the uniform sum first or the divergent one. */
  private static String reassociated(String name, String first, String second) {
    return "define amdgpu_kernel void @" + name + "(ptr addrspace(1) %out, i32 %n) {\nentry:\n"
        + "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %v = add i32 " + first + ", 2\n  %w = add i32 %v, "
        + second + "\n  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
        + "  store i32 %w, ptr addrspace(1) %p\n  ret void\n}\n";
  }

  /**
   * {@code default<O2>} reassociated {@code %v = add %n, 2; %w = add %v, %tid} into {@code %v = add
   * %tid, 2; %w = add %v, %n}, keeping both names (LLVM campaign, kernel 1048): the result is the
   * same and the transformed {@code %v} is another value, so its use by {@code %w} is no use of the
   * original uniform {@code %v} turned divergent.
   */
  @Test
  void aNameKeptForAReassociatedValueIsNotTheOriginalValue() throws Exception {
    Module m = IrParser.parse("target triple = \"amdgcn--\"\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n"
        + reassociated("src", "%n", "%t") + reassociated("tgt", "%t", "%n"), "reassociated.ll");
    Verdict v = Legality.check(m, FAST);
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
  }

  @Test
  void sinkingAReductionIntoADivergentBranchIsIllegalWithACounterexample() throws Exception {
    Verdict v = check(reduction("src", false, "icmp ult i32 %t, 1"), reduction("tgt", true, "icmp ult i32 %t, 1"));
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertEquals(Property.CONVERGED_WITH, illegal.property());
    assertEquals("%r in @src", illegal.counterexample().before());
    assertEquals(2, illegal.counterexample().inputs().threads(), "fewest threads first");
    assertEquals(List.of(List.of(0, 1)), illegal.counterexample().groupsBefore());
    assertEquals(List.of(List.of(0)), illegal.counterexample().groupsAfter());
    assertTrue(illegal.counterexample().trace().isPresent());
  }

  @Test
  void sinkingAReductionIntoAUniformBranchIsLegal() throws Exception {
    Verdict v = check(reduction("src", false, "icmp ult i32 7, 1"), reduction("tgt", true, "icmp ult i32 7, 1"));
    Verdict.Legal legal = assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
    assertFalse(legal.proven());
    assertTrue(legal.coverage().executions() > 0);
  }

  @Test
  void aTransformedProgramBreakingTheStaticRulesIsIllegal() throws Exception {
    String tgt = """
        define void @tgt(ptr %out) {
        entry:
          %a = call token @llvm.experimental.convergence.anchor()
          %e = call token @llvm.experimental.convergence.entry()
          ret void
        }
        """;
    String src = "define void @src(ptr %out) {\nentry:\n  ret void\n}\n";
    Verdict v = check(src, tgt);
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertEquals(Property.STATIC_RULES, illegal.property());
  }

  @Test
  void anInvalidOriginalIsAnInputError() {
    String src = "define void @src(ptr %out) {\nentry:\n  %x = add i32 %y, 1\n  %y = add i32 %x, 1\n  ret void\n}\n";
    String tgt = "define void @tgt(ptr %out) {\nentry:\n  ret void\n}\n";
    UncheckablePair e = assertThrows(UncheckablePair.class, () -> check(src, tgt));
    assertEquals(UncheckablePair.Reason.INVALID_ORIGINAL, e.reason());
    assertEquals(UncheckablePair.Side.ORIGINAL, e.side());
  }

  @Test
  void aChangedSignatureOrAMissingFunctionCannotBeChecked() {
    String src = "define i32 @src(i32 %x) {\nentry:\n  ret i32 %x\n}\n";
    String wider = "define i64 @tgt(i32 %x) {\nentry:\n  %y = zext i32 %x to i64\n  ret i64 %y\n}\n";
    UncheckablePair changed = assertThrows(UncheckablePair.class, () -> check(src, wider));
    assertEquals(UncheckablePair.Reason.SIGNATURE_MISMATCH, changed.reason());
    assertEquals("@tgt and @src have different signatures: the original is i32 (i32), the transformed i64 (i32); "
        + "they cannot run on the same inputs (a transform that changes a signature is checked through its callers)",
        changed.getMessage());
    UncheckablePair missing = assertThrows(UncheckablePair.class, () -> check(src, ""));
    assertEquals(UncheckablePair.Reason.MISSING_FUNCTION, missing.reason());
    assertEquals(UncheckablePair.Side.TRANSFORMED, missing.side());
    assertEquals("the transformed module defines no @tgt (it defines @src)", missing.getMessage());
  }

  @Test
  void duplicatingReadfirstlaneIntoDivergentArmsBreaksUniformityAtUse() throws Exception {
    String src = """
        define void @src(ptr %out) {
        entry:
          %t = call i32 @tid()
          %a = call i32 @readfirstlane(i32 %t)
          %c = icmp ult i32 %t, 1
          br i1 %c, label %l, label %r
        l:
          br label %join
        r:
          br label %join
        join:
          %b = add i32 %a, 1
          %p = getelementptr i32, ptr %out, i32 %t
          store i32 %b, ptr %p
          ret void
        }
        """;
    String tgt = """
        define void @tgt(ptr %out) {
        entry:
          %t = call i32 @tid()
          %c = icmp ult i32 %t, 1
          br i1 %c, label %l, label %r
        l:
          %a.1 = call i32 @readfirstlane(i32 %t)
          br label %join
        r:
          %a.2 = call i32 @readfirstlane(i32 %t)
          br label %join
        join:
          %a = phi i32 [ %a.1, %l ], [ %a.2, %r ]
          %b = add i32 %a, 1
          %p = getelementptr i32, ptr %out, i32 %t
          store i32 %b, ptr %p
          ret void
        }
        """;
    Verdict v = check(src, tgt);
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertEquals(Property.VT3, illegal.property(), "the duplicated readfirstlane's groups split");
    assertTrue(illegal.counterexample().message().contains("used by %b"), illegal.counterexample().message());
    assertTrue(illegal.others().stream().anyMatch(o -> o.startsWith("uniformity at use")), illegal.others()::toString);
    assertTrue(illegal.notes().stream().anyMatch(n -> n.contains("VT.3")), illegal.notes()::toString);
  }

  @Test
  void aChangedResultIsAnObservableViolation() throws Exception {
    String src = "define i32 @src(i32 %x) {\nentry:\n  %y = add i32 %x, 1\n  ret i32 %y\n}\n";
    String tgt = "define i32 @tgt(i32 %x) {\nentry:\n  %y = add i32 %x, 2\n  ret i32 %y\n}\n";
    Module m = IrParser.parse(src + tgt, "pair.ll");
    Verdict proven = Legality.check(m, FAST);
    assertTrue(proven instanceof Verdict.Legal l && l.proven(), "the static proof says nothing of values");
    Verdict v = Legality.check(m, FAST.executingAlways());
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertEquals(Property.OBSERVABLE, illegal.property());
  }

  @Test
  void programsThatNeverFinishAreUnknownNamingTheBound() throws Exception {
    String loop = "(ptr %out) {\nentry:\n  br label %l\nl:\n  call void @subgroupControlBarrier()\n  br label %l\n}\n";
    Verdict v = check("define void @src" + loop, "define void @tgt" + loop.replace("br label %l\nl:", "br label %m\nm:\n  br label %l\nl:"));
    Verdict.Unknown unknown = assertInstanceOf(Verdict.Unknown.class, v, () -> VerdictPrinter.print(v));
    assertTrue(unknown.reason().contains("step bound"), unknown.reason());
  }

  @Test
  void anchorRegroupingThatTheOriginalAllowsIsLegal() throws Exception {
    String src = """
        define void @src(ptr %out) {
        entry:
          %t = call i32 @tid()
          %c = icmp ult i32 %t, 2
          br i1 %c, label %then, label %else
        then:
          %tok1 = call token @llvm.experimental.convergence.anchor()
          %x = call i32 @subgroupAdd(i32 %t) [ "convergencectrl"(token %tok1) ]
          br label %end
        else:
          %tok2 = call token @llvm.experimental.convergence.anchor()
          %y = call i32 @subgroupAdd(i32 %t) [ "convergencectrl"(token %tok2) ]
          br label %end
        end:
          %v = phi i32 [ %x, %then ], [ %y, %else ]
          %p = getelementptr i32, ptr %out, i32 %t
          store i32 %v, ptr %p
          ret void
        }
        """;
    String tgt = src.replace("@src", "@tgt")
        .replace("entry:\n  %t = call i32 @tid()", "entry:\n  %tok1 = call token @llvm.experimental.convergence.anchor()\n  %t = call i32 @tid()")
        .replace("  %tok1 = call token @llvm.experimental.convergence.anchor()\n  %x", "  %x")
        .replace("  %tok2 = call token @llvm.experimental.convergence.anchor()\n", "")
        .replace("[ \"convergencectrl\"(token %tok2) ]", "[ \"convergencectrl\"(token %tok1) ]");
    Verdict v = check(src, tgt);
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
  }

  @Test
  void verdictsPrintAsJson() throws Exception {
    Verdict v = check(reduction("src", false, "icmp ult i32 %t, 1"), reduction("tgt", true, "icmp ult i32 %t, 1"));
    JsonNode json = JsonMapper.builder().build().readTree(VerdictJson.toJson(v));
    assertEquals("ILLEGAL", json.get("verdict").asString());
    assertEquals("converged-with", json.get("property").asString());
    assertEquals(2, json.get("inputs").get("threads").asInt());
    assertEquals(2, json.get("groupsBefore").get(0).size());
  }
}
