package dev.cvg.oracle;

import static dev.cvg.oracle.Runs.returns;
import static dev.cvg.oracle.Runs.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.oracle.input.ThreadInputs;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Convergent operations computed over their converged groups, and the fixed-point rounds. */
class GroupSemanticsTest {
  static final String DECLS = """
      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i64 @subgroupBallot(i1) convergent
      declare i32 @subgroupAdd(i32) convergent
      declare i32 @subgroupBroadcastFirst(i32) convergent
      declare i32 @subgroupShuffle(i32, i32) convergent
      declare i32 @llvm.amdgcn.readlane.i32(i32, i32) convergent
      declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32) convergent
      declare i1 @subgroupAll(i1) convergent
      declare i1 @subgroupAny(i1) convergent
      declare void @subgroupControlBarrier() convergent
      """;

  static String kernel(String body) {
    return "define i32 @k(ptr %buf) {\nentry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n" + body + "}\n" + DECLS;
  }

  static List<Long> runK(String body, int threads) {
    return returns(run(kernel(body), "k", new ThreadInputs(threads,
        List.of(dev.cvg.oracle.input.Arg.Buffer.zeroed(4 * threads, true)), java.util.Optional.empty())));
  }

  @Test
  void broadcastFirstTakesTheLowestThreadOfTheGroup() {
    assertEquals(List.of(0L, 0L, 2L, 2L), runK("""
          %odd = and i32 %tid, 2
          %c = icmp eq i32 %odd, 0
          br i1 %c, label %a, label %b
        a:
          %x = call i32 @subgroupBroadcastFirst(i32 %tid)
          ret i32 %x
        b:
          %y = call i32 @subgroupBroadcastFirst(i32 %tid)
          ret i32 %y
        """, 4));
  }

  @Test
  void shuffleOfAnAbsentThreadIsUndefined() {
    var e = run(kernel("""
          %src = xor i32 %tid, 1
          %c = icmp ult i32 %tid, 3
          br i1 %c, label %a, label %b
        a:
          %x = call i32 @subgroupShuffle(i32 %tid, i32 %src)
          ret i32 %x
        b:
          ret i32 -7
        """), "k", ThreadInputs.of(4));
    assertEquals(List.of(1L, 0L, 0L, -7L), returns(e));
    assertFalse(e.outcomes().get(0).undefined());
    assertFalse(e.outcomes().get(1).undefined());
    assertTrue(e.outcomes().get(2).undefined(), "thread 3 is not in thread 2's group");
  }

  @Test
  void readlaneReduceAndVotes() {
    assertEquals(List.of(5L, 5L, 5L), runK("""
          %sq = mul i32 %tid, %tid
          %l = call i32 @llvm.amdgcn.readlane.i32(i32 %sq, i32 2)
          %m = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %tid, i32 0)
          %r = add i32 %l, %m
          %ge = icmp uge i32 %tid, 0
          %all = call i1 @subgroupAll(i1 %ge)
          %one = icmp eq i32 %tid, 1
          %any = call i1 @subgroupAny(i1 %one)
          %both = and i1 %all, %any
          %bz = zext i1 %both to i32
          %s = sub i32 %r, %bz
          ret i32 %s
        """, 3));
  }

  /** The loop runs while the ballot of "still active" threads has more than one bit: results feed control flow. */
  @Test
  void convergentResultsFeedingControlFlowReachAFixedPoint() {
    var e = run(kernel("""
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %active = icmp ult i32 %i, %tid
          %mask = call i64 @subgroupBallot(i1 %active)
          %count = call i64 @llvm.ctpop.i64(i64 %mask)
          %i.next = add i32 %i, 1
          %more = icmp ugt i64 %count, 1
          br i1 %more, label %loop, label %exit
        exit:
          ret i32 %i.next
        """) + "declare i64 @llvm.ctpop.i64(i64)\n", "k", ThreadInputs.of(6));
    assertTrue(e.isOk(), e.toString());
    // After iteration i the active threads are those with tid > i: more than one while i < 4.
    assertEquals(List.of(5L, 5L, 5L, 5L, 5L, 5L), returns(e));
    assertTrue(e.rounds() > 2, "each iteration's ballot needs the previous one: " + e.rounds() + " rounds");
  }

  @Test
  void aRoundBoundTooSmallGivesUnknown() {
    var e = run(kernel("""
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %active = icmp ult i32 %i, %tid
          %mask = call i64 @subgroupBallot(i1 %active)
          %i.next = add i32 %i, 1
          %more = icmp ne i64 %mask, 0
          br i1 %more, label %loop, label %exit
        exit:
          ret i32 %i.next
        """), "k", ThreadInputs.of(8), OracleConfig.defaults().withMaxRounds(2));
    assertEquals(Execution.Status.UNKNOWN, e.status());
    assertTrue(e.reason().orElseThrow().contains("fixed point"), e.reason().orElseThrow());
  }

  @Test
  void barriersOrderSharedMemory() {
    // Each thread writes buf[tid], waits at the barrier, then reads its neighbour's slot.
    assertEquals(List.of(11L, 12L, 13L, 10L), runK("""
          %p = getelementptr i32, ptr %buf, i32 %tid
          %v = add i32 %tid, 10
          store i32 %v, ptr %p
          call void @subgroupControlBarrier()
          %n1 = add i32 %tid, 1
          %n = urem i32 %n1, 4
          %q = getelementptr i32, ptr %buf, i32 %n
          %w = load i32, ptr %q
          ret i32 %w
        """, 4));
  }
}
