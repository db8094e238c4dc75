package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The reference twin on the spec's irreducible examples and on the smallest programs of each
 * known LLVM departure ({@link LlvmDeviation}): the twin's verdict is checked against the spec by
 * name, then the fast analysis is checked to equal the twin, or the twin with the named
 * deviation (under both option sets).
 */
class NaiveUniformityTest {
  private static final String PRELUDE = """
      target triple = "amdgcn--"
      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i32 @llvm.amdgcn.ballot.i32(i1) #0
      attributes #0 = { convergent nounwind readnone }
      """;

  /** Spec "Diverged Entry Criterion" figure: header P does not dominate the join S of Q. */
  @Test
  void divergedEntryMakesTheCycleDivergent() {
    String ir = kernel("""
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = icmp eq i32 %n, 0
          br i1 %u, label %R, label %P
        P:
          br label %Q
        Q:
          %d = icmp ult i32 %tid, 5
          br i1 %d, label %R, label %S
        R:
          %w = add i32 %n, 1
          br label %S
        S:
          %s = phi i32 [ 1, %Q ], [ 2, %R ]
          %c = icmp eq i32 %n, 7
          br i1 %c, label %P, label %exit
        exit:
          ret void
        """);
    check(ir, List.of("w", "s", "c"), List.of("u"), Set.of());
  }

  /** Spec "Diverged Paths reaching a Cycle": the entry's divergent branch reaches entries P and R. */
  @Test
  void pathsReachingTwoEntriesMakeTheCycleDivergent() {
    String ir = kernel("""
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %d = icmp ult i32 %tid, 5
          br i1 %d, label %R, label %P
        P:
          br label %Q
        Q:
          br label %R
        R:
          %w = add i32 %n, 1
          br label %S
        S:
          %c = icmp eq i32 %n, 7
          br i1 %c, label %P, label %exit
        exit:
          ret void
        """);
    check(ir, List.of("w", "c"), List.of(), Set.of());
  }

  /**
   * Both diverged paths enter the irreducible cycle {J, K} at J: the threads meet there having run
   * no header of it, so only J's phi diverges; LLVM assumes the whole cycle.
   */
  @Test
  void pathsReachingOneEntryOnlyJoinThere() {
    String ir = kernel("""
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = icmp eq i32 %n, 0
          br i1 %u, label %pre, label %K
        pre:
          %d = icmp ult i32 %tid, 5
          br i1 %d, label %a, label %b
        a:
          br label %J
        b:
          br label %J
        J:
          %j = phi i32 [ 1, %a ], [ 2, %b ], [ %k1, %K ]
          %w = add i32 %n, 1
          br label %K
        K:
          %k = phi i32 [ 0, %entry ], [ %w, %J ]
          %k1 = add i32 %k, 1
          %c = icmp ult i32 %k1, %n
          br i1 %c, label %J, label %exit
        exit:
          ret void
        """);
    check(ir, List.of("j"), List.of("w", "k", "c"), Set.of(LlvmDeviation.EXTERNAL_BY_JOIN));
  }

  /**
   * The branch is the loop header: thread 0 leaves at X after 4 iterations, thread 5 after 7, so
   * {@code %z} differs although both run X converged (the oracle stores 4 and 7).
   */
  @Test
  void exitOfALoopWhoseHeaderBranchesIsTemporallyDivergent() {
    String ir = kernel("""
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %B
        B:
          %i = phi i32 [ 0, %entry ], [ %i1, %M ]
          %i1 = add i32 %i, 1
          %div = icmp ult i32 %tid, %i
          br i1 %div, label %S1, label %S2
        S1:
          %u = icmp uge i32 %i, 3
          br i1 %u, label %X, label %M
        S2:
          br label %M
        M:
          br label %B
        X:
          %z = add i32 %i1, 0
          ret void
        """);
    check(ir, List.of("z"), List.of("i", "i1", "u"), Set.of(LlvmDeviation.HEADER_BRANCH_EXITS));
  }

  /**
   * The ballot stays uniform inside the assumed-divergent cycle {P, Q}, but threads leave it on
   * different iterations: the oracle sees different masks at X.
   */
  @Test
  void ballotOfAnAssumedCycleIsTemporallyDivergentOutside() {
    String ir = kernel("""
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %odd = trunc i32 %tid to i1
          br i1 %odd, label %P, label %Q
        P:
          %ip = phi i32 [ 0, %entry ], [ %iq, %Q ]
          %i1 = add i32 %ip, 1
          br label %Q
        Q:
          %iq = phi i32 [ 0, %entry ], [ %i1, %P ]
          %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
          %more = icmp ult i32 %iq, %tid
          br i1 %more, label %P, label %X
        X:
          %y = add i32 %b, 0
          ret void
        """);
    check(ir, List.of("y", "iq"), List.of("b"), Set.of(LlvmDeviation.NO_TEMPORAL_INSIDE_ASSUMED));
  }

  /**
   * The cycle {P, Q} is entered at both entries by a divergent branch, so it is not m-converged,
   * but its only exit branch is uniform: no divergent branch leaves it. Threads still leave it
   * out of step (under the hierarchy with header P, those entering at Q skip an iteration), so
   * the ballot read at X differs (the oracle stores 85 and 170). The spec names no rule for it;
   * the default options treat every exit of an assumed-divergent cycle as divergent, LLVM 22
   * (and {@code llvm22()}) call {@code %y} uniform.
   */
  @Test
  void exitOfACycleEnteredOutOfStepIsDivergentWithoutADivergentBranch() {
    String ir = kernel("""
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %odd = trunc i32 %tid to i1
          %stop = icmp ugt i32 %n, 100
          br i1 %odd, label %P, label %Q
        P:
          br label %Q
        Q:
          %b = call i32 @llvm.amdgcn.ballot.i32(i1 true)
          br i1 %stop, label %P, label %X
        X:
          %y = add i32 %b, 0
          ret void
        """);
    Module m = TwinCheck.parse(ir);
    Function f = m.definitions().get(0);
    UniformityOptions defaults = UniformityOptions.defaults();
    NaiveUniformity twin = NaiveUniformity.of(m, f, GpuTarget.amdgpu(), defaults);
    assertEquals(List.of("y"), TwinCheck.named(f, List.of("y"), twin, true), "the twin marks %y");
    assertEquals(List.of("b", "stop"), TwinCheck.named(f, List.of("b", "stop"), twin, false), "the twin keeps %b, %stop");
    assertEquals(TwinAnswer.of(twin, f),
        TwinAnswer.of(UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), defaults), f));
    UniformityInfo llvm = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(),
        UniformityOptions.llvm22());
    Inst y = f.blocks().get(3).insts().get(0);
    assertEquals(false, llvm.isDivergent(y.id().value()), "LLVM 22 calls %y uniform");
  }

  /**
   * L's self loop is reducible and L is its own join, but the header C of the cycle around it
   * does not dominate L (entry -> A -> L): the spec's criterion finds no dominating header.
   */
  @Test
  void reducibleInnerCycleDoesNotVouchForTheIrreducibleOne() {
    String ir = kernel("""
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = icmp eq i32 %n, 0
          br i1 %u, label %A, label %C
        A:
          %a = phi i32 [ 0, %entry ], [ %c1, %C ]
          %d1 = icmp ult i32 %a, %tid
          br i1 %d1, label %L, label %exit
        L:
          %l = phi i32 [ %a, %A ], [ %l1, %L ]
          %l1 = add i32 %l, 1
          %d2 = icmp ult i32 %l1, %tid
          br i1 %d2, label %L, label %C
        C:
          %cp = phi i32 [ 0, %entry ], [ %l1, %L ]
          %w = add i32 %n, 1
          %c1 = add i32 %cp, 1
          br label %A
        exit:
          ret void
        """);
    check(ir, List.of("w"), List.of("u"), Set.of(LlvmDeviation.REDUCIBLE_SMALLEST_CYCLE));
  }

  private static String kernel(String body) {
    return PRELUDE + "define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {\n" + body + "}\n";
  }

  /**
   * Checks the twin's verdict on the named values under both option sets, then the fast answer:
   * equal to the twin's if {@code deviations} is empty, else different from it and equal to the
   * twin's with those deviations.
   */
  private static void check(String ir, List<String> divergent, List<String> uniform,
      Set<LlvmDeviation> llvmDeviations) {
    Module m = TwinCheck.parse(ir);
    Function f = m.definitions().get(0);
    for (UniformityOptions o : List.of(UniformityOptions.defaults(), UniformityOptions.llvm22())) {
      Set<LlvmDeviation> deviations = EnumSet.noneOf(LlvmDeviation.class);
      deviations.addAll(llvmDeviations);
      // The default options fix these three (UniformityOptions says how).
      if (o.headerBranchExits()) {
        deviations.remove(LlvmDeviation.HEADER_BRANCH_EXITS);
      }
      if (o.temporalInsideAssumed()) {
        deviations.remove(LlvmDeviation.NO_TEMPORAL_INSIDE_ASSUMED);
      }
      if (o.specDivergedEntry()) {
        deviations.remove(LlvmDeviation.REDUCIBLE_SMALLEST_CYCLE);
      }
      NaiveUniformity twin = NaiveUniformity.of(m, f, GpuTarget.amdgpu(), o);
      assertEquals(divergent, TwinCheck.named(f, divergent, twin, true), o + ": divergent per the spec");
      assertEquals(uniform, TwinCheck.named(f, uniform, twin, false), o + ": uniform per the spec");
      TwinAnswer fast =
          TwinAnswer.of(UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), o), f);
      if (deviations.isEmpty()) {
        assertEquals(TwinAnswer.of(twin, f), fast, o.toString());
      } else {
        assertNotEquals(TwinAnswer.of(twin, f), fast, o + ": fixed? then drop the deviation here");
        NaiveUniformity model = NaiveUniformity.of(m, f, GpuTarget.amdgpu(), o, EnumSet.copyOf(deviations));
        assertEquals(TwinAnswer.of(model, f), fast, o + " with " + deviations);
      }
    }
  }
}
