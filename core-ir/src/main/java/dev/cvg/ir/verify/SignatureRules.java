package dev.cvg.ir.verify;

import dev.cvg.ir.Function;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import java.util.Set;

/**
 * Rule family "signatures", checked for every function including declarations: a name is
 * defined once per module, only intrinsics ({@code llvm.*}) return or take {@code token}, and
 * intrinsics are never defined.
 */
final class SignatureRules {
  private SignatureRules() {}

  /** Checks {@code f}, reporting into {@code report}; {@code seen} holds the names met so far. */
  static void check(Function f, FunctionReport report, Set<String> seen) {
    if (!seen.add(f.name())) {
      report.function(Messages.functionRedefinition(f.name()), report.functionOperand());
    }
    boolean intrinsic = f.name().startsWith("llvm.");
    if (intrinsic && !f.isDeclaration()) {
      report.function(Messages.INTRINSIC_DEFINED, report.functionOperand());
    }
    if (intrinsic) {
      return;
    }
    if (f.header().returnType() instanceof Type.Token) {
      report.function(Messages.RETURNS_TOKEN, report.functionOperand());
    }
    for (Param p : f.params()) {
      if (p.type() instanceof Type.Token) {
        report.function(Messages.TAKES_TOKEN, report.typed(p.asValue()), report.functionOperand());
        break;
      }
    }
  }
}
