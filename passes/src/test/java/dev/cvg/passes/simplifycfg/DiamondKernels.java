package dev.cvg.passes.simplifycfg;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A seeded generator of if/else kernels whose two arms share leading and trailing code, some of
 * it convergent ({@code @subgroupAdd}): the sites of common-code hoisting and sinking. The branch
 * is uniform (on the kernel argument {@code %n}) or divergent (on {@code @tid}); the operations
 * are uncontrolled, controlled by the function's {@code entry} token, or by an anchor at the top
 * of each arm. Each arm also computes one value of its own, so the arms never become identical.
 */
final class DiamondKernels {
  /** How the convergent operations are controlled. */
  enum Tokens { NONE, ENTRY, ANCHOR }

  /**
   * One generated kernel.
   *
   * @param seed its seed
   * @param uniform whether the branch is uniform
   * @param tokens the control of its convergent operations
   * @param text the module text ({@code @kernel})
   */
  record Kernel(long seed, boolean uniform, Tokens tokens, String text) {}

  private DiamondKernels() {}

  /** Returns the kernel of {@code seed}. */
  static Kernel of(long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    boolean uniform = rnd.nextBoolean();
    Tokens tokens = Tokens.values()[rnd.nextInt(3)];
    int prefix = rnd.nextInt(3);
    int suffix = rnd.nextInt(3);
    List<Boolean> prefixConvergent = new ArrayList<>();
    List<Boolean> suffixConvergent = new ArrayList<>();
    for (int k = 0; k < prefix; k++) {
      prefixConvergent.add(rnd.nextInt(3) > 0);
    }
    for (int k = 0; k < suffix; k++) {
      suffixConvergent.add(rnd.nextInt(3) > 0);
    }
    int bound = 1 + rnd.nextInt(6);
    StringBuilder sb = new StringBuilder();
    sb.append("define spir_kernel void @kernel(ptr %out, i32 %n) #0 {\nstart:\n");
    if (tokens == Tokens.ENTRY) {
      sb.append("  %entry = call token @llvm.experimental.convergence.entry()\n");
    }
    sb.append("  %tid = call i32 @tid()\n");
    sb.append("  %c = icmp slt i32 ").append(uniform ? "%n" : "%tid").append(", ").append(bound).append('\n');
    sb.append("  br i1 %c, label %then, label %else\n");
    String lastT = arm(sb, "then", "T", 1, tokens, prefixConvergent, suffixConvergent);
    String lastE = arm(sb, "else", "E", 2, tokens, prefixConvergent, suffixConvergent);
    sb.append("\njoin:\n");
    sb.append("  %x = phi i32 [ ").append(lastT).append(", %then ], [ ").append(lastE).append(", %else ]\n");
    sb.append("  %y = phi i32 [ %onlyT, %then ], [ %onlyE, %else ]\n");
    sb.append("  %sum = add i32 %x, %y\n");
    sb.append("  %slot = getelementptr inbounds i32, ptr %out, i32 %tid\n");
    sb.append("  store i32 %sum, ptr %slot, align 4\n  ret void\n}\n\n");
    sb.append("""
        declare token @llvm.experimental.convergence.entry() #1
        declare token @llvm.experimental.convergence.anchor() #1
        declare i32 @tid() #2
        declare i32 @subgroupAdd(i32) #3

        attributes #0 = { convergent }
        attributes #1 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
        attributes #2 = { nounwind willreturn memory(none) }
        attributes #3 = { convergent nounwind }
        """);
    return new Kernel(seed, uniform, tokens, sb.toString());
  }

  /**
   * Appends {@code %<name>0, %<name>1, ...}, each reading the one before ({@code start} first):
   * a {@code @subgroupAdd} with {@code bundle} where {@code convergent} says so, else
   * {@code plain} (a format with one {@code %s}). Returns the last value, {@code start} if none.
   */
  private static String chain(StringBuilder sb, String name, String start, List<Boolean> convergent,
      String bundle, String plain) {
    String prev = start;
    for (int k = 0; k < convergent.size(); k++) {
      String v = "%" + name + k;
      sb.append("  ").append(v).append(" = ").append(convergent.get(k)
          ? "call i32 @subgroupAdd(i32 " + prev + ")" + bundle : plain.formatted(prev)).append('\n');
      prev = v;
    }
    return prev;
  }

  /** Appends one arm; returns the value it sends to the join's {@code %x}. */
  private static String arm(StringBuilder sb, String label, String tag, int own, Tokens tokens,
      List<Boolean> prefix, List<Boolean> suffix) {
    sb.append('\n').append(label).append(":\n");
    String bundle = switch (tokens) {
      case NONE -> "";
      case ENTRY -> " [ \"convergencectrl\"(token %entry) ]";
      case ANCHOR -> " [ \"convergencectrl\"(token %a" + tag + ") ]";
    };
    if (tokens == Tokens.ANCHOR) {
      sb.append("  %a").append(tag).append(" = call token @llvm.experimental.convergence.anchor()\n");
    }
    String prev = chain(sb, "p" + tag, "%tid", prefix, bundle, "mul i32 %s, 3");
    sb.append("  %only").append(tag).append(" = add i32 ").append(prev).append(", ").append(own).append('\n');
    String last = suffix.isEmpty() ? "%only" + tag : chain(sb, "s" + tag, "%n", suffix, bundle, "xor i32 %s, %%tid");
    sb.append("  br label %join\n");
    return last;
  }
}
