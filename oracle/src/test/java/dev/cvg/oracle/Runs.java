package dev.cvg.oracle;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.GpuTarget;
import java.util.List;
import java.util.Optional;

/** Helpers to run IR text in the oracle. */
final class Runs {
  private Runs() {}

  static Module parse(String ir) {
    try {
      return IrParser.parse(ir, "test.ll");
    } catch (ParseException e) {
      throw new AssertionError(e.render(), e);
    }
  }

  static Execution run(String ir, String fn, ThreadInputs in) {
    return run(ir, fn, in, OracleConfig.defaults());
  }

  static Execution run(String ir, String fn, ThreadInputs in, OracleConfig config) {
    CompiledModule cm = CompiledModule.compile(parse(ir), GpuTarget.generic(), HierarchyChoice.llvm());
    return Oracle.run(cm, fn, in, config);
  }

  /** Runs {@code fn} on one thread per argument tuple... no: on {@code threads} threads with uniform scalar args. */
  static Execution run(String ir, String fn, int threads, long... uniformArgs) {
    List<Arg> args = java.util.Arrays.stream(uniformArgs).mapToObj(v -> (Arg) Arg.Scalar.uniform(threads, v)).toList();
    return run(ir, fn, new ThreadInputs(threads, args, Optional.empty()));
  }

  /** Returns the return values of all threads. */
  static List<Long> returns(Execution e) {
    if (!e.isOk()) {
      throw new AssertionError("not ok: " + e);
    }
    return e.outcomes().stream().map(o -> o.value()).toList();
  }

  /** Returns thread 0's return value of a single-thread run of {@code fn(args)}. */
  static long eval(String ir, String fn, long... args) {
    return returns(run(ir, fn, 1, args)).get(0);
  }
}
