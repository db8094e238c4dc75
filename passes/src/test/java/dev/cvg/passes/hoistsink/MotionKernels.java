package dev.cvg.passes.hoistsink;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.SplittableRandom;

/**
 * Seeded kernels rich in code-motion sites, for the property tests and the comparisons with
 * opt-22: a chain of 2-4 regions, each a diamond with twin instructions in its arms, a
 * conditional use below a computation (a sink site, with an anchor unit in token mode), a
 * triangle (a speculation site) or a rotated loop with invariants. Conditions and trip counts
 * are uniform (from the kernel argument %n) or divergent (from the thread id) at random; the
 * operations are arithmetic, {@code @subgroupAdd}, {@code @subgroupShuffle} or
 * {@code @subgroupBroadcastFirst}. Odd seeds use convergence tokens (entry, anchors, loop
 * hearts); with {@code convergent} false only arithmetic appears.
 */
final class MotionKernels {
  private final SplittableRandom rnd;
  private final boolean tokens;
  private final boolean convergent;
  private final StringBuilder out = new StringBuilder();
  private int k;

  private MotionKernels(long seed, boolean convergent) {
    this.rnd = new SplittableRandom(seed);
    this.convergent = convergent;
    this.tokens = convergent && seed % 2 == 1;
  }

  /** Returns the kernel {@code @kernel} of {@code seed} as IR text. */
  static String text(long seed, boolean convergent) {
    return new MotionKernels(seed, convergent).build();
  }

  /** Returns the kernel of {@code seed}, parsed. */
  static Module kernel(long seed, boolean convergent) {
    try {
      return IrParser.parse(text(seed, convergent), "motion-" + seed + ".ll");
    } catch (Exception e) {
      throw new IllegalStateException("seed " + seed + ": generated kernel does not parse", e);
    }
  }

  private String build() {
    out.append("define spir_kernel void @kernel(ptr %out, i32 %n) #0 {\nstart:\n");
    if (tokens) {
      out.append("  %entry = call token @llvm.experimental.convergence.entry()\n");
    }
    out.append("  %tid = call i32 @tid()\n  %slot = getelementptr inbounds i32, ptr %out, i32 %tid\n");
    out.append("  %v0 = add i32 %tid, %n\n  br label %r0\n");
    int regions = 2 + rnd.nextInt(3);
    for (k = 0; k < regions; k++) {
      switch (rnd.nextInt(4)) {
        case 0 -> diamond();
        case 1 -> sinkSite();
        case 2 -> triangle();
        default -> loop();
      }
    }
    out.append("\nr").append(k).append(":\n  store i32 %v").append(k).append(", ptr %slot, align 4\n  ret void\n}\n\n");
    if (tokens) {
      out.append("declare token @llvm.experimental.convergence.entry() #2\n");
      out.append("declare token @llvm.experimental.convergence.anchor() #2\n");
      out.append("declare token @llvm.experimental.convergence.loop() #2\n");
    }
    out.append("declare i32 @tid() #1\ndeclare i32 @subgroupAdd(i32) #3\ndeclare i32 @subgroupShuffle(i32, i32) #3\n");
    out.append("declare i32 @subgroupBroadcastFirst(i32) #3\n\n");
    out.append("attributes #0 = { convergent }\nattributes #1 = { nounwind willreturn memory(none) }\n");
    out.append("attributes #2 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }\n");
    out.append("attributes #3 = { convergent nounwind willreturn memory(none) }\n");
    return out.toString();
  }

  private String cond() {
    int c = 1 + rnd.nextInt(6);
    return rnd.nextBoolean() ? "icmp slt i32 %n, " + c : "icmp slt i32 %tid, " + c;
  }

  /** An operation on {@code v} named {@code name}, controlled by {@code token} when given. */
  private String op(String name, String v, String token) {
    int pick = convergent ? rnd.nextInt(4) : 0;
    String bundle = token == null ? "" : " [ \"convergencectrl\"(token " + token + ") ]";
    return switch (pick) {
      case 0 -> "  " + name + " = mul i32 " + v + ", " + (3 + rnd.nextInt(5)) + "\n";
      case 1 -> "  " + name + " = call i32 @subgroupAdd(i32 " + v + ")" + bundle + "\n";
      case 2 -> "  " + name + "s = xor i32 %tid, 1\n  " + name + " = call i32 @subgroupShuffle(i32 " + v + ", i32 "
          + name + "s)" + bundle + "\n";
      default -> "  " + name + " = call i32 @subgroupBroadcastFirst(i32 " + v + ")" + bundle + "\n";
    };
  }

  private String acyclicToken() {
    return tokens ? "%entry" : null;
  }

  private void diamond() {
    String r = "r" + k;
    out.append("\n").append(r).append(":\n  %c").append(k).append(" = ").append(cond()).append("\n");
    out.append("  br i1 %c").append(k).append(", label %").append(r).append("t, label %").append(r).append("e\n");
    String shared = op("%a" + k, "%v" + k, acyclicToken());
    out.append("\n").append(r).append("t:\n").append(shared).append("  %x").append(k).append(" = add i32 %a").append(k)
        .append(", 1\n  br label %").append(r).append("j\n");
    out.append("\n").append(r).append("e:\n").append(shared.replace("%a" + k, "%b" + k)).append("  %y").append(k)
        .append(" = sub i32 %b").append(k).append(", 2\n  br label %").append(r).append("j\n");
    out.append("\n").append(r).append("j:\n  %v").append(k + 1).append(" = phi i32 [ %x").append(k).append(", %")
        .append(r).append("t ], [ %y").append(k).append(", %").append(r).append("e ]\n  br label %r").append(k + 1)
        .append("\n");
  }

  private void sinkSite() {
    String r = "r" + k;
    out.append("\n").append(r).append(":\n");
    String token = acyclicToken();
    if (tokens && rnd.nextBoolean()) {
      out.append("  %t").append(k).append(" = call token @llvm.experimental.convergence.anchor()\n");
      token = "%t" + k;
    }
    out.append(op("%a" + k, "%v" + k, token));
    out.append("  %c").append(k).append(" = ").append(cond()).append("\n");
    out.append("  br i1 %c").append(k).append(", label %").append(r).append("t, label %").append(r).append("j\n");
    out.append("\n").append(r).append("t:\n  %x").append(k).append(" = add i32 %a").append(k).append(", 5\n")
        .append("  store i32 %x").append(k).append(", ptr %slot, align 4\n  br label %").append(r).append("j\n");
    bypassJoin(r);
  }

  private void triangle() {
    String r = "r" + k;
    out.append("\n").append(r).append(":\n  %c").append(k).append(" = ").append(cond()).append("\n");
    out.append("  br i1 %c").append(k).append(", label %").append(r).append("t, label %").append(r).append("j\n");
    out.append("\n").append(r).append("t:\n").append(op("%a" + k, "%v" + k, acyclicToken())).append("  %x").append(k)
        .append(" = add i32 %a").append(k).append(", 3\n  br label %").append(r).append("j\n");
    bypassJoin(r);
  }

  /** The join of a one-armed branch: the arm's %x or, from the branch block, the region's input. */
  private void bypassJoin(String r) {
    out.append("\n").append(r).append("j:\n  %v").append(k + 1).append(" = phi i32 [ %x").append(k).append(", %")
        .append(r).append("t ], [ %v").append(k).append(", %").append(r).append(" ]\n  br label %r").append(k + 1)
        .append("\n");
  }

  private void loop() {
    String r = "r" + k;
    String l = r + "l";
    boolean uniform = rnd.nextBoolean();
    out.append("\n").append(r).append(":\n");
    out.append(uniform ? "  %trip" + k + " = and i32 %n, 3\n" : "  %trip" + k + " = and i32 %tid, 3\n");
    out.append("  br label %").append(l).append("\n\n").append(l).append(":\n");
    out.append("  %i").append(k).append(" = phi i32 [ 0, %").append(r).append(" ], [ %in").append(k).append(", %")
        .append(l).append(" ]\n");
    out.append("  %acc").append(k).append(" = phi i32 [ %v").append(k).append(", %").append(r).append(" ], [ %accn")
        .append(k).append(", %").append(l).append(" ]\n");
    String token = null;
    if (tokens) {
      out.append("  %h").append(k).append(" = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %entry) ]\n");
      token = "%h" + k;
    }
    out.append(op("%a" + k, "%v" + k, token));
    out.append("  %inv").append(k).append(" = mul i32 %v").append(k).append(", 3\n");
    out.append("  %sum").append(k).append(" = add i32 %a").append(k).append(", %inv").append(k).append("\n");
    out.append("  %accn").append(k).append(" = add i32 %acc").append(k).append(", %sum").append(k).append("\n");
    out.append("  %in").append(k).append(" = add i32 %i").append(k).append(", 1\n");
    out.append("  %m").append(k).append(" = icmp sle i32 %in").append(k).append(", %trip").append(k).append("\n");
    out.append("  br i1 %m").append(k).append(", label %").append(l).append(", label %").append(r).append("x\n");
    out.append("\n").append(r).append("x:\n  %v").append(k + 1).append(" = add i32 %accn").append(k)
        .append(", 1\n  br label %r").append(k + 1).append("\n");
  }
}
