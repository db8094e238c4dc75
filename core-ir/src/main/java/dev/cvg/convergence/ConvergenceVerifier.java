package dev.cvg.convergence;

import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Block;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;

/**
 * Checks the static rules of convergence control: the "Static Rules" of
 * {@code ConvergentOperations.rst} and the rules stated on each control intrinsic, exactly as
 * LLVM 22's convergence verifier implements them (same rules, same check order, same messages
 * followed by the same printed instructions, cycles and blocks).
 *
 * <p>Per function with a body, in two phases, as LLVM runs them:
 * <ol>
 *   <li>Phase 1 of 2, per instruction in layout order: {@link BundleRules} (bundle shape) and
 *       {@link OperationRules} (entry/anchor/loop placement and operands, no mixing of
 *       controlled and uncontrolled convergence);
 *   <li>Phase 2 of 2, only if phase 1 left the function in controlled mode: {@link TokenWalk}
 *       (tokens dominate their uses, regions are well nested) with {@link CycleRules} (uses
 *       inside cycles are hearts, hearts sit in the header of a reducible cycle, one per cycle).
 * </ol>
 * A function in which some block lacks a terminator is skipped, as LLVM skips it; the
 * {@link dev.cvg.ir.verify.IrVerifier} reports that. Run the IR verifier first: phase 2 assumes
 * SSA dominance of non-token values is not this checker's concern.
 */
public final class ConvergenceVerifier {
  private ConvergenceVerifier() {}

  /**
   * Returns every violation in {@code module}, functions in module order; empty if none.
   *
   * @param module the module to check
   * @param target the target model, which names the control intrinsics
   * @return the violations
   */
  public static List<Diagnostic> verify(Module module, TargetModel target) {
    List<Diagnostic> out = new ArrayList<>();
    for (Function f : module.definitions()) {
      out.addAll(verify(module, f, target));
    }
    return List.copyOf(out);
  }

  /**
   * Returns every violation in {@code function}, a definition of {@code module}.
   *
   * @param module the module defining {@code function}
   * @param function a function with a body
   * @param target the target model, which names the control intrinsics
   * @return the violations
   */
  public static List<Diagnostic> verify(Module module, Function function, TargetModel target) {
    if (function.isDeclaration() || !wellShaped(function)) {
      return List.of();
    }
    ConvergenceContext cx = ConvergenceContext.of(module, function, target);
    OperationRules operations = new OperationRules(cx);
    for (int b = 0; b < cx.index().blockCount(); b++) {
      operations.enterBlock();
      for (Inst inst : cx.index().block(b).insts()) {
        operations.visit(inst, b == 0);
      }
    }
    if (operations.sawTokens()) {
      TokenWalk.run(cx, operations.tokens());
    }
    return cx.report().diagnostics();
  }

  /** Returns whether every block ends in a terminator (LLVM verifies nothing else otherwise). */
  private static boolean wellShaped(Function function) {
    for (Block b : function.blocks()) {
      if (b.terminator().isEmpty()) {
        return false;
      }
    }
    return !function.blocks().isEmpty();
  }
}
