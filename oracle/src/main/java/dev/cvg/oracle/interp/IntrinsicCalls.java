package dev.cvg.oracle.interp;

import dev.cvg.ir.Call;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.List;

/**
 * Compiles and executes calls of {@link PureIntrinsic}s ({@link Op#PURE}): checks the call's
 * shape once at compile time (arity, scalar operand types of the kind's family), so execution
 * only reads the argument slots and computes.
 *
 * <p>Poison: the result is undefined when an argument is (flags are or-ed, as for binary
 * operations), and poison when the kind says so for defined arguments
 * ({@link IntIntrinsics#poisons}). {@code llvm.assume} of a false or undefined condition is
 * undefined behaviour, like a branch on an undefined value ({@link Trap}).
 */
final class IntrinsicCalls {
  private IntrinsicCalls() {}

  /** Compiles {@code call} of {@code kind} with argument slots {@code args}, result slot {@code dst} of width {@code w}. */
  static void compile(FunctionCompiler fc, Call call, PureIntrinsic kind, int dst, int w, int[] args) {
    List<Value> values = call.site().args().stream().map(a -> a.value()).toList();
    String name = call.site().calleeName().orElse("@" + kind.llvmName());
    if (values.size() != kind.arity()) {
      fc.unsupported(call, "a call of " + name + " with " + values.size() + " arguments");
      return;
    }
    Type operand = values.getFirst().type();
    boolean family = kind.isFloat() ? operand instanceof Type.Float : operand instanceof Type.Int;
    int ow = FunctionCompiler.width(operand);
    if (!family || ow < 0 || kind != PureIntrinsic.ASSUME && dst < 0) {
      fc.unsupported(call, name + " on " + operand);
      return;
    }
    fc.code.add(call, Op.PURE, dst, 0, 0, ow, Math.max(w, 1), kind.ordinal(),
        new Plans.PurePlan(kind, args), fc.uses(call));
  }

  /** Executes the intrinsic call at {@code pc} for thread {@code tid}. */
  static void execute(int tid, CompiledFunction fn, int pc, long[] r, byte[] u) {
    Code code = fn.code;
    Plans.PurePlan p = (Plans.PurePlan) code.aux[pc];
    int[] args = p.args();
    long x = r[args[0]];
    long y = args.length > 1 ? r[args[1]] : 0;
    long z = args.length > 2 ? r[args[2]] : 0;
    byte fl = 0;
    for (int s : args) {
      fl |= u[s];
    }
    PureIntrinsic k = p.kind();
    int ow = code.c[pc];
    if (k == PureIntrinsic.ASSUME) {
      if (fl != 0 || x == 0) {
        throw new Trap("thread " + tid + " assumes " + (fl != 0 ? "an undefined value" : "false")
            + " (llvm.assume) at " + ThreadRunner.where(fn, pc));
      }
      return;
    }
    int d = code.dst[pc];
    int rw = code.w[pc];
    if (k.isFloat()) {
      r[d] = FloatIntrinsics.value(k, x, y, z, ow, rw);
    } else {
      r[d] = IntIntrinsics.value(k, x, y, z, ow, rw);
      if (fl == 0 && IntIntrinsics.poisons(k, x, y, ow)) {
        fl = 2;
      }
    }
    u[d] = fl;
  }
}
