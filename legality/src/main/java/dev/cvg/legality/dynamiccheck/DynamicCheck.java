package dev.cvg.legality.dynamiccheck;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.verdict.Counterexample;
import dev.cvg.legality.verdict.Coverage;
import dev.cvg.legality.verdict.TraceTables;
import dev.cvg.oracle.Execution;
import dev.cvg.oracle.input.Arg;
import dev.cvg.oracle.trace.TraceTable;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The dynamic legality check (DESIGN.md, "Legality"): runs the original and the transformed
 * program in the oracle on the same launches ({@link InputPlan}), maps their dynamic instances
 * ({@link InstanceMap}) and applies the checks: (1) groups at convergent operations
 * ({@link GroupCheck}) and at operations merged into a dominating equal one
 * ({@link ReplacementCheck}), (2) uniformity at use ({@link UseCheck}, and at uses of removed
 * operations replaced by plain values, {@link ReplacedUseCheck}), (3) observable results
 * ({@link ObservableCheck}). Anchors are compared against the original run with the
 * transformed program's groupings ({@link AnchorForcing}).
 *
 * <p>Launches run in parallel, in batches of the machine's core count, smallest first; the
 * check stops at the first batch with a violation and reports the violation of the smallest
 * launch, then shrinks the thread count between the previous size tried and that one, then the
 * scalar arguments (zeros, then halving). Within
 * an execution pair the first violation in the original's program order is the counterexample
 * (groups first, then uniformity, then results); the others are listed.
 */
public final class DynamicCheck {
  private DynamicCheck() {}

  /**
   * Runs the dynamic check of {@code afterFn} of {@code after} against {@code beforeFn} of
   * {@code before}.
   *
   * @param before the original module
   * @param beforeFn the original function
   * @param beforeTarget the target model of {@code before}
   * @param after the transformed module
   * @param afterFn the transformed function
   * @param afterTarget the target model of {@code after}
   * @param correspondence which instruction of {@code after} stands for which of {@code before}
   * @param budget thread counts, argument sets and bounds
   * @param seed the seed of arguments and anchor groupings
   * @return the counterexample if one was found, the other violations, and the coverage
   */
  public static DynamicOutcome run(Module before, Function beforeFn, TargetModel beforeTarget, Module after,
      Function afterFn, TargetModel afterTarget, Correspondence correspondence, LegalityBudget budget, long seed) {
    Side b = new Side(before, beforeFn, beforeTarget);
    Side a = new Side(after, afterFn, afterTarget);
    CompiledIndex idx = CompiledIndex.of(b, a, correspondence);
    Context ctx = new Context(b, a, idx.before(), idx.after(), idx.classes());
    boolean anchors = AnchorForcing.hasAnchors(a, idx.after());
    List<Trial> plan = InputPlan.of(b, a, budget, anchors, seed);
    TrialRunner runner = new TrialRunner(ctx, budget, plan);
    long deadline = System.nanoTime() + budget.wallTime().toNanos();
    int cores = Math.max(1, Runtime.getRuntime().availableProcessors());
    ExecutorService pool = Executors.newFixedThreadPool(cores, r -> {
      Thread t = new Thread(r, "cvg-legality");
      t.setDaemon(true);
      return t;
    });
    List<TrialResult> done = new ArrayList<>();
    Optional<String> stopped = Optional.empty();
    try {
      for (int i = 0; i < plan.size(); i += cores) {
        if (System.nanoTime() > deadline) {
          stopped = Optional.of("the wall-time bound of " + budget.wallTime().toSeconds() + " s was hit after "
              + done.size() + " of " + plan.size() + " launches");
          break;
        }
        List<Trial> trials = plan.subList(i, Math.min(plan.size(), i + cores));
        List<Future<TrialResult>> batch = new ArrayList<>();
        for (Trial t : trials) {
          batch.add(pool.submit(() -> runner.run(t)));
        }
        boolean late = false;
        for (int k = 0; k < batch.size(); k++) {
          Optional<TrialResult> r = get(batch.get(k), trials.get(k), deadline);
          r.ifPresent(done::add);
          late |= r.isEmpty();
        }
        if (late) {
          batch.forEach(f -> f.cancel(true));
          stopped = Optional.of("the wall-time bound of " + budget.wallTime().toSeconds() + " s was hit during launch "
              + (done.size() + 1) + " of " + plan.size());
          break;
        }
        if (done.stream().anyMatch(TrialResult::violates)) {
          break;
        }
      }
    } finally {
      pool.shutdownNow();
    }
    Optional<TrialResult> failing = done.stream().filter(TrialResult::violates).findFirst();
    if (failing.isPresent()) {
      failing = Optional.of(shrinkValues(runner, shrink(runner, b, plan, failing.get())));
    }
    Coverage coverage = coverage(done, budget, plan);
    Optional<String> inconclusive = done.stream().flatMap(r -> r.inconclusive().stream()).findFirst();
    List<String> notes = done.stream().flatMap(r -> r.note().stream()).distinct().toList();
    if (failing.isEmpty()) {
      return new DynamicOutcome(Optional.empty(), List.of(), coverage, inconclusive, stopped, notes);
    }
    List<Finding> findings = new ArrayList<>(failing.get().findings());
    findings.sort(Comparator.comparingInt((Finding f) -> f.property().ordinal()).thenComparingInt(Finding::order));
    Finding primary = findings.get(0);
    Trial t = failing.get().trial();
    List<String> others = new ArrayList<>(new LinkedHashSet<>(findings.subList(1, findings.size()).stream()
        .map(Finding::line).toList()));
    Counterexample cx = new Counterexample(primary.property(), primary.before(), primary.after(), primary.message(),
        primary.threads(), new Counterexample.Inputs(t.threads(), t.argsText(), t.hierarchy(), t.anchorsText()),
        primary.groupsBefore(), primary.groupsAfter(), primary.valuesBefore(), primary.valuesAfter(),
        traceTables(runner, t, b, a));
    return new DynamicOutcome(Optional.of(cx), others, coverage, inconclusive, stopped, notes);
  }

  /**
   * Tries the thread counts between the largest planned size below the failing one and it,
   * smallest first, with the structured arguments (seeded argument sets are not shrunk).
   */
  private static TrialResult shrink(TrialRunner runner, Side before, List<Trial> plan, TrialResult failing) {
    Trial t = failing.trial();
    if (t.argumentSet() != 0) {
      return failing;
    }
    int lower = plan.stream().mapToInt(Trial::threads).filter(n -> n < t.threads()).max().orElse(0);
    for (int n = lower + 1; n < t.threads(); n++) {
      TrialResult r = runner.run(InputPlan.structuredTrial(before, n, t.hierarchy(), t.anchors()));
      if (r.violates()) {
        return r;
      }
    }
    return failing;
  }

  /**
   * Shrinks the failing launch's scalar arguments, one parameter at a time: all zeros, then every
   * value halved (towards zero), repeated while a candidate still fails — so a counterexample
   * reads with the smallest inputs the checker could find for its thread count.
   */
  private static TrialResult shrinkValues(TrialRunner runner, TrialResult failing) {
    TrialResult best = failing;
    for (int round = 0; round < 8; round++) {
      boolean progress = false;
      Trial t = best.trial();
      for (int k = 0; k < t.args().size(); k++) {
        if (!(t.args().get(k) instanceof Arg.Scalar s)) {
          continue;
        }
        long[] v = s.perThread();
        for (long[] candidate : List.of(new long[v.length], halved(v))) {
          if (java.util.Arrays.equals(candidate, v)) {
            continue;
          }
          List<Arg> args = new ArrayList<>(t.args());
          args.set(k, new Arg.Scalar(candidate));
          Trial smaller = new Trial(t.threads(), t.argumentSet(), args,
              args.stream().map(InputPlan::text).toList(), t.hierarchy(), t.anchors());
          TrialResult r = runner.run(smaller);
          if (r.violates()) {
            best = r;
            progress = true;
            break;
          }
        }
        t = best.trial();
      }
      if (!progress) {
        break;
      }
    }
    return best;
  }

  private static long[] halved(long[] v) {
    long[] out = new long[v.length];
    for (int k = 0; k < v.length; k++) {
      out[k] = v[k] / 2;
    }
    return out;
  }

  private static Optional<TraceTables> traceTables(TrialRunner runner, Trial t, Side b, Side a) {
    if (t.threads() > 8) {
      return Optional.empty();
    }
    Execution[] e = runner.traced(t);
    if (!e[0].isOk() || !e[1].isOk() || e[0].trace().isEmpty() || e[1].trace().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(new TraceTables(b.entry().name(), TraceTable.gridOfBlocks(e[0].trace().get(), e[0].entry()),
        a.entry().name(), TraceTable.gridOfBlocks(e[1].trace().get(), e[1].entry())));
  }

  private static Coverage coverage(List<TrialResult> done, LegalityBudget budget, List<Trial> plan) {
    int ok = (int) done.stream().filter(r -> r.inconclusive().isEmpty()).count();
    return new Coverage(ok, budget.threadCounts(), budget.argumentSets(),
        plan.stream().map(Trial::hierarchy).distinct().toList(),
        plan.stream().map(Trial::anchorsText).distinct().toList(), done.size() - ok);
  }

  /**
   * Returns the result of trial {@code t}, or empty if it is still running at {@code deadline}
   * (the caller cancels it: the oracle stops an interrupted run). A trial that runs out of memory
   * is inconclusive: the bounds the user chose (steps, threads) are too large for the heap.
   */
  private static Optional<TrialResult> get(Future<TrialResult> f, Trial t, long deadline) {
    try {
      return Optional.of(f.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS));
    } catch (TimeoutException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof OutOfMemoryError) {
        return Optional.of(TrialResult.unknown(t, "the execution ran out of memory (" + t.threads() + " threads; "
            + "lower the step bound or the thread counts)"));
      }
      if (e.getCause() instanceof RuntimeException re) {
        throw re;
      }
      throw new IllegalStateException(e.getCause());
    }
  }
}
