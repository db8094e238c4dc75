package dev.cvg.conformance.oracle;

import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.SplittableRandom;

/**
 * Random kernels over {@link RandomCfg} shapes (irreducible ones included) that always
 * terminate: every block counts the blocks its thread has executed ({@code %kN}, carried by
 * phis), and once the count reaches a limit each branch takes the successor nearest to a return
 * block. Branch conditions otherwise compare the thread id, a kernel argument or a local value,
 * and some blocks contain a ballot or a readfirstlane — so the kernels mix uniform and divergent
 * control flow, like {@link dev.cvg.generate.KernelGenerator}'s, but the oracle can finish them.
 * Written as IR text and parsed, so it exercises the same front door as user input.
 */
final class TerminatingKernels {
  private TerminatingKernels() {}

  /** Returns the kernel for {@code seed}, or null if some block cannot reach a return. */
  static Module generate(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed * 0x9E3779B97F4A7C15L + 7);
    // Half of the seeds irreducible (with many random jumps), the rest structured or not.
    RandomCfg.Shape shape = seed % 2 == 0 ? RandomCfg.Shape.IRREDUCIBLE : RandomCfg.Shape.values()[(int) (seed / 2 % 2)];
    // For IRREDUCIBLE the goto knob is also the number of sideways jumps per 1000 nodes.
    int gotos = shape == RandomCfg.Shape.IRREDUCIBLE ? 250 : 10;
    FlowGraph g = RandomCfg.generate(seed, new RandomCfg.Options(shape, 6 + rnd.nextInt(12), gotos, 5, 5, 15, 0, 0));
    int[] dist = distanceToExit(g);
    if (Arrays.stream(dist).anyMatch(d -> d == Integer.MAX_VALUE)) {
      return null;
    }
    int limit = 6 + rnd.nextInt(10);
    StringBuilder sb = new StringBuilder("""
        target triple = "amdgcn--"
        define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {
        entry:
          %tid = call i32 @llvm.amdgcn.workitem.id.x()
          %u = mul i32 %n, 3
          %addr = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid
        """);
    sb.append("  br label %bb").append(g.entry()).append('\n');
    String[] ops = {"add", "sub", "mul", "and", "xor"};
    for (int b = 0; b < g.size(); b++) {
      sb.append("bb").append(b).append(":\n");
      StringBuilder kIn = new StringBuilder();
      StringBuilder vIn = new StringBuilder();
      if (b == g.entry()) {
        kIn.append("[ 0, %entry ]");
        vIn.append("[ %tid, %entry ]");
      }
      for (int p : g.predecessors(b)) {
        kIn.append(kIn.isEmpty() ? "" : ", ").append("[ %k").append(p).append(".next, %bb").append(p).append(" ]");
        vIn.append(vIn.isEmpty() ? "" : ", ").append("[ %w").append(p).append(", %bb").append(p).append(" ]");
      }
      sb.append("  %k").append(b).append(" = phi i32 ").append(kIn).append('\n');
      sb.append("  %v").append(b).append(" = phi i32 ").append(vIn).append('\n');
      sb.append("  %k").append(b).append(".next = add i32 %k").append(b).append(", 1\n");
      String[] operands = {"%tid", "%u", "%n", "%k" + b, String.valueOf(1 + rnd.nextInt(7))};
      sb.append("  %a").append(b).append(" = ").append(ops[rnd.nextInt(ops.length)]).append(" i32 %v").append(b)
          .append(", ").append(operands[rnd.nextInt(operands.length)]).append('\n');
      String last = "%a" + b;
      int conv = rnd.nextInt(100);
      if (conv < 20) {
        sb.append("  %bc").append(b).append(" = icmp ult i32 %a").append(b).append(", ").append(1 + rnd.nextInt(40)).append('\n');
        sb.append("  %ballot").append(b).append(" = call i32 @llvm.amdgcn.ballot.i32(i1 %bc").append(b).append(")\n");
        last = "%ballot" + b;
      } else if (conv < 40) {
        sb.append("  %first").append(b).append(" = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %a").append(b).append(")\n");
        last = "%first" + b;
      }
      sb.append("  %w").append(b).append(" = ").append(ops[rnd.nextInt(ops.length)]).append(" i32 ").append(last)
          .append(", ").append(operands[rnd.nextInt(operands.length)]).append('\n');
      sb.append("  store i32 %w").append(b).append(", ptr addrspace(1) %addr, align 4\n");
      terminator(sb, g, b, dist, limit, rnd);
    }
    sb.append("""
        }
        declare i32 @llvm.amdgcn.workitem.id.x() #0
        declare i32 @llvm.amdgcn.ballot.i32(i1) #1
        declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1
        attributes #0 = { nounwind readnone speculatable }
        attributes #1 = { convergent nounwind readnone }
        """);
    return OracleFixture.parse(sb.toString());
  }

  private static void terminator(StringBuilder sb, FlowGraph g, int b, int[] dist, int limit, SplittableRandom rnd) {
    int[] succ = g.successors(b);
    if (succ.length == 0) {
      sb.append("  ret void\n");
      return;
    }
    if (succ.length == 1) {
      sb.append("  br label %bb").append(succ[0]).append('\n');
      return;
    }
    int nearest = 0;
    for (int k = 1; k < succ.length; k++) {
      if (dist[succ[k]] < dist[succ[nearest]]) {
        nearest = k;
      }
    }
    String[] scrutinees = {"%tid", "%u", "%a" + b, "%w" + b};
    String s = scrutinees[rnd.nextInt(scrutinees.length)];
    sb.append("  %tired").append(b).append(" = icmp sge i32 %k").append(b).append(".next, ").append(limit).append('\n');
    if (succ.length == 2) {
      sb.append("  %c").append(b).append(" = icmp slt i32 ").append(s).append(", ").append(1 + rnd.nextInt(40)).append('\n');
      sb.append("  %go").append(b).append(" = select i1 %tired").append(b).append(", i1 ")
          .append(nearest == 0 ? "true" : "false").append(", i1 %c").append(b).append('\n');
      sb.append("  br i1 %go").append(b).append(", label %bb").append(succ[0]).append(", label %bb").append(succ[1]).append('\n');
      return;
    }
    sb.append("  %sel").append(b).append(" = urem i32 ").append(s).append(", ").append(succ.length).append('\n');
    sb.append("  %sw").append(b).append(" = select i1 %tired").append(b).append(", i32 ").append(nearest)
        .append(", i32 %sel").append(b).append('\n');
    sb.append("  switch i32 %sw").append(b).append(", label %bb").append(succ[0]).append(" [");
    for (int k = 1; k < succ.length; k++) {
      sb.append(" i32 ").append(k).append(", label %bb").append(succ[k]);
    }
    sb.append(" ]\n");
  }

  /** Returns, per node, the fewest edges to a node without successors (MAX_VALUE if none). */
  static int[] distanceToExit(FlowGraph g) {
    int[] d = new int[g.size()];
    Arrays.fill(d, Integer.MAX_VALUE);
    Deque<Integer> queue = new ArrayDeque<>();
    for (int n = 0; n < g.size(); n++) {
      if (g.successors(n).length == 0) {
        d[n] = 0;
        queue.add(n);
      }
    }
    while (!queue.isEmpty()) {
      int n = queue.poll();
      for (int p : g.predecessors(n)) {
        if (d[p] == Integer.MAX_VALUE) {
          d[p] = d[n] + 1;
          queue.add(p);
        }
      }
    }
    return d;
  }
}
