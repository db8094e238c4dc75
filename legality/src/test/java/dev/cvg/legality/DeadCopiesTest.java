package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.dynamiccheck.LegalityBudget;
import dev.cvg.legality.verdict.Property;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Instances of a convergent operation deleted by the transform (open class 4 of
 * {@code docs/findings.md}): a fully unrolled loop whose first copies of a side-effect-free
 * operation lost their users is LEGAL, the surviving copy standing for the last iteration's
 * instance; deleting copies of an operation with side effects loses communications (ILLEGAL); and
 * a side-effect-free operation sunk below a divergent loop exit is regrouped at the instance it
 * stands for (ILLEGAL), so the rule does not hide it.
 */
class DeadCopiesTest {
  private static final LegalityOptions FAST = LegalityOptions.defaults()
      .withBudget(LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 4)).withArgumentSets(2));

  private static final String DECLS = """
      declare i32 @tid()
      declare i32 @first(i32) #0
      declare i32 @effect(i32) convergent
      attributes #0 = { convergent nounwind willreturn memory(none) }
      """;

  /** A loop of three iterations storing {@code OP(%t)} to one address each time. */
  private static String loop(String op) {
    return """
        define void @src(ptr %out) convergent {
        entry:
          %t = call i32 @tid()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %r = call i32 OP(i32 %t)
          store i32 %r, ptr %out
          %i.next = add i32 %i, 1
          %more = icmp ult i32 %i.next, 3
          br i1 %more, label %loop, label %exit
        exit:
          ret void
        }
        """.replace("OP", op);
  }

  /** The loop fully unrolled, the first two copies' stores (overwritten) and calls deleted. */
  private static String unrolled(String op) {
    return """
        define void @tgt(ptr %out) convergent {
        entry:
          %t = call i32 @tid()
          %r.2 = call i32 OP(i32 %t)
          store i32 %r.2, ptr %out
          ret void
        }
        """.replace("OP", op);
  }

  private static Verdict check(String src, String tgt) throws Exception {
    Module m = IrParser.parse(DECLS + src + tgt, "pair.ll");
    return Legality.check(m, FAST);
  }

  @Test
  void deadCopiesOfASideEffectFreeOperationMayBeDeleted() throws Exception {
    Verdict v = check(loop("@first"), unrolled("@first"));
    assertInstanceOf(Verdict.Legal.class, v, () -> VerdictPrinter.print(v));
  }

  @Test
  void deletedCopiesOfAnOperationWithSideEffectsAreLostCommunications() throws Exception {
    Verdict v = check(loop("@effect"), unrolled("@effect"));
    Verdict.Illegal i = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertTrue(i.counterexample().property() == Property.CONVERGED_WITH
        && i.counterexample().message().contains("communications are gone"), () -> VerdictPrinter.print(v));
  }

  @Test
  void aSideEffectFreeOperationSunkBelowADivergentExitIsRegrouped() throws Exception {
    String body = """
        define void @NAME(ptr %out) convergent {
        start:
          %tid = call i32 @tid()
          %exitAt = urem i32 %tid, 3
          br label %for
        for:
          %i = phi i32 [ 0, %start ], [ %iNext, %D ]
          %v = mul i32 %i, 7
          OP_IN
          %condition = icmp eq i32 %i, %exitAt
          br i1 %condition, label %C, label %D
        C:
          OP_OUT
          %slot = getelementptr inbounds i32, ptr %out, i32 %tid
          store i32 %u, ptr %slot
          ret void
        D:
          %iNext = add i32 %i, 1
          br label %for
        }
        """;
    String op = "%u = call i32 @first(i32 %v)";
    Verdict v = check(body.replace("NAME", "src").replace("OP_IN", op).replace("OP_OUT", ""),
        body.replace("NAME", "tgt").replace("OP_IN", "").replace("OP_OUT", op));
    Verdict.Illegal i = assertInstanceOf(Verdict.Illegal.class, v, () -> VerdictPrinter.print(v));
    assertTrue(i.counterexample().property() == Property.CONVERGED_WITH
        && i.counterexample().message().contains("separate groups"), () -> VerdictPrinter.print(v));
  }
}
