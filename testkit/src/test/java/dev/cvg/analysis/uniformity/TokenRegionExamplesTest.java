package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.ValueId;
import dev.cvg.target.GpuTarget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Convergence control at cycle exits (ConvergentOperations.rst "Temporal Divergence at Cycle
 * Exit", "Controlled Maximal Convergence"), in named kernels: the verdicts are the spec's (the
 * first, second and fourth kernels are the golden file {@code token-region-temporal.ll} and
 * {@code token-chain.ll} of {@code tests}, whose oracle tests show the divergence the spec
 * predicts); the reference twin ({@link NaiveTokenRules}) must give them and the fast analysis
 * the twin's whole answer. LLVM 22 mode has no token rules: every use outside the loop is
 * temporally divergent and a ballot stays uniform.
 */
class TokenRegionExamplesTest {
  private static final UniformityOptions SPEC = UniformityOptions.defaults();
  private static final UniformityOptions LLVM22 = UniformityOptions.llvm22();

  private static final String DECLS = """
      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1
      declare i32 @llvm.amdgcn.ballot.i32(i1) #1
      declare token @llvm.experimental.convergence.entry() #1
      declare token @llvm.experimental.convergence.anchor() #1
      declare token @llvm.experimental.convergence.loop() #1
      attributes #0 = { convergent }
      attributes #1 = { convergent nounwind }
      """;

  /** A loop with a divergent exit whose heart {@code %tok} is used after the loop in {@code body}. */
  private static String loopWithHeart(String name, String body) {
    return "target triple = \"amdgcn--\"\n"
        + "define amdgpu_kernel void @" + name + "(ptr addrspace(1) %out, i32 %n) #0 {\n" + """
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %anchor = call token @llvm.experimental.convergence.anchor()
          br label %H
        H:
          %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
          %tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %tid
          br i1 %c, label %H, label %X
        """ + body + "}\n" + DECLS;
  }

  /** The spec's case: a use of {@code %i.next} in {@code %tok}'s region is not temporally divergent. */
  @Test
  void useInsideTheRegionOfALoopHeartIsUniform() {
    Module m = TwinCheck.parse(loopWithHeart("token_region", """
        X:
          %in.region = add i32 %i.next, 1
          %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
          %after = add i32 %i.next, 2
          ret void
        """));
    TwinCheck.check(m, "token_region", SPEC, List.of("after"), List.of("i.next", "in.region", "r"));
    TwinCheck.check(m, "token_region", LLVM22, List.of("in.region", "after"), List.of("i.next", "r"));
  }

  /** A value computed in the region is uniform only per iteration group: past the region it diverges. */
  @Test
  void valueOfTheRegionUsedPastItIsDivergent() {
    Module m = TwinCheck.parse(loopWithHeart("past_region", """
        X:
          %in.region = add i32 %i.next, 1
          %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
          %w = add i32 %r, %in.region
          ret void
        """));
    TwinCheck.check(m, "past_region", SPEC, List.of("w"), List.of("in.region", "r"));
    TwinCheck.check(m, "past_region", LLVM22, List.of("in.region", "w"), List.of("r"));
  }

  /** X reaches Y's use of {@code %tok}; Z reaches none. */
  private static final String REGIONS = """
      X:
        %x = phi i32 [ %i.next, %H ]
        %odd = icmp eq i32 %x, 3
        br i1 %odd, label %Y, label %Z
      Y:
        %y = add i32 %i.next, 1
        %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %y) [ "convergencectrl"(token %tok) ]
        br label %Z
      Z:
        %rp = phi i32 [ %r, %Y ], [ 0, %X ]
        %z = add i32 %i.next, 2
        ret void
      """;

  /**
   * The region spans blocks: X reaches the use of {@code %tok} in Y, so the exit phi {@code %x}
   * and everything X computes from it are uniform (and so is X's branch); Z reaches no use, so
   * {@code %z} is temporally divergent, and the phi {@code %rp} merging Y's readfirstlane with X's
   * constant reads values of different iteration groups.
   */
  @Test
  void regionReachesAUseInALaterBlock() {
    Module m = TwinCheck.parse(loopWithHeart("regions", REGIONS));
    TwinCheck.check(m, "regions", SPEC, List.of("rp", "z"), List.of("x", "odd", "y", "r"));
    TwinCheck.check(m, "regions", LLVM22, List.of("x", "odd", "y", "rp", "z"), List.of("r"));
  }

  /**
   * A region of several blocks: X reaches the use in Y only through W, so X is in the region
   * through W (the backward search from the use), and both {@code %x} and {@code %w} are uniform.
   */
  @Test
  void regionThroughSeveralBlocks() {
    Module m = TwinCheck.parse(loopWithHeart("longer_region", """
        X:
          %x = phi i32 [ %i.next, %H ]
          br label %W
        W:
          %w = add i32 %i.next, 3
          br label %Y
        Y:
          %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %w) [ "convergencectrl"(token %tok) ]
          ret void
        """));
    TwinCheck.check(m, "longer_region", SPEC, List.of(), List.of("x", "w", "r"));
    TwinCheck.check(m, "longer_region", LLVM22, List.of("x", "w"), List.of("r"));
  }

  /**
   * An exit also reached from the entry is not dominated by the heart, so it is outside every
   * region of {@code %tok}: the exit phi reading {@code %i.next} is temporally divergent.
   */
  @Test
  void exitNotDominatedByTheHeartIsOutsideItsRegion() {
    Module m = TwinCheck.parse("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @outside(ptr addrspace(1) %out, i32 %n) #0 {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %anchor = call token @llvm.experimental.convergence.anchor()
          %skip = icmp eq i32 %n, 0
          br i1 %skip, label %X, label %H
        H:
          %i = phi i32 [ 0, %entry ], [ %i.next, %H ]
          %tok = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %anchor) ]
          %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %i) [ "convergencectrl"(token %tok) ]
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %tid
          br i1 %c, label %H, label %X
        X:
          %x = phi i32 [ %i.next, %H ], [ 0, %entry ]
          ret void
        }
        """ + DECLS);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "outside", o, List.of("x"), List.of("i", "i.next", "r"));
    }
  }

  /**
   * The same kernel, use by use ({@link UniformityInfo#isDivergentUse}): {@code %i.next} read in
   * the region (by the exit phi {@code %x} and by {@code %y}) is a uniform use, read past it (by
   * {@code %z}) a temporally divergent one, and the readfirstlane's result read past the region
   * (by {@code %rp}) a divergent one although the readfirstlane itself is uniform. LLVM 22 mode
   * exempts nothing.
   */
  @Test
  void usesInAndPastTheRegion() {
    Module m = TwinCheck.parse(loopWithHeart("regions", REGIONS));
    Function f = m.definitions().get(0);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      UniformityInfo u = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), o);
      boolean exempt = o.tokenRegions();
      ValueId next = TwinCheck.inst(f, "i.next").id().value();
      ValueId r = TwinCheck.inst(f, "r").id().value();
      assertEquals(!exempt, u.isDivergentUse(TwinCheck.inst(f, "x").id(), next), o + ": %x reads %i.next");
      assertEquals(!exempt, u.isDivergentUse(TwinCheck.inst(f, "y").id(), next), o + ": %y reads %i.next");
      assertEquals(true, u.isDivergentUse(TwinCheck.inst(f, "z").id(), next), o + ": %z reads %i.next");
      assertEquals(exempt, u.isDivergentUse(TwinCheck.inst(f, "rp").id(), r), o + ": %rp reads %r");
      assertEquals(false, u.isDivergent(TwinCheck.inst(f, "r").id()), o + ": %r itself");
    }
  }

  private static final String CHAIN = """
      target triple = "amdgcn--"
      define amdgpu_kernel void @chain(ptr addrspace(1) %out) #0 {
      entry:
        %e = call token @llvm.experimental.convergence.entry()
        %tid = call i32 @llvm.amdgcn.workitem.id.x()
        br label %H1
      H1:
        %i = phi i32 [ 0, %entry ], [ %i1, %H1 ]
        %t1 = call token @llvm.experimental.convergence.anchor()
        %i1 = add i32 %i, 1
        %c = icmp slt i32 %i1, LIMIT1
        br i1 %c, label %H1, label %H2
      H2:
        %j = phi i32 [ 0, %H1 ], [ %j1, %H2 ]
        %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
        %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2) ]
        %j1 = add i32 %j, 1
        %d = icmp slt i32 %j1, LIMIT2
        br i1 %d, label %H2, label %X
      X:
        %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
        store i32 %b, ptr addrspace(1) %p, align 4
        ret void
      }
      """ + DECLS;

  /**
   * The ballot's token chain {@code %t2 -> %t1} leaves H1: when H1 exits divergently the threads
   * at the ballot form one group per iteration left, each with its own mask (token-chain.ll).
   */
  @Test
  void ballotWhoseChainEscapesADivergentlyLeftLoopIsDivergent() {
    Module m = TwinCheck.parse(CHAIN.replace("LIMIT1", "%tid").replace("LIMIT2", "2"));
    TwinCheck.check(m, "chain", SPEC, List.of("b"), List.of("j1"));
    TwinCheck.check(m, "chain", LLVM22, List.of(), List.of("b", "j1"));
  }

  /**
   * Only a loop the chain escapes counts: H2 itself exiting divergently leaves the ballot, which
   * runs inside H2 under its heart, uniform (every thread left H1 on the same iteration).
   */
  @Test
  void ballotInsideTheDivergentlyLeftLoopOfItsOwnHeartStaysUniform() {
    Module m = TwinCheck.parse(CHAIN.replace("LIMIT1", "4").replace("LIMIT2", "%tid"));
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "chain", o, List.of(), List.of("b", "i1", "j1"));
    }
  }

  /**
   * H1 = {A, B} is entered at both A and B by the divergent branch of the entry, so it is not
   * m-converged (spec "Diverged Paths reaching a Cycle") and threads leave it out of step though
   * its exit branch is uniform: the ballot whose chain escapes it through the anchor {@code %t1}
   * is divergent (with {@link UniformityOptions#temporalInsideAssumed()}).
   */
  @Test
  void ballotWhoseChainEscapesACycleThatIsNotMConvergedIsDivergent() {
    Module m = TwinCheck.parse("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @assumed(ptr addrspace(1) %out, i32 %n) #0 {
        entry:
          %e = call token @llvm.experimental.convergence.entry()
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = icmp eq i32 %n, 0
          %odd = trunc i32 %tid to i1
          br i1 %odd, label %A, label %B
        A:
          %t1 = call token @llvm.experimental.convergence.anchor()
          %a = add i32 %n, 1
          br i1 %u, label %B, label %H2
        B:
          br label %A
        H2:
          %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
          %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2) ]
          %more = icmp sgt i32 %n, 3
          br i1 %more, label %H2, label %X
        X:
          %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %b, ptr addrspace(1) %p, align 4
          ret void
        }
        """ + DECLS);
    TwinCheck.check(m, "assumed", SPEC, List.of("a", "b"), List.of("more"));
    TwinCheck.check(m, "assumed", LLVM22, List.of("a"), List.of("b", "more"));
  }
}
