package dev.cvg.oracle.interp;

import dev.cvg.ir.Call;
import dev.cvg.ir.Value;
import dev.cvg.oracle.semantics.GroupOp;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Set;
import java.util.TreeSet;

/**
 * Finds the calls whose value the oracle invents: unknown declared functions (and
 * target-specific intrinsics without a meaning) computed as a deterministic mix of the callee
 * and the arguments ({@link Builtins#EXTERNAL}), unknown convergent callees
 * ({@link GroupOp#OPAQUE}) and inline assembly. Such a value is only comparable with the same
 * callee's value on the same arguments, so a checker comparing two programs needs to know
 * whether both can call the same opaque functions.
 */
final class OpaqueCalls {
  private OpaqueCalls() {}

  /**
   * Returns the names ({@code @f}, or {@code asm "text"}) of the opaque callees of {@code entry}
   * and of every function it can call, in name order.
   */
  static Set<String> reachable(CompiledModule cm, CompiledFunction entry) {
    Set<String> out = new TreeSet<>();
    boolean[] seen = new boolean[cm.functionCount()];
    Deque<CompiledFunction> work = new ArrayDeque<>();
    seen[entry.number] = true;
    work.push(entry);
    while (!work.isEmpty()) {
      Code code = work.pop().code;
      for (int pc = 0; pc < code.size; pc++) {
        boolean opaque = code.op[pc] == Op.BUILTIN && code.sub[pc] == Builtins.EXTERNAL
            || code.op[pc] == Op.GROUP && code.sub[pc] == GroupOp.OPAQUE.ordinal();
        if (opaque && code.inst[pc] instanceof Call call) {
          out.add(call.site().callee() instanceof Value.InlineAsm asm ? "asm \"" + asm.asm() + "\""
              : call.site().calleeName().orElse("an indirect callee"));
        }
        if (code.op[pc] == Op.CALL) {
          int callee = ((Plans.CallPlan) code.aux[pc]).callee();
          if (!seen[callee]) {
            seen[callee] = true;
            work.push(cm.function(callee));
          }
        }
      }
    }
    return out;
  }
}
