package dev.cvg.conformance.oracle;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.ir.Module;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Counterexamples to earlier versions of the static uniformity analysis, each reduced from a
 * generated kernel or written from a report of the reference twin, checked against the oracle
 * under four cycle hierarchies ({@link UniformitySoundnessTest#check}): every value and use the
 * analysis calls uniform must be dynamically uniform, and each program must show some dynamic
 * divergence (so the check has something to catch).
 */
class UniformityCounterexamplesTest {
  /**
   * A readfirstlane controlled by a token of a loop with a divergent exit is uniform within each
   * iteration's group; past the token's region the groups converge again and {@code %w} reads
   * different lanes (golden file {@code token-region-temporal.ll}, function {@code past_region}).
   */
  @Test
  void valueOfATokenRegionUsedPastIt() {
    Module m = OracleFixture.parse("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @kernel(ptr addrspace(1) %out) convergent {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %anchor = call token @llvm.experimental.convergence.anchor()
          br label %H
        H:
          %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
          %tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
          %i.next = add i32 %i, 1
          %lim = and i32 %tid, 3
          %c = icmp slt i32 %i.next, %lim
          br i1 %c, label %H, label %X
        X:
          %in.region = add i32 %i.next, 1
          %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
          %w = add i32 %r, %in.region
          %a = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %w, ptr addrspace(1) %a, align 4
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0
        declare token @llvm.experimental.convergence.anchor() #0
        declare token @llvm.experimental.convergence.loop() #0
        attributes #0 = { convergent nounwind }
        """);
    long[] observed = new long[2];
    assertTrue(UniformitySoundnessTest.check(m, 1, observed) == UniformitySoundnessTest.hierarchies(1).size(), "every run finishes");
    assertTrue(observed[1] > 0, "some value is dynamically divergent");
  }

  /**
   * The join J of the two exits of the irreducible cycle {P, Q, R} is decided by branches inside
   * the cycle, which become divergent only once the cycle is assumed divergent (diverged entry
   * from the thread-id branch); with every such cycle collapsed, only {@code CollapsedCycle}
   * finds J. Odd threads leave through X1, even ones through X2, and meet at J.
   */
  @Test
  void joinOfTheExitsOfACollapsedCycle() {
    Module m = OracleFixture.parse("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %odd = trunc i32 %tid to i1
          br i1 %odd, label %P, label %Q
        P:
          %kp = phi i32 [ 3, %entry ], [ %kr1, %R ]
          br label %Q
        Q:
          %kq = phi i32 [ 0, %entry ], [ %kp, %P ]
          %q2 = icmp eq i32 %kq, 2
          br i1 %q2, label %X2, label %R
        R:
          %kr1 = add i32 %kq, 1
          %done = icmp sge i32 %kr1, 4
          br i1 %done, label %X1, label %P
        X1:
          br label %J
        X2:
          br label %J
        J:
          %p = phi i32 [ 1, %X1 ], [ 2, %X2 ]
          %a = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %p, ptr addrspace(1) %a, align 4
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        """);
    for (UniformityOptions o : List.of(UniformityOptions.defaults(),
        UniformityOptions.defaults().withCollapseFrom(3))) {
      long[] observed = new long[2];
      assertTrue(UniformitySoundnessTest.check(m, 1, observed, o) == UniformitySoundnessTest.hierarchies(1).size(), "every run finishes");
      assertTrue(observed[1] > 0, "some value is dynamically divergent");
    }
  }

  /**
   * Found by {@link UniformitySoundnessTest#largerIrreducibleKernels} (seed 67) and reduced: in the textual hierarchy
   * bb8's self loop is a cycle of its own inside {bb9, bb8, bb11}, so threads converged at bb11
   * read the ballot of different bb8 iterations. The whole cycle is assumed divergent, and the
   * use inside it must be divergent too (in LLVM's hierarchy bb8 heads the whole cycle).
   */
  @Test
  void useOfABallotInsideAnAssumedCycle() {
    Module m = OracleFixture.parse("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @kernel(ptr addrspace(1) %out) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br i1 false, label %bb9, label %bb8
        bb8:
          %k8 = phi i32 [ 0, %entry ], [ %k8.next, %bb8 ], [ 0, %bb9 ]
          %ballot8 = call i32 @llvm.amdgcn.ballot.i32(i1 true)
          %k8.next = add i32 %k8, 1
          %tired8 = icmp sge i32 %k8.next, 20
          %c8 = icmp slt i32 %tid, 22
          %go8 = select i1 %tired8, i1 true, i1 %c8
          br i1 %go8, label %bb11, label %bb8
        bb9:
          switch i32 2, label %bb8 [ i32 2, label %bb13 ]
        bb11:
          %p11 = phi i32 [ %ballot8, %bb8 ]
          %a = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %p11, ptr addrspace(1) %a, align 4
          br label %bb9
        bb13:
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.amdgcn.ballot.i32(i1) #0
        attributes #0 = { convergent nounwind readnone }
        """);
    long[] observed = new long[2];
    assertTrue(UniformitySoundnessTest.check(m, 67, observed) == UniformitySoundnessTest.hierarchies(67).size(), "every run finishes");
  }

  /**
   * Entered at both entries by a divergent branch, the cycle {P, Q} is not m-converged, though
   * its exit branch is uniform: under the hierarchy headed by P, threads entering at Q skip an
   * iteration, and the ballot read at X differs between converged threads.
   */
  @Test
  void exitOfACycleEnteredOutOfStep() {
    Module m = OracleFixture.parse("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
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
          %a = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %y, ptr addrspace(1) %a, align 4
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.amdgcn.ballot.i32(i1) #0
        attributes #0 = { convergent nounwind readnone }
        """);
    long[] observed = new long[2];
    assertTrue(UniformitySoundnessTest.check(m, 1, observed) == UniformitySoundnessTest.hierarchies(1).size(), "every run finishes");
    assertTrue(observed[1] > 0, "some value is dynamically divergent");
  }
}
