package dev.cvg.passes.simplifycfg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.testing.LlvmTools;
import dev.cvg.passes.testing.Verifiers;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * LLVM's own convergent tests of SimplifyCFG ({@code shared/conformance/llvm/Transforms/SimplifyCFG}):
 * cvg's output passes their FileCheck lines, and never holds more or fewer convergent calls than
 * {@code opt-22}'s on the same input.
 */
class SimplifyCfgLlvmTest {
  private static final Path DIR = Path.of("/work/shared/conformance/llvm/Transforms/SimplifyCFG");

  private static void conform(String file, String callee) throws Exception {
    LlvmTools.require(LlvmTools.OPT);
    LlvmTools.require(LlvmTools.FILECHECK);
    Path path = DIR.resolve(file);
    String text = Files.readString(path);
    Module m = IrParser.parse(text, file);
    Module out = m;
    for (var f : m.definitions()) {
      PassRun run = PassRun.of(new SimplifyCfg(), out, f.name(), true);
      assertTrue(Verifiers.firstProblem(run.module()).isEmpty(), () -> file + ": " + Verifiers.firstProblem(run.module()).get());
      out = run.module();
    }
    String printed = IrPrinter.print(out);
    LlvmTools.Run check = LlvmTools.run(LlvmTools.FILECHECK, List.of(path.toString()), printed);
    assertEquals(0, check.exit(), () -> file + ": FileCheck rejects cvg's output\n" + check.stderr() + "\n" + printed);
    String opt = LlvmTools.opt(text, List.of("-passes=simplifycfg"));
    assertEquals(count(opt, callee), count(printed, callee),
        () -> file + ": cvg and opt-22 keep different numbers of " + callee + " calls\nopt-22:\n" + opt + "\ncvg:\n" + printed);
  }

  private static long count(String ir, String callee) {
    return ir.lines().filter(l -> l.contains("call ") && l.contains(callee + "(")).count();
  }

  @Test
  void convergentCallsAreNotThreadedOrDuplicated() throws Exception {
    conform("convergent.ll", "@foo");
  }

  @Test
  void barrierIsNotDuplicated() throws Exception {
    conform("attr-convergent.ll", "@barrier");
  }
}
