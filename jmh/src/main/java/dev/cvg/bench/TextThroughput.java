package dev.cvg.bench;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Parsing and printing speed measured in CPU time of the measuring thread, for a shared machine
 * where wall time is mostly waiting for a core (issue 14). Parses (then prints) one {@code .ll}
 * file {@code N} times in this thread and prints, per iteration, MB/s of {@code .ll} over the
 * thread's CPU time and the bytes it allocated; the warm figure is the median of the last half of
 * the iterations. Finally prints the module's retained size (heap after a full collection with
 * the module alive, minus the heap without it) per instruction, of a module as the parser returns
 * it (before printing memoizes its slot names).
 *
 * <p>Usage: {@code java -cp jmh/target/benchmarks.jar dev.cvg.bench.TextThroughput FILE [N]}
 * (N defaults to 10). Only public API is used, so the class compiles against any cvg jar for
 * before/after comparisons.
 */
public final class TextThroughput {
  private TextThroughput() {}

  /**
   * Runs the measurement.
   *
   * @param args the {@code .ll} file and optionally the number of iterations
   * @throws IOException if the file cannot be read
   * @throws ParseException if it does not parse
   */
  public static void main(String[] args) throws IOException, ParseException {
    String text = Files.readString(Path.of(args[0]));
    int n = args.length > 1 ? Integer.parseInt(args[1]) : 10;
    double mb = text.length() / 1e6;
    System.out.printf("%s: %.2f MB of .ll, %d iterations%n", args[0], mb, n);
    com.sun.management.ThreadMXBean threads =
        (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long self = Thread.currentThread().threadId();
    double[] parse = new double[n];
    double[] print = new double[n];
    Module m = null;
    for (int i = 0; i < n; i++) {
      long cpu = threads.getCurrentThreadCpuTime();
      long bytes = threads.getThreadAllocatedBytes(self);
      m = IrParser.parse(text, "bench.ll");
      long parseCpu = threads.getCurrentThreadCpuTime() - cpu;
      long parseBytes = threads.getThreadAllocatedBytes(self) - bytes;
      cpu = threads.getCurrentThreadCpuTime();
      bytes = threads.getThreadAllocatedBytes(self);
      String out = IrPrinter.print(m);
      long printCpu = threads.getCurrentThreadCpuTime() - cpu;
      long printBytes = threads.getThreadAllocatedBytes(self) - bytes;
      parse[i] = mb / (parseCpu / 1e9);
      print[i] = out.length() / 1e6 / (printCpu / 1e9);
      System.out.printf("  %2d  parse %6.1f MB/s (%5.0f MB allocated)   print %6.1f MB/s (%5.0f MB allocated)%n",
          i, parse[i], parseBytes / 1e6, print[i], printBytes / 1e6);
    }
    System.out.printf("warm (median of the last %d): parse %.1f MB/s, print %.1f MB/s%n",
        n - n / 2, warm(parse), warm(print));
    m = IrParser.parse(text, "bench.ll"); // retained as parsed, before the printer's memoized names
    long instructions = m.functions().stream()
        .mapToLong(f -> f.blocks().map(b -> (long) b.insts().size()).sum().longValue()).sum();
    long with = usedAfterGc();
    java.lang.ref.Reference.reachabilityFence(m);
    m = null;
    long without = usedAfterGc();
    System.out.printf("retained module: %.1f MB, %d instructions, %.0f bytes per instruction%n",
        (with - without) / 1e6, instructions, (double) (with - without) / instructions);
  }

  private static double warm(double[] xs) {
    double[] tail = java.util.Arrays.copyOfRange(xs, xs.length / 2, xs.length);
    java.util.Arrays.sort(tail);
    return tail[tail.length / 2];
  }

  private static long usedAfterGc() {
    Runtime rt = Runtime.getRuntime();
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return rt.totalMemory() - rt.freeMemory();
  }
}
