package dev.cvg.convergence;

import dev.cvg.ir.CallSite;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.target.TargetModel;
import java.util.List;
import java.util.Optional;

/**
 * Classifies instructions for the convergence rules, asking the {@link TargetModel} as the
 * uniformity analysis and the oracle do: which calls are convergent, which are calls of the
 * three control intrinsics, and which bundles they carry.
 *
 * @param module the module (callee declarations and attribute groups)
 * @param target the target model
 */
record Calls(Module module, TargetModel target) {

  /** Returns the kind of token {@code inst} defines if it calls a convergence control intrinsic. */
  Optional<TokenKind> tokenKind(Inst inst) {
    return CallSite.of(inst).flatMap(target::intrinsic).flatMap(TokenKind::of);
  }

  /** Returns whether {@code inst} is a convergent operation (a convergent call). */
  boolean isConvergent(Inst inst) {
    return CallSite.of(inst).map(s -> target.isConvergent(module, s)).orElse(false);
  }

  /** Returns whether {@code f} carries the {@code convergent} function attribute. */
  boolean isConvergentFunction(Function f) {
    return module.attributesOf(f).contains("convergent");
  }

  /** Returns the {@code "convergencectrl"} bundles of {@code inst}, in order. */
  static List<CallSite.Bundle> controlBundles(Inst inst) {
    return CallSite.of(inst).map(s -> s.bundles().stream()
        .filter(b -> b.tag().equals(CallSite.CONVERGENCE_CTRL)).toList()).orElse(List.of());
  }
}
