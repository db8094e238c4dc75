package dev.cvg.generate;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Kernels for fuzz campaigns ({@code cvg fuzz}): the one seeded generator with every program
 * feature of a campaign switched on, deterministic per seed and recipe.
 *
 * <p>A kernel of {@code seed} and {@link Recipe}: a {@link RandomCfg} shape (the recipe's, or
 * structured / unstructured / irreducible drawn from the seed) of a block count drawn from the
 * {@link Size} class, with switches (20% of two-way splits), break / continue / early-return
 * edges (20% of leaves), filled by {@link KernelGenerator} with a divergent-branch share of
 * 20–80%, ballots and readfirstlanes in 30–50% of the blocks, {@link KernelFeatures#fuzz()}
 * (counted loops with uniform or divergent trip counts, convergent results feeding branches,
 * two convergent callees), the {@link TokenMode}'s tokens and, by default, step counters that
 * make every thread of every run return.
 *
 * <pre>
 *   Module m = FuzzKernels.kernel(42, FuzzKernels.Size.SMALL, FuzzKernels.TokenMode.CAREFUL);
 * </pre>
 */
public final class FuzzKernels {
  /** The step limit of {@link Recipe#of}: loops of a few blocks run several iterations first. */
  public static final int DEFAULT_STEP_LIMIT = 64;

  /** Size classes: the number of blocks of the kernel's shape, drawn from the seed in the range. */
  public enum Size {
    /** 3 to 8 blocks. */
    TINY(3, 8),
    /** 10 to 40 blocks. */
    SMALL(10, 40),
    /** 100 to 400 blocks. */
    MEDIUM(100, 400),
    /** 2,000 to 8,000 blocks. */
    LARGE(2_000, 8_000),
    /** 100,000 blocks. */
    HUGE(100_000, 100_000);

    private final int min;
    private final int max;

    Size(int min, int max) {
      this.min = min;
      this.max = max;
    }

    /** Returns the fewest blocks of the class. */
    public int minBlocks() {
      return min;
    }

    /** Returns the most blocks of the class. */
    public int maxBlocks() {
      return max;
    }

    /**
     * Returns the class named {@code text}, ignoring case.
     *
     * @throws IllegalArgumentException naming the classes if there is none of that name
     */
    public static Size parse(String text) {
      return FuzzKernels.parse(Size.class, values(), text);
    }
  }

  /** Convergence control tokens in the kernel and its callees. */
  public enum TokenMode {
    /** No tokens: convergent operations and calls are uncontrolled. */
    NONE,
    /** Tokens obeying the static rules: the IR and convergence verifiers accept every kernel. */
    CAREFUL,
    /** Careful placement with 10% chance of each kind of misplacement: mostly rejected. */
    NOISY;

    /**
     * Returns the mode named {@code text}, ignoring case.
     *
     * @throws IllegalArgumentException naming the modes if there is none of that name
     */
    public static TokenMode parse(String text) {
      return FuzzKernels.parse(TokenMode.class, values(), text);
    }

    /** Returns the generator's token option of this mode. */
    KernelGenerator.Tokens tokens() {
      return switch (this) {
        case NONE -> KernelGenerator.Tokens.NONE;
        case CAREFUL -> KernelGenerator.Tokens.wellFormed();
        case NOISY -> KernelGenerator.Tokens.noisy(10);
      };
    }
  }

  /**
   * What to generate.
   *
   * @param size the size class
   * @param tokens the token mode
   * @param shape the control-flow family, or empty to draw it from the seed
   * @param stepLimit 0 for kernels that need not terminate, else the step counters' limit
   */
  public record Recipe(Size size, TokenMode tokens, Optional<RandomCfg.Shape> shape, int stepLimit) {
    /** Validates the recipe. @throws IllegalArgumentException on a null part or a negative limit */
    public Recipe {
      if (size == null || tokens == null || shape == null || stepLimit < 0) {
        throw new IllegalArgumentException("a recipe needs a size, a token mode, a shape choice and a limit >= 0");
      }
    }

    /** Returns the recipe of {@code size} and {@code tokens}: shape from the seed, terminating. */
    public static Recipe of(Size size, TokenMode tokens) {
      return new Recipe(size, tokens, Optional.empty(), DEFAULT_STEP_LIMIT);
    }

    /** Returns this recipe with the control-flow family {@code s}. */
    public Recipe withShape(RandomCfg.Shape s) {
      return new Recipe(size, tokens, Optional.of(s), stepLimit);
    }

    /** Returns this recipe with step limit {@code limit} (0: kernels need not terminate). */
    public Recipe withStepLimit(int limit) {
      return new Recipe(size, tokens, shape, limit);
    }
  }

  private FuzzKernels() {}

  /** Returns {@code kernel(seed, Recipe.of(size, tokens))}. */
  public static Module kernel(long seed, Size size, TokenMode tokens) {
    return kernel(seed, Recipe.of(size, tokens));
  }

  /** Returns the module of {@code seed} and {@code recipe}: {@code @kernel}, its callees, declarations. */
  public static Module kernel(long seed, Recipe recipe) {
    Plan p = plan(seed, recipe);
    return KernelGenerator.generate(p.shape(), seed, p.options());
  }

  /**
   * Returns what {@link #kernel(long, Recipe)} draws for {@code seed} and {@code recipe}, for
   * reports: e.g. {@code "SMALL IRREDUCIBLE shape of 23 blocks, 47% divergent branches, 38%
   * convergent blocks, tokens CAREFUL, step limit 64"}.
   */
  public static String describe(long seed, Recipe recipe) {
    Plan p = plan(seed, recipe);
    KernelGenerator.Options o = p.options();
    return recipe.size() + " " + p.kind() + " shape of " + p.shape().size() + " blocks, "
        + o.divergentBranchPercent() + "% divergent branches, " + o.convergentOpPercent() + "% convergent blocks, tokens "
        + recipe.tokens() + (o.stepLimit() > 0 ? ", step limit " + o.stepLimit() : ", no step limit");
  }

  /** The draws of one kernel: the shape's family, the shape and the generator's options. */
  private record Plan(RandomCfg.Shape kind, FlowGraph shape, KernelGenerator.Options options) {}

  private static Plan plan(long seed, Recipe recipe) {
    SplittableRandom r = new SplittableRandom(seed ^ 0x9E3779B97F4A7C15L);
    RandomCfg.Shape[] shapes = RandomCfg.Shape.values();
    RandomCfg.Shape kind = recipe.shape().orElse(shapes[r.nextInt(shapes.length)]);
    Size size = recipe.size();
    int blocks = size.minBlocks() + r.nextInt(size.maxBlocks() - size.minBlocks() + 1);
    RandomCfg.Options cfg = new RandomCfg.Options(kind, blocks, 20, 5, 5, 20, 0, 0);
    FlowGraph shape = RandomCfg.generate(seed, cfg);
    // A sideways jump of an irreducible shape can leave from the return block itself (a few
    // percent of tiny shapes): such a kernel could never return, so the shape is drawn again.
    for (long attempt = 1; !KernelGenerator.canTerminate(shape); attempt++) {
      shape = RandomCfg.generate(seed + attempt * 0x9E3779B97F4A7C15L, cfg);
    }
    KernelGenerator.Options options = new KernelGenerator.Options(20 + r.nextInt(61), 30 + r.nextInt(21))
        .withTokens(recipe.tokens().tokens()).withFeatures(KernelFeatures.fuzz());
    if (recipe.stepLimit() > 0) {
      options = options.terminating(recipe.stepLimit());
    }
    return new Plan(kind, shape, options);
  }

  private static <E extends Enum<E>> E parse(Class<E> type, E[] values, String text) {
    for (E v : values) {
      if (v.name().equalsIgnoreCase(text.strip())) {
        return v;
      }
    }
    throw new IllegalArgumentException("unknown " + type.getSimpleName().toLowerCase(Locale.ROOT) + " '" + text
        + "', expected one of " + Arrays.stream(values).map(v -> v.name().toLowerCase(Locale.ROOT)).toList());
  }
}
