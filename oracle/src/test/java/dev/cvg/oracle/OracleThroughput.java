package dev.cvg.oracle;

import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.input.ThreadInputs;
import dev.cvg.oracle.instance.HierarchyChoice;
import dev.cvg.oracle.interp.CompiledModule;
import dev.cvg.target.GpuTarget;
import java.util.List;
import java.util.Optional;

/**
 * A rough throughput measurement of the interpreter (thread-instructions per second on 64
 * threads), run by hand: {@code java ... dev.cvg.oracle.OracleThroughput}. Not a test: unit
 * tests make no timing assertions; the JMH benchmark in module {@code jmh} is the real one.
 */
public final class OracleThroughput {
  private OracleThroughput() {}

  /** An arithmetic loop; with {@code ballot} a convergent operation every iteration. */
  static String kernel(boolean ballot) {
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

  /** Measures both kernels and prints thread-instructions per second. */
  public static void main(String[] args) {
    int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    for (boolean ballot : new boolean[] {false, true}) {
      CompiledModule cm = CompiledModule.compile(Runs.parse(kernel(ballot)), GpuTarget.generic(),
          HierarchyChoice.llvm());
      ThreadInputs in = new ThreadInputs(64, List.of(Arg.Scalar.uniform(64, n), Arg.Buffer.zeroed(256, true)),
          Optional.empty());
      OracleConfig cfg = OracleConfig.defaults().withRecording(OracleConfig.Recording.NONE)
          .withStepBound(100_000_000L);
      double best = 0;
      for (int rep = 0; rep < 8; rep++) {
        long t0 = System.nanoTime();
        Execution e = Oracle.run(cm, "k", in, cfg);
        long dt = System.nanoTime() - t0;
        double rate = (double) e.steps() * e.rounds() / (dt / 1e9);
        best = Math.max(best, rate);
        System.out.printf("%s rep %d: %s, %d rounds, %d steps/round, %.1f M thread-instr/s%n",
            ballot ? "ballot" : "plain ", rep, e.status(), e.rounds(), e.steps(), rate / 1e6);
      }
      System.out.printf("%s best: %.1f M thread-instructions/s%n", ballot ? "ballot" : "plain ", best / 1e6);
    }
  }
}
