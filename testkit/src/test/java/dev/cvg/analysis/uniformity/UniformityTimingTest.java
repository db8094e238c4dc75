package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import org.junit.jupiter.api.Test;

/**
 * The consistency of {@link UniformityTiming#medianMillis} with its Javadoc, without asserting
 * any speed (the project forbids timed speed assertions in unit tests): the call warms up for at
 * least the requested time before its timed runs, so it takes at least that long by the wall
 * clock; the median is a positive, finite number of milliseconds; and since at least three of
 * the {@value UniformityTiming#TIMED_RUNS} timed runs last at least the median, and they all
 * happen inside the call, three medians fit in the call's wall time.
 */
class UniformityTimingTest {
  private static final long WARMUP_NANOS = 200_000_000L;

  @Test
  void medianIsConsistentWithTheWallClock() {
    Module m = TwinCheck.parse("""
        target triple = "amdgcn--"
        declare i32 @llvm.amdgcn.workitem.id.x()
        define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          br label %loop
        loop:
          %i = phi i32 [ 0, %entry ], [ %next, %loop ]
          %next = add i32 %i, 1
          %done = icmp sge i32 %next, %tid
          br i1 %done, label %exit, label %loop
        exit:
          store i32 %i, ptr addrspace(1) %out
          ret void
        }
        """);
    long t0 = System.nanoTime();
    double median = UniformityTiming.medianMillis(m, GpuTarget.amdgpu(), SuccessorOrder.llvm(),
        UniformityOptions.defaults(), WARMUP_NANOS);
    double elapsedMillis = (System.nanoTime() - t0) / 1e6;
    assertTrue(elapsedMillis >= WARMUP_NANOS / 1e6,
        "the call warms up for at least 200 ms, took " + elapsedMillis + " ms");
    assertTrue(median > 0 && Double.isFinite(median), "median " + median + " ms");
    assertTrue(3 * median <= elapsedMillis,
        "three timed runs last at least the median " + median + " ms, the call took "
            + elapsedMillis + " ms");
  }
}
