package dev.cvg.bench.commands;

import dev.cvg.bench.Shapes;
import dev.cvg.generate.RandomCfg;
import dev.cvg.ir.text.IrPrinter;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Writes one input of the command benchmark ({@code scripts/bench-commands.sh}) as {@code .ll}:
 * {@code java -cp jmh/target/benchmarks.jar dev.cvg.bench.commands.CommandInputs FAMILY BLOCKS OUT}.
 *
 * <p>Families: {@code IRREDUCIBLE} and {@code STRUCTURED} are {@link Shapes#kernel(int,
 * RandomCfg.Shape)} (the JMH kernels, printed by cvg's printer); {@code PHIWEB} is
 * {@link PhiWebKernel}, the random unstructured CFG with three phi variables per block. All are
 * drawn from {@link Shapes#SEED}, so every run of the benchmark reads the same files.
 */
public final class CommandInputs {
  private CommandInputs() {}

  /** Writes the kernel {@code args[0]} of about {@code args[1]} blocks to the file {@code args[2]}. */
  public static void main(String[] args) throws IOException {
    if (args.length != 3) {
      System.err.println("usage: CommandInputs IRREDUCIBLE|STRUCTURED|PHIWEB BLOCKS OUT.ll");
      System.exit(2);
    }
    int blocks = Integer.parseInt(args[1]);
    Path out = Path.of(args[2]);
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      if (args[0].equals("PHIWEB")) {
        PhiWebKernel.write(Shapes.SEED, blocks, w);
      } else {
        w.write(IrPrinter.print(Shapes.kernel(blocks, RandomCfg.Shape.valueOf(args[0]))));
      }
    }
  }
}
