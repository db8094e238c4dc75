package dev.cvg.reduce;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Module;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Shrinks a module while a test stays true: an IR reducer in the spirit of {@code llvm-reduce}.
 *
 * <p><b>Problem.</b> Given a module and an interestingness test (a property failure, a crash,
 * a wrong verdict) that holds on it, find a much smaller module on which it still holds, so a
 * person can read the bug.
 *
 * <p><b>Algorithm.</b> A fixed sequence of reduction passes, each run by
 * {@link DeltaDebugging} over its numbered targets, repeated until a whole round changes
 * nothing:
 * <ol>
 *   <li>{@code functions}: remove functions nothing refers to;
 *   <li>{@code unreachable-blocks}: remove the input's unreachable blocks;
 *   <li>{@code branches}: remove control-flow edges (fold {@code br i1} to {@code br}, cut
 *       {@code switch} cases, turn a {@code br} into {@code ret}), fixing phis and dropping
 *       the blocks cut off;
 *   <li>{@code instructions-to-operands}, then {@code instructions-to-zero}: remove
 *       instructions, their uses becoming an operand of the same type or zero;
 *   <li>{@code merge-blocks}: merge a block into its only predecessor that branches to it;
 *   <li>{@code arguments}: remove parameters and the matching call arguments.
 * </ol>
 * The passes mirror llvm-reduce's ({@code llvm/tools/llvm-reduce/deltas}: ReduceFunctions,
 * ReduceBasicBlocks, ReduceInstructions, ReduceOperandsSkip, SimplifyInstructions' block
 * merging, ReduceArguments), coarse before fine so that big removals come cheap; the chunking
 * is Zeller and Hildebrandt's delta debugging ("Simplifying and Isolating Failure-Inducing
 * Input", TSE 2002) as llvm-reduce runs it.
 * A candidate is kept only if it is strictly smaller by {@link ModuleSize#total()}, passes the
 * {@link IrVerifier} and the {@link ConvergenceVerifier} (unless {@link Options#verify()} is
 * off), and is interesting; a test that throws a {@link RuntimeException} counts as "not
 * interesting". The same input and test give the same output: passes, targets and chunks are
 * visited in module order.
 *
 * <pre>
 *   entry: %tid = ...; %x = add %tid, 1; br i1 %c, label %a, label %b       interesting:
 *   a: %bal = call @ballot(i1 %p); store %bal, %q; ...                       "a ballot reaches
 *   b: ...                                                                    a store"
 *   ==>  entry: %bal = call @ballot(i1 false); store i32 %bal, ptr null; ret void
 * </pre>
 *
 * <p><b>Complexity.</b> Each accepted candidate lowers the size, so there are at most
 * {@code size} acceptances; each pass costs O(k log n) tests when removals succeed in big
 * chunks (n targets, k of them needed), each test one rebuild of the touched functions, two
 * verifier runs and one call of the test. {@link Options#maxTests()} bounds the total, and
 * {@link Options#deadline()} the wall time.
 */
public final class Reducer {

  /**
   * Settings of a reduction.
   *
   * @param target the target model for the convergence verifier, or empty for the one of the
   *     module's triple
   * @param verify whether candidates must pass both verifiers (then the input must too)
   * @param maxTests the most candidates to test; the smallest interesting one so far is
   *     returned when the budget runs out
   */
  public record Options(Optional<TargetModel> target, boolean verify, int maxTests, Optional<Instant> deadline) {
    /** Validates. @throws IllegalArgumentException if {@code maxTests} is negative */
    public Options {
      if (maxTests < 0) {
        throw new IllegalArgumentException("maxTests must be >= 0");
      }
      Objects.requireNonNull(target);
      Objects.requireNonNull(deadline);
    }

    /** Returns the defaults: the module's target, verified candidates, no test budget, no deadline. */
    public static Options defaults() {
      return new Options(Optional.empty(), true, Integer.MAX_VALUE, Optional.empty());
    }

    /** Returns these options with at most {@code tests} candidate tests. */
    public Options withMaxTests(int tests) {
      return new Options(target, verify, tests, deadline);
    }

    /**
     * Returns these options stopping at {@code time}: no candidate is built after it, and the
     * smallest interesting module so far is the result ({@link Result#timeUp()}).
     */
    public Options withDeadline(Instant time) {
      return new Options(target, verify, maxTests, Optional.of(time));
    }

    /** Returns these options without verification of candidates (for reducing verifier findings). */
    public Options unverified() {
      return new Options(target, false, maxTests, deadline);
    }

    /** Returns whether the deadline, if any, has passed. */
    boolean timeUp() {
      return deadline.isPresent() && !Instant.now().isBefore(deadline.get());
    }
  }

  /**
   * The outcome of a reduction.
   *
   * @param module the smallest interesting module found (the input if nothing could be removed)
   * @param before the input's size
   * @param after the result's size
   * @param tests how many candidates were built and tested
   * @param log one line per pass run that changed the module: name and sizes
   * @param timeUp whether the {@linkplain Options#deadline() deadline} stopped the reduction
   */
  public record Result(Module module, ModuleSize before, ModuleSize after, int tests, List<String> log,
      boolean timeUp) {
    /** Copies the log. */
    public Result {
      log = List.copyOf(log);
    }
  }

  private static final List<ReductionPass> PASSES = List.of(new RemoveFunctions(), new RemoveUnreachableBlocks(),
      new FoldBranches(), new RemoveInstructions(RemoveInstructions.Replacement.OPERAND),
      new RemoveInstructions(RemoveInstructions.Replacement.ZERO), new MergeBlocks(), new RemoveArguments());

  private Reducer() {}

  /**
   * Returns the smallest module found on which {@code interesting} holds, with default options.
   *
   * @throws IllegalArgumentException if {@code interesting} does not hold on {@code m} or
   *     {@code m} does not verify
   */
  public static Module reduce(Module m, Predicate<Module> interesting) {
    return reduce(m, interesting, Options.defaults()).module();
  }

  /**
   * Reduces {@code m} while {@code interesting} holds.
   *
   * @throws IllegalArgumentException if {@code interesting} does not hold on {@code m}, or
   *     {@code options.verify()} is on and {@code m} does not pass both verifiers
   */
  public static Result reduce(Module m, Predicate<Module> interesting, Options options) {
    return reduce(m, interesting, options, line -> { });
  }

  /**
   * Reduces {@code m} while {@code interesting} holds, handing each line of the
   * {@linkplain Result#log() log} to {@code progress} as soon as its pass has run.
   *
   * @throws IllegalArgumentException as {@link #reduce(Module, Predicate, Options)}
   */
  public static Result reduce(Module m, Predicate<Module> interesting, Options options,
      java.util.function.Consumer<String> progress) {
    TargetModel target = options.target().orElseGet(() -> Targets.forModule(m, Optional.empty()));
    if (options.verify() && !valid(m, target)) {
      throw new IllegalArgumentException("the module does not verify; reduce it with Options.unverified()");
    }
    if (!holds(interesting, m)) {
      throw new IllegalArgumentException("the test does not hold on the module to reduce");
    }
    Run run = new Run(m, interesting, options, target);
    boolean changed = true;
    while (changed && !run.spent()) {
      changed = false;
      for (ReductionPass pass : PASSES) {
        ModuleSize before = ModuleSize.of(run.best);
        Optional<Module> smaller = DeltaDebugging.run(pass.targets(run.best), run::accept,
            run::spent);
        if (smaller.isPresent()) {
          String line = pass.name() + ": " + before + " -> " + ModuleSize.of(run.best);
          run.log.add(line);
          progress.accept(line);
          changed = true;
        }
      }
    }
    return new Result(run.best, ModuleSize.of(m), ModuleSize.of(run.best), run.tests, run.log, run.timeUp);
  }

  static boolean valid(Module m, TargetModel target) {
    return IrVerifier.verify(m).isEmpty() && ConvergenceVerifier.verify(m, target).isEmpty();
  }

  private static boolean holds(Predicate<Module> test, Module m) {
    try {
      return test.test(m);
    } catch (RuntimeException e) {
      return false; // a test that cannot judge a candidate does not find it interesting
    }
  }

  /** The state of one reduction: the best module so far and the budget spent. */
  private static final class Run {
    private final Predicate<Module> interesting;
    private final Options options;
    private final TargetModel target;
    private final List<String> log = new ArrayList<>();
    private Module best;
    private int bestSize;
    private int tests;
    private boolean timeUp;

    Run(Module m, Predicate<Module> interesting, Options options, TargetModel target) {
      this.best = m;
      this.bestSize = ModuleSize.of(m).total();
      this.interesting = interesting;
      this.options = options;
      this.target = target;
    }

    /** Takes {@code candidate} as the new best if it is smaller, valid and interesting. */
    boolean accept(Module candidate) {
      tests++;
      int size = ModuleSize.of(candidate).total();
      if (size >= bestSize || options.verify() && !valid(candidate, target) || !holds(interesting, candidate)) {
        return false;
      }
      best = candidate;
      bestSize = size;
      return true;
    }

    /** Returns whether the test budget or the time is spent (and notes which). */
    boolean spent() {
      if (tests >= options.maxTests()) {
        return true;
      }
      timeUp = options.timeUp();
      return timeUp;
    }
  }
}
