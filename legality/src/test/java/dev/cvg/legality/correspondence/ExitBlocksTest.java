package dev.cvg.legality.correspondence;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The inliner's {@code %F.exit} blocks ({@link ExitBlocks}; {@code docs/findings.md}, finding 003
 * of the session-10 {@code default<O2>} campaign): a caller instruction that a pass sank past the
 * inlined body into {@code %F.exit} does not make the code after it read from before the call.
 */
class ExitBlocksTest {
  private static InstRef at(Module m, String fn, String place) {
    return MapFile.resolve(m, fn, place).orElseThrow(() -> new AssertionError("no " + place));
  }

  /**
   * A callee whose returning part ({@code %pre}, folded into {@code %done}) stands before its
   * loop in the layout, as {@code @callee1}'s {@code %bb2} and {@code %bb1} did.
   */
  private static final String CALLEE = """
      declare void @op() convergent
      declare void @plain()
      declare i32 @llvm.amdgcn.readfirstlane.i32(i32) convergent
      declare token @llvm.experimental.convergence.entry()
      declare token @llvm.experimental.convergence.anchor()

      define void @callee(i32 %n) convergent {
      entry:
        %t0 = call token @llvm.experimental.convergence.entry()
        br label %loop
      pre:
        call void @plain()
        br label %done
      done:
        call void @op() [ "convergencectrl"(token %t0) ]
        ret void
      loop:
        %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
        %t1 = call token @llvm.experimental.convergence.anchor()
        call void @plain()
        call void @op() [ "convergencectrl"(token %t1) ]
        %i.next = add i32 %i, 1
        %c = icmp slt i32 %i.next, %n
        br i1 %c, label %loop, label %pre
      }
      """;

  /** The inlined body's loop, with clone suffix {@code s}, leaving to {@code %exit}. */
  private static String loop(String s, String from, String exit) {
    return """
        loop.i%1$s:
          %%i.i%1$s = phi i32 [ 0, %%%2$s ], [ %%i.next.i%1$s, %%loop.i%1$s ]
          %%t1.i%1$s = call token @llvm.experimental.convergence.anchor()
          call void @plain()
          call void @op() [ "convergencectrl"(token %%t1.i%1$s) ]
          %%i.next.i%1$s = add i32 %%i.i%1$s, 1
          %%c.i%1$s = icmp slt i32 %%i.next.i%1$s, %%n
          br i1 %%c.i%1$s, label %%loop.i%1$s, label %%%3$s
        """.formatted(s, from, exit);
  }

  @Test
  void aCallerInstructionSunkPastTheInlinedBodyIsFollowedByTheReturningPart() throws Exception {
    String before = CALLEE + """
        define void @k(ptr %out, i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
          call void @callee(i32 %n) [ "convergencectrl"(token %t0) ]
          store i32 %x, ptr %out
          ret void
        }
        """;
    // inlined, %pre.i folded into %callee.exit, %x sunk to its use
    String after = CALLEE + """
        define void @k(ptr %out, i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          br label %loop.i
        """ + loop("", "entry", "callee.exit") + """
        callee.exit:
          %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
          call void @plain()
          call void @op() [ "convergencectrl"(token %t0) ]
          store i32 %x, ptr %out
          ret void
        }
        """;
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    Correspondence c = NameCorrespondence.infer(b, "k", a, "k");
    assertEquals(List.of(at(b, "callee", "%pre#0")), c.originsOf(at(a, "k", "%callee.exit#1")));
    assertEquals(List.of(at(b, "callee", "%done#0")), c.originsOf(at(a, "k", "%callee.exit#2")));
    assertEquals(List.of(at(b, "callee", "%loop#3")), c.originsOf(at(a, "k", "%loop.i#3")));
  }

  @Test
  void aUniquedExitBlockBelongsToTheLaterCallSite() throws Exception {
    String before = CALLEE + """
        define void @k(i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
          call void @callee(i32 %n) [ "convergencectrl"(token %t0) ]
          %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %t0) ]
          call void @callee(i32 %n) [ "convergencectrl"(token %t0) ]
          call void @op() [ "convergencectrl"(token %t0) ]
          ret void
        }
        """;
    String after = CALLEE + """
        define void @k(i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          br label %loop.i
        """ + loop("", "entry", "callee.exit") + """
        callee.exit:
          %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
          call void @plain()
          call void @op() [ "convergencectrl"(token %t0) ]
          br label %loop.i1
        """ + loop("1", "callee.exit", "callee.exit3") + """
        callee.exit3:
          %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %t0) ]
          call void @plain()
          call void @op() [ "convergencectrl"(token %t0) ]
          call void @op() [ "convergencectrl"(token %t0) ]
          ret void
        }
        """;
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    Correspondence c = NameCorrespondence.infer(b, "k", a, "k");
    assertEquals(List.of(at(b, "callee", "%done#0")), c.originsOf(at(a, "k", "%callee.exit3#2")));
    assertEquals(List.of(at(b, "k", "%entry#5")), c.originsOf(at(a, "k", "%callee.exit3#3")), "the caller's op");
  }

  @Test
  void anExitBlockReadsFromTheSiteItsCallerCodeFollowsWhenEarlierExitBlocksAreGone() throws Exception {
    String before = CALLEE + """
        define void @k(i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          call void @callee(i32 %n) [ "convergencectrl"(token %t0) ]
          %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
          call void @callee(i32 %n) [ "convergencectrl"(token %t0) ]
          %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %t0) ]
          call void @op() [ "convergencectrl"(token %t0) ]
          ret void
        }
        """;
    // the first site's exit block is gone (its code in %mid, named by no pass of the inliner), so
    // the only %callee.exit, first by rank, is the second site's: its %y says so
    String after = CALLEE + """
        define void @k(i32 %n) convergent {
        entry:
          %t0 = call token @llvm.experimental.convergence.entry()
          br label %loop.i
        """ + loop("", "entry", "mid") + """
        mid:
          call void @plain()
          call void @op() [ "convergencectrl"(token %t0) ]
          %x = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %n) [ "convergencectrl"(token %t0) ]
          br label %loop.i1
        """ + loop("1", "mid", "callee.exit") + """
        callee.exit:
          call void @plain()
          call void @op() [ "convergencectrl"(token %t0) ]
          %y = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %x) [ "convergencectrl"(token %t0) ]
          call void @op() [ "convergencectrl"(token %t0) ]
          ret void
        }
        """;
    Module b = IrParser.parse(before, "before.ll");
    Module a = IrParser.parse(after, "after.ll");
    Correspondence c = NameCorrespondence.infer(b, "k", a, "k");
    assertEquals(List.of(at(b, "callee", "%done#0")), c.originsOf(at(a, "k", "%callee.exit#1")));
    assertEquals(List.of(at(b, "k", "%entry#5")), c.originsOf(at(a, "k", "%callee.exit#3")), "the caller's op");
    assertEquals(Optional.of(1), ExitBlocks.siteOf(b.function("k").orElseThrow(), b.function("callee").orElseThrow(),
        List.of(at(b, "k", "%entry#4"))), "%y follows the second call");
    assertEquals(Optional.empty(), ExitBlocks.siteOf(b.function("k").orElseThrow(), b.function("callee").orElseThrow(),
        List.of(at(b, "k", "%entry#0"))), "%t0 follows no call");
  }

  @Test
  void exitNamesAreParsedWithTheirUniquingCounter() {
    assertEquals(Optional.of(new ExitBlocks.ExitName("callee1", -1)), ExitBlocks.parse("callee1.exit"));
    assertEquals(Optional.of(new ExitBlocks.ExitName("callee1", 12)), ExitBlocks.parse("callee1.exit12"));
    assertEquals(Optional.empty(), ExitBlocks.parse("bb3.loopexit"));
    assertEquals(Optional.empty(), ExitBlocks.parse("callee1.exit.i"));
    assertEquals(Optional.empty(), ExitBlocks.parse(".exit"));
  }
}
