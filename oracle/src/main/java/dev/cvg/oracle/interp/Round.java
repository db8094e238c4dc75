package dev.cvg.oracle.interp;

import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.Paths;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.LabelTable;
import dev.cvg.oracle.semantics.ResultTable;
import dev.cvg.oracle.semantics.RoundLog;
import java.util.ArrayList;
import java.util.List;

/**
 * One round: every thread runs the entry function from a fresh memory image, using the
 * previous round's convergent results.
 *
 * <p><b>Schedule.</b> Threads run one at a time in thread-id order, each until it finishes or
 * executes a barrier; then the next pass resumes every unfinished thread. Shared memory
 * (globals, shared argument buffers) is thus sequentially consistent, and programs that
 * synchronise through barriers see each other's writes from before the barrier. The schedule
 * is deterministic, so a round is a function of its inputs and the result table.
 */
public final class Round {
  private final CompiledModule module;
  private final CompiledFunction entry;
  private final ThreadInputs inputs;
  private final int[][] scripts;

  /**
   * Prepares rounds of {@code entry} on {@code inputs}.
   *
   * @param module the compiled module
   * @param entry the entry function, of {@code module}
   * @param inputs the thread count, arguments and forced paths
   * @throws IllegalArgumentException if a forced path does not fit the entry function
   */
  public Round(CompiledModule module, CompiledFunction entry, ThreadInputs inputs) {
    this.module = module;
    this.entry = entry;
    this.inputs = inputs;
    this.scripts = inputs.paths().map(ps -> ps.stream()
        .map(p -> Paths.script(entry.source(), p)).toArray(int[][]::new)).orElse(null);
  }

  /**
   * What one round produced.
   *
   * @param outcomes every thread's end, by thread id
   * @param buffers the final contents of the argument buffers, in allocation order
   * @param globals the final contents of the module's globals, by name (with {@code @}), in
   *     module order
   * @param steps instructions executed by all threads
   * @param bufferUndefined per argument buffer, its undefined-byte flags (non-zero: undefined)
   * @param globalUndefined per global, its undefined-byte flags
   */
  public record Result(List<Outcome> outcomes, List<byte[]> buffers,
      java.util.Map<String, byte[]> globals, long steps, List<byte[]> bufferUndefined,
      java.util.Map<String, byte[]> globalUndefined) {}

  /**
   * A thread's end: the returned value (canonical bits, with its undefined flag).
   *
   * @param tid the thread
   * @param value the return value (0 for {@code void})
   * @param undefined whether it is undefined
   * @param steps instructions executed
   */
  public record Outcome(int tid, long value, boolean undefined, long steps) {}

  /**
   * Runs all threads once.
   *
   * @param labels the label table, shared by every round of one run
   * @param previous the previous round's group results, which convergent operations return
   * @param log receives this round's convergent operation instances
   * @param observer receives every dynamic instance, or null
   * @param stepBound the most instructions a thread may execute
   * @param depthBound the deepest call nesting allowed
   * @return the threads' outcomes and the final memory
   * @throws Trap if a thread exhibits undefined behaviour, executes an unsupported instruction
   *     or exceeds a bound
   */
  public Result run(LabelTable labels, ResultTable previous, RoundLog log, Observer observer,
      long stepBound, int depthBound) {
    return run(labels, previous, log, observer, stepBound, depthBound,
        dev.cvg.oracle.instance.AnchorGrouping.maximal());
  }

  /**
   * Runs all threads once, grouping anchor instances by {@code anchors}.
   *
   * @param labels the label table, shared by every round of one run
   * @param previous the previous round's group results, which convergent operations return
   * @param log receives this round's convergent operation instances
   * @param observer receives every dynamic instance, or null
   * @param stepBound the most instructions a thread may execute
   * @param depthBound the deepest call nesting allowed
   * @param anchors how anchor instances are grouped
   * @return the threads' outcomes and the final memory
   * @throws Trap if a thread exhibits undefined behaviour, executes an unsupported instruction
   *     or exceeds a bound
   */
  public Result run(LabelTable labels, ResultTable previous, RoundLog log, Observer observer,
      long stepBound, int depthBound, dev.cvg.oracle.instance.AnchorGrouping anchors) {
    Memory memory = module.newMemory();
    int n = inputs.threads();
    long[][] argValues = new long[n][entry.paramSlots.length];
    boolean[] undefinedArg = new boolean[entry.paramSlots.length];
    for (int k = inputs.args().size(); k < undefinedArg.length; k++) {
      undefinedArg[k] = true;
    }
    List<Long> buffers = new ArrayList<>();
    for (int k = 0; k < Math.min(inputs.args().size(), entry.paramSlots.length); k++) {
      switch (inputs.args().get(k)) {
        case Arg.Scalar s -> {
          long[] v = s.perThread();
          for (int t = 0; t < n; t++) {
            argValues[t][k] = v[t];
          }
        }
        case Arg.Undefined u -> undefinedArg[k] = true;
        case Arg.Buffer bf -> {
          for (int t = 0; t < (bf.shared() ? 1 : n); t++) {
            long p = memory.allocate(bf.bytes(), (byte) 0, false);
            if (t < bf.contents().size()) {
              byte[] init = bf.contents().get(t);
              int len = Math.min(init.length, bf.bytes());
              memory.initialise(p, 0, java.util.Arrays.copyOf(init, len), new byte[len]);
            }
            buffers.add(p);
            for (int s = 0; s < n; s++) {
              if (bf.shared() || s == t) {
                argValues[s][k] = p;
              }
            }
          }
        }
      }
    }
    Keys keys = new Keys(labels);
    Machine machine = new Machine(module, keys, memory, previous, log, observer, stepBound, depthBound, anchors);
    ThreadRunner runner = new ThreadRunner(machine);
    int root = keys.root();
    ThreadState[] threads = new ThreadState[n];
    for (int t = 0; t < n; t++) {
      Frame f = new Frame(entry, null, -1, -1, root);
      for (int k = 0; k < entry.paramSlots.length; k++) {
        f.r[entry.paramSlots[k]] = argValues[t][k];
        f.u[entry.paramSlots[k]] = (byte) (undefinedArg[k] ? 1 : 0);
      }
      threads[t] = new ThreadState(t, f, scripts == null ? null : scripts[t]);
      runner.start(threads[t], f);
    }
    boolean pending = true;
    while (pending) {
      pending = false;
      for (ThreadState t : threads) {
        if (!t.finished) {
          pending |= runner.run(t) == ThreadRunner.YIELDED;
        }
      }
    }
    List<Outcome> outcomes = new ArrayList<>();
    long steps = 0;
    for (ThreadState t : threads) {
      outcomes.add(new Outcome(t.tid, t.returnValue, t.returnFlag != 0, t.steps));
      steps += t.steps;
    }
    List<byte[]> contents = buffers.stream().map(p -> memory.contents((int) (p >>> 32))).toList();
    List<byte[]> contentsUndefined = buffers.stream().map(p -> memory.undefined((int) (p >>> 32))).toList();
    java.util.Map<String, byte[]> globals = new java.util.LinkedHashMap<>();
    java.util.Map<String, byte[]> globalsUndefined = new java.util.LinkedHashMap<>();
    List<dev.cvg.ir.Global> gs = module.module().globals();
    for (int k = 0; k < gs.size(); k++) {
      // Globals are objects 1..G of every round's memory (CompiledModule.newMemory).
      globals.put("@" + gs.get(k).name(), memory.contents(k + 1));
      globalsUndefined.put("@" + gs.get(k).name(), memory.undefined(k + 1));
    }
    return new Result(outcomes, contents, globals, steps, contentsUndefined, globalsUndefined);
  }
}
