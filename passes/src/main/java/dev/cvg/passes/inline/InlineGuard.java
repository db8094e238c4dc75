package dev.cvg.passes.inline;

import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Module;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.target.TargetModel;
import java.util.Optional;

/**
 * The convergence guard of {@code inline}: whether a call may be replaced by its callee's body
 * without changing which threads converge, and how tokens are adapted
 * (ConvergentOperations.rst). The rules, in order:
 * <ol>
 *   <li>A callee that mixes controlled and uncontrolled operations is refused (the two modes
 *       "cannot be mixed in the same function").
 *   <li>A callee using {@code llvm.experimental.convergence.entry} at a call with a token: the
 *       entry is replaced by that token ("Function inlining substitutes this intrinsic with the
 *       token from the operand bundle").
 *   <li>The same callee at a call without a token: the caller's implicit control is first made
 *       explicit by "Inferring Tokens" (so the call's token "ultimately originate[s] from" the
 *       caller's entry), then rule 2 applies; refused when the procedure cannot be applied. An
 *       anchor instead is never used: it "captures an implementation-defined group of threads,
 *       which is insufficient" (spec pairs {@code inline-fresh-anchor}, ILLEGAL).
 *   <li>An uncontrolled callee at a call with a token: the callee's operations get inferred
 *       tokens, its entry being the call's token, so that modes do not mix in the caller.
 *   <li>A callee with tokens but no entry (anchors) in a caller with uncontrolled operations:
 *       the caller gets inferred tokens first, as in rule 3.
 *   <li>Otherwise the modes agree (both uncontrolled, or no convergent operation on one side):
 *       the body is copied as it is.
 * </ol>
 */
final class InlineGuard {
  private static final String SPEC = "ConvergentOperations.rst";
  private final Module module;
  private final TargetModel target;
  private final Function caller;
  private final ConvergenceControl callerControl;
  private final boolean inferInCaller;

  /**
   * Creates the guard for calls in {@code caller}, defined in {@code module}.
   *
   * @param inferInCaller whether rules 3 and 5 may infer the caller's tokens; without, such calls
   *     are refused as LLVM refuses them
   */
  InlineGuard(Module module, TargetModel target, Function caller, boolean inferInCaller) {
    this.module = module;
    this.inferInCaller = inferInCaller;
    this.target = target;
    this.caller = caller;
    this.callerControl = ConvergenceControl.of(module, caller, target);
  }

  /** Returns the plan for inlining {@code call} of {@code callee}. */
  ConvergencePlan plan(Call call, Function callee) {
    ConvergenceControl cc = ConvergenceControl.of(module, callee, target);
    String fn = "@" + callee.name();
    if (cc.mode() == ConvergenceControl.Mode.MIXED) {
      return ConvergencePlan.refuse(TokenAdaptation.AS_IS, fn + " mixes controlled and uncontrolled convergent"
          + " operations, which \"cannot be mixed in the same function\" (" + SPEC + ", Uncontrolled Convergent Operations)");
    }
    Optional<Value> token = call.site().convergenceToken();
    boolean entry = cc.definitions().stream().anyMatch(d -> d.kind() == TokenKind.ENTRY);
    if (entry) {
      if (token.isPresent()) {
        return ConvergencePlan.allow(TokenAdaptation.SUBSTITUTE_ENTRY, "the entry token of " + fn + " becomes the call's token "
            + IrPrinter.operand(caller, token.get()) + " (" + SPEC + ", llvm.experimental.convergence.entry:"
            + " \"Function inlining substitutes this intrinsic with the token from the operand bundle\")");
      }
      return inferInCaller(TokenAdaptation.FRESH_ANCHOR, "the call has no convergencectrl token but " + fn
          + " uses llvm.experimental.convergence.entry");
    }
    boolean callerControlled = token.isPresent() || !callerControl.definitions().isEmpty();
    if (cc.mode() == ConvergenceControl.Mode.UNCONTROLLED && callerControlled) {
      String why = fn + " has uncontrolled convergent operations and @" + caller.name() + " uses tokens; the modes"
          + " \"cannot be mixed in the same function\"";
      if (token.isEmpty()) {
        return ConvergencePlan.refuse(TokenAdaptation.AS_IS, why + ", and the call has no token to infer them from");
      }
      Optional<String> obstacle = TokenInference.obstacle(module, callee, target);
      if (obstacle.isPresent()) {
        return ConvergencePlan.refuse(TokenAdaptation.AS_IS, why + ", and Inferring Tokens does not apply: " + obstacle.get());
      }
      return ConvergencePlan.allow(TokenAdaptation.INFER_IN_CALLEE, "the uncontrolled operations of " + fn
          + " get tokens by " + SPEC + ", Inferring Tokens, whose entry is the call's token "
          + IrPrinter.operand(caller, token.get()));
    }
    if (cc.mode() == ConvergenceControl.Mode.CONTROLLED && callerHasOtherUncontrolled(call.id())) {
      return inferInCaller(TokenAdaptation.AS_IS, fn + " uses tokens and @" + caller.name()
          + " has uncontrolled convergent operations; the modes \"cannot be mixed in the same function\"");
    }
    return ConvergencePlan.allow(TokenAdaptation.NONE, switch (cc.mode()) {
      case NONE -> fn + " has no convergent operation";
      case CONTROLLED -> fn + " uses tokens without an entry, and @" + caller.name() + " has no uncontrolled operation";
      case UNCONTROLLED -> fn + " and @" + caller.name() + " are both uncontrolled";
      case MIXED -> throw new IllegalStateException("refused above");
    });
  }

  private ConvergencePlan inferInCaller(TokenAdaptation fallback, String why) {
    Optional<String> obstacle = inferInCaller ? TokenInference.obstacle(module, caller, target)
        : Optional.of("inference is off (inline<infer-tokens=false>)");
    if (obstacle.isPresent()) {
      return ConvergencePlan.refuse(fallback, why + ", and Inferring Tokens cannot give the caller tokens: "
          + obstacle.get() + "; an anchor instead \"captures an implementation-defined group of threads, which is"
          + " insufficient\" (" + SPEC + ", Inferring Tokens)");
    }
    return ConvergencePlan.allow(TokenAdaptation.INFER_IN_CALLER, why + ": @" + caller.name()
        + " first gets tokens by " + SPEC + ", Inferring Tokens (its entry, loop hearts, sibling tokens)");
  }

  private boolean callerHasOtherUncontrolled(InstId call) {
    return TokenInference.uncontrolled(callerControl).stream().anyMatch(op -> !op.equals(call));
  }
}
