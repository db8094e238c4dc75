package dev.cvg.generate;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import java.util.SplittableRandom;

/**
 * Kernels with planted pass sites, for fuzz campaigns of cvg's passes ({@code cvg fuzz
 * --kernels=sites}): per seed a chain of regions, each a {@link Site} where one of the passes
 * has work and, when its condition or trip count is divergent and the site holds a convergent
 * operation, its convergence guard refuses. The random kernels of {@link FuzzKernels} rarely
 * hold such sites (their blocks are too large to thread, their twins never identical), so the
 * guards of sink, hoist-sink, jump-threading, loop-unroll, inline and simplifycfg never fire on
 * them; here they do, and with {@code --no-guard} the overridden refusals are violations
 * injected on purpose.
 *
 * <p>Per region the seed draws the site, whether its branch or trip count is uniform (from
 * {@code %n}) or divergent (from {@code %tid}), the convergent operation ({@code ballot},
 * {@code readfirstlane}, or none in a quarter of the regions) and its operand. Every loop is a
 * counted loop with a trip count below 16 (above the unroll count of 8 for some threads), so
 * every thread of every run returns. With tokens the kernel is {@code convergent} and starts with an {@code entry} token; acyclic operations use it,
 * loop operations a heart in the header or an anchor of their own; without tokens everything is
 * uncontrolled, except that half of the inlining sites call a callee that uses an {@code entry}
 * token (the inliner's guard then refuses, since the kernel is not {@code convergent}). The text
 * is parsed, so the module carries names as written.
 *
 * <pre>
 *   Module m = SiteKernels.kernel(7, 3, true);   // seed 7, 3 regions, with tokens
 * </pre>
 */
public final class SiteKernels {
  /** The planted sites, each named after the pass whose guard it exercises. */
  public enum Site {
    /** A convergent result used only in one arm of a branch below it: {@code sink} moves it into the arm. */
    SINK,
    /** Identical convergent operations heading both arms of a branch: {@code hoist-sink} and {@code simplifycfg} hoist them. */
    HOIST,
    /** Identical convergent operations ending both arms of a branch: {@code simplifycfg} sinks them into the join. */
    TAIL,
    /** A join whose branch is a phi of constants (or a compare of one): {@code jump-threading} copies it per edge. */
    THREAD,
    /** A counted loop with a convergent operation and a runtime trip count: {@code loop-unroll<runtime>} adds a remainder, {@code licm} hoists an invariant operation. */
    LOOP,
    /** A call, possibly under a branch, of a convergent callee: {@code inline} copies it. */
    CALL
  }

  private final SplittableRandom rnd;
  private final boolean tokens;
  private final StringBuilder body = new StringBuilder();
  private final StringBuilder callees = new StringBuilder();
  private int k;

  private SiteKernels(long seed, boolean tokens) {
    this.rnd = new SplittableRandom(seed ^ 0x3C6EF372FE94F82BL);
    this.tokens = tokens;
  }

  /**
   * Returns the module of {@code seed} with {@code regions} planted sites (each drawn from the
   * seed), convergence tokens if {@code tokens}: {@code @kernel}, one callee per inlining site,
   * declarations.
   *
   * @throws IllegalArgumentException if {@code regions} is not in 1..100,000
   */
  public static Module kernel(long seed, int regions, boolean tokens) {
    String text = text(seed, regions, tokens);
    try {
      return IrParser.parse(text, "sites-" + seed + ".ll");
    } catch (Exception e) {
      throw new IllegalStateException("seed " + seed + ": site kernel does not parse: " + e.getMessage(), e);
    }
  }

  /** Returns the text of {@link #kernel(long, int, boolean)}. */
  public static String text(long seed, int regions, boolean tokens) {
    if (regions < 1 || regions > 100_000) {
      throw new IllegalArgumentException("site kernels have 1..100,000 regions, not " + regions);
    }
    return new SiteKernels(seed, tokens).build(regions);
  }

  private String build(int regions) {
    body.append("define amdgpu_kernel void @kernel(ptr addrspace(1) %out, i32 %n)")
        .append(tokens ? " #2" : "").append(" {\nentry:\n");
    if (tokens) {
      body.append("  %etok = call token @llvm.experimental.convergence.entry()\n");
    }
    body.append("  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n")
        .append("  %slot = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid\n")
        .append("  %v0 = add i32 %tid, %n\n  br label %r0\n");
    Site[] sites = Site.values();
    for (k = 0; k < regions; k++) {
      switch (sites[rnd.nextInt(sites.length)]) {
        case SINK -> new AcyclicSites(this).sink();
        case HOIST -> new AcyclicSites(this).hoist();
        case TAIL -> new AcyclicSites(this).tail();
        case THREAD -> new AcyclicSites(this).thread();
        case LOOP -> loop();
        case CALL -> call();
      }
    }
    body.append("\nr").append(regions).append(":\n  store i32 %v").append(regions)
        .append(", ptr addrspace(1) %slot, align 4\n  ret void\n}\n");
    return body + callees.toString() + DECLARATIONS;
  }

  private static final String DECLARATIONS = """

      declare i32 @llvm.amdgcn.workitem.id.x() #0
      declare i32 @llvm.amdgcn.ballot.i32(i1) #1
      declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #1
      declare token @llvm.experimental.convergence.entry() #3
      declare token @llvm.experimental.convergence.anchor() #3
      declare token @llvm.experimental.convergence.loop() #3

      attributes #0 = { nounwind readnone speculatable }
      attributes #1 = { convergent nounwind readnone }
      attributes #2 = { convergent }
      attributes #3 = { convergent nocallback nofree nosync nounwind willreturn memory(none) }
      """;

  /** Region {@code k}'s number. */
  int region() {
    return k;
  }

  /** Appends {@code text} to the kernel. */
  SiteKernels emit(String text) {
    body.append(text);
    return this;
  }

  /** Whether the kernel has tokens. */
  boolean tokens() {
    return tokens;
  }

  /** The random stream of the kernel. */
  SplittableRandom random() {
    return rnd;
  }

  /** Returns a branch condition on {@code %n} (uniform) or {@code %tid} (divergent), drawn. */
  String condition() {
    int c = 1 + rnd.nextInt(6);
    return rnd.nextBoolean() ? "icmp slt i32 %n, " + c : "icmp slt i32 %tid, " + c;
  }

  /**
   * Returns a convergent operation defining {@code name} from {@code v} (a ballot of a compare,
   * a readfirstlane) controlled by {@code token} if not null, or, in a quarter of the draws,
   * arithmetic ({@code name = add v, 1}) when {@code optional}.
   */
  String op(String name, String v, String token, boolean optional) {
    int pick = rnd.nextInt(optional ? 4 : 3);
    String bundle = token == null ? "" : " [ \"convergencectrl\"(token " + token + ") ]";
    return switch (pick) {
      case 0 -> "  " + name + "c = icmp ult i32 " + v + ", " + (1 + rnd.nextInt(40)) + "\n  " + name
          + " = call i32 @llvm.amdgcn.ballot.i32(i1 " + name + "c)" + bundle + "\n";
      case 1, 2 -> "  " + name + " = call i32 @llvm.amdgcn.readfirstlane.i32(i32 " + v + ")" + bundle + "\n";
      default -> "  " + name + " = add i32 " + v + ", 1\n";
    };
  }

  /** The token of an acyclic operation: {@code %etok} (the entry token), or none without tokens. */
  String acyclicToken() {
    return tokens ? "%etok" : null;
  }

  /**
   * A counted loop {@code rK -> rKl -> rKx} with a trip count of {@code %n & 15} or
   * {@code %tid & 15}, a convergent operation on a loop-varying or invariant value, under a heart
   * or an anchor with tokens.
   */
  private void loop() {
    String r = "r" + k;
    String l = r + "l";
    String trip = rnd.nextBoolean() ? "%n" : "%tid";
    body.append("\n").append(r).append(":\n  %trip").append(k).append(" = and i32 ").append(trip).append(", 15\n")
        .append("  br label %").append(l).append("\n\n").append(l).append(":\n")
        .append("  %i").append(k).append(" = phi i32 [ 0, %").append(r).append(" ], [ %in").append(k).append(", %")
        .append(l).append(" ]\n")
        .append("  %acc").append(k).append(" = phi i32 [ %v").append(k).append(", %").append(r).append(" ], [ %accn")
        .append(k).append(", %").append(l).append(" ]\n");
    String token = null;
    if (tokens && rnd.nextInt(4) == 0) {
      body.append("  %t").append(k).append(" = call token @llvm.experimental.convergence.anchor()\n");
      token = "%t" + k;
    } else if (tokens) {
      body.append("  %h").append(k).append(" = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %etok) ]\n");
      token = "%h" + k;
    }
    String operand = rnd.nextBoolean() ? "%v" + k : "%acc" + k;
    body.append(op("%a" + k, operand, token, false))
        .append("  %accn").append(k).append(" = add i32 %acc").append(k).append(", %a").append(k).append("\n")
        .append("  %in").append(k).append(" = add i32 %i").append(k).append(", 1\n")
        .append("  %m").append(k).append(" = icmp ult i32 %in").append(k).append(", %trip").append(k).append("\n")
        .append("  br i1 %m").append(k).append(", label %").append(l).append(", label %").append(r).append("x\n")
        .append("\n").append(r).append("x:\n  %v").append(k + 1).append(" = add i32 %accn").append(k)
        .append(", 1\n  br label %r").append(k + 1).append("\n");
  }

  /**
   * A call of the convergent {@code @site<k>} ({@code ptr addrspace(1) %out, i32 %v}), under a
   * branch in half of the regions. The callee uses an {@code entry} token when the kernel has
   * tokens and, without, in half of the regions.
   */
  private void call() {
    String r = "r" + k;
    boolean guarded = rnd.nextBoolean();
    boolean controlled = tokens || rnd.nextBoolean();
    String bundle = tokens ? " [ \"convergencectrl\"(token %etok) ]" : "";
    String call = "  call void @site" + k + "(ptr addrspace(1) %out, i32 %v" + k + ")" + bundle + "\n";
    body.append("\n").append(r).append(":\n");
    if (guarded) {
      body.append("  %c").append(k).append(" = ").append(condition()).append("\n")
          .append("  br i1 %c").append(k).append(", label %").append(r).append("t, label %").append(r).append("j\n\n")
          .append(r).append("t:\n").append(call).append("  br label %").append(r).append("j\n\n")
          .append(r).append("j:\n");
    } else {
      body.append(call);
    }
    body.append("  %v").append(k + 1).append(" = add i32 %v").append(k).append(", 1\n  br label %r").append(k + 1)
        .append("\n");
    callees.append("\ndefine void @site").append(k).append("(ptr addrspace(1) %out, i32 %x) #2 {\nentry:\n");
    if (controlled) {
      callees.append("  %etok = call token @llvm.experimental.convergence.entry()\n");
    }
    callees.append("  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %y = add i32 %x, %tid\n")
        .append(op("%r", "%y", controlled ? "%etok" : null, false))
        .append("  %s = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid\n")
        .append("  store i32 %r, ptr addrspace(1) %s, align 4\n  ret void\n}\n");
  }
}
