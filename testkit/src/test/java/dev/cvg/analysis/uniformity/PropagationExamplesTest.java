package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Named kernels for the parts of {@link DivergencePropagation} the generated kernels of the
 * property tests never reach (found by PIT in session 12, docs/testing.md): custom uniformity
 * (an operation uniform exactly when its deciding operand is), divergent arguments of a
 * non-kernel function, the value of a divergent {@code callbr}, and a divergent branch in an
 * unreachable block. Each verdict is the spec's (or LLVM's, for the target's rules); where the
 * reference twin models the rule it must give the verdict and the fast analysis its whole
 * answer; the {@code callbr} value, which the twin does not model, is checked on the fast
 * analysis alone. Each test names the PIT mutants it kills.
 */
class PropagationExamplesTest {
  private static final UniformityOptions SPEC = UniformityOptions.defaults();
  private static final UniformityOptions LLVM22 = UniformityOptions.llvm22();
  private static final String PRELUDE = """
      target triple = "amdgcn--"
      declare i32 @llvm.amdgcn.workitem.id.x()
      declare i32 @llvm.amdgcn.permlane16.i32(i32, i32, i32, i32, i1, i1) #0
      attributes #0 = { convergent nounwind readnone }
      """;

  /**
   * {@code permlane16} is uniform when its source operand (argument 1) is, whatever the others
   * (upstream LLVM after 22, {@code uniform_intrinsic.ll}; the LLVM 22 rules do not have it): in
   * {@code %keep} only the old-value operand is divergent, in {@code %pass} the source is.
   * Kills {@code DivergencePropagation.isCustomUniform} returning false or true, its loop-bound
   * and operand-index mutants, the {@code !custom.isEmpty()} test of {@code markDivergent}, and
   * {@code isDivergentValue} returning false.
   */
  @Test
  void permlaneIsUniformExactlyWhenItsSourceIs() {
    Module m = TwinCheck.parse(PRELUDE + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %keep = call i32 @llvm.amdgcn.permlane16.i32(i32 %tid, i32 %n, i32 0, i32 0, i1 false, i1 false)
          %pass = call i32 @llvm.amdgcn.permlane16.i32(i32 %n, i32 %tid, i32 0, i32 0, i1 false, i1 false)
          %k1 = add i32 %keep, 1
          %p1 = add i32 %pass, 1
          ret void
        }
        """);
    TwinCheck.check(m, "k", SPEC, List.of("pass", "p1"), List.of("keep", "k1"));
  }

  /**
   * A custom-uniform operation past a cycle with a divergent exit reads the counter {@code %i},
   * uniform inside but temporally divergent outside (spec "Temporal Divergence at Cycle Exit"):
   * the operation is divergent even though its source operand is uniform where it is defined.
   * Kills the {@code !temporal} test of {@code DivergencePropagation.markDivergent} (custom
   * uniformity must not keep a temporally divergent use uniform).
   */
  @Test
  void permlaneOfATemporallyDivergentValueIsDivergent() {
    Module m = TwinCheck.parse(PRELUDE + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %H
        H:
          %i = phi i32 [ 0, %entry ], [ %i1, %H ]
          %i1 = add i32 %i, 1
          %d = icmp slt i32 %i1, %tid
          br i1 %d, label %H, label %X
        X:
          %p = call i32 @llvm.amdgcn.permlane16.i32(i32 %n, i32 %i1, i32 0, i32 0, i1 false, i1 false)
          ret void
        }
        """);
    TwinCheck.check(m, "k", SPEC, List.of("d", "p"), List.of("i", "i1"));
  }

  /**
   * A function that is not a kernel gets divergent arguments (AMDGPU: unless {@code inreg}):
   * {@code %x} and what is computed from it are divergent, the branch on it makes the join's phi
   * divergent; {@code %y} is {@code inreg}, uniform. Kills the removal of
   * {@code divergent.set} and of {@code pushUsers} for arguments in
   * {@code DivergencePropagation.seed}.
   */
  @Test
  void argumentsOfAFunctionThatIsNotAKernelAreDivergent() {
    Module m = TwinCheck.parse(PRELUDE + """
        define void @f(i32 %x, i32 inreg %y) {
        entry:
          %a = add i32 %x, 1
          %b = add i32 %y, 1
          %c = icmp slt i32 %a, %b
          br i1 %c, label %T, label %J
        T:
          br label %J
        J:
          %p = phi i32 [ 1, %T ], [ 2, %entry ]
          %q = phi i32 [ %b, %T ], [ %b, %entry ]
          ret void
        }
        """);
    Function f = m.definitions().get(0);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "f", o, List.of("a", "c", "p"), List.of("b", "q"));
      UniformityInfo u = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), o);
      assertEquals(List.of(true, false),
          f.params().stream().map(p -> u.isDivergent(p.id())).toList(), "%x divergent, %y uniform");
    }
  }

  /**
   * A divergent branch in a block no path from the entry reaches has no joins (LLVM skips it;
   * the spec's paths start at the entry): {@code %p} in J stays uniform. Kills the removal of the
   * {@code dom.isReachable} test of {@code DivergencePropagation.analyzeControlDivergence}.
   */
  @Test
  void divergentBranchInAnUnreachableBlockHasNoJoins() {
    Module m = TwinCheck.parse(PRELUDE + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %J
        U:
          %d = icmp slt i32 %tid, %n
          br i1 %d, label %V, label %J
        V:
          br label %J
        J:
          %p = phi i32 [ 0, %entry ], [ 1, %U ], [ 2, %V ]
          ret void
        }
        """);
    for (UniformityOptions o : List.of(SPEC, LLVM22)) {
      TwinCheck.check(m, "k", o, List.of("d"), List.of("p"));
    }
  }

  /**
   * The result of a {@code callbr} whose inline assembly writes a vector register is divergent
   * (LLVM {@code callbr.ll}); the analysis keeps a terminator's divergence in its block's bit, so
   * the value's users must read it there: the add in {@code cont}, the source operand of a
   * {@code permlane16}, and the phi of the join of the two targets are divergent. The
   * {@code callbr} sits in the entry block, block 0. Kills, in {@code DivergencePropagation},
   * the removal of {@code pushUsers} for a terminator with a result in {@code run}, the
   * {@code CallBr} case of {@code isDivergentValue} (and its {@code definingBlock >= 0} boundary:
   * block 0), and the join's phi.
   */
  @Test
  void valueOfADivergentCallbrIsDivergent() {
    Module m = TwinCheck.parse(PRELUDE + """
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %val = callbr i32 asm "v_mov_b32 $0, 42", "=v,!i"() to label %cont [label %other]
        cont:
          %a = add i32 %val, 1
          %pm = call i32 @llvm.amdgcn.permlane16.i32(i32 %n, i32 %val, i32 0, i32 0, i1 false, i1 false)
          %pu = call i32 @llvm.amdgcn.permlane16.i32(i32 %val, i32 %n, i32 0, i32 0, i1 false, i1 false)
          br label %J
        other:
          br label %J
        J:
          %p = phi i32 [ 1, %cont ], [ 2, %other ]
          %u = add i32 %n, 1
          ret void
        }
        """);
    Function f = m.definitions().get(0);
    UniformityInfo u = UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), SPEC);
    assertEquals(List.of("val", "a", "pm", "p"), marked(u, f, true, List.of("val", "a", "pm", "pu", "p", "u")));
  }

  /** Returns those of {@code names} whose mark in {@code u} is {@code divergent}. */
  private static List<String> marked(UniformityInfo u, Function f, boolean divergent, List<String> names) {
    List<String> out = new ArrayList<>();
    for (String name : names) {
      if (u.isDivergent(TwinCheck.inst(f, name).id()) == divergent) {
        out.add(name);
      }
    }
    return out;
  }
}
