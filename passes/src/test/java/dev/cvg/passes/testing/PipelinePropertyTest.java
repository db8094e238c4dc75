package dev.cvg.passes.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.framework.StepRecord;
import dev.cvg.passes.inline.CallKernels;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The whole pipeline of cvg's passes over generated kernels (structured, unstructured and
 * irreducible shapes by seed, tokens on odd seeds; every fifth a kernel with calls for
 * {@code inline}), checked end to end: with guards, every
 * output verifies, no changed kernel is ILLEGAL against its input over the provenance composed
 * across every pass and round, and at least 95% of the changed kernels are proven LEGAL; without
 * guards, the checker catches at least one transform a guard would have refused.
 */
class PipelinePropertyTest {
  /** Every built-in pass, the loop passes with runtime unrolling, simplifycfg again at the end. */
  static final String PIPELINE =
      "inline,simplifycfg,licm,loop-unroll<partial;runtime>,jump-threading,hoist-sink,sink,simplifycfg";
  private static final int KERNELS = 40;
  private static final int SEED_LIMIT = 400;
  private static final LegalityOptions FAST = PropertyBudget.OPTIONS;

  /** A generated kernel, its seed and what it is ("STRUCTURED, tokens", "calls"). */
  private record Kernel(long seed, String kind, Module module) {}

  /**
   * Returns {@link #KERNELS} valid kernels, seeds from 0: every fifth seed a kernel with calls
   * ({@link CallKernels}, for {@code inline}), the others the standard terminating kernels with
   * shapes cycling (tokens on odd seeds).
   */
  private static List<Kernel> kernels() {
    List<Kernel> out = new ArrayList<>();
    for (long seed = 0; seed < SEED_LIMIT && out.size() < KERNELS; seed++) {
      long s = seed;
      if (seed % 5 == 4) {
        Module m = CallKernels.of(seed);
        if (Verifiers.valid(m)) {
          out.add(new Kernel(s, "calls", m));
        }
        continue;
      }
      RandomCfg.Shape shape = StandardKernels.cycledShape(seed);
      FlowGraph cfg = RandomCfg.generate(seed, shape, 8);
      if (!KernelGenerator.canTerminate(cfg)) {
        continue; // a kernel that may run forever cannot be compared by running it
      }
      String kind = shape + (seed % 2 == 1 ? ", tokens" : "");
      StandardKernels.valid(cfg, seed, KernelGenerator.Options.defaults().convergentOpPercent())
          .ifPresent(m -> out.add(new Kernel(s, kind, m)));
    }
    assertEquals(KERNELS, out.size(), "valid terminating kernels among seeds 0-" + (SEED_LIMIT - 1));
    return out;
  }

  @Test
  void guardedPipelineVerifiesAndIsNeverIllegalAndMostlyProvenLegal() {
    int changed = 0;
    int legal = 0;
    int rollbacks = 0;
    int inlined = 0;
    Map<String, Integer> changedByKind = new TreeMap<>();
    List<String> unknown = new ArrayList<>();
    for (Kernel k : kernels()) {
      String where = "seed " + k.seed() + " (" + k.kind() + ")";
      PipelineRun run = PipelineRun.of(k.module(), PIPELINE, true);
      rollbacks += run.rollbacks().size();
      inlined += run.result().stepsOf("inline").stream().filter(StepRecord::committed)
          .mapToInt(st -> st.performed().size()).sum();
      List<String> problems = run.verifierMessages();
      assertEquals(List.of(), problems, where + ": the output does not verify\n" + IrPrinter.print(run.output()));
      for (String fn : run.result().changedFunctions()) {
        changed++;
        changedByKind.merge(k.kind(), 1, Integer::sum);
        Verdict v = run.legality(fn, FAST);
        assertFalse(v instanceof Verdict.Illegal, () -> where + ": @" + fn + " is ILLEGAL end to end\n"
            + VerdictPrinter.print(v) + "\ninput:\n" + IrPrinter.print(k.module()) + "\noutput:\n"
            + IrPrinter.print(run.output()));
        if (v instanceof Verdict.Legal) {
          legal++;
        } else {
          unknown.add(where + " @" + fn + ": " + v.word());
        }
      }
    }
    String rate = String.format("%d LEGAL of %d changed functions (%.1f%%)", legal, changed,
        changed == 0 ? 0.0 : 100.0 * legal / changed);
    System.out.printf("pipeline %s over %d kernels: %s; changed by kind %s; %d calls inlined; %d rolled-back steps;"
        + " not proven: %s%n", PIPELINE, KERNELS, rate, changedByKind, inlined, rollbacks, unknown);
    assertTrue(inlined > 0, "inline inlined no call on the kernels with calls");
    assertTrue(changed >= KERNELS / 2, "the pipeline changed only " + changed + " functions in " + KERNELS + " kernels");
    assertTrue(legal * 100 >= changed * 95, rate + ", below 95%; not proven: " + unknown);
  }

  @Test
  void withoutGuardsTheCheckerCatchesAnOverriddenRefusal() {
    int overriddenKernels = 0;
    List<String> caught = new ArrayList<>();
    for (Kernel k : kernels()) {
      PipelineRun run = PipelineRun.of(k.module(), PIPELINE, false);
      for (String fn : run.result().changedFunctions()) {
        if (run.refusals(fn).isEmpty()) {
          continue;
        }
        overriddenKernels++;
        if (run.legality(fn, FAST) instanceof Verdict.Illegal) {
          caught.add("seed " + k.seed() + " @" + fn + " (overridden: " + run.refusals(fn).getFirst().site() + ")");
        }
      }
    }
    System.out.printf("pipeline without guards: %d kernels with overridden refusals, caught ILLEGAL: %s%n",
        overriddenKernels, caught);
    assertTrue(overriddenKernels > 0, "no guard refused anything on " + KERNELS + " kernels");
    assertFalse(caught.isEmpty(), "the checker caught none of the transforms on " + overriddenKernels
        + " kernels whose refusals were overridden");
  }
}
