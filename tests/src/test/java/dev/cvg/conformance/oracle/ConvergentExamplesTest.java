package dev.cvg.conformance.oracle;

import static dev.cvg.conformance.oracle.OracleFixture.call;
import static dev.cvg.conformance.oracle.OracleFixture.groupsByExecution;
import static dev.cvg.conformance.oracle.OracleFixture.instances;
import static dev.cvg.conformance.oracle.OracleFixture.named;
import static dev.cvg.conformance.oracle.OracleFixture.parse;
import static dev.cvg.conformance.oracle.OracleFixture.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.DynamicInstance;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.trace.DynamicUniformity;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The remaining examples of ConvergentOperations.rst: texture sampling, reductions inside
 * divergent control flow, jump threading, the divergent loop exit ("extended cycles") with and
 * without a loop heart token, and inlining with an {@code entry} token.
 */
class ConvergentExamplesTest {
  static final String DECLS = """
      declare token @llvm.experimental.convergence.anchor() convergent
      declare token @llvm.experimental.convergence.entry() convergent
      declare token @llvm.experimental.convergence.loop() convergent
      declare i32 @subgroupAdd(i32) convergent
      declare i32 @textureSample(i32, i32) convergent
      declare void @subgroupControlBarrier() convergent
      declare void @convergent_operation() convergent
      declare i32 @llvm.amdgcn.workitem.id.x()
      """;

  static final HierarchyChoice LLVM = HierarchyChoice.llvm();

  static final String SHADER = """
      define i32 @example_shader(i32 %texture) convergent {
      start:
        %entry = call token @llvm.experimental.convergence.entry()
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        %coordinates = mul i32 %tid, 3
        %bit = and i32 %tid, 1
        %condition = icmp eq i32 %bit, 0
      """;

  /** Sinking textureSample under a condition that splits quads leaves it without derivatives. */
  @Test
  void textureSampleNeedsItsQuad() {
    Module original = parse(SHADER + """
          %color = call i32 @textureSample(i32 %texture, i32 %coordinates) [ "convergencectrl"(token %entry) ]
          br i1 %condition, label %then, label %end
        then:
          %use = add i32 %color, 1
          br label %end
        end:
          ret i32 0
        }
        """ + DECLS);
    Module sunk = parse(SHADER + """
          br i1 %condition, label %then, label %end
        then:
          %color = call i32 @textureSample(i32 %texture, i32 %coordinates) [ "convergencectrl"(token %entry) ]
          %use = add i32 %color, 1
          br label %end
        end:
          ret i32 0
        }
        """ + DECLS);
    ThreadInputs in = new ThreadInputs(8, List.of(Arg.Scalar.uniform(8, 5)), Optional.empty());
    Execution e0 = run(original, "example_shader", in, LLVM);
    Execution e1 = run(sunk, "example_shader", in, LLVM);
    int c0 = named(e0, "example_shader", "color");
    int c1 = named(e1, "example_shader", "color");
    assertTrue(instances(e0, c0).stream().flatMap(List::stream).noneMatch(DynamicInstance::undefined));
    assertTrue(instances(e1, c1).stream().flatMap(List::stream).allMatch(DynamicInstance::undefined));
  }

  /** Each side's subgroupAdd sums its own side; the merged (hoisted) one sums everyone. */
  @Test
  void reductionsInsideDivergentControlFlow() {
    String head = """
        define i32 @example_kernel() convergent {
        start:
          %entry = call token @llvm.experimental.convergence.entry()
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %delta = sub i32 %tid, 2
          %cc = icmp sgt i32 %delta, 0
        """;
    Module original = parse(head + """
          br i1 %cc, label %then, label %else
        then:
          %total_gains = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
          br label %end
        else:
          %total_losses = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
          br label %end
        end:
          %r = phi i32 [ %total_gains, %then ], [ %total_losses, %else ]
          ret i32 %r
        }
        """ + DECLS);
    Module merged = parse(head + """
          %total = call i32 @subgroupAdd(i32 %delta) [ "convergencectrl"(token %entry) ]
          ret i32 %total
        }
        """ + DECLS);
    // delta = -2..3 for tids 0..5: gains 1+2+3 = 6, losses -2-1+0 = -3, all 3.
    assertEquals(List.of(-3L, -3L, -3L, 6L, 6L, 6L), returns(run(original, "example_kernel", ThreadInputs.of(6), LLVM)));
    assertEquals(List.of(3L, 3L, 3L, 3L, 3L, 3L), returns(run(merged, "example_kernel", ThreadInputs.of(6), LLVM)));
  }

  static List<Long> returns(Execution e) {
    return e.outcomes().stream().map(o -> o.value()).toList();
  }

  /** With an entry token the barrier's threads are the ones reaching it, before and after jump threading. */
  @Test
  void jumpThreadingKeepsTheBarrierGroupUnderAnEntryToken() {
    String head = """
        define void @f() convergent {
        start:
          %entry = call token @llvm.experimental.convergence.entry()
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %cond1 = icmp ult i32 %tid, 4
        """;
    Module original = parse(head + """
          br i1 %cond1, label %then1, label %mid
        then1:
          %cond2 = icmp ult i32 %tid, 2
          br label %mid
        mid:
          %flag = phi i1 [ true, %start ], [ %cond2, %then1 ]
          br i1 %flag, label %then2, label %end
        then2:
          call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
          br label %end
        end:
          ret void
        }
        """ + DECLS);
    Module threaded = parse(head + """
          br i1 %cond1, label %then1, label %then2
        then1:
          %cond2 = icmp ult i32 %tid, 2
          br i1 %cond2, label %then2, label %end
        then2:
          call void @subgroupControlBarrier() [ "convergencectrl"(token %entry) ]
          br label %end
        end:
          ret void
        }
        """ + DECLS);
    Execution e0 = run(original, "f", ThreadInputs.of(8), LLVM);
    Execution e1 = run(threaded, "f", ThreadInputs.of(8), LLVM);
    var g0 = groupsByExecution(e0, call(e0, "f", "subgroupControlBarrier", 0));
    assertEquals(List.of(Set.of(0, 1, 4, 5, 6, 7)), g0.get(0));
    assertEquals(g0, groupsByExecution(e1, call(e1, "f", "subgroupControlBarrier", 0)));
  }

  /**
   * "Extended Cycles: Divergent Exit from a Loop": thread t leaves the loop in iteration t % 3.
   * With the loop heart token, C runs convergently only with threads that exit in the same
   * iteration, and a loop value used in C stays uniform at that use; without tokens, all exiting
   * threads converge at C and the use sees temporal divergence.
   */
  @Test
  void divergentLoopExitWithAndWithoutTheHeartToken() {
    String controlled = """
        define void @example() convergent {
        start:
          %entry = call token @llvm.experimental.convergence.entry()
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %exit = urem i32 %tid, 3
          br label %for
        for:
          %i = phi i32 [ 0, %start ], [ %i.next, %D ]
          %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %entry) ]
          %for.cond = icmp slt i32 %i, 10
          br i1 %for.cond, label %B, label %E
        B:
          %v = mul i32 %i, 7
          %condition = icmp eq i32 %i, %exit
          br i1 %condition, label %C, label %D
        C:
          %u = add i32 %v, 1
          %r = call i32 @subgroupAdd(i32 1) [ "convergencectrl"(token %inner) ]
          br label %E
        D:
          %i.next = add i32 %i, 1
          br label %for
        E:
          ret void
        }
        """ + DECLS;
    String uncontrolled = controlled
        .replace("  %entry = call token @llvm.experimental.convergence.entry()\n", "")
        .replace("  %inner = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %entry) ]\n", "")
        .replace(" [ \"convergencectrl\"(token %inner) ]", "");
    Execution withToken = run(parse(controlled), "example", ThreadInputs.of(6), LLVM);
    Execution without = run(parse(uncontrolled), "example", ThreadInputs.of(6), LLVM);

    var g = groupsByExecution(withToken, call(withToken, "example", "subgroupAdd", 0));
    assertEquals(List.of(Set.of(0, 3)), g.get(0));
    assertEquals(List.of(Set.of(1, 4)), g.get(1));
    assertEquals(List.of(Set.of(2, 5)), g.get(2));
    var h = groupsByExecution(without, call(without, "example", "subgroupAdd", 0));
    assertEquals(List.of(Set.of(0, 1, 2, 3, 4, 5)), h.get(0));

    DynamicUniformity u0 = withToken.uniformity().orElseThrow();
    DynamicUniformity u1 = without.uniformity().orElseThrow();
    int use0 = named(withToken, "example", "u");
    int use1 = named(without, "example", "u");
    assertEquals(Optional.of(true), u0.uniform(named(withToken, "example", "v")));
    assertEquals(Optional.of(true), u0.uniformAtUse(use0, 0), "%v at %u inside %inner's region");
    assertEquals(Optional.of(true), u1.uniform(named(without, "example", "v")));
    assertEquals(Optional.of(false), u1.uniformAtUse(use1, 0), "%v at %u: temporal divergence");
    assertEquals(Optional.of(false), u1.uniform(use1));
  }

  /** Inlining substitutes the callee's entry token by the call site's: the groups stay the same. */
  @Test
  void inliningSubstitutesTheEntryToken() {
    String loop = """
        define void @main(i32 %n) {
        entry:
          %outer = call token @llvm.experimental.convergence.anchor()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %inner = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %outer) ]
          %BODY%
          %i.next = add i32 %i, 1
          %more = icmp slt i32 %i.next, %n
          br i1 %more, label %loop, label %exit
        exit:
          ret void
        }
        """;
    Module before = parse(loop.replace("%BODY%", "call void @callee() [ \"convergencectrl\"(token %inner) ]") + """
        define void @callee() convergent {
        entry:
          %tok = call token @llvm.experimental.convergence.entry()
          call void @convergent_operation() [ "convergencectrl"(token %tok) ]
          ret void
        }
        """ + DECLS);
    Module after = parse(loop.replace("%BODY%",
        "call void @convergent_operation() [ \"convergencectrl\"(token %inner) ]") + DECLS);
    ThreadInputs in = new ThreadInputs(3, List.of(new Arg.Scalar(new long[] {1, 3, 2})), Optional.empty());
    Execution e0 = run(before, "main", in, LLVM);
    Execution e1 = run(after, "main", in, LLVM);
    var g0 = groupsByExecution(e0, call(e0, "callee", "convergent_operation", 0));
    assertEquals(List.of(Set.of(0, 1, 2), Set.of(1, 2), Set.of(1)), g0.get(1));
    assertEquals(g0, groupsByExecution(e1, call(e1, "main", "convergent_operation", 0)));
    assertNotEquals(0, e0.rounds());
    assertFalse(g0.isEmpty());
  }
}
