package dev.cvg.conformance.verify;

import dev.cvg.testkit.Llvm22;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * LLVM's own test of the convergence verifier, {@code Verifier/convergencectrl-invalid.ll},
 * run unchanged: cvg's rendered diagnostics are fed to {@code FileCheck-22} with the file's
 * CHECK lines, exactly as the file's RUN line feeds {@code llvm-as}'s output.
 */
class ConvergenceCtrlInvalidTest {
  private static final Path FILE =
      Path.of("src/test/resources/conformance/llvm/Verifier/convergencectrl-invalid.ll");
  private static final Pattern DIRECTIVE = Pattern.compile(";\\s*CHECK(-[A-Z]+)?:");

  @Test
  void everyCheckLinePasses() throws IOException {
    Llvm22.assume("FileCheck-22");
    VerifierRun run = VerifierRun.of(FILE);
    assertTrue(run.parseError().isEmpty(), () -> run.parseError().get().render());
    List<String> lines = Files.readAllLines(FILE);
    int total = (int) lines.stream().filter(l -> DIRECTIVE.matcher(l).find()).count();
    Llvm22.Run r = Llvm22.fileCheck(FILE, run.rendered());
    int passing = r.exit() == 0 ? total : passingPrefix(lines, run.rendered());
    assertEquals(total, passing, () -> passing + " of " + total + " CHECK lines pass; FileCheck said:\n"
        + r.merged() + "\ncvg printed:\n" + run.rendered());
  }

  /** The rendered output names the offending instructions after each message (spot check). */
  @Test
  void messagesCarryPositionsAndInstructions() throws IOException {
    VerifierRun run = VerifierRun.of(FILE);
    String out = run.rendered();
    assertTrue(out.contains("convergencectrl-invalid.ll:9:3: error: Entry or anchor intrinsic cannot have a "
        + "convergencectrl token operand.\n  %t04_tok2 = call token @llvm.experimental.convergence.anchor() "
        + "[ \"convergencectrl\"(token %t04_tok1) ]\n"), out);
    assertTrue(out.contains("error: Cycle heart must dominate all blocks in the cycle.\n"
        + "  %h4 = call token @llvm.experimental.convergence.loop() [ \"convergencectrl\"(token %a) ]\n"
        + "label %C\ndepth=1: entries(C B) D E\n"), out);
  }

  /**
   * Returns how many leading CHECK directives pass, by checking ever longer prefixes of them
   * (directives beyond the prefix are disabled by renaming their prefix).
   */
  private static int passingPrefix(List<String> lines, String input) throws IOException {
    List<Integer> at = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (DIRECTIVE.matcher(lines.get(i)).find()) {
        at.add(i);
      }
    }
    int passing = 0;
    for (int k = 1; k <= at.size(); k++) {
      List<String> copy = new ArrayList<>(lines);
      for (int j = k; j < at.size(); j++) {
        copy.set(at.get(j), copy.get(at.get(j)).replace("CHECK", "DISABLED"));
      }
      Path tmp = Files.createTempFile("cvg-check", ".ll");
      try {
        Files.write(tmp, copy);
        if (Llvm22.fileCheck(tmp, input).exit() != 0) {
          break;
        }
        passing = k;
      } finally {
        Files.deleteIfExists(tmp);
      }
    }
    return passing;
  }
}
