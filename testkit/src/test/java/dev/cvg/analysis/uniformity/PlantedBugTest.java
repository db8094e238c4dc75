package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.SeedCount;
import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Mutation testing kept as tests: each {@link PlantedBug} is planted in the analysis and the
 * twin comparison of {@link UniformityPropertyTest} (the same seeds and kernels) must fail on at
 * least one kernel; and that kernel must pass with the bug removed, so the failure is the bug's.
 * A planted bug that no kernel catches means the property test lost its power.
 */
class PlantedBugTest {
  private static final int REDUCIBLE_SEEDS = SeedCount.of(300);
  private static final int IRREDUCIBLE_SEEDS = SeedCount.of(400);

  @TestFactory
  Stream<DynamicTest> everyPlantedBugIsCaughtByTheTwinComparison() {
    List<DynamicTest> tests = new ArrayList<>();
    for (PlantedBug bug : PlantedBug.values()) {
      tests.add(DynamicTest.dynamicTest(bug.name(), () -> assertCaught(bug)));
    }
    return tests.stream();
  }

  private static void assertCaught(PlantedBug bug) {
    List<String> caught = new ArrayList<>();
    caught.addAll(failing(bug, "reducible", REDUCIBLE_SEEDS, s -> UniformityPropertyTest.reducibleCase(s, false)));
    caught.addAll(failing(bug, "irreducible", IRREDUCIBLE_SEEDS,
        s -> UniformityPropertyTest.irreducibleCase(s, false)));
    caught.addAll(failing(bug, "constant-phi", UniformityPropertyTest.CONSTANT_PHI_SEEDS,
        s -> UniformityPropertyTest.constantPhiCase(s, false)));
    assertTrue(!caught.isEmpty(), bug + " planted: no kernel of the twin comparison (" + REDUCIBLE_SEEDS
        + " reducible, " + IRREDUCIBLE_SEEDS + " irreducible and " + UniformityPropertyTest.CONSTANT_PHI_SEEDS
        + " constant-phi seeds) fails");
    System.out.println(bug + " caught by " + caught.size() + " kernels, first " + caught.getFirst());
  }

  /**
   * Returns the seeds of one family whose comparison fails with {@code bug} planted, checking that
   * the first of them passes without it.
   */
  private static List<String> failing(PlantedBug bug, String family, int seeds, LongConsumer kernelCase) {
    List<String> out = new ArrayList<>();
    for (long s = 1; s <= seeds; s++) {
      long seed = s;
      boolean failed = PlantedBug.plantedIn(bug, () -> {
        try {
          kernelCase.accept(seed);
          return false;
        } catch (AssertionError e) {
          return true;
        }
      });
      if (failed) {
        if (out.isEmpty()) {
          assertDoesNotThrow(() -> kernelCase.accept(seed),
              family + " seed " + seed + " fails without " + bug + " too: not the planted bug's failure");
        }
        out.add(family + " seed " + seed);
      }
    }
    return out;
  }
}
