package dev.cvg.analysis.uniformity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Module;
import dev.cvg.target.GpuTarget;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * {@link UniformityPrinter} in LLVM 22 mode prints exactly what {@code opt-22
 * -passes='print<uniformity>'} printed for {@code golden/uniformity/printer.ll} (stored beside it,
 * unedited): every section of the format (divergent arguments, assumed cycles, cycles with a
 * divergent exit, the temporal list, marked and unmarked definitions and terminators, and a
 * function with no divergence at all).
 */
class UniformityPrinterGoldenTest {
  @Test
  void printsWhatOpt22Prints() throws IOException {
    Module m = TwinCheck.parse(resource("printer.ll"));
    String printed = UniformityPrinter.print(m,
        f -> UniformityInfo.of(m, f, GpuTarget.amdgpu(), SuccessorOrder.llvm(), UniformityOptions.llvm22()));
    assertEquals(resource("printer.opt22.txt"), printed);
  }

  private static String resource(String name) throws IOException {
    try (InputStream in = UniformityPrinterGoldenTest.class.getResourceAsStream("/golden/uniformity/" + name)) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
