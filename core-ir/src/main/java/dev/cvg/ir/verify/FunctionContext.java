package dev.cvg.ir.verify;

import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Module;

/**
 * What every rule family of the IR verifier reads: the module (for callee declarations), the
 * function under verification, its dense index, and the report to add findings to.
 *
 * @param module the enclosing module
 * @param function the function with a body being verified
 * @param index {@code function.index()}
 * @param report the findings so far
 */
record FunctionContext(Module module, Function function, FunctionIndex index, FunctionReport report) {

  /** Returns a context for {@code function} of {@code module} with a fresh report. */
  static FunctionContext of(Module module, Function function) {
    return new FunctionContext(module, function, function.index(), new FunctionReport(function));
  }
}
