package dev.cvg.generate;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.List;

/** The token instructions both {@link TokenPlacement}s write: control intrinsics and bundles. */
final class TokenOps {
  static final Origin GEN = new Origin.Synthesized("generated token");

  private TokenOps() {}

  /**
   * Appends {@code token = call token @llvm.experimental.convergence.<kind>() bundles} to
   * {@code block}, named {@code name}; {@code token} was allocated by {@code e.newInstId()}.
   */
  static void define(FunctionEditor e, BlockId block, Value token, String kind, List<CallSite.Bundle> bundles,
      String name) {
    Value.Local t = (Value.Local) token;
    Call call = new Call(t.id().inst(), new CallSite(List.of(), List.of(), Type.TOKEN,
        new Value.GlobalRef(KernelGenerator.TOKEN_INTRINSIC + kind, Type.PTR), List.of(), List.of(), bundles));
    e.append(block, call, GEN);
    e.setName(t.id(), name);
  }

  /** Returns a fresh token value of {@code e}, not yet defined. */
  static Value newToken(FunctionEditor e) {
    return new Value.Local(e.newInstId().value(), Type.TOKEN);
  }

  /** Appends {@code call void callee() bundles} to {@code block}. */
  static void callVoid(FunctionEditor e, BlockId block, String callee, List<CallSite.Bundle> bundles) {
    e.append(block, KernelBody.call(e, callee, Type.VOID, List.of(), bundles), GEN);
  }

  /** Returns the {@code "convergencectrl"(token)} bundle. */
  static CallSite.Bundle ctrl(Value token) {
    return new CallSite.Bundle(CallSite.CONVERGENCE_CTRL, List.of(token));
  }
}
