package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The built-in passes' parameters are checked when the pipeline is resolved: a bad value is a
 * {@link PipelineException} at the parameter's column, before any pass runs, with one message
 * shape for every pass; good values resolve.
 */
class PassParameterTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "loop-unroll<count=x>              | 13 | loop-unroll<count=x>: expected count=N with N an integer from 2 to 1024, not 'x'",
      "loop-unroll<count=1>              | 13 | loop-unroll<count=1>: expected count=N with N an integer from 2 to 1024, not '1'",
      "loop-unroll<full;threshold=0>     | 18 | loop-unroll<threshold=0>: expected threshold=N with N an integer from 1 to 1024, not '0'",
      "licm,sink<limit=-1>               | 11 | sink<limit=-1>: expected limit=N with N an integer of at least 0, not '-1'",
      "hoist-sink<speculate=maybe>       | 12 | hoist-sink<speculate=maybe>: 'speculate' is a flag: write <speculate> or speculate=true/false, not 'maybe'",
      "inline<threshold=1e3>             | 8  | inline<threshold=1e3>: expected threshold=N with N an integer, not '1e3'",
      "jump-threading<threshold=99999999999> | 16 | jump-threading<threshold=99999999999>: expected threshold=N with N an integer of at least 0, not '99999999999'",
  })
  void aBadValueIsAnErrorAtItsColumn(String pipeline, int column, String problem) {
    PipelineException e = assertThrows(PipelineException.class, () -> PassRegistry.builtin().resolve(pipeline.trim()));
    assertEquals(column, e.column(), e.getMessage());
    assertEquals(problem.trim(), e.problem());
  }

  @ParameterizedTest
  @ValueSource(strings = {"loop-unroll<full;partial;runtime;count=4;threshold=200;full-unroll-max=8>",
      "licm<limit=0>", "sink<limit=3>", "hoist-sink<speculate;limit=2>", "inline<threshold=-20000;infer-tokens=false>",
      "jump-threading<threshold=0>", "loop-unroll<full=false>"})
  void goodValuesResolve(String pipeline) {
    assertEquals(1, PassRegistry.builtin().resolve(pipeline).size());
  }

  @Test
  void aContextReadsCheckedValues() {
    PassContext ctx = new FixedParameters(java.util.Map.of("count", " 4", "full", "", "off", "false"));
    assertEquals(4, ctx.intParameter("count").getAsInt());
    assertTrue(ctx.intParameter("absent").isEmpty());
    assertTrue(ctx.flag("full"));
    assertTrue(!ctx.flag("off") && !ctx.flag("absent"));
    assertThrows(IllegalArgumentException.class, () -> new FixedParameters(java.util.Map.of("n", "x")).intParameter("n"));
  }

  @Test
  void aDeclarationRejectsAnEmptyRange() {
    assertThrows(IllegalArgumentException.class, () -> PassParameter.integer("n", 5, 4, "help"));
  }

  @Test
  void helpLinesNameTheRange() {
    assertEquals("count=N (from 2 to 1024): the partial unroll count (implies partial)",
        PassRegistry.builtin().resolve("loop-unroll").getFirst().pass().parameters().orElseThrow().stream()
            .filter(p -> p.name().equals("count")).findFirst().orElseThrow().toString());
    assertEquals(Optional.empty(), PassParameter.flag("f", "h").problem("true"));
  }

  /** A context that only answers parameters. */
  private record FixedParameters(java.util.Map<String, String> values) implements PassContext {
    @Override
    public Optional<String> parameter(String key) {
      return Optional.ofNullable(values.get(key));
    }

    @Override
    public dev.cvg.ir.Module module() {
      throw new UnsupportedOperationException();
    }

    @Override
    public dev.cvg.ir.Function function() {
      throw new UnsupportedOperationException();
    }

    @Override
    public dev.cvg.target.TargetModel target() {
      throw new UnsupportedOperationException();
    }

    @Override
    public <T> T analysis(Analysis<T> analysis) {
      throw new UnsupportedOperationException();
    }

    @Override
    public boolean guard(String site, GuardDecision decision) {
      throw new UnsupportedOperationException();
    }

    @Override
    public void performed(String site, String what) {
      throw new UnsupportedOperationException();
    }
  }
}
