package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.fuzz.LlvmPasses;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Property;
import dev.cvg.legality.verdict.Verdict;
import dev.cvg.legality.verdict.VerdictPrinter;
import dev.cvg.testkit.Llvm22;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Transforms of LLVM 22 that change what a convergent operation computes ({@code docs/findings.md},
 * "Convergence miscompiles of LLVM 22"): {@code NAME.before.ll} and opt-22's output
 * {@code NAME.after.ll} under {@code findings/llvm22-miscompiles/}. The checker must call each
 * pair ILLEGAL at the named operation (no LLVM needed); with opt-22 installed, the test also
 * confirms that the pipeline still produces that output from the input.
 */
class LlvmConvergenceMiscompileTest {
  private static final Path DIR = Path.of("src/test/resources/findings/llvm22-miscompiles");

  @ParameterizedTest(name = "{0}: {2} at {3}")
  @CsvSource({
      // the late SimplifyCFG of default<O2> folds an empty outer-loop header into the inner loop's:
      // two loops become one, an uncontrolled readfirstlane is reached out of step
      "simplifycfg-loop-merge, merge, simplifycfg<no-keep-loops>, %first",
      // GVNSink merges the equal convergent calls of both arms of a divergent branch into the join
      // (correspondence.Merges adds the sunk %a to the survivor %b's origins; the checker names
      // %a, the first merged original in layout order, and lists both groups in its message)
      "gvnsink-convergent-diamond, diamond, gvn-sink, %a",
      // IRCE clones a loop with a heart into a main loop and a post-loop at a divergent bound:
      // a remainder, which the spec forbids for loops whose operations use the heart
      "irce-postloop-token, ranges, irce, %r",
      // SimpleLoopUnswitch's trivial unswitching hoists a loop-invariant divergent exit branch
      // above the ballot in front of it: threads that left after the first iteration's ballot no
      // longer run it, so the others' first ballot counts fewer threads (fixed upstream after
      // LLVM 22 by llvm/llvm-project#207047; found by the default<O2> campaign, seed 3277)
      "simple-loop-unswitch-past-ballot, unswitch, loop-mssa(simple-loop-unswitch), %b",
  })
  void checkerRejectsLlvmsOutput(String name, String function, String pipeline, String op) throws Exception {
    Module before = parse(name + ".before.ll");
    Module after = parse(name + ".after.ll");
    Verdict v = Legality.check(before, function, after, function,
        NameCorrespondence.infer(before, function, after, function), LegalityOptions.defaults());
    Verdict.Illegal illegal = assertInstanceOf(Verdict.Illegal.class, v, () -> name + ": " + VerdictPrinter.print(v));
    assertEquals(Property.CONVERGED_WITH, illegal.counterexample().property(), VerdictPrinter.print(v));
    assertTrue(illegal.counterexample().before().startsWith(op + " "), VerdictPrinter.print(v));
    if (Llvm22.available(LlvmPasses.OPT)) {
      Llvm22.Run r = Llvm22.run(LlvmPasses.OPT, "-mtriple=" + LlvmPasses.TRIPLE, "-S", "-passes=" + pipeline,
          DIR.resolve(name + ".before.ll").toString());
      assertEquals(0, r.exit(), r.stderr());
      assertEquals(withoutSourceName(after), withoutSourceName(IrParser.parse(r.stdout(), name + " (opt-22)")),
          "opt-22 -passes=" + pipeline + " still produces " + name + ".after.ll");
    }
  }

  /** The printed module without its {@code source_filename} (opt names the file it read). */
  private static String withoutSourceName(Module m) {
    return IrPrinter.print(m).replaceAll("(?m)^source_filename = .*\n", "");
  }

  private static Module parse(String file) throws Exception {
    return IrParser.parse(Files.readString(DIR.resolve(file)), file);
  }
}
