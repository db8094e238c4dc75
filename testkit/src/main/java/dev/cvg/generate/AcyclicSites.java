package dev.cvg.generate;

/**
 * The acyclic sites of {@link SiteKernels}: region {@code K} reads {@code %vK}, defines
 * {@code %v<K+1>} and branches to {@code %r<K+1>}; each branch is on {@code %n} (uniform) or
 * {@code %tid} (divergent) as the kernel draws.
 */
final class AcyclicSites {
  private final SiteKernels kernel;
  private final int k;
  private final String r;

  AcyclicSites(SiteKernels kernel) {
    this.kernel = kernel;
    this.k = kernel.region();
    this.r = "r" + k;
  }

  /**
   * {@link SiteKernels.Site#SINK}: {@code %aK} (under an anchor of its own in half of the token
   * kernels) computed above a branch and used only in its {@code then} arm.
   */
  void sink() {
    StringBuilder s = new StringBuilder("\n" + r + ":\n");
    String token = kernel.acyclicToken();
    if (kernel.tokens() && kernel.random().nextBoolean()) {
      s.append("  %t").append(k).append(" = call token @llvm.experimental.convergence.anchor()\n");
      token = "%t" + k;
    }
    s.append(kernel.op("%a" + k, "%v" + k, token, true));
    s.append("  %c").append(k).append(" = ").append(kernel.condition()).append("\n");
    s.append(branch("t", "j"));
    s.append(block("t")).append("  %x").append(k).append(" = add i32 %a").append(k).append(", 5\n").append(jump("j"));
    s.append(block("j")).append("  %v").append(k + 1).append(" = phi i32 [ %x").append(k).append(", %").append(r)
        .append("t ], [ %v").append(k).append(", %").append(r).append(" ]\n").append(next());
    kernel.emit(s.toString());
  }

  /** {@link SiteKernels.Site#HOIST}: the same operation heading both arms of a diamond. */
  void hoist() {
    String twin = kernel.op("%a" + k, "%v" + k, kernel.acyclicToken(), true);
    StringBuilder s = new StringBuilder("\n" + r + ":\n");
    s.append("  %c").append(k).append(" = ").append(kernel.condition()).append("\n").append(branch("t", "e"));
    s.append(block("t")).append(twin).append("  %x").append(k).append(" = add i32 %a").append(k).append(", 1\n")
        .append(jump("j"));
    s.append(block("e")).append(twin.replace("%a" + k, "%b" + k)).append("  %y").append(k).append(" = sub i32 %b")
        .append(k).append(", 2\n").append(jump("j"));
    s.append(join("%x", "%y"));
    kernel.emit(s.toString());
  }

  /** {@link SiteKernels.Site#TAIL}: the same operation ending both arms of a diamond, its results joined by a phi. */
  void tail() {
    String twin = kernel.op("%a" + k, "%v" + k, kernel.acyclicToken(), true);
    StringBuilder s = new StringBuilder("\n" + r + ":\n");
    s.append("  %c").append(k).append(" = ").append(kernel.condition()).append("\n").append(branch("t", "e"));
    s.append(block("t")).append("  %x").append(k).append(" = mul i32 %v").append(k).append(", 3\n").append(twin)
        .append(jump("j"));
    s.append(block("e")).append("  %y").append(k).append(" = xor i32 %v").append(k).append(", 5\n")
        .append(twin.replace("%a" + k, "%b" + k)).append(jump("j"));
    s.append(block("j")).append("  %p").append(k).append(" = phi i32 [ %a").append(k).append(", %").append(r)
        .append("t ], [ %b").append(k).append(", %").append(r).append("e ]\n  %q").append(k).append(" = phi i32 [ %x")
        .append(k).append(", %").append(r).append("t ], [ %y").append(k).append(", %").append(r).append("e ]\n  %v")
        .append(k + 1).append(" = add i32 %p").append(k).append(", %q").append(k).append("\n").append(next());
    kernel.emit(s.toString());
  }

  /**
   * {@link SiteKernels.Site#THREAD}: a branch to an arm {@code rKa} or straight to the join
   * {@code rKm}, whose phi of constants (tested directly or by a compare) decides its own
   * branch; the join holds a convergent operation in three quarters of the regions.
   */
  void thread() {
    StringBuilder s = new StringBuilder("\n" + r + ":\n");
    s.append("  %c").append(k).append(" = ").append(kernel.condition()).append("\n").append(branch("a", "m"));
    s.append(block("a")).append("  %x").append(k).append(" = add i32 %v").append(k).append(", 1\n").append(jump("m"));
    s.append(block("m")).append("  %w").append(k).append(" = phi i32 [ %x").append(k).append(", %").append(r)
        .append("a ], [ %v").append(k).append(", %").append(r).append(" ]\n");
    if (kernel.random().nextBoolean()) {
      s.append("  %f").append(k).append(" = phi i1 [ true, %").append(r).append("a ], [ false, %").append(r).append(" ]\n");
      s.append(kernel.op("%a" + k, "%w" + k, kernel.acyclicToken(), true));
    } else {
      s.append("  %g").append(k).append(" = phi i32 [ 1, %").append(r).append("a ], [ 0, %").append(r).append(" ]\n");
      s.append(kernel.op("%a" + k, "%w" + k, kernel.acyclicToken(), true));
      s.append("  %f").append(k).append(" = icmp eq i32 %g").append(k).append(", 1\n");
    }
    s.append("  br i1 %f").append(k).append(", label %").append(r).append("t, label %").append(r).append("e\n");
    s.append(block("t")).append("  %z").append(k).append(" = add i32 %a").append(k).append(", 7\n").append(jump("j"));
    s.append(block("e")).append("  %y").append(k).append(" = xor i32 %a").append(k).append(", 3\n").append(jump("j"));
    s.append(join("%z", "%y"));
    kernel.emit(s.toString());
  }

  private String branch(String then, String otherwise) {
    return "  br i1 %c" + k + ", label %" + r + then + ", label %" + r + otherwise + "\n";
  }

  private String block(String suffix) {
    return "\n" + r + suffix + ":\n";
  }

  private String jump(String suffix) {
    return "  br label %" + r + suffix + "\n";
  }

  private String next() {
    return "  br label %r" + (k + 1) + "\n";
  }

  private String join(String x, String y) {
    return block("j") + "  %v" + (k + 1) + " = phi i32 [ " + x + k + ", %" + r + "t ], [ " + y + k + ", %" + r
        + "e ]\n" + next();
  }
}
