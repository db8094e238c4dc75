package dev.cvg.passes.hoistsink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.passes.BuiltinPasses;
import dev.cvg.passes.framework.PassManager;
import dev.cvg.passes.framework.PassOptions;
import dev.cvg.passes.framework.PassRegistry;
import dev.cvg.passes.framework.PipelineResult;
import dev.cvg.passes.testing.LlvmTools;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * LLVM's own convergent tests of the matching passes (shared/conformance/llvm/Transforms/{LICM,
 * Sink,GVNHoist}): cvg's pass runs on the test's input and the test's own CHECK lines hold for
 * cvg's output (FileCheck-22). Their branches are divergent (arguments of non-kernel functions),
 * so the guard refuses what LLVM refuses and the non-convergent call of GVNHoist's test is hoisted.
 */
class LlvmConformanceTest {
  static final Path LLVM = Path.of("/work/shared/conformance/llvm/Transforms");

  @ParameterizedTest(name = "{0} with {1}")
  @CsvSource({"LICM/convergent.ll, licm", "Sink/convergent.ll, sink", "GVNHoist/hoist-convergent.ll, hoist-sink"})
  void checkLinesHoldForCvgOutput(String file, String pass) throws Exception {
    Path test = LLVM.resolve(file);
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(test) || Boolean.getBoolean("cvg.requireLlvm"),
        test + " is absent: LLVM's conformance tests are not installed");
    Module m = IrParser.parse(Files.readString(test), test.toString());
    PipelineResult r = PassManager.of(BuiltinPasses.registry(), pass, PassOptions.defaults()).run(m);
    assertEquals(List.of(), r.rollbacks(), file);
    LlvmTools.fileCheck(test, IrPrinter.print(r.output()));
  }
}
