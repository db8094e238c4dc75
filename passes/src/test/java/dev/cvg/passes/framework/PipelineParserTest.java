package dev.cvg.passes.framework;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Pipeline text as {@code opt -passes=} spells it, and the errors for text that is not. */
class PipelineParserTest {

  @Test
  void passesWithParametersAsLlvmWritesThem() {
    List<PassSpec> p = PipelineParser.parse("loop-unroll<O3>,simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond>,licm");
    assertEquals(List.of("loop-unroll", "simplifycfg", "licm"), p.stream().map(PassSpec::name).toList());
    assertEquals(Map.of("O3", ""), p.get(0).parameters());
    assertEquals(List.of("bonus-inst-threshold", "no-forward-switch-cond"), List.copyOf(p.get(1).parameters().keySet()));
    assertEquals("1", p.get(1).parameter("bonus-inst-threshold").orElseThrow());
    assertEquals(List.of(1, 17, 76), p.stream().map(PassSpec::column).toList());
    assertEquals("simplifycfg<bonus-inst-threshold=1;no-forward-switch-cond>", p.get(1).toString());
    assertEquals(Map.of("bonus-inst-threshold", 29, "no-forward-switch-cond", 52), p.get(1).parameterColumns());
  }

  @Test
  void llvmsNestingAdaptorsAreFlattened() {
    List<PassSpec> p = PipelineParser.parse("function(loop-mssa(licm),simplifycfg),module(cgscc(inline))");
    assertEquals(List.of("licm", "simplifycfg", "inline"), p.stream().map(PassSpec::name).toList());
    assertEquals(List.of(20, 26, 52), p.stream().map(PassSpec::column).toList());
  }

  /** Golden errors: the text, the column, the message. */
  @ParameterizedTest(name = "[{index}] {0}")
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
      "\"\"              | 1  | expected a pass name, found the end of the pipeline",
      "licm,,sink        | 6  | expected a pass name, found ','",
      "licm,             | 6  | expected a pass name, found the end of the pipeline",
      "licm sink         | 5  | expected ',' or the end of the pipeline, found ' '",
      "loop-unroll<      | 13 | expected a parameter name, found the end of the pipeline",
      "loop-unroll<count=>| 19 | expected a value after '=', found '>'",
      "loop-unroll<count=4 | 20 | expected ';' or '>', found the end of the pipeline",
      "loop-unroll<a;a>  | 15 | parameter 'a' is given twice",
      "loop-unroll<a b>  | 14 | expected ';' or '>', found ' '",
      "licm)             | 5  | unbalanced ')'",
      "function(licm     | 9  | '(' is never closed",
      "function(licm;x)  | 14 | expected ',' or ')', found ';'",
      "licm(sink)        | 5  | only the adaptors cgscc, function, loop, loop-mssa, module take a nested pipeline, not 'licm'",
      "function<eager-inv>(licm) | 9  | cvg's 'function' adaptor takes no parameters",
      "lic#m             | 4  | expected ',' or the end of the pipeline, found '#'",
  })
  void goldenErrors(String text, int column, String problem) {
    PipelineException e = assertThrows(PipelineException.class, () -> PipelineParser.parse(text));
    assertEquals(problem, e.problem(), text);
    assertEquals(column, e.column(), text);
    assertEquals("-passes: column " + column + ": " + problem, e.getMessage());
  }

  @Test
  void renderPointsAtTheColumn() {
    PipelineException e = assertThrows(PipelineException.class, () -> PipelineParser.parse("licm,,sink"));
    assertEquals("error: -passes: column 6: expected a pass name, found ','\n  licm,,sink\n       ^", e.render());
  }
}
