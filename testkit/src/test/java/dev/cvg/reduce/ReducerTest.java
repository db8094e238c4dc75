package dev.cvg.reduce;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.Opt22;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Call;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.GpuTarget;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The reducer on bugs planted in generated kernels: it shrinks them to a handful of
 * instructions, its output always verifies (ours and, where installed, {@code opt-22}'s
 * verifier) and keeps the test true, it never grows a module, and it is deterministic.
 */
class ReducerTest {
  private static Module kernel(long seed, RandomCfg.Shape shape, int blocks) {
    return KernelGenerator.generate(RandomCfg.generate(seed, shape, blocks), seed, KernelGenerator.Options.defaults());
  }

  private static boolean valid(Module m) {
    return IrVerifier.verify(m).isEmpty() && ConvergenceVerifier.verify(m, GpuTarget.amdgpu()).isEmpty();
  }

  private static void assertReduced(Module input, Predicate<Module> bug, int maxInstructions, String where) {
    long start = System.nanoTime();
    Reducer.Result r = Reducer.reduce(input, bug, Reducer.Options.defaults());
    long ms = (System.nanoTime() - start) / 1_000_000;
    String text = IrPrinter.print(r.module());
    System.out.printf("%s: %s -> %s, %d candidates, %d ms%n", where, r.before(), r.after(), r.tests(), ms);
    assertTrue(bug.test(r.module()), where + ": the test no longer holds\n" + text);
    assertTrue(valid(r.module()), where + ": the result does not verify\n" + text);
    assertTrue(r.after().instructions() <= maxInstructions, where + ": " + r.after() + "\n" + text);
    assertTrue(r.after().total() <= r.before().total(), where);
    Optional<Path> opt = Opt22.find();
    if (opt.isPresent()) {
      try {
        Opt22.run(opt.get(), "verify", text);
      } catch (IOException | InterruptedException e) {
        throw new AssertionError(where + ": opt-22 rejects the result: " + e.getMessage() + "\n" + text, e);
      }
    }
  }

  @Test
  void ballotReachingAStoreIn200BlockKernelsShrinksToAHandfulOfInstructions() {
    int seen = 0;
    for (long seed = 1; seed <= 6; seed++) {
      RandomCfg.Shape shape = RandomCfg.Shape.values()[(int) (seed % 3)];
      Module m = kernel(seed, shape, 200);
      if (!PlantedBugs.BALLOT_REACHES_STORE.test(m)) {
        continue;
      }
      seen++;
      assertTrue(PlantedBugs.instructions(m) > 1500, "seed " + seed + ": " + ModuleSize.of(m));
      // a ballot, the store, ret void
      assertReduced(m, PlantedBugs.BALLOT_REACHES_STORE, 3, "seed " + seed + " " + shape + " ballot->store");
    }
    assertTrue(seen >= 4, "only " + seen + " kernels contain the planted bug");
  }

  /**
   * Chunking keeps the number of candidates near {@code k log n}: ten times the kernel (16k
   * instructions) costs about as many candidates, not ten times as many.
   */
  @Test
  void candidateCountBarelyGrowsWithTheInput() {
    for (int blocks : new int[] {200, 2000}) {
      Module m = kernel(1, RandomCfg.Shape.IRREDUCIBLE, blocks);
      Reducer.Result r = Reducer.reduce(m, PlantedBugs.BALLOT_REACHES_STORE, Reducer.Options.defaults());
      assertEquals(3, r.after().instructions(), blocks + " blocks");
      assertTrue(r.tests() <= 150, blocks + " blocks: " + r.tests() + " candidates for " + r.before());
    }
  }

  /** Progress lines arrive while the reduction runs, each before the next candidate is tested, and equal the log. */
  @Test
  void progressReceivesEachLogLineWhenItsPassHasRun() {
    Module m = kernel(1, RandomCfg.Shape.IRREDUCIBLE, 200);
    List<String> lines = new java.util.ArrayList<>();
    List<Integer> testsBefore = new java.util.ArrayList<>();
    int[] tests = new int[1];
    Predicate<Module> counted = x -> {
      tests[0]++;
      return PlantedBugs.BALLOT_REACHES_STORE.test(x);
    };
    Reducer.Result r = Reducer.reduce(m, counted, Reducer.Options.defaults(), line -> {
      lines.add(line);
      testsBefore.add(tests[0]);
    });
    assertEquals(r.log(), lines);
    assertTrue(lines.size() >= 2, "several passes changed the module: " + lines);
    assertTrue(testsBefore.getFirst() < tests[0], "the first line came before the last test: " + testsBefore);
  }

  @Test
  void ballotBelowADivergentBranchShrinksToAHandfulOfInstructions() {
    for (long seed = 1; seed <= 3; seed++) {
      Module m = kernel(seed, RandomCfg.Shape.IRREDUCIBLE, 200);
      assertTrue(PlantedBugs.BALLOT_BELOW_DIVERGENT_BRANCH.test(m), "seed " + seed);
      // workitem.id, compare, br i1, the ballot, two terminators
      assertReduced(m, PlantedBugs.BALLOT_BELOW_DIVERGENT_BRANCH, 8, "seed " + seed + " ballot below divergent branch");
    }
  }

  /** Output verifies, keeps the test, is no larger, and is the same on a second run and when reduced again. */
  @TestFactory
  Stream<DynamicTest> outputVerifiesNeverGrowsAndIsDeterministic() {
    List<Predicate<Module>> bugs = List.of(PlantedBugs.BALLOT_REACHES_STORE, PlantedBugs.BALLOT_BELOW_DIVERGENT_BRANCH);
    return LongStream.rangeClosed(1, 40).mapToObj(seed -> DynamicTest.dynamicTest("seed " + seed, () -> {
      Module m = KernelGenerator.generate(RandomCfg.mixed(seed, 30), seed, KernelGenerator.Options.defaults());
      Predicate<Module> bug = bugs.get((int) (seed % 2));
      if (!bug.test(m)) {
        return;
      }
      List<Module> seenByTest = new ArrayList<>();
      Predicate<Module> recording = x -> {
        seenByTest.add(x);
        return bug.test(x);
      };
      Reducer.Result first = Reducer.reduce(m, recording, Reducer.Options.defaults());
      String text = IrPrinter.print(first.module());
      assertTrue(bug.test(first.module()), "seed " + seed + "\n" + text);
      assertTrue(valid(first.module()), "seed " + seed + "\n" + text);
      assertTrue(first.after().total() <= first.before().total(), "seed " + seed);
      assertTrue(first.after().instructions() <= first.before().instructions(), "seed " + seed);
      // every candidate the test saw had passed both verifiers: invalid ones are skipped
      for (Module candidate : seenByTest) {
        assertTrue(valid(candidate), "seed " + seed + ": the test saw an invalid candidate\n" + IrPrinter.print(candidate));
      }
      Reducer.Result second = Reducer.reduce(m, bug, Reducer.Options.defaults());
      assertEquals(text, IrPrinter.print(second.module()), "seed " + seed + ": not deterministic");
      assertEquals(first.tests(), second.tests(), "seed " + seed);
      assertEquals(text, IrPrinter.print(Reducer.reduce(first.module(), bug)), "seed " + seed + ": not a fixed point");
    }));
  }

  @Test
  void theBudgetStopsTheReductionWithAnInterestingModule() {
    Module m = kernel(2, RandomCfg.Shape.STRUCTURED, 200);
    Reducer.Result r = Reducer.reduce(m, PlantedBugs.BALLOT_REACHES_STORE, Reducer.Options.defaults().withMaxTests(10));
    assertEquals(10, r.tests());
    assertTrue(PlantedBugs.BALLOT_REACHES_STORE.test(r.module()));
    assertTrue(r.after().total() < r.before().total(), r.after() + " from " + r.before());
  }

  @Test
  void aPassedDeadlineStopsTheReductionBeforeAnyCandidate() {
    Module m = kernel(2, RandomCfg.Shape.STRUCTURED, 200);
    Reducer.Result r = Reducer.reduce(m, PlantedBugs.BALLOT_REACHES_STORE,
        Reducer.Options.defaults().withDeadline(Instant.now().minusSeconds(1)));
    assertEquals(0, r.tests());
    assertTrue(r.timeUp());
    assertEquals(r.before(), r.after());
  }

  @Test
  void aDeadlineReachedMidwayKeepsTheSmallestInterestingModuleSoFar() {
    Module m = kernel(2, RandomCfg.Shape.STRUCTURED, 200);
    Reducer.Result unbounded = Reducer.reduce(m, PlantedBugs.BALLOT_REACHES_STORE, Reducer.Options.defaults());
    Predicate<Module> slow = x -> {
      try {
        Thread.sleep(40); // each test takes 40 ms, so the 400 ms deadline falls midway
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      return PlantedBugs.BALLOT_REACHES_STORE.test(x);
    };
    Reducer.Result r = Reducer.reduce(m, slow,
        Reducer.Options.defaults().withDeadline(Instant.now().plusMillis(400)));
    assertTrue(r.timeUp());
    assertTrue(r.tests() < unbounded.tests(), r.tests() + " tests, unbounded " + unbounded.tests());
    assertTrue(PlantedBugs.BALLOT_REACHES_STORE.test(r.module()));
    assertTrue(r.after().total() <= r.before().total());
    assertFalse(unbounded.timeUp());
  }

  @Test
  void rejectsAnUninterestingOrInvalidInput() {
    Module m = kernel(1, RandomCfg.Shape.STRUCTURED, 10);
    assertThrows(IllegalArgumentException.class, () -> Reducer.reduce(m, x -> false));
    Module broken = ReducerPassesTest.parse("""
        define void @f() {
        entry:
          %a = add i32 %b, 1
          %b = add i32 %a, 1
          ret void
        }
        """);
    assertThrows(IllegalArgumentException.class, () -> Reducer.reduce(broken, x -> true));
    Module unverified = Reducer.reduce(broken, x -> x.definitions().size() == 1, Reducer.Options.defaults().unverified())
        .module();
    assertEquals(1, ModuleSize.of(unverified).instructions(), IrPrinter.print(unverified));
  }

  @Test
  void aTestThatThrowsFindsNothingInteresting() {
    Module m = kernel(3, RandomCfg.Shape.STRUCTURED, 20);
    // the kernel is unreferenced, so candidates without it exist; the test throws on those
    Module r = Reducer.reduce(m, x -> x.function("kernel").orElseThrow() != null);
    assertTrue(r.function("kernel").isPresent());
    assertEquals(1, r.functions().size(), IrPrinter.print(r));
  }

  /** Token kernels reduce to valid token kernels: candidates breaking a convergence rule are skipped. */
  @Test
  void tokenKernelsStayValidUnderTheConvergenceRules() {
    Predicate<Module> hasLoopHeart = x -> x.definitions().stream().flatMap(f -> f.blocks().toJavaStream())
        .flatMap(b -> b.insts().stream()).anyMatch(i -> i instanceof Call c
            && c.site().calleeName().orElse("").equals("@llvm.experimental.convergence.loop"));
    int reduced = 0;
    for (long seed = 1; seed <= 30 && reduced < 5; seed++) {
      Module m = KernelGenerator.generate(RandomCfg.mixed(seed, 40), seed,
          KernelGenerator.Options.defaults().withTokens(KernelGenerator.Tokens.careful()));
      if (!valid(m) || !hasLoopHeart.test(m)) {
        continue;
      }
      reduced++;
      // the entry or an anchor, the heart with its bundle, the cycle's branch and the exit
      assertReduced(m, hasLoopHeart, 8, "seed " + seed + " token kernel with a loop heart");
    }
    assertTrue(reduced >= 3, "only " + reduced + " valid token kernels with a loop heart");
  }
}
