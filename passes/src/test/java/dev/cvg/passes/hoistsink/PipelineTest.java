package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.framework.PipelineStats;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The passes as registered, through the pass manager (transactions, provenance chains,
 * end-to-end legality): the whole pipeline {@code hoist-sink<speculate>,licm,sink} over every spec
 * pair's module is never ILLEGAL end to end and never rolled back; with {@code --no-guard} the
 * ILLEGAL pairs' transforms are performed and the end-to-end check catches them.
 */
class PipelineTest {
  static final String PIPELINE = "hoist-sink<speculate>,licm,sink";

  @Test
  void registeredUnderLlvmNames() {
    assertTrue(BuiltinPasses.registry().names().containsAll(List.of("hoist-sink", "licm", "sink")),
        BuiltinPasses.registry().names().toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"anchor-hoist-acyclic", "anchor-sink", "anchor-sink-with-ops", "anchor-sink-only-b",
      "anchor-sink-into-loop", "entry-sink", "shuffle-hoist", "shuffle-speculate", "subgroupadd-hoist-uniform",
      "subgroupadd-hoist-divergent", "texture-sink-uniform", "texture-sink-divergent", "vt-use-sunk-below-exit",
      "vt-convergent-use-sunk-below-exit"})
  void guardedPipelineIsLegalEndToEnd(String file) throws Exception {
    Module m = SpecPairsTest.pair(file);
    PipelineResult r = PassManager.of(BuiltinPasses.registry(), PIPELINE, PassOptions.defaults().withLegality(false, true))
        .run(m);
    String stats = PipelineStats.print(PIPELINE, r);
    assertEquals(List.of(), r.rollbacks(), file + "\n" + stats);
    Verdict v = r.endToEnd().get("src");
    if (v != null) {
      assertInstanceOf(Verdict.Legal.class, v, file + "\n" + stats + "\n" + VerdictPrinter.print(v));
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"entry-sink:sink", "subgroupadd-hoist-divergent:hoist-sink",
      "texture-sink-divergent:sink", "vt-convergent-use-sunk-below-exit:sink", "anchor-sink-only-b:sink<limit=1>"})
  void unguardedIllegalTransformsAreCaughtEndToEnd(String spec) throws Exception {
    String[] parts = spec.split(":");
    Module m = SpecPairsTest.pair(parts[0]);
    PipelineResult guarded = PassManager.of(BuiltinPasses.registry(), parts[1],
        PassOptions.defaults().withLegality(false, true)).run(m);
    assertFalse(guarded.endToEnd().get("src") instanceof Verdict.Illegal, parts[0]);
    assertTrue(guarded.stepsOf(parts[1]).stream().anyMatch(s -> !s.refusals().isEmpty()), parts[0]);
    PipelineResult unguarded = PassManager.of(BuiltinPasses.registry(), parts[1],
        PassOptions.defaults().withGuards(false).withLegality(false, true)).run(m);
    Verdict v = unguarded.endToEnd().get("src");
    assertInstanceOf(Verdict.Illegal.class, v, parts[0] + "\n" + PipelineStats.print(parts[1], unguarded));
  }
}
