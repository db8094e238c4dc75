package dev.cvg.generate;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.AttributeGroup;
import dev.cvg.ir.Function;
import dev.cvg.ir.FunctionHeader;
import dev.cvg.ir.Module;
import dev.cvg.ir.Param;
import dev.cvg.ir.Type;
import dev.cvg.ir.ValueId;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a control-flow shape (any {@link FlowGraph}) into a valid AMDGPU kernel: the seeded
 * random program generator shared by tests, benchmarks and {@code cvg fuzz}.
 *
 * <p>Construction, per seed:
 *
 * <pre>
 *   entry:  %tid = workitem.id.x, %u = uniform arithmetic on %n   (dominates everything)
 *   block:  phis (one incoming value per predecessor edge, taken from that predecessor)
 *           [tokens: entry / loop / anchor intrinsics, convergent calls with bundles]
 *           2–4 arithmetic values on entry values, phis and earlier locals
 *           sometimes a ballot / readfirstlane (convergent ops)
 *           a store of one local to %out[%tid]
 *           br / br i1 / switch over a comparison of a local (uniform or divergent)
 *           [terminating: past the step limit, the successor nearest to a return]
 * </pre>
 *
 * SSA validity comes from the choice of operands: a block uses only entry values, its own phis
 * and its own locals, and a phi's incoming value is a value of its predecessor (or of the entry),
 * which dominates the end of that predecessor. If the shape's entry has predecessors, a fresh
 * entry block is placed in front. Graph node {@code i} becomes block {@code bb<i>}.
 *
 * <p>By default the programs need not terminate (random cycles have no induction variables);
 * the oracle bounds execution and reports such runs as unknown. Two options add to this base
 * program: {@link Options#terminating(int) step counters} that make every thread reach a return,
 * and {@link Tokens convergence control tokens}, carefully placed or deliberately misplaced, for
 * the convergence verifier's differential tests. They draw nothing from the base program's
 * random stream, so every base instruction stays, with the same name and operands; only the
 * branch conditions (steered by the counters) and the convergent calls' bundles differ.
 * {@link Tokens#wellFormed() Well-formed tokens} keep that promise too and obey the static
 * rules on every shape.
 *
 * <p>{@link KernelFeatures Features} (off by default) change the program itself, for fuzz
 * campaigns ({@link FuzzKernels}): counted loops with induction variables and uniform or
 * divergent trip counts, branches on convergent results, and defined convergent callees
 * {@code @callee<k>} called from the kernel.
 */
public final class KernelGenerator {
  static final String BALLOT = "@llvm.amdgcn.ballot.i32";
  static final String READFIRSTLANE = "@llvm.amdgcn.readfirstlane.i32";
  static final String TID = "@llvm.amdgcn.workitem.id.x";
  /** A convergent function without a result (token mode). */
  static final String OP = "@op";
  /** A non-convergent function without a result (token mode). */
  static final String PLAIN = "@plain";
  static final String TOKEN_INTRINSIC = "@llvm.experimental.convergence.";
  /** The name prefix of the defined convergent callees ({@link KernelFeatures#callees()}). */
  static final String CALLEE = "callee";

  /**
   * Convergence control tokens in the kernel: where disabled, none; otherwise every block may
   * define {@code entry}/{@code loop}/{@code anchor} tokens and call a convergent {@code @op} or
   * a plain {@code @plain}, and the convergent calls carry {@code "convergencectrl"} bundles.
   *
   * <p>With {@code noisePercent} 0 the placement is careful: {@code entry} first in the entry
   * block, {@code loop} in its block with a token of a dominating block, every bundle naming the
   * innermost available token, so the kernels are often valid and fail mostly on the cycle and
   * nesting rules. Each percent of noise is a chance, per decision, to misplace an intrinsic,
   * give {@code entry}/{@code anchor} a token, drop a {@code loop} token, use an arbitrary token,
   * write two bundles or leave a convergent call uncontrolled.
   *
   * @param enabled whether the kernel has tokens at all
   * @param noisePercent chance of each kind of misplacement, 0..100
   * @param valid whether the placement obeys the static rules by construction ({@link #wellFormed()})
   *     rather than being careful or noisy
   */
  public record Tokens(boolean enabled, int noisePercent, boolean valid) {
    /** No tokens: the default. */
    public static final Tokens NONE = new Tokens(false, 0, false);

    /**
     * Validates the range.
     *
     * @throws IllegalArgumentException if noisePercent is not in 0..100, or well-formed tokens
     *     are noisy or disabled
     */
    public Tokens {
      if (noisePercent < 0 || noisePercent > 100) {
        throw new IllegalArgumentException("token noise must be a percentage, not " + noisePercent);
      }
      if (valid && (!enabled || noisePercent != 0)) {
        throw new IllegalArgumentException("well-formed tokens are enabled and free of noise");
      }
    }

    /** Returns tokens placed by {@link TokenPlan}: careful with noise 0, else noisy. */
    public Tokens(boolean enabled, int noisePercent) {
      this(enabled, noisePercent, false);
    }

    /** Returns careful token placement (no noise). */
    public static Tokens careful() {
      return new Tokens(true, 0);
    }

    /** Returns token placement with {@code percent} chance of each kind of misplacement. */
    public static Tokens noisy(int percent) {
      return new Tokens(true, percent);
    }

    /**
     * Returns tokens that obey the static rules of ConvergentOperations.rst by construction
     * (cycle hearts in reducible loop headers, region tokens elsewhere): the IR verifier and the convergence verifier accept every
     * kernel, whatever the shape. The kernel of a seed differs from the {@link #careful()} one.
     */
    public static Tokens wellFormed() {
      return new Tokens(true, 0, true);
    }
  }

  /**
   * Knobs of the generator.
   *
   * @param divergentBranchPercent chance that a branch condition depends on the thread id
   * @param convergentOpPercent chance that a block contains a convergent operation
   * @param stepLimit 0 for unbounded execution; otherwise every block counts the blocks its
   *     thread has executed, and once the count reaches {@code stepLimit} each branch takes the
   *     successor nearest to a return, so every thread returns
   * @param tokens convergence control tokens, {@link Tokens#NONE} by default
   * @param constantPhis whether each block's phi reads, from every predecessor, a constant (the
   *     predecessor's node number) instead of one of its values: such a phi is divergent only by
   *     sync dependence, so a missed join shows as a wrong uniform claim (the random choices are
   *     the same as without, so the rest of the kernel is unchanged)
   * @param features counted loops, convergent branches and callees, {@link KernelFeatures#NONE} by
   *     default
   */
  public record Options(int divergentBranchPercent, int convergentOpPercent, int stepLimit, Tokens tokens,
      boolean constantPhis, KernelFeatures features) {
    /** Validates the ranges. @throws IllegalArgumentException if one is out of range */
    public Options {
      if (divergentBranchPercent < 0 || convergentOpPercent < 0 || stepLimit < 0 || tokens == null
          || features == null) {
        throw new IllegalArgumentException("bad KernelGenerator options: percentages and step limit >= 0");
      }
    }

    /** Returns options without {@link KernelFeatures features}. */
    public Options(int divergentBranchPercent, int convergentOpPercent, int stepLimit, Tokens tokens,
        boolean constantPhis) {
      this(divergentBranchPercent, convergentOpPercent, stepLimit, tokens, constantPhis, KernelFeatures.NONE);
    }

    /** Returns options with phis that read values of their predecessors. */
    public Options(int divergentBranchPercent, int convergentOpPercent, int stepLimit, Tokens tokens) {
      this(divergentBranchPercent, convergentOpPercent, stepLimit, tokens, false);
    }

    /** Returns options with the two percentages, no step limit and no tokens. */
    public Options(int divergentBranchPercent, int convergentOpPercent) {
      this(divergentBranchPercent, convergentOpPercent, 0, Tokens.NONE);
    }

    /** Returns these options with {@link #constantPhis() constant phis}. */
    public Options withConstantPhis() {
      return new Options(divergentBranchPercent, convergentOpPercent, stepLimit, tokens, true, features);
    }

    /** Balanced defaults: half of the branches divergent, a third of the blocks convergent. */
    public static Options defaults() {
      return new Options(50, 30);
    }

    /**
     * Returns these options with step counters: kernels that always return.
     *
     * @throws IllegalArgumentException if {@code limit} is not positive
     */
    public Options terminating(int limit) {
      if (limit <= 0) {
        throw new IllegalArgumentException("step limit must be positive, not " + limit);
      }
      return new Options(divergentBranchPercent, convergentOpPercent, limit, tokens, constantPhis, features);
    }

    /** Returns these options with convergence control {@code t}. */
    public Options withTokens(Tokens t) {
      return new Options(divergentBranchPercent, convergentOpPercent, stepLimit, t, constantPhis, features);
    }

    /** Returns these options with program features {@code f}. */
    public Options withFeatures(KernelFeatures f) {
      return new Options(divergentBranchPercent, convergentOpPercent, stepLimit, tokens, constantPhis, f);
    }
  }

  private KernelGenerator() {}

  /**
   * Returns a module holding one kernel {@code @kernel} shaped like {@code shape}.
   *
   * @throws IllegalArgumentException if {@code options} has a step limit and some node of
   *     {@code shape} cannot reach a node without successors ({@link #canTerminate})
   */
  public static Module generate(FlowGraph shape, long seed, Options options) {
    if (options.stepLimit() > 0 && !canTerminate(shape)) {
      throw new IllegalArgumentException("a node of the shape cannot reach a return: no step limit helps");
    }
    Function kernel = KernelBody.build(shape, seed, options);
    List<Function> functions = new ArrayList<>(List.of(kernel));
    functions.addAll(Callees.build(seed, options));
    functions.addAll(List.of(
        declare(TID, Type.I32, List.of(), List.of("#0")),
        declare(BALLOT, Type.I32, List.of(Type.I1), List.of("#1")),
        declare(READFIRSTLANE, Type.I32, List.of(Type.I32), List.of("#1"))));
    if (options.tokens().enabled()) {
      functions.add(declare(OP, Type.VOID, List.of(), List.of("convergent")));
      functions.add(declare(PLAIN, Type.VOID, List.of(), List.of()));
      for (String kind : List.of("entry", "anchor", "loop")) {
        functions.add(declare(TOKEN_INTRINSIC + kind, Type.TOKEN, List.of(), List.of()));
      }
    }
    return new Module("generated-" + seed + ".ll",
        List.of("target triple = \"amdgcn--\""), List.of(), List.of(), functions,
        List.of(new AttributeGroup(0, List.of("nounwind", "readnone", "speculatable")),
            new AttributeGroup(1, List.of("convergent", "nounwind", "readnone"))),
        List.of());
  }

  /**
   * Returns a module with one kernel per shape: {@code @kernel<k>} is the kernel of
   * {@code generate(shapes[k], seed + k, options[k])}, followed by the declarations every one of
   * them needs.
   *
   * @throws IllegalArgumentException if the lists differ in length or are empty, or an options
   *     has callees (their names would clash)
   */
  public static Module generate(List<FlowGraph> shapes, long seed, List<Options> options) {
    if (shapes.size() != options.size() || shapes.isEmpty()) {
      throw new IllegalArgumentException("one options per shape, at least one shape");
    }
    if (options.stream().anyMatch(o -> o.features().callees() > 0)) {
      throw new IllegalArgumentException("a module of several kernels has no callees");
    }
    List<Function> kernels = new ArrayList<>();
    List<Function> declarations = List.of();
    Module last = null;
    for (int k = 0; k < shapes.size(); k++) {
      last = generate(shapes.get(k), seed + k, options.get(k));
      kernels.add(last.functions().getFirst().withName("kernel" + k));
      List<Function> own = last.functions().subList(1, last.functions().size());
      // token kernels declare a superset of the base declarations, in the same order
      declarations = own.size() > declarations.size() ? own : declarations;
    }
    kernels.addAll(declarations);
    return new Module("generated-" + seed + ".ll", last.header(), List.of(), List.of(), kernels,
        last.attributeGroups(), List.of());
  }

  /**
   * Returns whether every node of {@code shape} reaches a node without successors, which is
   * what {@link Options#terminating(int)} needs.
   */
  public static boolean canTerminate(FlowGraph shape) {
    for (int d : Termination.distanceToExit(shape)) {
      if (d == Integer.MAX_VALUE) {
        return false;
      }
    }
    return true;
  }

  private static Function declare(String name, Type ret, List<Type> params, List<String> attrs) {
    List<Param> ps = new ArrayList<>();
    for (int k = 0; k < params.size(); k++) {
      ps.add(new Param(new ValueId(k), params.get(k), List.of()));
    }
    return Function.declaration(name.substring(1),
        new FunctionHeader(List.of(), "", List.of(), ret, ps, false, attrs), ps.size());
  }
}
