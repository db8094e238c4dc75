package dev.cvg.convergence;

import dev.cvg.ir.CallSite;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;
import java.util.Optional;

/**
 * Rule family "bundle shape": a call carries at most one {@code "convergencectrl"} bundle, the
 * bundle holds exactly one {@code token} operand, and that token is the result of a call to one
 * of the three control intrinsics. After LLVM 22's {@code findAndCheckConvergenceTokenUsed}:
 * the first failing rule is reported and the call then counts as using no token.
 */
final class BundleRules {
  private BundleRules() {}

  /** How an instruction uses a token through its bundle. */
  sealed interface Use {
    /** No bundle. */
    record None() implements Use {}

    /**
     * A well-formed bundle naming the token of {@code definition}.
     *
     * @param definition the control intrinsic call defining the token
     */
    record Valid(Inst definition) implements Use {}

    /**
     * A malformed bundle.
     *
     * @param message LLVM's message for the first rule it breaks
     * @param token the offending token operand, for the token rule only
     */
    record Invalid(String message, Optional<Value> token) implements Use {}
  }

  /** Classifies the bundle use of {@code inst} without reporting anything. */
  static Use classify(Calls calls, FunctionIndex index, Inst inst) {
    List<CallSite.Bundle> bundles = Calls.controlBundles(inst);
    if (bundles.size() > 1) {
      return new Use.Invalid(Messages.BUNDLE_AT_MOST_ONCE, Optional.empty());
    }
    if (bundles.isEmpty()) {
      return new Use.None();
    }
    List<Value> inputs = bundles.get(0).inputs();
    if (inputs.size() != 1 || !(inputs.get(0).type() instanceof Type.Token)) {
      return new Use.Invalid(Messages.BUNDLE_ONE_TOKEN, Optional.empty());
    }
    Value token = inputs.get(0);
    Optional<Inst> def = token instanceof Value.Local l ? index.definingInst(l.id()) : Optional.empty();
    if (def.isEmpty() || calls.tokenKind(def.get()).isEmpty()) {
      return new Use.Invalid(Messages.TOKEN_NOT_FROM_INTRINSIC, Optional.of(token));
    }
    return new Use.Valid(def.get());
  }

  /**
   * Returns the token definition {@code inst} uses through its bundle, reporting a malformed
   * bundle; empty if there is no bundle or it is malformed.
   */
  static Optional<Inst> tokenUsed(ConvergenceContext cx, Inst inst) {
    return switch (classify(cx.calls(), cx.index(), inst)) {
      case Use.None none -> Optional.empty();
      case Use.Valid valid -> Optional.of(valid.definition());
      case Use.Invalid invalid -> {
        if (invalid.token().isPresent()) {
          cx.report().inst(inst.id(), invalid.message(), cx.report().value(invalid.token().get()),
              cx.report().print(inst));
        } else {
          cx.report().inst(inst.id(), invalid.message(), cx.report().print(inst));
        }
        yield Optional.empty();
      }
    };
  }
}
