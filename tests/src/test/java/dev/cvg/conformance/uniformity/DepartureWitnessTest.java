package dev.cvg.conformance.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.ValueId;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.cli.run.RunCommand;
import dev.cvg.cli.run.RunOptions;
import dev.cvg.cli.run.RunReport;
import dev.cvg.target.TargetModel;
import dev.cvg.target.TargetRules;
import dev.cvg.target.Targets;
import dev.cvg.testkit.Llvm22;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * One test per place where cvg's default uniformity answer departs from LLVM 22's by marking
 * divergent a value LLVM 22 calls uniform (docs/uniformity.md, "Differences from LLVM 22"), each
 * with a live witness: an oracle run (thread count, explicit {@code --args}, cycle hierarchy) in
 * which converged threads compute different values of it. Each test checks three things:
 *
 * <ol>
 *   <li>LLVM 22's answer: {@link UniformityOptions#llvm22()} with {@link TargetRules#LLVM_22}
 *       (which equals opt-22 on the differential suite) calls the value uniform, and so does
 *       opt-22 itself where it is installed;
 *   <li>cvg's default answer marks it divergent;
 *   <li>the oracle run finishes and shows the value divergent at some converged group.
 * </ol>
 *
 * <p>A departure that adds divergence without such a run is imprecision, not a refuted claim;
 * the ones without a witness are named in docs/uniformity.md.
 */
class DepartureWitnessTest {
  static final Path CORPUS = Path.of("src/test/resources/conformance/llvm/Analysis/UniformityAnalysis");
  static final Path GOLDEN = Path.of("src/test/resources/golden/uniformity");

  private static final String AMDGPU = """
      target triple = "amdgcn--"
      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i32 @llvm.amdgcn.ballot.i32(i1) #0
      attributes #0 = { convergent nounwind readnone }
      """;

  // ---- exitPhiJoins: LLVM 22 marks only exit phis reading values defined in the cycle ----

  /** Thread 0 leaves through %body with 1, thread 1 through %loop with 0 ({@code %n = 2}). */
  @Test
  void exitPhiJoinsDivergentCycleExitPhi() throws IOException {
    Witness w = Witness.file(CORPUS.resolve("AMDGPU/divergent-cycle-exit-phi.ll"), "divergent_cycle_exit_phi", "acc");
    w.check(2, List.of("2"), "llvm");
  }

  /** The exit edge leaves both cycles: thread 0 with 1 from the inner body, thread 1 with 0. */
  @Test
  void exitPhiJoinsNestedCycleExitPhi() throws IOException {
    Witness w = Witness.file(CORPUS.resolve("AMDGPU/divergent-cycle-exit-phi.ll"), "nested_cycle_exit_phi", "acc");
    w.check(2, List.of(), "llvm");
  }

  /** The "BUG:" of LLVM's own test: thread 0 reaches %exit from %body (1), thread 1 from %loop (0). */
  @Test
  void exitPhiJoinsConstantPhiAtCycleExit() throws IOException {
    Witness w = Witness.file(CORPUS.resolve("AMDGPU/divergent-cycle-exit-join.ll"), "constant_phi_at_cycle_exit",
        "exit.phi");
    w.check(2, List.of("buf"), "llvm");
  }

  // ---- headerBranchExits: LLVM 22 never visits a branch that heads a reducible cycle ----

  /** Thread 0 leaves at X in iteration 4, thread 5 in iteration 7: {@code %z} is 4 and 7. */
  @Test
  void headerBranchExitsLoopCounterAfterTheLoop() {
    Witness w = Witness.text(AMDGPU + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
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
        }
        """, "k", "z");
    w.check(6, List.of("buf", "0"), "llvm");
  }

  // ---- temporalInsideAssumed: LLVM 22 skips temporal divergence in and out of assumed cycles ----

  /**
   * Odd threads enter the irreducible cycle {P, Q} at P, even ones at Q; each leaves when its
   * counter reaches its id, so the ballot read at X holds the threads still inside, and differs.
   */
  @Test
  void temporalInsideAssumedBallotReadAfterAnAssumedCycle() {
    Witness w = Witness.text(AMDGPU + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
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
        }
        """, "k", "y");
    w.check(4, List.of("buf", "0"), "llvm");
  }

  /**
   * No divergent branch leaves {P, Q} (its exit condition is uniform), but odd threads entered at
   * P and even ones at Q: they run Q's ballot out of step and read different masks at X.
   */
  @Test
  void temporalInsideAssumedCycleEnteredOutOfStepWithAUniformExit() {
    Witness w = Witness.text(AMDGPU + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
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
        }
        """, "k", "y");
    w.check(8, List.of("buf", "0"), "textual");
  }

  /**
   * A use inside the assumed cycle of a value defined in it: LLVM 22's hierarchy heads the
   * irreducible cycle {A, D, U, B} at A and sees no cycle inside it, so the ballot's use in U is
   * uniform. The hierarchy headed by B (textual successor order; the spec lets either entry head
   * it) has the child cycle {A, D}, which thread t leaves in its iteration max(1, t): converged at
   * U, the threads read the masks of different iterations of D.
   */
  @Test
  void temporalInsideAssumedUseOfABallotInsideTheAssumedCycle() {
    Witness w = Witness.text(AMDGPU + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %odd = trunc i32 %tid to i1
          br i1 %odd, label %B, label %A
        A:
          %i = phi i32 [ 0, %entry ], [ %i.next, %D ], [ 0, %B ]
          br label %D
        D:
          %ballot = call i32 @llvm.amdgcn.ballot.i32(i1 true)
          %i.next = add i32 %i, 1
          %more = icmp ult i32 %i.next, %tid
          br i1 %more, label %A, label %U
        U:
          %y = add i32 %ballot, 0
          %a = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
          store i32 %y, ptr addrspace(1) %a, align 4
          br label %B
        B:
          %back = phi i1 [ false, %entry ], [ true, %U ]
          br i1 %back, label %exit, label %A
        exit:
          ret void
        }
        """, "k", "ballot");
    w.checkUse("y", 4, List.of("buf"), "textual");
  }

  // ---- exitedCycleByContainment: LLVM 22 climbs only while the cycle is deeper than the exit ----

  /**
   * The golden {@code exited-cycle-containment.ll} with a branch in A2 that depends on A1's
   * counter (thread t leaves in A1's iteration t + 1), so that every thread leaves: X, a block
   * of another cycle, reads %v1 from different iterations of A1.
   */
  @Test
  void exitedCycleByContainmentExitIntoASiblingCycle() {
    Witness w = Witness.text(AMDGPU + """
        define amdgpu_kernel void @exit_into_sibling_cycle(i1 %u, i1 %u2) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %A1
        A1:
          %v = phi i32 [ 0, %entry ], [ %v1, %A1.latch ]
          %v1 = add i32 %v, 1
          br label %A2
        A2:
          %div = icmp ult i32 %tid, %v1
          br i1 %div, label %X, label %A2.latch
        A2.latch:
          br i1 %u, label %A2, label %A1.latch
        A1.latch:
          br label %A1
        X:
          %use = add i32 %v1, 5
          br i1 %u2, label %X, label %end
        end:
          ret void
        }
        """, "exit_into_sibling_cycle", "use");
    w.check(4, List.of("0", "0"), "llvm");
  }

  // ---- tokenRegions: an always-uniform operation whose token chain escapes a divergently left cycle ----

  /**
   * The golden {@code token-chain.ll}'s {@code @chain_divergent_exit} with the ballot read in X
   * by a value: thread t leaves H1 in iteration max(1, t), the ballots of H2 are taken per
   * iteration left (one group each, its own mask), and X, uncontrolled, reads the different masks.
   */
  @Test
  void tokenRegionsBallotThroughATokenChainOutOfADivergentlyLeftCycle() {
    Witness w = Witness.text("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @chain_divergent_exit(ptr addrspace(1) %out) #0 {
        entry:
          %e = call token @llvm.experimental.convergence.entry()
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %H1
        H1:
          %i = phi i32 [ 0, %entry ], [ %i1, %H1 ]
          %t1 = call token @llvm.experimental.convergence.anchor()
          %i1 = add i32 %i, 1
          %c = icmp slt i32 %i1, %tid
          br i1 %c, label %H1, label %H2
        H2:
          %j = phi i32 [ 0, %H1 ], [ %j1, %H2 ]
          %t2 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t1) ]
          %b = call i32 @llvm.amdgcn.ballot.i32(i1 true) [ "convergencectrl"(token %t2) ]
          %j1 = add i32 %j, 1
          %d = icmp slt i32 %j1, 2
          br i1 %d, label %H2, label %X
        X:
          %y = add i32 %b, 0
          ret void
        }
        declare token @llvm.experimental.convergence.entry()
        declare token @llvm.experimental.convergence.anchor()
        declare token @llvm.experimental.convergence.loop()
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.amdgcn.ballot.i32(i1)
        attributes #0 = { convergent }
        """, "chain_divergent_exit", "y");
    w.check(4, List.of("buf"), "llvm");
  }

  /**
   * The readfirstlane is uniform within each iteration's group of the token {@code %tok}, but
   * {@code %w}, past the token's region, sees the groups converged again: threads that left on
   * different iterations read different lanes' values (UniformityCounterexamplesTest
   * .valueOfATokenRegionUsedPastIt, whose {@code %w} LLVM 22 marks divergent for another reason).
   */
  @Test
  void tokenRegionsReadfirstlaneUsedPastItsTokenRegion() {
    Witness w = Witness.text("""
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
          %c = icmp slt i32 %i.next, %tid
          br i1 %c, label %H, label %X
        X:
          %in.region = add i32 %i.next, 1
          %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %in.region) [ "convergencectrl"(token %tok) ]
          %w = add i32 %r, 1
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #0
        declare token @llvm.experimental.convergence.anchor() #0
        declare token @llvm.experimental.convergence.loop() #0
        attributes #0 = { convergent nounwind }
        """, "kernel", "w");
    w.check(4, List.of("buf"), "llvm");
  }

  // ---- specDivergedEntry: LLVM 22 stops at a reducible smallest cycle ----

  /**
   * {L, R} is irreducible (both entered from %entry) and L is also a reducible self loop. L's
   * divergent branch has L as a join through L -> L and L -> R -> L, whose path passes R, an entry
   * of the closed path (spec "Diverged Entry Criterion"). LLVM's DFS makes R the header, so the
   * self loop is a child cycle and LLVM 22 stops there; the textual DFS makes L the header of
   * {L, R}, and thread 2 repeating L runs converged with threads 0 and 1 coming back through R:
   * %i is 1 in one and 0 in the others.
   */
  @Test
  void specDivergedEntrySelfLoopHeadedByAnEntryOfTheIrreducibleCycle() {
    Witness w = Witness.text(AMDGPU + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = icmp eq i32 %n, 0
          br i1 %u, label %L, label %R
        L:
          %i = phi i32 [ 0, %entry ], [ %i.next, %L ], [ 0, %R ]
          %round = phi i32 [ 0, %entry ], [ %round, %L ], [ %round.next, %R ]
          %i.next = add i32 %i, 1
          %more = icmp ult i32 %i.next, %tid
          br i1 %more, label %L, label %R
        R:
          %round.r = phi i32 [ 0, %entry ], [ %round, %L ]
          %round.next = add i32 %round.r, 1
          %again = icmp ult i32 %round.next, 3
          br i1 %again, label %L, label %exit
        exit:
          ret void
        }
        """, "k", "i");
    w.check(3, List.of("buf", "0"), "textual");
  }

  // ---- TargetRules.UPSTREAM: NVPTX allocas are divergence sources ----

  /** Every thread's alloca is its own object, so the address (as an integer) differs per thread. */
  @Test
  void upstreamRulesNvptxAllocaIsDivergent() {
    Witness w = Witness.text("""
        target triple = "nvptx64-nvidia-cuda"
        define ptx_kernel void @k(ptr %out) {
        entry:
          %a = alloca i32, align 4
          store i32 1, ptr %a, align 4
          %addr = ptrtoint ptr %a to i64
          ret void
        }
        """, "k", "addr");
    w.check(2, List.of("buf"), "llvm");
  }

  /**
   * A value, LLVM 22's answer and cvg's for it, and the means to run the oracle on it.
   *
   * @param module the parsed module
   * @param text its text (for opt-22)
   * @param function the function holding the value
   * @param value the value's name, without {@code %}
   */
  record Witness(Module module, String text, Function function, String value) {
    static Witness file(Path p, String function, String value) throws IOException {
      return text(Files.readString(p), p.getFileName().toString(), function, value);
    }

    static Witness text(String text, String function, String value) {
      return text(text, "witness.ll", function, value);
    }

    private static Witness text(String text, String file, String function, String value) {
      try {
        return of(IrParser.parse(text, file), text, function, value);
      } catch (ParseException e) {
        throw new AssertionError(file + " does not parse: " + e.getMessage(), e);
      }
    }

    private static Witness of(Module m, String text, String function, String value) {
      Function f = m.function(function).orElseThrow(() -> new AssertionError("no function @" + function));
      return new Witness(m, text, f, value);
    }

    ValueId id() {
      return named(value).id().value();
    }

    /** The instruction whose result is {@code %name}. */
    Inst named(String name) {
      for (var b : function.blocks()) {
        for (Inst i : b.insts()) {
          if (i.hasResult() && function.nameOf(i.id().value()).equals(Optional.of(name))) {
            return i;
          }
        }
      }
      throw new AssertionError("@" + function.name() + " has no %" + name);
    }

    /** Whether the analysis with {@code rules} and {@code options} marks the value divergent. */
    boolean divergent(TargetRules rules, UniformityOptions options) {
      TargetModel t = Targets.forModule(module, Optional.empty(), "", rules);
      return UniformityInfo.of(module, function, t, SuccessorOrder.llvm(), options).isDivergent(id());
    }

    /**
     * Checks LLVM 22's answer (cvg's LLVM 22 mode, and opt-22 where installed), cvg's, and the
     * witness run: {@code threads} threads, {@code args} as for {@code cvg run --args},
     * {@code hierarchy} as for {@code --hierarchy}.
     */
    void check(int threads, List<String> args, String hierarchy) {
      String v = "%" + value;
      assertFalse(divergent(TargetRules.LLVM_22, UniformityOptions.llvm22()),
          v + ": cvg's LLVM 22 mode marks it divergent, so this is no departure");
      assertTrue(divergent(TargetRules.UPSTREAM, UniformityOptions.defaults()),
          v + ": cvg's default answer no longer marks it divergent");
      assertFalse(opt22MarksDivergent(), v + ": opt-22 marks it divergent");
      RunReport r = run(threads, args, hierarchy);
      Optional<Boolean> uniform = r.uniform().stream().filter(u -> u.name().equals(v)).findFirst()
          .orElseThrow(() -> new AssertionError(witness(threads, args, hierarchy) + " reports no " + v)).uniform();
      assertEquals(Optional.of(false), uniform, witness(threads, args, hierarchy) + ": " + v
          + " is not divergent at any converged group\n" + r.toText());
    }

    /**
     * Checks a divergent use of the value by {@code %user} instead of a divergent value: LLVM 22
     * calls the value uniform (its mode, and opt-22 where installed) and the use too (its mode),
     * cvg's default answer calls the use divergent, and the run shows converged threads reading
     * different values of it there (the run's list of temporal divergence).
     */
    void checkUse(String user, int threads, List<String> args, String hierarchy) {
      String v = "%" + value;
      String u = "%" + user;
      assertFalse(divergent(TargetRules.LLVM_22, UniformityOptions.llvm22()), v + ": LLVM 22 marks the value divergent");
      assertFalse(divergentUse(user, TargetRules.LLVM_22, UniformityOptions.llvm22()),
          u + ": cvg's LLVM 22 mode calls the use divergent, so this is no departure");
      assertTrue(divergentUse(user, TargetRules.UPSTREAM, UniformityOptions.defaults()),
          u + ": cvg's default answer no longer calls the use divergent");
      assertFalse(opt22MarksDivergent(), v + ": opt-22 marks it divergent");
      RunReport r = run(threads, args, hierarchy);
      assertTrue(r.temporalDivergence().contains(new RunReport.DivergentUse(v, u)), witness(threads, args, hierarchy)
          + ": no converged threads read different values of " + v + " at " + u + "\n" + r.toText());
    }

    /** Whether the analysis with {@code rules} and {@code options} calls the use of the value by {@code %user} divergent. */
    private boolean divergentUse(String user, TargetRules rules, UniformityOptions options) {
      TargetModel t = Targets.forModule(module, Optional.empty(), "", rules);
      return UniformityInfo.of(module, function, t, SuccessorOrder.llvm(), options)
          .isDivergentUse(named(user).id(), id());
    }

    /** Whether opt-22 marks the value divergent; false where opt-22 is not installed (and not required). */
    private boolean opt22MarksDivergent() {
      if (!Llvm22.available(OptUniformity.TOOL) && !Llvm22.required()) {
        return false;
      }
      try {
        String out = OptUniformity.run(text, module.triple().orElse("amdgcn--"));
        return DepartureWitnessTest.opt22MarksDivergent(out, function.name(), value);
      } catch (IOException e) {
        throw new AssertionError(e.getMessage(), e);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError(e);
      }
    }

    /** The oracle run, which must finish. */
    private RunReport run(int threads, List<String> args, String hierarchy) {
      RunOptions o = RunOptions.defaults().withFunction(function.name()).withThreads(threads).withArgs(args)
          .withHierarchy(hierarchy);
      RunReport r = RunCommand.execute(module, o);
      assertTrue(r.ok(), witness(threads, args, hierarchy) + " did not finish: " + r.reason().orElse(""));
      return r;
    }

    private String witness(int threads, List<String> args, String hierarchy) {
      return "cvg run --function " + function.name() + " --threads " + threads + " --args "
          + String.join(",", args) + " --hierarchy " + hierarchy;
    }
  }

  /** Whether opt-22's {@code print<uniformity>} output marks {@code %value} of {@code function} divergent. */
  static boolean opt22MarksDivergent(String out, String function, String value) {
    String header = "UniformityInfo for function '" + function + "':";
    int at = out.indexOf(header);
    assertTrue(at >= 0, "opt-22 printed nothing for @" + function + ":\n" + out);
    int end = out.indexOf("UniformityInfo for function '", at + header.length());
    String section = out.substring(at, end < 0 ? out.length() : end);
    return section.lines().anyMatch(l -> l.strip().startsWith("DIVERGENT:")
        && l.strip().substring("DIVERGENT:".length()).strip().startsWith("%" + value + " = "));
  }
}
