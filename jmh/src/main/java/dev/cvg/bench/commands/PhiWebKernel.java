package dev.cvg.bench.commands;

import java.io.IOException;
import java.io.Writer;
import java.util.SplittableRandom;

/**
 * Writes the third benchmark family as {@code .ll} text: an AMDGPU kernel over a random
 * unstructured CFG where every block but the entry starts with {@value #PHIS} phi variables.
 *
 * <p>The blocks form consecutive regions of {@value #REGION}. Block {@code i} always falls
 * through to block {@code i + 1} (so every block is reachable and the last one returns); with
 * probability 1/2 it also jumps back to a random block of its region up to itself (a back edge,
 * often into the middle of a loop: irreducible cycles), and with probability 2/5 forward to a
 * random later block of its region. Regions bound the cycles: with back and forward edges
 * reaching 16 blocks across the whole function instead, the overlapping cycles chain nearly every
 * block into one strongly connected component and {@code opt-22}'s cycle analysis alone needed
 * 34 s at 50k blocks. Two extra targets make a {@code switch}, one a conditional branch; half of
 * the conditions depend on the thread id. Phi operands come from the predecessor's own values
 * (its phis and arithmetic), the arguments or the thread id, so the text is valid SSA whatever
 * the CFG. About one block in
 * four holds a {@code readfirstlane} or a {@code ballot}.
 */
public final class PhiWebKernel {
  /** Phi variables per block. */
  static final int PHIS = 3;
  /** Blocks per region: back and forward edges stay inside their region. */
  static final int REGION = 32;

  private final SplittableRandom rnd;
  private final int blocks;
  private final int[][] succs;
  private final int[][] preds;

  private PhiWebKernel(long seed, int blocks) {
    if (blocks < 2) {
      throw new IllegalArgumentException("a phi-web kernel needs at least 2 blocks, got " + blocks);
    }
    this.rnd = new SplittableRandom(seed);
    this.blocks = blocks;
    this.succs = new int[blocks][];
    int[] predCount = new int[blocks];
    for (int i = 0; i < blocks - 1; i++) {
      int first = Math.max(1, i - i % REGION);
      int last = Math.min(blocks - 1, i - i % REGION + REGION - 1);
      int back = i >= first && rnd.nextInt(10) < 5 ? first + rnd.nextInt(i - first + 1) : -1;
      int fwd = i + 2 <= last && rnd.nextInt(10) < 4 ? i + 2 + rnd.nextInt(last - i - 1) : -1;
      succs[i] = distinct(i + 1, back, fwd);
      for (int s : succs[i]) {
        predCount[s]++;
      }
    }
    succs[blocks - 1] = new int[0];
    this.preds = new int[blocks][];
    for (int b = 0; b < blocks; b++) {
      preds[b] = new int[predCount[b]];
      predCount[b] = 0;
    }
    for (int b = 0; b < blocks; b++) {
      for (int s : succs[b]) {
        preds[s][predCount[s]++] = b;
      }
    }
  }

  /** The successors: the next block, then the back and forward targets that were drawn (-1: none). */
  private static int[] distinct(int next, int back, int fwd) {
    if (back < 0) {
      return fwd < 0 ? new int[] {next} : new int[] {next, fwd};
    }
    return fwd < 0 ? new int[] {next, back} : new int[] {next, back, fwd};
  }

  /** Writes the kernel of about {@code blocks} blocks drawn from {@code seed} to {@code out}. */
  public static void write(long seed, int blocks, Writer out) throws IOException {
    new PhiWebKernel(seed, blocks).write(out);
  }

  private void write(Writer out) throws IOException {
    out.write("target triple = \"amdgcn--\"\n\n");
    out.write("define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n) {\n");
    for (int b = 0; b < blocks; b++) {
      block(b, out);
    }
    out.write("}\n\n");
    out.write("declare i32 @llvm.amdgcn.workitem.id.x() #0\n\n");
    out.write("declare i32 @llvm.amdgcn.ballot.i32(i1) #1\n\n");
    out.write("declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1\n\n");
    out.write("attributes #0 = { nounwind readnone speculatable }\n");
    out.write("attributes #1 = { convergent nounwind readnone }\n");
  }

  /** A value defined at the end of block {@code b}: one of its phis or its results, or a root. */
  private String valueOf(int b) {
    int k = rnd.nextInt(PHIS + 3);
    if (k < PHIS && b > 0) {
      return "%p" + b + "_" + k;
    }
    if (k < PHIS + 2) {
      return "%v" + b + "_" + (k % 2);
    }
    return rnd.nextBoolean() ? "%tid" : "%n";
  }

  private void block(int b, Writer out) throws IOException {
    StringBuilder s = new StringBuilder(512);
    if (b == 0) {
      s.append("entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
    } else {
      s.append("\nbb").append(b).append(":\n");
      for (int k = 0; k < PHIS; k++) {
        s.append("  %p").append(b).append('_').append(k).append(" = phi i32 ");
        for (int j = 0; j < preds[b].length; j++) {
          int p = preds[b][j];
          s.append(j == 0 ? "" : ", ").append("[ ").append(valueOf(p)).append(", %").append(label(p)).append(" ]");
        }
        s.append('\n');
      }
    }
    String a = b == 0 ? "%tid" : "%p" + b + "_0";
    String c = b == 0 ? "%n" : "%p" + b + "_" + (1 + rnd.nextInt(PHIS - 1));
    String[] ops = {"add", "mul", "xor", "sub", "and"};
    s.append("  %v").append(b).append("_0 = ").append(ops[rnd.nextInt(ops.length)]).append(" i32 ").append(a)
        .append(", ").append(c).append('\n');
    s.append("  %v").append(b).append("_1 = ").append(ops[rnd.nextInt(ops.length)]).append(" i32 %v").append(b)
        .append("_0, ").append(rnd.nextInt(16)).append('\n');
    String stored = "%v" + b + "_1";
    int conv = rnd.nextInt(8);
    if (conv == 0) {
      s.append("  %r").append(b).append(" = call i32 @llvm.amdgcn.readfirstlane.i32(i32 ").append(stored).append(")\n");
      stored = "%r" + b;
    } else if (conv == 1) {
      s.append("  %q").append(b).append(" = icmp ult i32 ").append(stored).append(", 7\n");
      s.append("  %r").append(b).append(" = call i32 @llvm.amdgcn.ballot.i32(i1 %q").append(b).append(")\n");
      stored = "%r" + b;
    }
    s.append("  %a").append(b).append(" = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid\n");
    s.append("  store i32 ").append(stored).append(", ptr addrspace(1) %a").append(b).append(", align 4\n");
    terminator(b, s);
    out.append(s);
  }

  private void terminator(int b, StringBuilder s) {
    int[] t = succs[b];
    if (t.length == 0) {
      s.append("  ret void\n");
      return;
    }
    if (t.length == 1) {
      s.append("  br label %").append(label(t[0])).append('\n');
      return;
    }
    String on = rnd.nextBoolean() ? "%tid" : "%v" + b + "_0";
    if (t.length == 2) {
      s.append("  %c").append(b).append(" = icmp slt i32 ").append(on).append(", ").append(rnd.nextInt(64)).append('\n');
      s.append("  br i1 %c").append(b).append(", label %").append(label(t[1])).append(", label %").append(label(t[0]))
          .append('\n');
      return;
    }
    s.append("  %c").append(b).append(" = and i32 ").append(on).append(", 3\n");
    s.append("  switch i32 %c").append(b).append(", label %").append(label(t[0])).append(" [\n");
    s.append("    i32 1, label %").append(label(t[1])).append('\n');
    s.append("    i32 2, label %").append(label(t[2])).append('\n');
    s.append("  ]\n");
  }

  private static String label(int b) {
    return b == 0 ? "entry" : "bb" + b;
  }
}
