package dev.cvg.oracle;

import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.LabelTable;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.interp.Observer;
import dev.cvg.oracle.interp.Round;
import dev.cvg.oracle.interp.Trap;
import dev.cvg.oracle.semantics.Resolution;
import dev.cvg.oracle.semantics.ResultTable;
import dev.cvg.oracle.semantics.RoundLog;
import dev.cvg.oracle.trace.DynamicUniformity;
import dev.cvg.oracle.trace.Trace;

/**
 * The reference interpreter's entry point: runs a function on a group of threads and computes
 * the converged-with relation, the convergent operations' results, and dynamic uniformity.
 *
 * <p><b>Problem.</b> A convergent operation's result depends on which threads execute it
 * convergently, and that in turn depends on control flow — which may depend on earlier
 * convergent results. Threads cannot simply run one after another.
 *
 * <p><b>Algorithm</b> (DESIGN.md, "The oracle"). Run every thread independently, taking each
 * convergent result from the previous round's table (the first round guesses each thread is
 * alone); group the round's convergent instances by key and compute the groups' results; if
 * every thread used exactly its group's result the round is a consistent execution (a fixed
 * point) and the run is OK; otherwise repeat with the new table. Results along a chain of
 * dependent convergent operations become right one round at a time, so a fixed point arrives
 * within (longest such chain + 1) rounds; past {@link OracleConfig#maxRounds()} the run is
 * UNKNOWN. When recording is asked for, the fixed-point round is replayed with observers (it
 * is deterministic, so the replay is the same execution).
 *
 * <p><b>Complexity.</b> rounds × (instructions executed + convergent instances).
 */
public final class Oracle {
  private Oracle() {}

  /**
   * Runs {@code function} (name without {@code @}) of {@code module} on {@code inputs}.
   *
   * @param module the compiled module
   * @param function the entry function, name without {@code @}
   * @param inputs the thread count, arguments and forced paths
   * @param config the bounds and what to record
   * @return the execution
   * @throws IllegalArgumentException if the function is not defined or a forced path does not
   *     fit it
   */
  public static Execution run(CompiledModule module, String function, ThreadInputs inputs,
      OracleConfig config) {
    return run(module, function, inputs, config, null);
  }

  /**
   * Runs {@code function} of {@code module} on {@code inputs}, reporting every dynamic instance of
   * the fixed-point execution to {@code extra} as well (when not null): the hook for checkers
   * that need more than the trace and dynamic uniformity, such as the legality checker.
   *
   * @param module the compiled module
   * @param function the entry function, name without {@code @}
   * @param inputs the thread count, arguments and forced paths
   * @param config the bounds and what to record
   * @param extra an observer of the fixed-point execution, or null
   * @return the execution
   * @throws IllegalArgumentException if the function is not defined or a forced path does not
   *     fit it
   */
  public static Execution run(CompiledModule module, String function, ThreadInputs inputs,
      OracleConfig config, Observer extra) {
    CompiledFunction entry = module.function(function)
        .orElseThrow(() -> new IllegalArgumentException("no defined function @" + function));
    Round round = new Round(module, entry, inputs);
    LabelTable labels = new LabelTable();
    ResultTable previous = ResultTable.EMPTY;
    RoundLog log = new RoundLog();
    for (int k = 1; k <= config.maxRounds(); k++) {
      log.clear();
      Round.Result result;
      try {
        result = round.run(labels, previous, log, null, config.stepBound(), config.depthBound(),
            config.anchors());
      } catch (Trap t) {
        return unknown(t.reason(), module, entry, k);
      }
      Resolution resolution = Resolution.of(log);
      if (resolution.violation().isPresent()) {
        return unknown(resolution.violation().get(), module, entry, k).markContradiction();
      }
      if (resolution.isFixedPoint()) {
        return finish(module, entry, round, labels, previous, resolution.table(), result, k, inputs, config,
            extra);
      }
      previous = resolution.table();
    }
    return unknown("the convergent operations' results did not reach a fixed point within "
        + config.maxRounds() + " rounds", module, entry, config.maxRounds());
  }

  private static Execution finish(CompiledModule module, CompiledFunction entry, Round round,
      LabelTable labels, ResultTable used, ResultTable computed, Round.Result result, int rounds,
      ThreadInputs inputs, OracleConfig config, Observer extra) {
    Trace trace = null;
    DynamicUniformity uniformity = null;
    if (config.recording() != OracleConfig.Recording.NONE || extra != null) {
      Observer observer = extra;
      if (config.recording() != OracleConfig.Recording.NONE) {
        uniformity = new DynamicUniformity(module);
        observer = observer == null ? uniformity : new Tee(uniformity, observer);
      }
      if (config.recording() == OracleConfig.Recording.FULL) {
        trace = new Trace(module, inputs.threads());
        observer = new Tee(trace, observer);
      }
      try {
        round.run(labels, used, new RoundLog(), observer, config.stepBound(), config.depthBound(),
            config.anchors());
      } catch (Trap t) {
        throw new IllegalStateException("the recorded replay of a fixed-point round trapped: " + t.reason(), t);
      }
    }
    return new Execution(Execution.Status.OK, null, module, entry, rounds, result, computed, trace, uniformity);
  }

  private static Execution unknown(String reason, CompiledModule module, CompiledFunction entry, int rounds) {
    return new Execution(Execution.Status.UNKNOWN, reason, module, entry, rounds, null, null, null, null);
  }

  /** Forwards every event to two observers. */
  private record Tee(Observer first, Observer second) implements Observer {
    @Override
    public void instance(int tid, CompiledFunction fn, int pc, long key, long[] regs, byte[] flags, int choice) {
      first.instance(tid, fn, pc, key, regs, flags, choice);
      second.instance(tid, fn, pc, key, regs, flags, choice);
    }

    @Override
    public void param(int tid, CompiledFunction fn, int k, long key, long value, byte flag) {
      first.param(tid, fn, k, key, value, flag);
      second.param(tid, fn, k, key, value, flag);
    }

    @Override
    public void enter(int tid, CompiledFunction fn) {
      first.enter(tid, fn);
      second.enter(tid, fn);
    }

    @Override
    public void leave(int tid) {
      first.leave(tid);
      second.leave(tid);
    }
  }
}
