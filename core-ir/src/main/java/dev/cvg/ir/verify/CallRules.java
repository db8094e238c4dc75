package dev.cvg.ir.verify;

import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Type;
import java.util.List;
import java.util.Optional;

/**
 * Rule family "calls": the arguments of a call agree in number and type with the signature the
 * call writes (LLVM's {@code visitCallBase}) and with the declaration or definition of a direct
 * callee in the same module, and only intrinsics take {@code token} parameters.
 *
 * <p>Deliberately stricter than LLVM 22 in one point: with opaque pointers LLVM accepts a direct
 * call whose signature differs from a non-intrinsic callee's (executing it is undefined
 * behaviour); cvg reports it with LLVM's argument messages, because the oracle and the inliner
 * need the two to agree. For intrinsics the mismatch is LLVM's own error
 * ({@code Intrinsic called with incompatible signature}).
 */
final class CallRules {
  private CallRules() {}

  /** Checks the call or callbr {@code inst} whose call site is {@code site}. */
  static void check(FunctionContext cx, Inst inst, CallSite site) {
    List<Type> args = site.args().stream().map(a -> a.value().type()).toList();
    Optional<Type.Function> written = site.typeAsWritten() instanceof Type.Function f
        ? Optional.of(f) : Optional.empty();
    if (written.isPresent() && !checkSignature(cx, inst, site, written.get())) {
      return;
    }
    Optional<Function> callee = site.calleeName().flatMap(n -> cx.module().function(n.substring(1)));
    boolean intrinsic = site.calleeName().map(n -> n.startsWith("@llvm.")).orElse(false);
    if (callee.isPresent()) {
      Type.Function declared = callee.get().header().type();
      Type.Function used = written.orElse(new Type.Function(site.returnType(), args, false));
      if (intrinsic && !declared.equals(used)) {
        cx.report().inst(inst.id(), Messages.INTRINSIC_SIGNATURE, cx.report().print(inst));
        return;
      }
      if (!checkSignature(cx, inst, site, declared)) {
        return;
      }
      if (!declared.returnType().equals(site.returnType())) {
        cx.report().inst(inst.id(), Messages.CALL_RESULT_TYPE, cx.report().print(inst),
            declared.returnType().toString());
        return;
      }
    }
    if (!intrinsic && args.stream().anyMatch(t -> t instanceof Type.Token)) {
      cx.report().inst(inst.id(), Messages.CALL_TOKEN_PARAM, cx.report().print(inst));
    }
  }

  /** Checks the arguments against {@code signature}; returns whether they agree. */
  private static boolean checkSignature(FunctionContext cx, Inst inst, CallSite site, Type.Function signature) {
    FunctionReport r = cx.report();
    int n = signature.params().size();
    if (signature.varArgs() ? site.args().size() < n : site.args().size() != n) {
      r.inst(inst.id(), signature.varArgs() ? Messages.CALL_VARARG_COUNT : Messages.CALL_ARG_COUNT,
          r.print(inst));
      return false;
    }
    for (int i = 0; i < n; i++) {
      CallSite.Arg arg = site.args().get(i);
      if (!arg.value().type().equals(signature.params().get(i))) {
        r.inst(inst.id(), Messages.CALL_ARG_TYPE, r.value(arg.value()),
            signature.params().get(i).toString(), r.print(inst));
        return false;
      }
    }
    return true;
  }
}
