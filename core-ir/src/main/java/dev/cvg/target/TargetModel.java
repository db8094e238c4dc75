package dev.cvg.target;

import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Param;
import java.util.List;
import java.util.Optional;

/**
 * The one place that decides, per callee or instruction, whether it is a source of divergence,
 * always uniform, or convergent, and which {@link Intrinsic} meaning the oracle gives it. The
 * uniformity analysis, the convergence verifier and the oracle all ask the same model.
 */
public interface TargetModel {

  /**
   * Returns a short name ({@code generic-gpu}, {@code amdgcn}, {@code nvptx}).
   *
   * @return the name
   */
  String name();

  /**
   * Returns whether branches can diverge at all; when false the uniformity analysis reports
   * everything uniform (LLVM's {@code ALL VALUES UNIFORM} for non-GPU triples).
   *
   * @return whether branches can diverge
   */
  boolean hasBranchDivergence();

  /**
   * Returns whether branches in {@code f} can diverge; false also for functions known to run
   * on a single lane (AMDGPU {@code "amdgpu-flat-work-group-size"="1,1"}).
   *
   * @param m the module defining {@code f}
   * @param f a function
   * @return whether branches in {@code f} can diverge
   */
  default boolean hasBranchDivergence(Module m, Function f) {
    return hasBranchDivergence();
  }

  /**
   * Returns the meaning of calls to {@code callee} (name with {@code @}), if known.
   *
   * @param callee the callee's name, with {@code @}
   * @return its meaning, or empty for an unknown callee
   */
  Optional<Intrinsic> intrinsic(String callee);

  /**
   * Returns whether {@code f} is a kernel entry point (its arguments are uniform).
   *
   * @param f a function
   * @return whether it is a kernel
   */
  boolean isKernel(Function f);

  /**
   * Returns whether parameter {@code p} of {@code f} may differ between threads.
   *
   * @param m the module defining {@code f}
   * @param f a function
   * @param p one of its parameters
   * @return whether {@code p} may be divergent on entry
   */
  boolean isDivergentArgument(Module m, Function f, Param p);

  /**
   * Returns whether {@code inst} always produces a divergent value (thread ids, atomics, unknown
   * calls).
   *
   * @param m the module defining {@code f}
   * @param f the function holding {@code inst}
   * @param inst an instruction
   * @return whether it is a divergence source
   */
  boolean isDivergenceSource(Module m, Function f, Inst inst);

  /**
   * Returns whether {@code inst}'s result is uniform whatever its operands (VT.3).
   *
   * @param m the module defining {@code f}
   * @param f the function holding {@code inst}
   * @param inst an instruction
   * @return whether its result is always uniform
   */
  boolean isAlwaysUniform(Module m, Function f, Inst inst);

  /**
   * Returns whether {@code call} is a convergent operation: its site or its callee's
   * declaration is {@code convergent} (and the site is not {@code noconvergent}), or the
   * callee is a convergent {@link Intrinsic}.
   *
   * @param m the module holding the call
   * @param call a call site
   * @return whether it is convergent
   */
  boolean isConvergent(Module m, CallSite call);

  /**
   * Returns whether the function {@code call} reaches is convergent, whatever the call site's own
   * attributes say: the callee's definition or declaration (an intrinsic by LLVM's own
   * definition), or for an indirect call the call site. What an unknown callee computes depends
   * on this, not on the call site ({@code convergent} on a call of a non-convergent function may
   * be dropped, ConvergentOperations.rst, "Inferring non-convergence").
   *
   * @param m the module holding the call
   * @param call a call site
   * @return whether the callee is convergent
   */
  default boolean isConvergentCallee(Module m, CallSite call) {
    return isConvergent(m, call);
  }

  /**
   * Returns the argument positions whose uniformity alone decides the uniformity of
   * {@code inst}'s result ("custom" uniformity: a lane permutation of a uniform value is
   * uniform even if the lane selectors diverge), or empty when the default rule applies (the
   * result is divergent if any operand is).
   *
   * @param m the module defining {@code f}
   * @param f the function holding {@code inst}
   * @param inst an instruction
   * @return the deciding argument positions, or empty
   */
  default Optional<List<Integer>> uniformityDecidingArguments(Module m, Function f, Inst inst) {
    return Optional.empty();
  }

  /**
   * Returns whether an instruction with opcode {@code op} can ever be a divergence source,
   * always uniform or have uniformity-deciding arguments under this target: {@code false} only
   * if {@link #isDivergenceSource}, {@link #isAlwaysUniform} and
   * {@link #uniformityDecidingArguments} answer false, false and empty for every such
   * instruction, so an analysis may skip reading it. The default is {@code true} (no promise).
   *
   * @param op an opcode
   * @return whether the analysis must read instructions with this opcode
   */
  default boolean mayClassify(Opcode op) {
    return true;
  }

  /**
   * Returns whether an instruction with opcode {@code op} can be a divergence source, always
   * uniform or have uniformity-deciding arguments only if one of its operands is the result of a
   * {@code call} instruction: {@code true} promises that {@link #isDivergenceSource},
   * {@link #isAlwaysUniform} and {@link #uniformityDecidingArguments} answer false, false and
   * empty for every such instruction without a call result among its operands, so an analysis
   * may skip reading those. The default is {@code false} (no promise).
   *
   * @param op an opcode
   * @return whether only instructions with a call operand need reading
   */
  default boolean needsCallOperand(Opcode op) {
    return false;
  }

  /**
   * Returns the intrinsic meaning of {@code call}'s direct callee, if any.
   *
   * @param call a call site
   * @return the meaning of its callee, or empty
   */
  default Optional<Intrinsic> intrinsic(CallSite call) {
    return call.calleeName().flatMap(this::intrinsic);
  }
}
