package dev.cvg.bench;

import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.text.ParseException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Parsing and printing speed after warm-up (issue 14: at least 100 MB/s of {@code .ll} each):
 * {@link IrParser#parse} of a printed benchmark kernel, and {@link IrPrinter#print} of the parsed
 * module. The setup prints the text's size; MB/s is that size over the average time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ParseBench {
  @Param({"50000"})
  int blocks;

  @Param({"IRREDUCIBLE", "STRUCTURED"})
  String shape;

  private String text;
  private Module module;

  /** Prints the kernel once and parses it once, outside the measurement. */
  @Setup(Level.Trial)
  public void setup() throws ParseException {
    text = IrPrinter.print(Shapes.kernel(blocks, RandomCfg.Shape.valueOf(shape)));
    module = IrParser.parse(text, "bench.ll");
    System.out.printf("%n%s %d blocks: %.2f MB of .ll%n", shape, blocks, text.length() / 1e6);
  }

  /** Parses the whole text. */
  @Benchmark
  public Module parse() throws ParseException {
    return IrParser.parse(text, "bench.ll");
  }

  /** Prints the whole module. */
  @Benchmark
  public String print() {
    return IrPrinter.print(module);
  }
}
