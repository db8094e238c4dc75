package dev.cvg.passes.unroll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The loop-unrolling examples of ConvergentOperations.rst (the spec pairs
 * {@code unroll-*.ll} of the legality goldens): on each pair's {@code @src}, run as
 * {@code loop-unroll<count=2;runtime>}, the guarded pass performs the allowed transforms and
 * refuses the forbidden ones with a reason naming the operation the pair's verdict names; with
 * guards off it performs the forbidden one and the legality checker says ILLEGAL at that
 * operation.
 */
class UnrollSpecExamplesTest {
  private static final Path SPEC = Path.of("../tests/src/test/resources/golden/legality/spec");
  private static final Map<String, String> PARAMS = Map.of("count", "2", "runtime", "");

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "unroll-anchor-remainder       | unrolled 2x with a remainder loop                                   | ",
      "unroll-heart-multiple         | unrolled 2x without remainder (exit test kept in copy 0)            | ",
      "unroll-heart-remainder        | refused: %r uses %inner, the heart whose token %outer comes from outside the loop | %r",
      "unroll-heart-remainder-inner  | refused: %r uses %inner, the heart whose token %outer comes from outside the loop | %r",
      "unroll-uncontrolled-remainder | refused: %r is an uncontrolled convergent operation                 | %r",
  })
  void guardedPassFollowsTheSpec(String pair, String expected, String illegalAt) throws Exception {
    Module m = IrParser.parse(Files.readString(SPEC.resolve(pair + ".ll")), pair + ".ll");
    UnrollRun guarded = UnrollRun.of(m, "src", PARAMS, true);
    String where = pair + "\n" + guarded.printed() + "\nrefused " + guarded.refused;
    assertEquals(List.of(), guarded.verifierMessages(), where);
    if (expected.startsWith("refused: ")) {
      assertEquals(List.of(), guarded.performed, where);
      assertEquals(1, guarded.refused.size(), where);
      assertTrue(guarded.refused.getFirst().contains(expected.substring("refused: ".length())),
          where);
      assertTrue(guarded.refused.getFirst().contains("ConvergentOperations.rst"), where);
      UnrollRun forced = UnrollRun.of(m, "src", PARAMS, false);
      assertEquals(List.of("loop %while: unrolled 2x with a remainder loop"), forced.performed);
      assertEquals(List.of(), forced.verifierMessages(), forced.printed());
      Verdict v = forced.verdict(LegalityOptions.defaults());
      String text = VerdictPrinter.print(v);
      Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, text);
      assertTrue(text.contains("original:    " + illegalAt + " in @src"), text);
      assertTrue(illegal != null);
    } else {
      assertEquals(List.of("loop %while: " + expected), guarded.performed, where);
      Verdict v = guarded.verdict(LegalityOptions.defaults());
      assertInstanceOf(Verdict.Legal.class, v, VerdictPrinter.print(v) + "\n" + where);
    }
  }

  /**
   * A manager made from pipeline text gives every run fresh pass objects: run twice, and from two
   * threads at once, it unrolls the same loop the same way (the pass remembers the loops it
   * considered for one run; a reused instance once stopped unrolling after the first module).
   */
  @Test
  void aReusedManagerUnrollsEveryRun() throws Exception {
    Module m = IrParser.parse(Files.readString(SPEC.resolve("unroll-anchor-remainder.ll")), "unroll-anchor-remainder.ll");
    dev.cvg.passes.framework.PassManager manager = dev.cvg.passes.framework.PassManager.of(
        dev.cvg.passes.BuiltinPasses.registry(), "loop-unroll<count=2;runtime>", dev.cvg.passes.framework.PassOptions.defaults());
    String first = dev.cvg.ir.text.IrPrinter.print(manager.run(m).output());
    assertTrue(!first.equals(dev.cvg.ir.text.IrPrinter.print(m)), "the first run unrolls");
    assertEquals(first, dev.cvg.ir.text.IrPrinter.print(manager.run(m).output()), "the second run of the same manager");
    List<java.util.concurrent.Future<String>> runs = new java.util.ArrayList<>();
    try (var pool = java.util.concurrent.Executors.newFixedThreadPool(4)) {
      for (int k = 0; k < 8; k++) {
        runs.add(pool.submit(() -> dev.cvg.ir.text.IrPrinter.print(manager.run(m).output())));
      }
      for (var r : runs) {
        assertEquals(first, r.get(), "a run on another thread");
      }
    }
  }
}
