package dev.cvg.bench;

import dev.cvg.analysis.uniformity.UniformityInfo;
import dev.cvg.analysis.uniformity.UniformityOptions;
import dev.cvg.analysis.uniformity.UniformityTiming;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Function;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.target.TargetModel;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Compares cvg's analysis time with LLVM 22's on the benchmark kernels, as the uniformity issue
 * asks: per size, cvg's dominators + cycles + uniformity (steady state: warm-up, then the median
 * of five runs, parsing excluded) against the wall-clock times {@code opt-22 -time-passes}
 * reports for DominatorTreeAnalysis, CycleAnalysis and UniformityInfoAnalysis on the same file
 * (printed by cvg's printer). Prints a Markdown table.
 *
 * <p>Run with a JDK 21+: {@code java -cp jmh/target/benchmarks.jar dev.cvg.bench.LlvmComparison
 * [sizes...]}.
 */
public final class LlvmComparison {
  private static final List<String> LLVM_ANALYSES =
      List.of("DominatorTreeAnalysis", "CycleAnalysis", "UniformityInfoAnalysis");
  private static final Pattern TIMING =
      Pattern.compile("^\\s*(?:[0-9.]+ \\(\\s*[0-9.]+%\\)\\s+){3}([0-9.]+) \\(\\s*[0-9.]+%\\)\\s+(\\S+)\\s*$");

  private LlvmComparison() {}

  /**
   * Prints the comparison table for the given sizes (default 1k, 10k, 50k, 100k, 200k); a first
   * argument naming a {@code RandomCfg.Shape} ({@code STRUCTURED}) picks another CFG family.
   */
  public static void main(String[] args) throws Exception {
    dev.cvg.generate.RandomCfg.Shape shape = dev.cvg.generate.RandomCfg.Shape.IRREDUCIBLE;
    if (args.length > 0 && !Character.isDigit(args[0].charAt(0))) {
      shape = dev.cvg.generate.RandomCfg.Shape.valueOf(args[0]);
      args = Arrays.copyOfRange(args, 1, args.length);
    }
    int[] sizes = args.length == 0 ? new int[] {1_000, 10_000, 50_000, 100_000, 200_000}
        : Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
    System.out.println("| blocks | cvg ms (dom+cycles+uniformity) | LLVM 22 ms (DominatorTree+Cycle+UniformityInfo) "
        + "| LLVM dom / cycles / uniformity ms | speed-up |");
    System.out.println("|---|---|---|---|---|");
    for (int size : sizes) {
      Module m = Shapes.kernel(size, shape);
      Function f = m.function("kernel").orElseThrow();
      double ours = cvgMillis(m);
      Map<String, Double> llvm = llvmMillis(m);
      double theirs = llvm.values().stream().mapToDouble(Double::doubleValue).sum();
      System.out.printf("| %d | %.1f | %.1f | %.1f / %.1f / %.1f | %.1fx |%n", f.blocks().size(), ours, theirs,
          llvm.get("DominatorTreeAnalysis"), llvm.get("CycleAnalysis"), llvm.get("UniformityInfoAnalysis"),
          theirs / ours);
    }
  }

  /** Returns the median of five timed runs after a two-second warm-up, in milliseconds. */
  static double cvgMillis(Module m) {
    return UniformityTiming.medianMillis(m, Targets.forModule(m, java.util.Optional.empty()),
        SuccessorOrder.llvm(), UniformityOptions.defaults(), 2_000_000_000L);
  }

  /**
   * The dense view, dominators, cycles and uniformity of a cold snapshot ({@code UniformityInfo.of}
   * builds the dominator tree and the cycle hierarchy itself).
   */
  static Object analyse(Module m, Function f, TargetModel target) {
    return UniformityInfo.of(m, f, target);
  }

  /** Runs opt-22 on the printed module and returns the wall time of each analysis in ms. */
  static Map<String, Double> llvmMillis(Module m) throws IOException, InterruptedException {
    Path file = Files.createTempFile("cvg-bench", ".ll");
    try {
      Files.writeString(file, IrPrinter.print(m), StandardCharsets.UTF_8);
      Process p = new ProcessBuilder("opt-22", "-mtriple=amdgcn--", "-passes=require<uniformity>",
          "-time-passes", "-disable-output", file.toString()).redirectErrorStream(true).start();
      String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (p.waitFor() != 0) {
        throw new IOException("opt-22 failed:\n" + out);
      }
      Map<String, Double> ms = new LinkedHashMap<>();
      for (String line : out.split("\n")) {
        Matcher mt = TIMING.matcher(line);
        if (mt.matches() && LLVM_ANALYSES.contains(mt.group(2))) {
          ms.merge(mt.group(2), Double.parseDouble(mt.group(1)) * 1000, Double::sum);
        }
      }
      LLVM_ANALYSES.forEach(a -> ms.putIfAbsent(a, 0.0));
      return ms;
    } finally {
      Files.deleteIfExists(file);
    }
  }
}
