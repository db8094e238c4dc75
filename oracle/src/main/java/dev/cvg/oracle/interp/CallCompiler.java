package dev.cvg.oracle.interp;

import dev.cvg.ir.Call;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Value;
import dev.cvg.oracle.semantics.GroupOp;
import dev.cvg.target.Intrinsic;
import java.util.List;
import java.util.Optional;

/**
 * Compiles calls, deciding their meaning in this order: a function defined in the module (an
 * inlined invocation with its own frame and convergence context); a target
 * {@link Intrinsic} (convergence control, thread ids, group operations); a target-independent
 * {@link PureIntrinsic} with its exact semantics; the oracle's own {@link Builtins} table;
 * inline assembly; and finally an unknown declared function or intrinsic: with
 * custom uniformity (the target names the arguments that decide it) a thread-independent
 * function of those arguments; always uniform, a function of the callee alone; convergent, a
 * {@link GroupOp#OPAQUE} group operation; a target-independent {@code llvm.*} intrinsic
 * otherwise is UNSUPPORTED (its meaning is fixed by LLVM, which folds it and introduces it, so
 * no stand-in value may replace it); otherwise an external
 * function whose result mixes the callee and the arguments — and the thread id when the target
 * model calls the call a divergence source (as the uniformity analysis does). Indirect calls
 * are unsupported.
 */
final class CallCompiler {
  private CallCompiler() {}

  static void compile(FunctionCompiler fc, Call call) {
    CallSite site = call.site();
    int dst = call.hasResult() ? fc.slot(call) : -1;
    int w = call.hasResult() ? FunctionCompiler.width(call.resultType()) : 0;
    if (call.hasResult() && w < 0) {
      fc.unsupported(call, "a call" + site.calleeName().map(n -> " of " + n).orElse("") + " returning "
          + call.resultType());
      return;
    }
    int[] args = new int[site.args().size()];
    for (int k = 0; k < args.length; k++) {
      Value v = site.args().get(k).value();
      args[k] = v instanceof Value.MetadataArg ? -1 : fc.slot(v);
      if (args[k] < 0 && !(v instanceof Value.MetadataArg)) {
        fc.unsupported(call, "argument " + v);
        return;
      }
    }
    int token = site.convergenceToken().map(fc::slot).orElse(-1);
    // Whether an unknown callee's result may depend on the thread is the target model's call,
    // the same one the uniformity analysis makes (a divergence source or not).
    boolean threadIndependent = !fc.mod.target().isDivergenceSource(fc.mod.module(), fc.fn, call);
    if (site.callee() instanceof Value.InlineAsm asm) {
      boolean alwaysUniform = fc.mod.target().isAlwaysUniform(fc.mod.module(), fc.fn, call);
      fc.code.add(call, Op.BUILTIN, dst, 0, 0, 0, Math.max(w, 1), Builtins.EXTERNAL,
          new Plans.BuiltinPlan(Builtins.EXTERNAL, alwaysUniform ? new int[0] : args, asm.asm().hashCode(),
              threadIndependent || alwaysUniform), fc.uses(call));
      return;
    }
    Optional<String> name = site.calleeName();
    if (name.isEmpty()) {
      fc.unsupported(call, "an indirect call");
      return;
    }
    String callee = name.get();
    int defined = fc.mod.functionNumber(callee);
    if (defined >= 0) {
      fc.code.add(call, Op.CALL, dst, 0, 0, 0, w, 0, new Plans.CallPlan(defined, args, token,
          token < 0 && !fc.mod.target().isConvergent(fc.mod.module(), site)),
          fc.uses(call));
      return;
    }
    Optional<Intrinsic> meaning = fc.mod.target().intrinsic(site);
    if (meaning.isPresent()) {
      intrinsic(fc, call, meaning.get(), dst, w, args, token);
      return;
    }
    if (callee.equals(BYTE_PERMUTE)) {
      group(fc, call, GroupOp.BYTE_PERMUTE, dst, w, args, token, callee.hashCode());
      return;
    }
    Optional<PureIntrinsic> pure = PureIntrinsic.of(callee);
    if (pure.isPresent()) {
      IntrinsicCalls.compile(fc, call, pure.get(), dst, w, args);
      return;
    }
    Optional<Integer> builtin = Builtins.lookup(callee);
    long salt = callee.hashCode();
    if (builtin.isPresent()) {
      fc.code.add(call, builtin.get() == Builtins.NOTHING ? Op.NOP : Op.BUILTIN, dst, 0, 0, 0,
          Math.max(w, 1), builtin.get(), new Plans.BuiltinPlan(builtin.get(), args, salt, false),
          fc.uses(call));
      return;
    }
    // Custom uniformity: the result is uniform iff the deciding arguments are (a lane permutation
    // of a uniform source), so it is a thread-independent function of those arguments alone.
    Optional<List<Integer>> deciding = fc.mod.target().uniformityDecidingArguments(fc.mod.module(), fc.fn, call);
    if (deciding.isPresent()) {
      int[] decidingSlots = deciding.get().stream().filter(k -> k < args.length).mapToInt(k -> args[k]).toArray();
      fc.code.add(call, Op.BUILTIN, dst, 0, 0, 0, Math.max(w, 1), Builtins.EXTERNAL,
          new Plans.BuiltinPlan(Builtins.EXTERNAL, decidingSlots, salt, true), fc.uses(call));
      return;
    }
    // Always uniform whatever its operands (VT.3): a function of the callee only, so it is
    // uniform for every group of threads, not just the ones this execution forms.
    if (fc.mod.target().isAlwaysUniform(fc.mod.module(), fc.fn, call)) {
      fc.code.add(call, Op.BUILTIN, dst, 0, 0, 0, Math.max(w, 1), Builtins.EXTERNAL,
          new Plans.BuiltinPlan(Builtins.EXTERNAL, new int[0], salt, true), fc.uses(call));
      return;
    }
    // What an unknown callee computes depends on the callee, not on the call site's attributes:
    // a convergent call of a non-convergent function computes what the function does alone.
    if (fc.mod.target().isConvergentCallee(fc.mod.module(), site)) {
      group(fc, call, GroupOp.OPAQUE, dst, w, args, token, salt);
      return;
    }
    // A target-independent intrinsic has a meaning LLVM's passes rely on (they fold it, or
    // replace code by it): an opaque stand-in would be a wrong value, so it is not executed.
    if (TargetPrefixes.isGenericIntrinsic(callee)) {
      fc.unsupported(call, "the intrinsic " + callee + " (its semantics are not modelled)");
      return;
    }
    fc.code.add(call, Op.BUILTIN, dst, 0, 0, 0, Math.max(w, 1), Builtins.EXTERNAL,
        new Plans.BuiltinPlan(Builtins.EXTERNAL, args, salt, threadIndependent), fc.uses(call));
  }

  /** AMDGPU's lane permutation by byte address ({@link GroupOp#BYTE_PERMUTE}). */
  private static final String BYTE_PERMUTE = "@llvm.amdgcn.ds.bpermute";

  private static void intrinsic(FunctionCompiler fc, Call call, Intrinsic kind, int dst, int w,
      int[] args, int token) {
    switch (kind) {
      case CONVERGENCE_ENTRY -> fc.code.add(call, Op.TOKEN_ENTRY, dst, 0, 0, 0, 64, 0, null, fc.uses(call));
      case CONVERGENCE_ANCHOR -> fc.code.add(call, Op.TOKEN_ANCHOR, dst, 0, 0, 0, 64, 0, null, fc.uses(call));
      case CONVERGENCE_LOOP -> {
        if (token < 0) {
          fc.unsupported(call, "a loop heart without a convergencectrl token");
          return;
        }
        fc.code.add(call, Op.TOKEN_LOOP, dst, token, 0, fc.hearts++, 64, 0, null, fc.uses(call));
      }
      case THREAD_ID_X, LANE_ID -> fc.code.add(call, Op.BUILTIN, dst, 0, 0, 0, Math.max(w, 1),
          Builtins.TID, new Plans.BuiltinPlan(Builtins.TID, args, 0, false), fc.uses(call));
      case THREAD_ID_Y, THREAD_ID_Z, WORKGROUP_ID -> fc.code.add(call, Op.BUILTIN, dst, 0, 0, 0,
          Math.max(w, 1), Builtins.ZERO, new Plans.BuiltinPlan(Builtins.ZERO, args, 0, true),
          fc.uses(call));
      case BALLOT, REDUCE_ADD, REDUCE_UMAX, REDUCE_UMIN, BROADCAST_FIRST, READ_LANE, SHUFFLE, BARRIER,
          TEXTURE_SAMPLE, VOTE_ALL, VOTE_ANY -> {
        Optional<GroupOp> op = GroupOp.of(kind);
        if (op.isEmpty()) {
          fc.unsupported(call, "intrinsic " + kind);
          return;
        }
        group(fc, call, op.get(), dst, w, args, token, kind.name().hashCode());
      }
      // An enhanced switch statement (case null), so javac requires every Intrinsic above.
      case null -> throw new NullPointerException("intrinsic");
    }
  }

  private static void group(FunctionCompiler fc, Call call, GroupOp op, int dst, int w, int[] args,
      int token, long salt) {
    int a0 = args.length > 0 ? args[0] : -1;
    int a1 = args.length > 1 ? args[1] : -1;
    fc.code.add(call, Op.GROUP, dst, 0, 0, 0, Math.max(w, 1), op.ordinal(),
        new Plans.GroupPlan(op.ordinal(), a0, a1, token, salt), fc.uses(call));
  }
}
