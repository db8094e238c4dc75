package dev.cvg.bench;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.Oracle;
import dev.cvg.oracle.OracleConfig;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.GpuTarget;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Interpreter throughput on 64 threads: a hash loop of {@code n} iterations per thread, with
 * ({@code ballot}) or without ({@code plain}) a convergent ballot in every iteration. The
 * secondary metric {@code threadInstructions} is the rate this benchmark exists for:
 * instructions executed, summed over threads and fixed-point rounds, per second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class OracleBench {
  @Param({"plain", "ballot"})
  String kernel;

  private CompiledModule module;
  private ThreadInputs inputs;
  private OracleConfig config;

  /** Counts the thread-instructions of each run; JMH reports them per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Counters {
    /** Thread-instructions executed (all threads, all rounds). */
    public long threadInstructions;

    /** Resets the counter per iteration. */
    @Setup(Level.Iteration)
    public void reset() {
      threadInstructions = 0;
    }
  }

  /** Parses and compiles the kernel once. */
  @Setup
  public void setup() throws Exception {
    Module m = IrParser.parse(source(kernel.equals("ballot")), kernel + ".ll");
    module = CompiledModule.compile(m, GpuTarget.generic(), HierarchyChoice.llvm());
    inputs = new ThreadInputs(64, List.of(Arg.Scalar.uniform(64, 2_000), Arg.Buffer.zeroed(256, true)),
        Optional.empty());
    config = OracleConfig.defaults().withRecording(OracleConfig.Recording.NONE).withStepBound(100_000_000L);
  }

  /** Runs the kernel on 64 threads to its fixed point. */
  @Benchmark
  public Execution run(Counters counters) {
    Execution e = Oracle.run(module, "k", inputs, config);
    counters.threadInstructions += e.steps() * e.rounds();
    return e;
  }

  static String source(boolean ballot) {
    return """
        define amdgpu_kernel void @k(i32 %n, ptr %out) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
          %acc = phi i32 [ %tid, %entry ], [ %acc2, %loop ]
          %x = mul i32 %acc, 1103515245
          %y = add i32 %x, 12345
          %z = lshr i32 %y, 3
          %w = xor i32 %z, %i
          %acc2 = and i32 %w, 65535
        """ + (ballot ? "  %odd = trunc i32 %acc2 to i1\n  %m = call i64 @subgroupBallot(i1 %odd)\n" : "") + """
          %i.next = add i32 %i, 1
          %c = icmp slt i32 %i.next, %n
          br i1 %c, label %loop, label %exit
        exit:
          %p = getelementptr i32, ptr %out, i32 %tid
          store i32 %acc2, ptr %p
          ret void
        }
        declare i32 @llvm.amdgcn.workitem.id.x()
        declare i64 @subgroupBallot(i1) convergent
        """;
  }
}
