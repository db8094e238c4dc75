package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.junit.ConvergenceFuzz;
import dev.cvg.legality.LegalityBudget;
import dev.cvg.legality.LegalityOptions;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Over seeded generated kernels (mixed shapes, irreducible ones included, tokens on odd seeds):
 * a step that is refused, rolled back or changes nothing leaves the function's printed text
 * identical, and a function's text changes exactly when some step on it committed. Every way a
 * step fails is covered: a pass that throws, one that breaks the IR, one that breaks convergence
 * control, one whose preservation claim is wrong, one refused by its guard, one found ILLEGAL;
 * and cvg's own passes, whose refusals must leave the text as it was.
 */
class RollbackPropertyTest {
  private static final int KERNELS = 40;

  /** Checks that each function's text changed exactly when a step on it committed. */
  private static void textChangesOnlyWithACommit(long seed, Module in, PipelineResult r) {
    for (Function f : in.definitions()) {
      String name = f.name();
      List<StepRecord> steps = r.steps().stream().filter(s -> s.function().equals(name)).toList();
      long committed = steps.stream().filter(StepRecord::committed).count();
      assertEquals(committed, r.provenance().get(name).steps(), "seed " + seed + " @" + name);
      String before = IrPrinter.print(in, f);
      String after = IrPrinter.print(r.output(), r.output().function(name).orElseThrow());
      assertEquals(committed > 0, !before.equals(after), "seed " + seed + " @" + name + ": " + steps);
    }
  }

  @Test
  void brokenAndThrowingStepsLeaveEveryGeneratedKernelIdentical() {
    int checked = 0;
    for (long seed = 0; checked < KERNELS; seed++) {
      Module in = ConvergenceFuzz.kernel(seed);
      if (!ConvergenceFuzz.valid(in)) {
        continue;
      }
      checked++;
      PipelineResult r = PassManager.of(TestPasses.registry(), "test-break,test-throw", PassOptions.defaults()).run(in);
      assertEquals(IrPrinter.print(in), IrPrinter.print(r.output()), "seed " + seed);
      for (StepRecord s : r.steps()) {
        assertFalse(s.committed(), "seed " + seed + ": " + s);
        if (s.pass().equals("test-throw")) {
          assertEquals(Outcome.Why.PASS_THREW, s.rollback().orElseThrow().why(), "seed " + seed);
        }
      }
      assertTrue(r.steps().stream().anyMatch(s -> s.rollback().map(b -> b.why() == Outcome.Why.IR_VERIFIER).orElse(false)),
          "seed " + seed + ": test-break broke no function: " + r.steps());
    }
  }

  @Test
  void convergenceBreakingAndWronglyPreservedStepsLeaveEveryGeneratedKernelIdentical() {
    int checked = 0;
    int convergence = 0;
    int preserved = 0;
    for (long seed = 0; checked < KERNELS; seed++) {
      Module in = ConvergenceFuzz.kernel(seed);
      if (!ConvergenceFuzz.valid(in)) {
        continue;
      }
      checked++;
      PipelineResult r = PassManager.of(TestPasses.registry(), "test-drop-bundle,test-wrong-preserved",
          PassOptions.defaults().withVerifyPreserved(true)).run(in);
      assertEquals(IrPrinter.print(in), IrPrinter.print(r.output()), "seed " + seed);
      for (StepRecord s : r.steps()) {
        assertFalse(s.committed(), "seed " + seed + ": " + s);
        Optional<Outcome.Why> why = s.rollback().map(b -> b.why());
        convergence += why.filter(w -> w == Outcome.Why.CONVERGENCE_VERIFIER).isPresent() ? 1 : 0;
        preserved += why.filter(w -> w == Outcome.Why.PRESERVED_ANALYSIS).isPresent() ? 1 : 0;
      }
    }
    assertTrue(convergence > 0, "test-drop-bundle broke convergence control in none of " + KERNELS + " kernels");
    assertTrue(preserved > 0, "test-wrong-preserved was caught in none of " + KERNELS + " kernels");
  }

  @Test
  void cvgsPassesChangeTextOnlyByCommittedSteps() {
    int refused = 0;
    for (String pass : PassRegistry.builtin().names()) {
      int checked = 0;
      for (long seed = 0; checked < KERNELS / 2; seed++) {
        Module in = ConvergenceFuzz.kernel(seed);
        if (!ConvergenceFuzz.valid(in)) {
          continue;
        }
        checked++;
        PipelineResult r = PassManager.of(PassRegistry.builtin(), pass, PassOptions.defaults()).run(in);
        textChangesOnlyWithACommit(seed, in, r);
        if (r.steps().stream().noneMatch(StepRecord::committed)) {
          assertEquals(IrPrinter.print(in), IrPrinter.print(r.output()), pass + ", seed " + seed);
        }
        for (StepRecord s : r.steps()) {
          if (!s.refusals().isEmpty() && !s.committed()) {
            refused++;
          }
          assertTrue(s.rollback().isEmpty(), pass + ", seed " + seed + ": cvg's own pass was rolled back: " + s);
        }
      }
    }
    assertTrue(refused > 0, "no pass refused anything: the property checked little");
  }

  @Test
  void guardedAndUnguardedConvergentHoistsChangeTextOnlyByCommittedLegalSteps() {
    LegalityOptions legality = LegalityOptions.defaults().withBudget(
        LegalityBudget.defaults().withThreadCounts(List.of(1, 2, 5)).withWallTime(Duration.ofSeconds(20)));
    int checked = 0;
    int refused = 0;
    int caught = 0;
    for (long seed = 0; checked < KERNELS; seed++) {
      Module in = ConvergenceFuzz.kernel(seed);
      if (!ConvergenceFuzz.valid(in)) {
        continue;
      }
      checked++;
      PipelineResult guarded = PassManager.of(TestPasses.registry(), "test-hoist-convergent", PassOptions.defaults())
          .run(in);
      textChangesOnlyWithACommit(seed, in, guarded);
      for (StepRecord s : guarded.steps()) {
        assertEquals(List.of(), s.overridden(), "seed " + seed);
        if (!s.refusals().isEmpty()) {
          refused++;
          assertFalse(s.committed(), "seed " + seed + ": a refused site was transformed: " + s);
        }
      }
      PipelineResult unguarded = PassManager.of(TestPasses.registry(), "test-hoist-convergent",
          PassOptions.defaults().withGuards(false).withLegality(true, false).withLegalityOptions(legality)).run(in);
      textChangesOnlyWithACommit(seed, in, unguarded);
      for (StepRecord s : unguarded.steps()) {
        if (s.rollback().map(b -> b.why() == Outcome.Why.ILLEGAL).orElse(false)) {
          caught++;
        }
        long at = seed;
        s.legality().ifPresent(l -> assertFalse(l.startsWith("ILLEGAL"), "seed " + at + ": committed " + l));
      }
    }
    assertTrue(refused > 0, "the guard refused nothing in " + KERNELS + " kernels: the property checked little");
    System.out.printf("RollbackPropertyTest: %d kernels, %d guarded refusals, %d unguarded hoists caught ILLEGAL%n",
        checked, refused, caught);
  }
}
