package dev.cvg.bench;

import dev.cvg.generate.KernelGenerator;
import dev.cvg.generate.RandomCfg;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.correspondence.Correspondence;
import dev.cvg.legality.correspondence.NameCorrespondence;
import dev.cvg.legality.verdict.Verdict;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@code Legality.check} on a generated kernel of {@code blocks} blocks (terminating, a third of
 * the blocks with a convergent operation) against its reprint: {@code proven} takes the static
 * path (the CFG and convergent operations are unchanged), {@code executed} forces the dynamic
 * check with the default budget (thread counts 1, 2, 3, 32, 64 x 4 argument sets, in parallel),
 * the cost of every pair the static check cannot decide.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class LegalityBench {
  @Param({"200"})
  int blocks;

  @Param({"proven", "executed"})
  String path;

  private Module before;
  private Module after;
  private Correspondence correspondence;
  private LegalityOptions options;

  /** Generates the kernel and its reprint. */
  @Setup
  public void setup() throws Exception {
    long seed = Shapes.SEED;
    FlowGraph cfg = RandomCfg.generate(seed, RandomCfg.Shape.STRUCTURED, blocks);
    before = KernelGenerator.generate(cfg, seed, KernelGenerator.Options.defaults().terminating(40));
    after = IrParser.parse(IrPrinter.print(before), "reprint.ll");
    correspondence = NameCorrespondence.infer(before, "kernel", after, "kernel");
    options = path.equals("executed") ? LegalityOptions.defaults().executingAlways() : LegalityOptions.defaults();
  }

  /** Decides the pair. */
  @Benchmark
  public Verdict check() {
    return Legality.check(before, "kernel", after, "kernel", correspondence, options);
  }
}
