package dev.cvg.legality;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.cli.fuzz.LlvmPasses;
import dev.cvg.cli.fuzz.Outcome;
import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.Targets;
import dev.cvg.testkit.Llvm22;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * LLVM 22 bugs found by the {@code default<O2>} campaign of issue #15 ({@code docs/findings.md}):
 * valid kernels (both of cvg's verifiers accept them; reduced with {@code llvm-reduce-22}) for
 * which opt-22 produces IR that the verifier rejects. Each file under
 * {@code findings/llvm22-o2/} must stay valid, opt-22's output must be rejected by cvg's
 * verifier with LLVM's message, and {@code -verify-each} must name the pass that broke it.
 * Skipped without opt-22 (a failure with {@code -Dcvg.requireLlvm=true}).
 */
class LlvmBrokenOutputTest {
  private static final Path DIR = Path.of("src/test/resources/findings/llvm22-o2");

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "seed171 | EarlyCSEPass | Convergence region is not well-nested.",
      "earlycse-merged-anchors | EarlyCSEPass | Convergence region is not well-nested.",
      "seed197 | LoopInstSimplifyPass | Instruction does not dominate all uses!",
      "seed555 | IndVarSimplifyPass | Entry intrinsic can occur only in the entry block.",
      "seed581 | SROAPass | Convergence control tokens can only be produced by calls to the convergence control intrinsics.",
  })
  void o2BreaksAValidKernel(String name, String pass, String message) throws Exception {
    Llvm22.assume(LlvmPasses.OPT);
    Path file = DIR.resolve(name + ".ll");
    Module m = IrParser.parse(Files.readString(file), file.getFileName().toString());
    assertEquals(List.of(), IrVerifier.verify(m), name + " is valid IR");
    assertEquals(List.of(), ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())),
        name + " obeys the convergence rules");
    Outcome o = LlvmPasses.transform("default<O2>", Duration.ofMinutes(1), 1).apply(m);
    Outcome.Failed f = assertInstanceOf(Outcome.Failed.class, o, name);
    assertTrue(f.reason().startsWith("output rejected by the verifier: ") && f.detail().contains(message),
        name + ": " + f.reason() + "\n" + f.detail());
    Llvm22.Run r = Llvm22.run(LlvmPasses.OPT, "-mtriple=" + LlvmPasses.TRIPLE, "-passes=default<O2>",
        "-verify-each", "-disable-output", file.toString());
    assertTrue(r.stderr().contains("Broken function found after pass \"" + pass + "\""), r.stderr());
  }
}
