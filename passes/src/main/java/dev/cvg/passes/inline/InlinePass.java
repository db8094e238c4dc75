package dev.cvg.passes.inline;

import dev.cvg.convergence.ConvergenceControl;
import dev.cvg.convergence.TokenDefinition;
import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.Block;
import dev.cvg.ir.Call;
import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PassParameter;
import dev.cvg.passes.framework.PreservedAnalyses;
import dev.cvg.target.TargetModel;
import java.util.List;
import java.util.Optional;

/**
 * {@code inline} ({@code inline<threshold=N;infer-tokens=false>}): replaces calls of functions defined in the module
 * by their bodies. {@link InlinePolicy} picks the calls (attributes, cost, no recursion),
 * {@link InlineGuard} decides convergence and how tokens are adapted, {@link CallSiteInliner}
 * copies the body. Calls that the copied bodies bring in are inlined in the next round, as are
 * the calls waiting for the caller's tokens to be inferred.
 */
public final class InlinePass implements FunctionPass {
  private static final Origin FRESH = new Origin.Synthesized("unguarded inline: a fresh anchor for the callee's entry");

  /** Creates the pass. */
  public InlinePass() {}

  @Override
  public String name() {
    return "inline";
  }

  @Override
  public PreservedAnalyses preserved() {
    return PreservedAnalyses.NONE;
  }

  @Override
  public int maxRounds() {
    return 8;
  }

  @Override
  public boolean run(FunctionEditor editor, PassContext ctx) {
    Module module = ctx.module();
    Function caller = ctx.function();
    InlinePolicy policy = InlinePolicy.of(module, threshold(ctx));
    InlineGuard guard = new InlineGuard(module, ctx.target(), caller,
        !ctx.parameter("infer-tokens").map(String::trim).filter("false"::equals).isPresent());
    boolean edited = false;
    boolean again = false;
    for (Block b : caller.blocks()) {
      for (Inst i : b.insts()) {
        Optional<Function> found = policy.definedCallee(i);
        if (found.isEmpty() || policy.refusal(caller, (Call) i, found.get()).isPresent()) {
          continue;
        }
        Call call = (Call) i;
        Function callee = found.get();
        ConvergencePlan plan = guard.plan(call, callee);
        if (plan.adaptation() == TokenAdaptation.INFER_IN_CALLER && edited) {
          again = true; // the caller's tokens are inferred on a fresh snapshot, in the next round
          continue;
        }
        String site = "call of @" + callee.name() + " (" + Names.inst(caller, call) + ")";
        if (!ctx.guard(site, plan.decision())) {
          continue;
        }
        if (plan.adaptation() == TokenAdaptation.FRESH_ANCHOR && !TokenInference.declared(module, TokenInference.ANCHOR)) {
          continue; // the forbidden fallback needs the anchor's declaration, which a function pass cannot add
        }
        if (plan.adaptation() == TokenAdaptation.INFER_IN_CALLER) {
          ctx.performed(site, TokenInference.apply(editor, module, caller, ctx.target()) + "; inlined in the next round");
          return true;
        }
        // earlier inlined sites may have replaced this call's arguments (the result of a previous call)
        Call current = (Call) editor.inst(call.id());
        ctx.performed(site, inline(editor, ctx, current, callee, plan.adaptation()));
        edited = true;
        again |= bringsCalls(module, call, callee);
      }
    }
    return again;
  }

  private static String inline(FunctionEditor e, PassContext ctx, Call call, Function callee, TokenAdaptation a) {
    Module m = ctx.module();
    TargetModel t = ctx.target();
    Function body = callee;
    String how = "";
    if (a == TokenAdaptation.INFER_IN_CALLEE) {
      FunctionEditor ce = FunctionEditor.of(callee);
      how = "; " + TokenInference.apply(ce, m, callee, t);
      body = ce.finish();
    }
    ConvergenceControl cc = ConvergenceControl.of(m, body, t);
    Optional<TokenDefinition> entry = cc.definitions().stream().filter(d -> d.kind() == TokenKind.ENTRY).findFirst();
    Optional<CallSiteInliner.EntrySubstitution> subst = Optional.empty();
    if (entry.isPresent()) {
      Value token = switch (a) {
        case SUBSTITUTE_ENTRY, INFER_IN_CALLEE -> call.site().convergenceToken().orElseThrow();
        case FRESH_ANCHOR -> freshAnchor(e, call);
        case NONE, INFER_IN_CALLER, AS_IS -> null;
      };
      if (token != null) {
        subst = Optional.of(new CallSiteInliner.EntrySubstitution(entry.get().inst(), token));
        how += "; entry token -> " + (a == TokenAdaptation.FRESH_ANCHOR ? "a fresh anchor"
            : IrPrinter.operand(ctx.function(), token));
      }
    }
    long convergent = cc.convergentOps().stream().filter(op -> cc.definition(op).isEmpty()).count();
    int copied = CallSiteInliner.inline(e, call, body, callee.name(), subst);
    return "inlined @" + callee.name() + ": " + copied + " instructions, " + convergent + " convergent operations" + how;
  }

  /**
   * Returns whether the copy of {@code callee} at {@code call} calls a function defined in the
   * module: directly, or through a parameter that the call binds to one (an indirect call made
   * direct by inlining).
   */
  private static boolean bringsCalls(Module m, Call call, Function callee) {
    for (Block b : callee.blocks()) {
      for (Inst i : b.insts()) {
        if (i instanceof Call c && definedIn(m, bound(c.site().callee(), call, callee))) {
          return true;
        }
      }
    }
    return false;
  }

  private static Value bound(Value v, Call call, Function callee) {
    for (int k = 0; k < callee.params().size(); k++) {
      if (v instanceof Value.Local l && callee.params().get(k).id().equals(l.id())) {
        return call.site().args().get(k).value();
      }
    }
    return v;
  }

  private static boolean definedIn(Module m, Value v) {
    return v instanceof Value.GlobalRef g && m.function(g.name().substring(1)).filter(f -> !f.isDeclaration()).isPresent();
  }

  private static Value freshAnchor(FunctionEditor e, Call call) {
    return TokenInference.define(e.before(call.id()), TokenInference.ANCHOR, List.of(), "fresh", FRESH);
  }

  private static int threshold(PassContext ctx) {
    return ctx.intParameter("threshold").orElseGet(() -> InlinePolicy.defaultThreshold(ctx.module()));
  }

  /** Returns {@code threshold} and {@code infer-tokens} ({@code inline<threshold=N;infer-tokens=false>}). */
  @Override
  public Optional<List<PassParameter>> parameters() {
    return Optional.of(List.of(
        PassParameter.integer("threshold", Integer.MIN_VALUE, Integer.MAX_VALUE,
            "cost threshold of a call site (default: LLVM's for the module's target)"),
        PassParameter.flag("infer-tokens", "infer convergence tokens for uncontrolled callees (default true)")));
  }

}
