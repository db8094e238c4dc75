package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.legality.Legality;
import dev.cvg.legality.LegalityOptions;
import dev.cvg.legality.verdict.Verdict;
import java.nio.file.Files;
import java.nio.file.Path;

/** Parsing and legality checking shared by the simplifycfg tests. */
final class Check {
  /** The spec's transform pairs (module {@code tests}). */
  static final Path SPEC = Path.of("../tests/src/test/resources/golden/legality/spec");
  /** This pass's golden files. */
  static final Path GOLDEN = Path.of("src/test/resources/golden/simplifycfg");

  private Check() {}

  /** Parses {@code file}. */
  static Module parse(Path file) throws Exception {
    return IrParser.parse(Files.readString(file), file.getFileName().toString());
  }

  /** Runs the legality checker on the run's input and output. */
  static Verdict legality(Module input, PassRun run, LegalityOptions options) {
    String fn = run.before().name();
    return Legality.check(input, fn, run.module(), fn, run.correspondence(), options);
  }

  /** Prints the run's result function's module. */
  static String print(PassRun run) {
    return IrPrinter.print(run.module());
  }
}
