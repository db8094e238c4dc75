package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The order in which the unnamed matching reads an original block (found on {@code default<O2>}
 * outputs, {@code docs/findings.md}): an inlined callee's returning block stands just before the
 * caller's code after the call, a named instruction moves the reading position of the
 * corresponding block past its original, and an instruction using a value without an original is
 * not pinned by its other operands.
 */
class ReadingOrderTest {
  private static InstRef at(Module m, String fn, String place) {
    return MapFile.resolve(m, fn, place).orElseThrow(() -> new AssertionError("no " + place));
  }

  private static Correspondence infer(String before, String after, String fn) throws Exception {
    return NameCorrespondence.infer(IrParser.parse(before, "before.ll"), fn, IrParser.parse(after, "after.ll"), fn);
  }

  /** A callee whose returning block {@code %done} stands before its loop in the layout. */
  private static final String CALLEE = """
      declare void @op() convergent
      declare token @llvm.experimental.convergence.entry()
      declare token @llvm.experimental.convergence.anchor()

      define void @callee(i32 %n) convergent {
      entry:
        %t0 = call token @llvm.experimental.convergence.entry()
        br label %loop
      done:
        call void @op() [ "convergencectrl"(token %t0) ]
        call void @op() [ "convergencectrl"(token %t0) ]
        ret void
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %t1 = call token @llvm.experimental.convergence.anchor()
        call void @op() [ "convergencectrl"(token %t1) ]
        %i.next = add i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %done
      }
      """;

  @Test
  void theReturningBlockOfAnInlinedCalleeStandsBeforeTheCodeAfterTheCall() throws Exception {
    String before = CALLEE + """
        define void @k(i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          call void @callee(i32 %n) [ "convergencectrl"(token %t0) ]
          %after = add i32 %n, 1
          ret void
        }
        """;
    // the inliner's output: %done.i spliced onto the code after the call as %callee.exit
    String after = CALLEE + """
        define void @k(i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          br label %loop.i
        loop.i:
          %i.i = phi i32 [ 0, %entry ], [ %i.next.i, %loop.i ]
          %t1.i = call token @llvm.experimental.convergence.anchor()
          call void @op() [ "convergencectrl"(token %t1.i) ]
          %i.next.i = add i32 %i.i, 1
          %c.i = icmp slt i32 %i.next.i, %n
          br i1 %c.i, label %loop.i, label %callee.exit
        callee.exit:
          call void @op() [ "convergencectrl"(token %t0) ]
          call void @op() [ "convergencectrl"(token %t0) ]
          %after = add i32 %n, 1
          ret void
        }
        """;
    Correspondence c = infer(before, after, "k");
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    assertEquals(List.of(at(b, "callee", "%done#0")), c.originsOf(at(a, "k", "%callee.exit#0")));
    assertEquals(List.of(at(b, "callee", "%done#1")), c.originsOf(at(a, "k", "%callee.exit#1")));
    assertEquals(List.of(at(b, "callee", "%loop#2")), c.originsOf(at(a, "k", "%loop.i#2")));
  }

  @Test
  void aNamedInstructionOfAMergedSuccessorMovesTheReadingPositionPastItsOriginal() throws Exception {
    String before = """
        define void @k(ptr %out, i32 %n) {
        entry:
          store i32 1, ptr %out
          %x = add i32 %n, 1
          br label %next
        next:
          %y = add i32 %x, 2
          store i32 2, ptr %out
          ret void
        }
        """;
    // %next merged into %entry and the first store, overwritten, deleted
    String after = """
        define void @k(ptr %out, i32 %n) {
        entry:
          %x = add i32 %n, 1
          %y = add i32 %x, 2
          store i32 2, ptr %out
          ret void
        }
        """;
    Correspondence c = infer(before, after, "k");
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    assertEquals(List.of(at(b, "k", "%next#1")), c.originsOf(at(a, "k", "%entry#2")));
  }

  @Test
  void anOperandWithoutAnOriginLeavesTheInstructionToTheOrder() throws Exception {
    String before = """
        define void @k(ptr %out, i32 %n) {
        entry:
          %p = getelementptr i32, ptr %out, i32 %n
          store i32 0, ptr %p
          %a = add i32 %n, 1
          br label %next
        next:
          %q = getelementptr i32, ptr %out, i32 %n
          %v = mul i32 %a, 3
          store i32 %v, ptr %q
          ret void
        }
        """;
    // %q merged into %p (GVN), %v folded into new code %0, %next merged into %entry
    String after = """
        define void @k(ptr %out, i32 %n) {
        entry:
          %p = getelementptr i32, ptr %out, i32 %n
          store i32 0, ptr %p
          %a = add i32 %n, 1
          %0 = shl i32 %a, 1
          %1 = add i32 %0, %a
          store i32 %1, ptr %p
          ret void
        }
        """;
    Correspondence c = infer(before, after, "k");
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    assertEquals(List.of(at(b, "k", "%entry#1")), c.originsOf(at(a, "k", "%entry#1")), "store of a constant to %p");
    assertEquals(List.of(at(b, "k", "%next#2")), c.originsOf(at(a, "k", "%entry#5")), "store of new code");
  }

  @Test
  void anOriginalMatchedThroughTheCallersBlockIsNotMatchedAgainThroughTheCallees() throws Exception {
    String callee = """
        declare void @op() convergent
        declare token @llvm.experimental.convergence.entry()

        define void @callee(ptr %out, i32 %n, i1 %c) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          call void @op() [ "convergencectrl"(token %t0) ]
          %addr = getelementptr i32, ptr %out, i32 %n
          store i32 %n, ptr %addr
          br i1 %c, label %odd, label %last
        last:
          call void @op() [ "convergencectrl"(token %t0) ]
          ret void
        odd:
          ret void
        }
        """;
    String before = callee + """
        define void @k(ptr %out, i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          %v = mul i32 %n, 3
          call void @callee(ptr %out, i32 %n, i1 false) [ "convergencectrl"(token %t0) ]
          store i32 %v, ptr %out
          ret void
        }
        """;
    // the callee inlined, the constant branch folded, everything in one block (seed 16)
    String after = callee + """
        define void @k(ptr %out, i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          %v = mul i32 %n, 3
          call void @op() [ "convergencectrl"(token %t0) ]
          %addr.i = getelementptr i32, ptr %out, i32 %n
          store i32 %n, ptr %addr.i
          call void @op() [ "convergencectrl"(token %t0) ]
          store i32 %v, ptr %out
          ret void
        }
        """;
    Correspondence c = infer(before, after, "k");
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    assertEquals(List.of(at(b, "callee", "%entry#1")), c.originsOf(at(a, "k", "%entry#2")));
    assertEquals(List.of(at(b, "callee", "%last#0")), c.originsOf(at(a, "k", "%entry#5")));
  }

  @Test
  void anOperandNamingAnInlinedValueDoesNotPinACallerInstructionToTheCallee() throws Exception {
    String callee = """
        declare void @op() convergent
        define void @c(ptr %out, i32 %n) {
        entry:
          %addr = getelementptr i32, ptr %out, i32 %n
          store i32 %n, ptr %addr
          ret void
        }
        """;
    String before = callee + """
        define void @k(ptr %out, i32 %n) {
        entry:
          call void @c(ptr %out, i32 %n)
          %x = add i32 %n, 1
          br label %next
        next:
          %q = getelementptr i32, ptr %out, i32 %n
          store i32 %n, ptr %q
          call void @op()
          ret void
        }
        """;
    // @c inlined; GVN merged the caller's %q into the inlined %addr.i (seed 5 of default<O2>)
    String after = callee + """
        define void @k(ptr %out, i32 %n) {
        entry:
          %addr.i = getelementptr i32, ptr %out, i32 %n
          store i32 %n, ptr %addr.i
          %x = add i32 %n, 1
          br label %next
        next:
          store i32 %n, ptr %addr.i
          call void @op()
          ret void
        }
        """;
    Correspondence c = infer(before, after, "k");
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    assertEquals(List.of(at(b, "c", "%entry#1")), c.originsOf(at(a, "k", "%entry#1")), "the inlined store");
    assertEquals(List.of(at(b, "k", "%next#1")), c.originsOf(at(a, "k", "%next#0")), "the caller's store");
  }
  @Test
  void anUnconditionalBranchIsNoCopyOfAConditionalOne() throws Exception {
    String before = """
        define void @k(i32 %n) {
        entry:
          br label %head
        head:
          %i = phi i32 [ 0, %entry ], [ %i.next, %head ]
          %i.next = add i32 %i, 1
          %x = and i32 %i, 7
          %go = icmp sge i32 %i.next, %n
          br i1 %go, label %done, label %head
        done:
          ret void
        }
        """;
    // rotated: the guard in %entry tests the first iteration, %head.loopexit is new and holds the
    // sunk %x, so the search for its branch starts after %x's original
    String after = """
        define void @k(i32 %n) {
        entry:
          %go1 = icmp sle i32 %n, 1
          br i1 %go1, label %done, label %head
        head:
          %i = phi i32 [ 1, %entry ], [ %i.next, %head ]
          %i.next = add i32 %i, 1
          %go = icmp sge i32 %i.next, %n
          br i1 %go, label %head.loopexit, label %head
        head.loopexit:
          %x = and i32 %i, 7
          br label %done
        done:
          ret void
        }
        """;
    Correspondence c = infer(before, after, "k");
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    assertNotEquals(List.of(at(b, "k", "%head#4")), c.originsOf(at(a, "k", "%head.loopexit#1")),
        "the new exit block's branch");
    assertEquals(List.of(at(b, "k", "%head#4")), c.originsOf(at(a, "k", "%head#3")));
  }
}
