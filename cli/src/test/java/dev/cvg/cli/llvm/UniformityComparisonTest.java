package dev.cvg.cli.llvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** {@link UniformityComparison#moreOrEquallyPrecise}: which extra marks of cvg count as added divergence. */
class UniformityComparisonTest {
  private static final String INNER = "depth=3: entries(bb18) bb19 bb20";
  private static final String TEMPORAL = "%k19 -> %k17 = phi i32 [ %k19, %bb19 ] @ " + INNER;

  private static UniformityMarks marks(Set<String> temporal, boolean k17Divergent) {
    return new UniformityMarks(false, Set.of(), Set.of(), Set.of(INNER), temporal,
        Map.of("bb17", List.of(k17Divergent)), Map.of("%k17", k17Divergent, "%k19", true));
  }

  @Test
  void aTemporalUseOfAUserOptAlreadyCallsDivergentAddsNothing() {
    // seed 2705 of the second-opinion campaign: opt-22 assumes the enclosing cycle divergent and
    // does not list the use; its user %k17 is divergent in opt's marks anyway.
    assertEquals("", UniformityComparison.moreOrEquallyPrecise(marks(Set.of(TEMPORAL), true),
        marks(Set.of(), true)));
  }

  @Test
  void aTemporalUseOfAUserOptCallsUniformAddsDivergence() {
    String why = UniformityComparison.moreOrEquallyPrecise(marks(Set.of(TEMPORAL), true), marks(Set.of(), false));
    assertTrue(why.contains("temporally divergent use") && why.contains("%k17"), why);
  }

  @Test
  void anExitCycleOptDoesNotListAddsDivergence() {
    UniformityMarks ours = marks(Set.of(), true);
    UniformityMarks llvm = new UniformityMarks(false, Set.of(), Set.of(), Set.of(), Set.of(),
        Map.of("bb17", List.of(true)), Map.of("%k17", true, "%k19", true));
    assertTrue(UniformityComparison.moreOrEquallyPrecise(ours, llvm).contains("cycles"));
  }

  @Test
  void temporalUsesInsideAnAssumedCycleAreDroppedOthersKept() {
    // seed 339 of the session-7 second-opinion campaign: opt-22 lists two temporal uses of the
    // irreducible cycle it also assumes divergent; cvg --llvm22 (another worklist order) none.
    String assumed = "depth=1: entries(bb3 bb2) ";
    String inside = "%k3.next -> %k1 = phi i32 [ %k3.next, %bb3 ] @ " + assumed;
    UniformityMarks m = new UniformityMarks(false, Set.of(), Set.of(assumed), Set.of(assumed, INNER),
        Set.of(inside, TEMPORAL), Map.of(), Map.of());
    assertEquals(Set.of(TEMPORAL), UniformityComparison.withoutOrderDependentTemporal(m).temporal());
  }
}
