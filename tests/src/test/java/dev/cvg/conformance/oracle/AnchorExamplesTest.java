package dev.cvg.conformance.oracle;

import static dev.cvg.conformance.oracle.OracleFixture.call;
import static dev.cvg.conformance.oracle.OracleFixture.groupsByExecution;
import static dev.cvg.conformance.oracle.OracleFixture.parse;
import static dev.cvg.conformance.oracle.OracleFixture.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.cvg.ir.Module;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The anchor examples of ConvergentOperations.rst ("Opportunistic convergent operations",
 * "Hoisting and sinking"). The oracle gives an anchor maximal convergence; these tests show the
 * groups it forms and that the transforms the spec allows keep them, while the ones it forbids
 * (sinking one operation away from its anchor's other uses, sinking under an {@code entry}
 * token) change them.
 */
class AnchorExamplesTest {
  static final String DECLS = """
      declare token @llvm.experimental.convergence.anchor() convergent
      declare token @llvm.experimental.convergence.entry() convergent
      declare i64 @subgroupBallot(i1) convergent
      declare i32 @subgroupBroadcastFirst(i32) convergent
      declare i32 @subgroupAdd(i32) convergent
      declare i32 @getSubgroupLocalInvocationId()
      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i64 @llvm.ctpop.i64(i64)
      """;

  static final HierarchyChoice LLVM = HierarchyChoice.llvm();

  /** The spec's append-buffer function, called from both sides of a divergent branch. */
  @Test
  void reserveSpaceInBufferGivesEveryThreadItsOwnSlot() {
    Module m = parse("""
        @bufferAllocationCount = global i32 0

        define i32 @reserveSpaceInBuffer() {    ; NOTE: _not_ a convergent function!
        entry:
          %anchor = call token @llvm.experimental.convergence.anchor()
          %ballot = call i64 @subgroupBallot(i1 true) [ "convergencectrl"(token %anchor) ]
          %numThreads.p = call i64 @llvm.ctpop.i64(i64 %ballot)
          %numThreads = trunc i64 %numThreads.p to i32
          %absoluteThreadIdx = call i32 @getSubgroupLocalInvocationId()
          %absoluteThreadIdx.ext = zext i32 %absoluteThreadIdx to i64
          %mask.p = shl i64 1, %absoluteThreadIdx.ext
          %mask = sub i64 %mask.p, 1
          %maskedBallot = and i64 %ballot, %mask
          %relativeThreadIdx.p = call i64 @llvm.ctpop.i64(i64 %maskedBallot)
          %relativeThreadIdx = trunc i64 %relativeThreadIdx.p to i32
          %isFirstThread = icmp eq i32 %relativeThreadIdx, 0
          br i1 %isFirstThread, label %then, label %end

        then:
          %baseOffset.1 = atomicrmw add ptr @bufferAllocationCount, i32 %numThreads monotonic
          br label %end

        end:
          %baseOffset.2 = phi i32 [ undef, %entry ], [ %baseOffset.1, %then ]
          %baseOffset = call i32 @subgroupBroadcastFirst(i32 %baseOffset.2) [ "convergencectrl"(token %anchor) ]
          %offset = add i32 %baseOffset, %relativeThreadIdx
          ret i32 %offset
        }

        define amdgpu_kernel void @k(ptr %out) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %c = icmp ult i32 %tid, 5
          br i1 %c, label %a, label %b
        a:
          %o1 = call i32 @reserveSpaceInBuffer()
          br label %end
        b:
          %o2 = call i32 @reserveSpaceInBuffer()
          br label %end
        end:
          %o = phi i32 [ %o1, %a ], [ %o2, %b ]
          %p = getelementptr i32, ptr %out, i32 %tid
          store i32 %o, ptr %p
          ret void
        }
        """ + DECLS);
    int n = 12;
    Execution e = run(m, "k", new ThreadInputs(n, List.of(Arg.Buffer.zeroed(4 * n, true)), Optional.empty()), LLVM);
    ByteBuffer out = ByteBuffer.wrap(e.buffers().get(0)).order(ByteOrder.LITTLE_ENDIAN);
    List<Integer> offsets = new ArrayList<>();
    for (int t = 0; t < n; t++) {
      offsets.add(out.getInt(4 * t));
    }
    // Threads 0..4 (first call site) and 5..11 (second) each reserve one contiguous block.
    assertEquals(List.of(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), offsets);
    int ballot = call(e, "reserveSpaceInBuffer", "subgroupBallot", 0);
    var groups = groupsByExecution(e, ballot);
    assertEquals(List.of(Set.of(0, 1, 2, 3, 4)), groups.get(0));
    assertEquals(List.of(Set.of(5, 6, 7, 8, 9, 10, 11)), groups.get(11));
    // Ballot and broadcast of one anchor instance see the same threads.
    int broadcast = call(e, "reserveSpaceInBuffer", "subgroupBroadcastFirst", 0);
    assertEquals(groups, groupsByExecution(e, broadcast));
  }

  static Module twoSided(String body) {
    return parse("""
        define void @f() {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %cond = icmp ult i32 %tid, 3
        """ + body + DECLS);
  }

  /** Per thread, the groups of the k-th execution of any of {@code callee}'s call sites. */
  static Map<Integer, List<Set<Integer>>> groupsOfCalls(Execution e, String callee) {
    List<Integer> sites = new ArrayList<>();
    for (int k = 0; ; k++) {
      try {
        sites.add(call(e, "f", callee, k));
      } catch (AssertionError done) {
        break;
      }
    }
    return groupsByExecution(e, sites.stream().mapToInt(Integer::intValue).toArray());
  }

  @Test
  void anchorsCanBeHoistedInAcyclicControlFlow() {
    Module before = twoSided("""
          br i1 %cond, label %then, label %else
        then:
          %tok1 = call token @llvm.experimental.convergence.anchor()
          %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok1) ]
          br label %end
        else:
          %tok2 = call token @llvm.experimental.convergence.anchor()
          %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok2) ]
          br label %end
        end:
          ret void
        }
        """);
    Module after = twoSided("""
          %tok = call token @llvm.experimental.convergence.anchor()
          br i1 %cond, label %then, label %else
        then:
          %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          br label %end
        else:
          %b = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          br label %end
        end:
          ret void
        }
        """);
    var groups = groupsOfCalls(run(before, "f", ThreadInputs.of(8), LLVM), "subgroupAdd");
    assertEquals(List.of(Set.of(0, 1, 2)), groups.get(0));
    assertEquals(List.of(Set.of(3, 4, 5, 6, 7)), groups.get(7));
    assertEquals(groups, groupsOfCalls(run(after, "f", ThreadInputs.of(8), LLVM), "subgroupAdd"));
  }

  @Test
  void anAnchorCanBeSunkToItsOnlyUse() {
    Module before = twoSided("""
          %tok = call token @llvm.experimental.convergence.anchor()
          br i1 %cond, label %then, label %end
        then:
          %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          br label %end
        end:
          ret void
        }
        """);
    Module after = twoSided("""
          br i1 %cond, label %then, label %end
        then:
          %tok = call token @llvm.experimental.convergence.anchor()
          %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          br label %end
        end:
          ret void
        }
        """);
    assertEquals(groupsOfCalls(run(before, "f", ThreadInputs.of(8), LLVM), "subgroupAdd"),
        groupsOfCalls(run(after, "f", ThreadInputs.of(8), LLVM), "subgroupAdd"));
  }

  static final String TWO_OPS_THEN_USE = """
        %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
        %b = call i32 @subgroupAdd(i32 2) [ "convergencectrl"(token %tok) ]
        br i1 %cond, label %then, label %end
      then:
        %s = add i32 %a, %b
        br label %end
      end:
        ret void
      }
      """;

  /** Both operations of one anchor communicate with the same threads, before and after sinking all three. */
  @Test
  void operationsSinkTogetherWithTheirAnchor() {
    Module before = twoSided("  %tok = call token @llvm.experimental.convergence.anchor()\n" + TWO_OPS_THEN_USE);
    Module sunk = twoSided("""
          br i1 %cond, label %then, label %end
        then:
          %tok = call token @llvm.experimental.convergence.anchor()
          %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          %b = call i32 @subgroupAdd(i32 2) [ "convergencectrl"(token %tok) ]
          %s = add i32 %a, %b
          br label %end
        end:
          ret void
        }
        """);
    Module onlyB = twoSided("""
          %tok = call token @llvm.experimental.convergence.anchor()
          %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          br i1 %cond, label %then, label %end
        then:
          %b = call i32 @subgroupAdd(i32 2) [ "convergencectrl"(token %tok) ]
          %s = add i32 %a, %b
          br label %end
        end:
          ret void
        }
        """);
    for (Module m : List.of(before, sunk)) {
      Execution e = run(m, "f", ThreadInputs.of(8), LLVM);
      assertEquals(groupsByExecution(e, call(e, "f", "subgroupAdd", 0)),
          groupsByExecution(e, call(e, "f", "subgroupAdd", 1)), "%a and %b share the anchor's threads");
    }
    Execution e = run(onlyB, "f", ThreadInputs.of(8), LLVM);
    assertNotEquals(groupsByExecution(e, call(e, "f", "subgroupAdd", 0)).get(0),
        groupsByExecution(e, call(e, "f", "subgroupAdd", 1)).get(0),
        "sinking only %b lets %a communicate with threads %b does not");
  }

  /** Under an entry token, sinking changes the groups: every thread of the launch communicates before. */
  @Test
  void operationsUnderAnEntryTokenCannotBeSunk() {
    Module before = twoSided("  %tok = call token @llvm.experimental.convergence.entry()\n" + TWO_OPS_THEN_USE);
    Module sunk = twoSided("""
          %tok = call token @llvm.experimental.convergence.entry()
          br i1 %cond, label %then, label %end
        then:
          %a = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          %b = call i32 @subgroupAdd(i32 2) [ "convergencectrl"(token %tok) ]
          %s = add i32 %a, %b
          br label %end
        end:
          ret void
        }
        """);
    Execution e0 = run(before, "f", ThreadInputs.of(8), LLVM);
    Execution e1 = run(sunk, "f", ThreadInputs.of(8), LLVM);
    assertEquals(List.of(Set.of(0, 1, 2, 3, 4, 5, 6, 7)), groupsByExecution(e0, call(e0, "f", "subgroupAdd", 0)).get(0));
    assertEquals(List.of(Set.of(0, 1, 2)), groupsByExecution(e1, call(e1, "f", "subgroupAdd", 0)).get(0));
  }

  /** An anchor inside a loop starts a new token every iteration; the oracle groups by iteration. */
  @Test
  void anAnchorInALoopGroupsByIteration() {
    Module m = parse("""
        define void @f() {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %n = add i32 %tid, 1
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %tok = call token @llvm.experimental.convergence.anchor()
          %s = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %tok) ]
          %i.next = add i32 %i, 1
          %more = icmp slt i32 %i.next, %n
          br i1 %more, label %loop, label %exit
        exit:
          ret void
        }
        """ + DECLS);
    Execution e = run(m, "f", ThreadInputs.of(3), LLVM);
    assertEquals(Map.of(0, List.of(Set.of(0, 1, 2)), 1, List.of(Set.of(0, 1, 2), Set.of(1, 2)),
        2, List.of(Set.of(0, 1, 2), Set.of(1, 2), Set.of(2))), groupsByExecution(e, call(e, "f", "subgroupAdd", 0)));
  }
}
