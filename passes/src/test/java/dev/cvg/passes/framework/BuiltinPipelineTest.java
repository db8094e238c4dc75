package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.junit.ConvergenceFuzz;
import dev.cvg.passes.BuiltinPasses;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every built-in pass in one pipeline over seeded generated kernels, guards on: no step may be
 * rolled back (a rollback under guards is a pass bug: broken IR, broken tokens or an exception),
 * except the known bugs listed in {@link #KNOWN}, which must still happen (remove an entry when
 * its bug is fixed).
 */
class BuiltinPipelineTest {
  private static final int KERNELS = 30;

  /** Rollbacks of pass bugs found by this test and not fixed yet, as the test words them. */
  private static final List<String> KNOWN = List.of();

  @Test
  void noGuardedStepOfAnyBuiltInPassIsRolledBack() {
    String pipeline = String.join(",", BuiltinPasses.registry().names());
    List<String> problems = new ArrayList<>();
    int checked = 0;
    int committed = 0;
    for (long seed = 0; checked < KERNELS; seed++) {
      Module in = ConvergenceFuzz.kernel(seed);
      if (!ConvergenceFuzz.valid(in)) {
        continue;
      }
      checked++;
      PipelineResult r = PassManager.of(BuiltinPasses.registry(), pipeline, PassOptions.defaults()).run(in);
      committed += (int) r.steps().stream().filter(StepRecord::committed).count();
      for (StepRecord s : r.rollbacks()) {
        Outcome.RolledBack rb = s.rollback().orElseThrow();
        problems.add("seed " + seed + ": " + s.pass() + " on @" + s.function() + " round " + s.round() + ": "
            + rb.why().words() + ": " + rb.message());
      }
    }
    System.out.printf("BuiltinPipelineTest: -passes=%s over %d kernels: %d committed steps, %d rollbacks%n",
        pipeline, checked, committed, problems.size());
    assertEquals(KNOWN, problems, "rollbacks besides the known ones, or a known one gone (fixed: remove it)");
  }
}
