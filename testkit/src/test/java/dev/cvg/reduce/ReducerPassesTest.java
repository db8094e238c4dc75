package dev.cvg.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import dev.cvg.ir.verify.IrVerifier;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Each reduction pass on a small hand-written module: its targets and the exact text it produces. */
class ReducerPassesTest {
  static Module parse(String text) {
    try {
      return IrParser.parse(text, "test.ll");
    } catch (ParseException e) {
      throw new AssertionError(e.render(), e);
    }
  }

  private static String without(ReductionPass pass, Module m, int... chosen) {
    BitSet set = new BitSet();
    for (int k : chosen) {
      set.set(k);
    }
    Module out = pass.targets(m).without(set).orElseThrow();
    assertEquals(List.of(), IrVerifier.verify(out), IrPrinter.print(out));
    return IrPrinter.print(out);
  }

  private static final Module DIAMOND = parse("""
      define i32 @f(i1 %c) {
      entry:
        br i1 %c, label %a, label %b
      a:
        br label %join
      b:
        br label %join
      join:
        %p = phi i32 [ 1, %a ], [ 2, %b ]
        ret i32 %p
      }
      """);

  @Test
  void foldingTheFalseEdgeDropsTheOtherArmAndItsPhiEntry() {
    assertEquals(4, new FoldBranches().targets(DIAMOND).count());
    assertEquals("""
        define i32 @f(i1 %c) {
        entry:
          br label %a

        a:
          br label %join

        join:
          %p = phi i32 [ 1, %a ]
          ret i32 %p
        }
        """, without(new FoldBranches(), DIAMOND, 1));
  }

  @Test
  void removingTheOnlyEdgeOfABrReturnsZero() {
    assertEquals("""
        define i32 @f(i1 %c) {
        entry:
          br i1 %c, label %a, label %b

        a:
          ret i32 0

        b:
          br label %join

        join:
          %p = phi i32 [ 2, %b ]
          ret i32 %p
        }
        """, without(new FoldBranches(), DIAMOND, 2));
  }

  @Test
  void aSwitchLosingItsDefaultTakesTheFirstRemainingCase() {
    Module m = parse("""
        define void @s(i32 %x) {
        entry:
          switch i32 %x, label %d [ i32 1, label %one i32 2, label %two i32 3, label %one ]
        d:
          ret void
        one:
          %p = phi i32 [ 1, %entry ], [ 1, %entry ]
          ret void
        two:
          ret void
        }
        """);
    assertEquals(4, new FoldBranches().targets(m).count());
    assertEquals("""
        define void @s(i32 %x) {
        entry:
          switch i32 %x, label %one [
            i32 2, label %two
          ]

        one:
          %p = phi i32 [ 1, %entry ]
          ret void

        two:
          ret void
        }
        """, without(new FoldBranches(), m, 0, 3));
  }

  @Test
  void mergingAChainFoldsItsPhisAndRenamesTheSuccessorsIncomingBlock() {
    Module m = parse("""
        define i32 @g(i32 %x) {
        entry:
          %y = add i32 %x, 1
          br label %a
        a:
          %p = phi i32 [ %y, %entry ]
          %z = mul i32 %p, 2
          br label %b
        b:
          br label %loop
        loop:
          %q = phi i32 [ %z, %b ], [ %q, %loop ]
          br i1 true, label %loop, label %exit
        exit:
          ret i32 %q
        }
        """);
    assertEquals(2, new MergeBlocks().targets(m).count(), "a and b; exit's predecessor branches conditionally");
    assertEquals("""
        define i32 @g(i32 %x) {
        entry:
          %y = add i32 %x, 1
          %z = mul i32 %y, 2
          br label %loop

        loop:
          %q = phi i32 [ %z, %entry ], [ %q, %loop ]
          br i1 true, label %loop, label %exit

        exit:
          ret i32 %q
        }
        """, without(new MergeBlocks(), m, 0, 1));
  }

  private static final Module CALLS = parse("""
      define i32 @callee(i32 %a, i32 %b) {
      entry:
        %s = add i32 %a, %b
        ret i32 %s
      }

      define i32 @caller() {
      entry:
        %r = call i32 @callee(i32 1, i32 2)
        ret i32 %r
      }

      declare void @unused()
      """);

  @Test
  void removingAParameterRemovesTheArgumentOfEveryCall() {
    assertEquals(2, new RemoveArguments().targets(CALLS).count());
    String out = without(new RemoveArguments(), CALLS, 1);
    assertEquals(true, out.contains("define i32 @callee(i32 %a) {\nentry:\n  %s = add i32 %a, 0\n"), out);
    assertEquals(true, out.contains("%r = call i32 @callee(i32 1)\n"), out);
  }

  @Test
  void onlyUnreferencedFunctionsAreRemoved() {
    assertEquals(2, new RemoveFunctions().targets(CALLS).count(), "@caller and @unused, not @callee");
    String out = without(new RemoveFunctions(), CALLS, 0, 1);
    assertEquals(false, out.contains("@caller") || out.contains("@unused"), out);
    assertEquals(true, out.contains("define i32 @callee"), out);
  }

  @Test
  void aRemovedInstructionIsReplacedByAnOperandOrByZero() {
    Module m = parse("""
        define i32 @h(i32 %a, i32 %b) {
        entry:
          %s = add i32 %a, %b
          %t = mul i32 %s, %s
          ret i32 %t
        }
        """);
    assertEquals(2, new RemoveInstructions(RemoveInstructions.Replacement.OPERAND).targets(m).count());
    String operand = without(new RemoveInstructions(RemoveInstructions.Replacement.OPERAND), m, 0);
    assertEquals(true, operand.contains("%t = mul i32 %a, %a"), operand);
    String chain = without(new RemoveInstructions(RemoveInstructions.Replacement.OPERAND), m, 0, 1);
    assertEquals(true, chain.contains("ret i32 %a"), chain);
    String zero = without(new RemoveInstructions(RemoveInstructions.Replacement.ZERO), m, 0);
    assertEquals(true, zero.contains("%t = mul i32 0, 0"), zero);
  }

  @Test
  void unreachableBlocksAreTargetsAndTheirValuesBecomeZero() {
    Module m = parse("""
        define i32 @u() {
        entry:
          br label %exit
        dead:
          %d = add i32 1, 2
          br label %exit
        exit:
          %p = phi i32 [ 0, %entry ], [ %d, %dead ]
          ret i32 %p
        }
        """);
    assertEquals(1, new RemoveUnreachableBlocks().targets(m).count());
    assertEquals("""
        define i32 @u() {
        entry:
          br label %exit

        exit:
          %p = phi i32 [ 0, %entry ]
          ret i32 %p
        }
        """, without(new RemoveUnreachableBlocks(), m, 0));
  }
}
