package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityPrinter;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictJson;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.target.Targets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;

/**
 * Determinism and thread safety (issue 13): many checks and analyses run at once on shared,
 * immutable modules give exactly the verdicts and results of running them one after another, and
 * the same inputs give the same printed and JSON verdicts every time. The pairs are seeded
 * generated kernels: a kernel against a different kernel of the same shape (mostly ILLEGAL with a
 * counterexample), against itself executed anyway (LEGAL with coverage), and kernels without step
 * counters (often UNKNOWN at the step bound).
 */
class ParallelCheckTest {
  private static final long SEED = 20_261_126L;
  private static final int PAIRS = 18;
  private static final int THREADS = 4;
  private static final LegalityOptions OPTIONS = new LegalityOptions(Optional.empty(),
      LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 5)).withArgumentSets(2).withStepBound(4_000)
          .withWallTime(Duration.ofMinutes(10)), 3, true);

  /** One check: the two modules (shared by every thread) and the function compared. */
  private record Pair(Module before, Module after) {
    Verdict check() {
      return Legality.check(before, "kernel", after, "kernel",
          NameCorrespondence.infer(before, "kernel", after, "kernel"), OPTIONS);
    }
  }

  private static Module kernel(FlowGraph shape, long seed, boolean terminating) throws Exception {
    KernelGenerator.Options o = KernelGenerator.Options.defaults();
    if (terminating && KernelGenerator.canTerminate(shape)) {
      o = o.terminating(12);
    }
    // printed and parsed back, as a user's modules are
    Module m = KernelGenerator.generate(shape, seed, o);
    return IrParser.parse(IrPrinter.print(m), "kernel-" + seed + ".ll");
  }

  private static List<Pair> pairs() throws Exception {
    List<Pair> pairs = new ArrayList<>();
    for (long k = 0; k < PAIRS; k++) {
      long s = SEED + k;
      FlowGraph shape = RandomCfg.mixed(s, 10);
      Module before = kernel(shape, s, k % 3 != 2);
      Module after = k % 3 == 1 ? before : kernel(shape, s + 1000, k % 3 != 2);
      pairs.add(new Pair(before, after));
    }
    return pairs;
  }

  private static <T> List<T> inParallel(List<Callable<T>> tasks) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<T>> futures = new ArrayList<>();
      // every task twice, interleaved, so that two threads work on the same modules at once
      for (Callable<T> t : tasks) {
        futures.add(pool.submit(t));
        futures.add(pool.submit(t));
      }
      List<T> out = new ArrayList<>();
      for (int i = 0; i < futures.size(); i += 2) {
        T first = futures.get(i).get();
        assertEquals(first, futures.get(i + 1).get(), "the same task twice at once, task " + i / 2 + " (seed " + SEED + ")");
        out.add(first);
      }
      return out;
    } finally {
      pool.shutdownNow();
    }
  }

  private static String describe(Verdict v) {
    return VerdictPrinter.print(v) + VerdictJson.toJson(v);
  }

  @Test
  void parallelChecksOnSharedModulesGiveTheSequentialVerdictsByteForByte() throws Exception {
    List<Pair> pairs = pairs();
    List<String> sequential = new ArrayList<>();
    for (Pair p : pairs) {
      sequential.add(describe(p.check()));
    }
    // fresh modules: their lazily built indexes and memoized analyses are first computed by racing threads
    List<Callable<String>> tasks = pairs().stream().<Callable<String>>map(p -> () -> describe(p.check())).toList();
    List<String> parallel = inParallel(tasks);
    for (int k = 0; k < pairs.size(); k++) {
      assertEquals(sequential.get(k), parallel.get(k), "pair " + k + " (seed " + (SEED + k) + ")");
    }
    List<String> again = new ArrayList<>();
    for (Pair p : pairs()) {
      again.add(describe(p.check()));
    }
    assertEquals(sequential, again, "freshly parsed modules, checked again (seed " + SEED + ")");
    assertTrue(sequential.stream().anyMatch(s -> s.startsWith("ILLEGAL")), "some pair is ILLEGAL: " + sequential);
    assertTrue(sequential.stream().anyMatch(s -> s.startsWith("LEGAL")), "some pair is LEGAL: " + sequential);
  }

  @Test
  void parallelAnalysesOnSharedFunctionsGiveTheSequentialResults() throws Exception {
    List<String> sequential = new ArrayList<>();
    for (Callable<String> t : analyses()) {
      sequential.add(t.call());
    }
    // fresh modules: their lazily built indexes and memoized analyses are first computed by racing threads
    assertEquals(sequential, inParallel(analyses()), "seed " + SEED);
  }

  /** Returns, per function of freshly generated modules, its printed uniformity and cycle hierarchy. */
  private static List<Callable<String>> analyses() throws Exception {
    List<Callable<String>> tasks = new ArrayList<>();
    for (Pair p : pairs()) {
      Module m = p.before();
      for (Function f : m.definitions()) {
        tasks.add(() -> UniformityPrinter.print(m, f, UniformityInfo.of(m, f, Targets.forModule(m, Optional.empty())))
            + CyclePrinter.print(f.name(), CycleHierarchy.of(f.index().cfg())));
      }
    }
    return tasks;
  }
}
