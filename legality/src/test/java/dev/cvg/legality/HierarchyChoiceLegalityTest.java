package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Cycle hierarchies and anchors in the dynamic check: an irreducible cycle's header is a choice
 * (ConvergenceAndUniformity.rst, "Maximal Convergence": each hierarchy gives its own maximal
 * converged-with relation), so a transformed execution matches if some hierarchy of the original
 * groups the same way; an anchor's grouping is implementation-defined, so replacing one copy of
 * an inlined anchor by the caller's anchor is a grouping the original may have.
 */
class HierarchyChoiceLegalityTest {
  private static final String DECLS = """
      declare i32 @tid()
      declare i32 @subgroupAdd(i32) convergent
      declare void @op() convergent
      declare token @llvm.experimental.convergence.entry()
      declare token @llvm.experimental.convergence.anchor()
      declare token @llvm.experimental.convergence.loop()
      """;

  private static final LegalityOptions FAST = LegalityOptions.defaults()
      .withBudget(LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 3)).withArgumentSets(2));

  /**
   * An irreducible cycle {%a, %b}: thread 0 enters at %a, the others at %b; an uncontrolled
   * reduction in %a. {@code swapped} branches on the negated condition with the targets swapped
   * (InstCombine's canonical form), which makes LLVM's DFS meet %b first instead of %a.
   */
  private static String irreducible(String name, boolean swapped, String op) {
    String br = swapped ? "  %c.not = icmp eq i32 %t, 0\n  br i1 %c.not, label %a, label %b\n"
        : "  %c = icmp ne i32 %t, 0\n  br i1 %c, label %b, label %a\n";
    return "define void @" + name + "(ptr %out) {\nentry:\n  %t = call i32 @tid()\n" + br
        + "a:\n  %i = phi i32 [ 0, %entry ], [ %j.next, %b ]\n" + op
        + "  %p = getelementptr i32, ptr %out, i32 %t\n  store i32 %r, ptr %p\n  %i.next = add i32 %i, 1\n  br label %b\n"
        + "b:\n  %j = phi i32 [ 0, %entry ], [ %i.next, %a ]\n  %j.next = add i32 %j, 1\n"
        + "  %done = icmp uge i32 %j, 3\n  br i1 %done, label %exit, label %a\nexit:\n  ret void\n}\n";
  }

  private static Verdict check(String src, String tgt) throws Exception {
    Module m = IrParser.parse(DECLS + src + tgt, "pair.ll");
    return Legality.check(m, FAST);
  }

  @Test
  void aHeaderMovedByBranchCanonicalisationMatchesAnotherHierarchyOfTheOriginal() throws Exception {
    String op = "  %r = call i32 @subgroupAdd(i32 %t)\n";
    Verdict v = check(irreducible("src", false, op), irreducible("tgt", true, op));
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
  }

  /**
   * An irreducible cycle entered at %a (even threads) or at %b (odd threads), with a natural loop
   * %a <-> %a2 in it that even threads run 4 times and odd threads 3 times; odd threads go round
   * once more from the uncontrolled ballot in %c. {@code tgt} is opt-22's {@code -passes=licm}
   * output (names aside): LoopSimplify added %a.preheader on the edges into %a from outside the
   * natural loop and %b.loopexit, and the textual DFS of {@code tgt} takes %a.preheader as the
   * irreducible cycle's header. Under it thread 0's ballot meets thread 1's second one (both
   * after one visit of %a.preheader), a grouping no header of the original gives (%a counts the
   * natural loop's iterations, %b and %c the ballots).
   */
  private static final String PREHEADER_SRC = """
      define void @src(ptr %out) {
      entry:
        %tid = call i32 @tid()
        %odd = and i32 %tid, 1
        %even = icmp eq i32 %odd, 0
        %isodd = icmp ne i32 %odd, 0
        %limit = select i1 %even, i32 4, i32 3
        br i1 %even, label %a, label %b
      a:
        %i = phi i32 [ 0, %entry ], [ %i.next, %a2 ], [ 0, %c ]
        br label %a2
      a2:
        %i.next = add i32 %i, 1
        %more = icmp ult i32 %i.next, %limit
        br i1 %more, label %a, label %b
      b:
        %round = phi i32 [ 0, %entry ], [ 1, %a2 ]
        br label %c
      c:
        %r = call i32 @subgroupAdd(i32 %tid)
        %addr = getelementptr inbounds i32, ptr %out, i32 %tid
        store i32 %r, ptr %addr, align 4
        %first = icmp eq i32 %round, 0
        %go = and i1 %first, %isodd
        br i1 %go, label %a, label %exit
      exit:
        ret void
      }
      """;

  private static String preheaderTgt(String ballotBlock) {
    return """
        define void @tgt(ptr %out) {
        entry:
          %tid = call i32 @tid()
          %odd = and i32 %tid, 1
          %even = icmp eq i32 %odd, 0
          %isodd = icmp ne i32 %odd, 0
          %limit = select i1 %even, i32 4, i32 3
          br i1 %even, label %a.preheader, label %b
        a.preheader:
          br label %a
        a:
          %i = phi i32 [ %i.next, %a2 ], [ 0, %a.preheader ]
          br label %a2
        a2:
          %i.next = add i32 %i, 1
          %more = icmp ult i32 %i.next, %limit
          br i1 %more, label %a, label %b.loopexit
        b.loopexit:
          br label %b
        b:
          %round = phi i32 [ 0, %entry ], [ 1, %b.loopexit ]
          br label %c
        """ + ballotBlock + """
          %first = icmp eq i32 %round, 0
          %go = and i1 %first, %isodd
          br i1 %go, label %a.preheader, label %exit
        exit:
          ret void
        }
        """;
  }

  @Test
  void aPreheaderThatHeadsAnIrreducibleCycleIsNotComparedAsAHeader() throws Exception {
    String c = "c:\n  %r = call i32 @subgroupAdd(i32 %tid)\n  %addr = getelementptr inbounds i32, ptr %out, i32 %tid\n"
        + "  store i32 %r, ptr %addr, align 4\n";
    Verdict v = check(PREHEADER_SRC, preheaderTgt(c));
    Verdict.Legal legal = assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
    assertTrue(legal.notes().stream().anyMatch(n -> n.contains("%a.preheader in @tgt (a block the transform added "
        + "on edges) heads an irreducible cycle")), () -> VerdictPrinter.print(v));
  }

  @Test
  void aPreheaderDoesNotExcuseARegroupingUnderTheOtherHeaders() throws Exception {
    // besides the preheader, the reduction moved into a branch on tid < 2: threads 0 and 2 take
    // the same path, so they meet at it under every hierarchy of the original, in the
    // transformed program under none
    String c = "c:\n  %low = icmp ult i32 %tid, 2\n  br i1 %low, label %c.x, label %c.y\nc.x:\n  %r.1 = call i32 @subgroupAdd(i32 %tid)\n"
        + "  br label %c.m\nc.y:\n  %r.2 = call i32 @subgroupAdd(i32 %tid)\n  br label %c.m\nc.m:\n"
        + "  %r = phi i32 [ %r.1, %c.x ], [ %r.2, %c.y ]\n  %addr = getelementptr inbounds i32, ptr %out, i32 %tid\n"
        + "  store i32 %r, ptr %addr, align 4\n";
    Verdict v = check(PREHEADER_SRC, preheaderTgt(c));
    assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
  }

  @Test
  void aRegroupingNoHierarchyOfTheOriginalHasStaysIllegal() throws Exception {
    // the reduction moved into a branch on the thread id: under every header of the original,
    // threads 0 and 1 meet at it in the first iteration, in the transformed program never
    String src = irreducible("src", false, "  %r = call i32 @subgroupAdd(i32 %t)\n");
    String tgt = irreducible("tgt", true, "  %odd = and i32 %t, 1\n  %z = icmp eq i32 %odd, 0\n"
        + "  br i1 %z, label %x, label %y\nx:\n  %r.1 = call i32 @subgroupAdd(i32 %t)\n  br label %m\n"
        + "y:\n  %r.2 = call i32 @subgroupAdd(i32 %t)\n  br label %m\nm:\n  %r = phi i32 [ %r.1, %x ], [ %r.2, %y ]\n")
        .replace("[ %i.next, %a ]", "[ %i.next, %m ]");
    Verdict v = check(src, tgt);
    Verdict.Illegal ill = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertTrue(ill.counterexample().message().contains("other cycle hierarch"), ill.counterexample().message());
  }

  @Test
  void anInlinedAnchorReplacedByTheCallersAnchorOnceAndKeptInALoopIsLegal() throws Exception {
    String callee = """
        define void @callee(ptr %out, i32 %x) convergent {
        entry:
          %t1 = call token @llvm.experimental.convergence.anchor()
          %r = call i32 @subgroupAdd(i32 %x) [ "convergencectrl"(token %t1) ]
          %p = getelementptr i32, ptr %out, i32 %x
          store i32 %r, ptr %p
          ret void
        }
        """;
    String src = """
        define void @src(ptr %out) {
        entry:
          %tid = call i32 @tid()
          %t0 = call token @llvm.experimental.convergence.anchor()
          call void @callee(ptr %out, i32 %tid) [ "convergencectrl"(token %t0) ]
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
          call void @callee(ptr %out, i32 %tid) [ "convergencectrl"(token %h) ]
          %i.next = add i32 %i, 1
          %c = icmp ult i32 %i.next, %tid
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """;
    String tgt = """
        define void @tgt(ptr %out) {
        entry:
          %tid = call i32 @tid()
          %t0 = call token @llvm.experimental.convergence.anchor()
          %r.i = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %t0) ]
          %p.i = getelementptr i32, ptr %out, i32 %tid
          store i32 %r.i, ptr %p.i
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %h = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
          %t1.i1 = call token @llvm.experimental.convergence.anchor()
          %r.i1 = call i32 @subgroupAdd(i32 %tid) [ "convergencectrl"(token %t1.i1) ]
          %p.i1 = getelementptr i32, ptr %out, i32 %tid
          store i32 %r.i1, ptr %p.i1
          %i.next = add i32 %i, 1
          %c = icmp ult i32 %i.next, %tid
          br i1 %c, label %loop, label %exit
        exit:
          ret void
        }
        """;
    Verdict v = check(callee + src, tgt);
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
  }
}
