package dev.cvg.cli.run;

import dev.cvg.ir.Function;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Module;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.oracle.ArgumentBuffers;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.Arguments;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledFunction;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.oracle.trace.DynamicUniformity;
import dev.cvg.oracle.trace.TraceTable;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What {@code cvg run} does, as a library call: picks the entry function, builds the inputs
 * (parsed or seeded), runs the oracle and turns the execution into a {@link RunReport}.
 */
public final class RunCommand {
  /** Runs with at most this many threads get a trace table in their report. */
  public static final int TABLE_THREADS = 8;

  private RunCommand() {}

  /**
   * Runs {@code module} with {@code options}.
   *
   * @throws IllegalArgumentException if the function does not exist, the argument text does not
   *     parse, the thread count is out of range, or the hierarchy is unknown — with a message for
   *     the user
   */
  public static RunReport execute(Module module, RunOptions options) {
    Started s = start(module, options, options.threads() <= TABLE_THREADS ? OracleConfig.Recording.FULL
        : OracleConfig.Recording.UNIFORMITY);
    return report(s.execution(), s.entry(), options, s.args());
  }

  /**
   * Runs {@code module} as {@link #execute} does but records the full trace whatever the thread
   * count, and returns the execution itself (for pictures of the run: {@code cvg dot --run}).
   *
   * @throws IllegalArgumentException as {@link #execute} does
   */
  public static Execution trace(Module module, RunOptions options) {
    return start(module, options, OracleConfig.Recording.FULL).execution();
  }

  /** An execution with the entry function and the arguments it was given. */
  private record Started(Execution execution, Function entry, List<Arg> args) {}

  private static Started start(Module module, RunOptions options, OracleConfig.Recording recording) {
    TargetModel target = Targets.forModule(module, options.triple());
    Function f = entry(module, target, options.function());
    HierarchyChoice hierarchy = HierarchyChoice.parse(options.hierarchy());
    List<Arg> args = options.args()
        .map(a -> Arguments.parse(f, a, options.threads()))
        .orElseGet(() -> Arguments.seeded(module, f, target, options.threads(), options.seed()));
    ThreadInputs inputs = new ThreadInputs(options.threads(), args, Optional.empty());
    CompiledModule cm = CompiledModule.compile(module, target, hierarchy);
    OracleConfig config = OracleConfig.defaults().withStepBound(options.stepBound()).withMaxRounds(options.maxRounds())
        .withRecording(recording);
    return new Started(Oracle.run(cm, f.name(), inputs, config), f, args);
  }

  /** Returns the first kernel of {@code m} (or its first definition), or the named one. */
  static Function entry(Module m, TargetModel target, Optional<String> name) {
    if (name.isPresent()) {
      String n = name.get().startsWith("@") ? name.get().substring(1) : name.get();
      return m.function(n).filter(f -> !f.isDeclaration())
          .orElseThrow(() -> new IllegalArgumentException("no defined function @" + n));
    }
    return m.definitions().stream().filter(target::isKernel).findFirst()
        .or(() -> m.definitions().stream().findFirst())
        .orElseThrow(() -> new IllegalArgumentException("the module defines no function"));
  }

  private static RunReport report(Execution e, Function f, RunOptions o, List<Arg> args) {
    CompiledFunction cf = e.entry();
    Optional<DynamicUniformity> u = e.uniformity();
    List<RunReport.Uniformity> values = new ArrayList<>();
    for (int k = 0; k < f.params().size(); k++) {
      int inst = cf.paramInstance(k);
      f.nameOf(f.params().get(k).id()).ifPresent(n -> values.add(
          new RunReport.Uniformity("%" + n, u.flatMap(x -> x.uniform(inst)))));
    }
    List<RunReport.DivergentUse> temporal = new ArrayList<>();
    for (int pc = 0; pc < cf.size(); pc++) {
      Inst i = cf.inst(pc);
      int inst = cf.staticInstance(pc);
      if (i.hasResult()) {
        f.nameOf(i.id().value()).ifPresent(n -> values.add(
            new RunReport.Uniformity("%" + n, u.flatMap(x -> x.uniform(inst)))));
      }
      if (u.isPresent()) {
        List<Value> ops = i.operands();
        for (int k = 0; k < ops.size(); k++) {
          if (ops.get(k) instanceof Value.Local l && u.get().uniformAtUse(inst, k).equals(Optional.of(false))
              && uniformAt(e, cf, l).orElse(false)) {
            temporal.add(new RunReport.DivergentUse("%" + f.nameOf(l.id()).orElse("?"), describe(f, cf, pc)));
          }
        }
      }
    }
    Optional<String> table = e.trace().filter(t -> o.threads() <= TABLE_THREADS)
        .map(t -> TraceTable.ofBlocks(t, cf));
    return new RunReport("@" + f.name(), o.threads(), o.seed(), o.hierarchy(), e.isOk(), e.reason(),
        e.rounds(), values, temporal, table, results(e, f), buffers(e, args));
  }

  /** Returns what each thread returned (empty when the run is unknown). */
  private static List<RunReport.ThreadResult> results(Execution e, Function f) {
    Type ret = f.header().returnType();
    return e.outcomes().stream().map(out -> new RunReport.ThreadResult(out.tid(),
        ret.isVoid() ? Optional.<String>empty()
            : Optional.of(out.undefined() ? "undef" : scalarText(ret, out.value())))).toList();
  }

  private static String scalarText(Type t, long bits) {
    return switch (t) {
      case Type.Float fl when fl.name().equals("float") -> Float.toString(Float.intBitsToFloat((int) bits));
      case Type.Float fl when fl.name().equals("double") -> Double.toString(Double.longBitsToDouble(bits));
      case Type.Ptr p -> "0x" + Long.toHexString(bits);
      default -> Long.toString(bits);
    };
  }

  /** Returns the final argument buffers, named by parameter, as little-endian 32-bit words. */
  private static List<RunReport.BufferContents> buffers(Execution e, List<Arg> args) {
    return ArgumentBuffers.of(e, args).stream()
        .map(c -> new RunReport.BufferContents(c.name(), c.words(RunReport.MAX_WORDS))).toList();
  }

  /** Returns the dynamic uniformity of the definition of {@code v}. */
  private static Optional<Boolean> uniformAt(Execution e, CompiledFunction cf, Value.Local v) {
    DynamicUniformity u = e.uniformity().orElseThrow();
    for (int k = 0; k < cf.paramCount(); k++) {
      if (cf.source().params().get(k).id().equals(v.id())) {
        return u.uniform(cf.paramInstance(k));
      }
    }
    for (int pc = 0; pc < cf.size(); pc++) {
      if (cf.inst(pc).hasResult() && cf.inst(pc).id().value().equals(v.id())) {
        return u.uniform(cf.staticInstance(pc));
      }
    }
    return Optional.empty();
  }

  private static String describe(Function f, CompiledFunction cf, int pc) {
    Inst i = cf.inst(pc);
    return f.nameOf(i.id().value()).filter(n -> i.hasResult()).map(n -> "%" + n)
        .orElse(i.opcode().mnemonic() + " in %" + f.index().block(cf.blockOf(pc)).name());
  }
}
