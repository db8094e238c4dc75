package dev.cvg.ir.verify;

import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Checks that a module is well-formed SSA IR: the structural rules LLVM's verifier and parser
 * enforce, with LLVM's wording, collecting every error instead of stopping at the first.
 *
 * <p>Rule families, one class each, run per function in this order:
 * <ol>
 *   <li>{@link SignatureRules} (every function, declarations included);
 *   <li>{@link NameRules}, then {@link BlockShapeRules} (fatal step: a malformed block or a
 *       dangling block reference skips the CFG-based families below);
 *   <li>{@link DefinitionRules} (fatal for dominance only: a use without definition has
 *       nothing to be dominated by);
 *   <li>{@link OperandTypeRules} and {@link CallRules};
 *   <li>{@link EntryBlockRules} and {@link PhiRules} if the shape step passed;
 *   <li>{@link DominanceRules} if the shape and definition steps passed.
 * </ol>
 * Each diagnostic names the offending entity ({@link dev.cvg.diag.Entity}), carries its
 * {@link dev.cvg.ir.SourcePos} when the function was parsed, and has the offending IR printed as
 * context lines, as LLVM does. The result lists functions in module order and, within one
 * function, the families in the order above. The convergence control rules are a separate
 * checker, {@code dev.cvg.convergence.ConvergenceVerifier}.
 */
public final class IrVerifier {
  private IrVerifier() {}

  /**
   * Returns every error in {@code module}; an empty list means the module is well formed.
   *
   * @param module the module to check
   * @return the errors
   */
  public static List<Diagnostic> verify(Module module) {
    List<Diagnostic> out = new ArrayList<>();
    Set<String> names = new HashSet<>();
    for (Function f : module.functions()) {
      FunctionReport report = new FunctionReport(f);
      SignatureRules.check(f, report, names);
      out.addAll(report.diagnostics());
      if (!f.isDeclaration()) {
        out.addAll(verifyBody(module, f));
      }
    }
    return List.copyOf(out);
  }

  /**
   * Returns every error in the body of {@code function}, a definition of {@code module} (module
   * level rules such as duplicate function names are checked by {@link #verify(Module)} only).
   *
   * @param module the module defining {@code function}
   * @param function a function with a body
   * @return the errors
   * @throws IllegalArgumentException if {@code function} is a declaration
   */
  public static List<Diagnostic> verifyBody(Module module, Function function) {
    if (function.isDeclaration()) {
      throw new IllegalArgumentException("@" + function.name() + " is a declaration");
    }
    FunctionContext cx = FunctionContext.of(module, function);
    NameRules.check(cx);
    boolean shapeOk = BlockShapeRules.check(cx);
    boolean definitionsOk = DefinitionRules.check(cx);
    OperandTypeRules.check(cx);
    if (shapeOk) {
      EntryBlockRules.check(cx);
      PhiRules.check(cx);
      if (definitionsOk) {
        DominanceRules.check(cx);
      }
    }
    return cx.report().diagnostics();
  }
}
