package dev.cvg.oracle;

import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.interp.Round;
import dev.cvg.oracle.semantics.ResultTable;
import dev.cvg.oracle.trace.DynamicUniformity;
import dev.cvg.oracle.trace.Trace;
import java.util.List;
import java.util.Optional;

/**
 * The result of running a function on a thread group: OK with the threads' outcomes (and the
 * recorded trace and dynamic uniformity, if asked for), or UNKNOWN with the reason (a bound
 * was hit, undefined behaviour, an unsupported instruction, no fixed point).
 */
public final class Execution {
  /** Whether the oracle could decide the execution. */
  public enum Status {
    /** Every thread finished and the convergent results reached a fixed point. */
    OK,
    /** The oracle could not give a consistent execution; see {@link #reason()}. */
    UNKNOWN
  }

  private final Status status;
  private final String reason;
  private final CompiledModule module;
  private final CompiledFunction entry;
  private final int rounds;
  private final Round.Result result;
  private final ResultTable groups;
  private final Trace trace;
  private final DynamicUniformity uniformity;
  private boolean contradiction;

  Execution(Status status, String reason, CompiledModule module, CompiledFunction entry, int rounds,
      Round.Result result, ResultTable groups, Trace trace, DynamicUniformity uniformity) {
    this.status = status;
    this.reason = reason;
    this.module = module;
    this.entry = entry;
    this.rounds = rounds;
    this.result = result;
    this.groups = groups;
    this.trace = trace;
    this.uniformity = uniformity;
  }

  /**
   * Returns OK or UNKNOWN.
   *
   * @return the status
   */
  public Status status() {
    return status;
  }

  /**
   * Returns why the status is UNKNOWN; empty when OK.
   *
   * @return the reason, or empty
   */
  public Optional<String> reason() {
    return Optional.ofNullable(reason);
  }

  /**
   * Returns whether the run is UNKNOWN because its converged-with relation is contradictory: one
   * thread would execute two converged dynamic instances (a token used in a cycle without a
   * heart, or an anchor grouping no implementation could give).
   *
   * @return whether the relation was contradictory
   */
  public boolean isContradiction() {
    return contradiction;
  }

  Execution markContradiction() {
    contradiction = true;
    return this;
  }

  /**
   * Returns whether the status is OK.
   *
   * @return whether the run is OK
   */
  public boolean isOk() {
    return status == Status.OK;
  }

  /**
   * Returns the compiled module.
   *
   * @return the module
   */
  public CompiledModule module() {
    return module;
  }

  /**
   * Returns the entry function.
   *
   * @return the entry function
   */
  public CompiledFunction entry() {
    return entry;
  }

  /**
   * Returns the number of rounds run (the fixed-point round included, the recording replay not).
   *
   * @return the round count
   */
  public int rounds() {
    return rounds;
  }

  /**
   * Returns every thread's outcome (empty when UNKNOWN).
   *
   * @return the outcomes, indexed by thread id
   */
  public List<Round.Outcome> outcomes() {
    return result == null ? List.of() : result.outcomes();
  }

  /**
   * Returns the final contents of the argument buffers, in allocation order (empty when UNKNOWN).
   *
   * @return the buffers' contents
   */
  public List<byte[]> buffers() {
    return result == null ? List.of() : result.buffers();
  }

  /**
   * Returns the undefined-byte flags of the argument buffers, in allocation order (empty when
   * UNKNOWN).
   *
   * @return the flags, one byte per buffer byte
   */
  public List<byte[]> bufferUndefined() {
    return result == null ? List.of() : result.bufferUndefined();
  }

  /**
   * Returns the undefined-byte flags of the module's globals by name; empty when UNKNOWN.
   *
   * @return the flags, one byte per global byte
   */
  public java.util.Map<String, byte[]> globalUndefined() {
    return result == null ? java.util.Map.of() : result.globalUndefined();
  }

  /**
   * Returns the final contents of the module's globals by name ({@code @g}); empty when UNKNOWN.
   *
   * @return the globals' contents
   */
  public java.util.Map<String, byte[]> globals() {
    return result == null ? java.util.Map.of() : result.globals();
  }

  /**
   * Returns the instructions executed by all threads in the fixed-point round.
   *
   * @return the step count
   */
  public long steps() {
    return result == null ? 0 : result.steps();
  }

  /**
   * Returns the convergent operations' groups and results of the fixed point (empty table when
   * UNKNOWN).
   *
   * @return the result table
   */
  public ResultTable groups() {
    return groups == null ? ResultTable.EMPTY : groups;
  }

  /**
   * Returns the full trace, if recorded.
   *
   * @return the trace, or empty
   */
  public Optional<Trace> trace() {
    return Optional.ofNullable(trace);
  }

  /**
   * Returns the dynamic uniformity, if recorded.
   *
   * @return the dynamic uniformity, or empty
   */
  public Optional<DynamicUniformity> uniformity() {
    return Optional.ofNullable(uniformity);
  }

  @Override
  public String toString() {
    return status + (reason == null ? "" : " (" + reason + ")") + " after " + rounds + " round(s)";
  }
}
