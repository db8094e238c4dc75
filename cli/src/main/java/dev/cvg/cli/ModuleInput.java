package dev.cvg.cli;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.TargetModel;
import java.util.ArrayList;
import java.util.List;

/** Parsing and verifying the module a subcommand works on. */
final class ModuleInput {
  private ModuleInput() {}

  /**
   * Parses {@code source}.
   *
   * @throws CliException with the parser's {@code file:line:col: error: ...} and exit code 2
   */
  static Module parse(SourceText source) throws CliException {
    try {
      return IrParser.parse(source.text(), source.name());
    } catch (ParseException e) {
      throw new CliException(ExitCodes.USAGE, e.render());
    }
  }

  /**
   * Parses {@code source} as {@code opt -mtriple} reads it: alignments left out of the text come
   * from the target's data layout ({@code triple}, else the module's own triple).
   *
   * @throws CliException with the parser's {@code file:line:col: error: ...} and exit code 2
   */
  static Module parseAsOpt(SourceText source, java.util.Optional<String> triple) throws CliException {
    try {
      return IrParser.parseAsOpt(source.text(), source.name(), triple);
    } catch (ParseException e) {
      throw new CliException(ExitCodes.USAGE, e.render());
    }
  }

  /** Returns the findings of the IR verifier followed by those of the convergence verifier. */
  static List<Diagnostic> verify(Module m, TargetModel target) {
    List<Diagnostic> all = new ArrayList<>(IrVerifier.verify(m));
    all.addAll(ConvergenceVerifier.verify(m, target));
    return List.copyOf(all);
  }

  /**
   * Verifies {@code m} as {@code opt} does before running a pass.
   *
   * @throws CliException (exit code 1) listing every finding, ending with
   *     {@code file: error: input module is broken!}
   */
  static void requireValid(Module m, TargetModel target) throws CliException {
    List<Diagnostic> found = verify(m, target);
    if (found.isEmpty()) {
      return;
    }
    StringBuilder sb = new StringBuilder();
    found.forEach(d -> sb.append(d.render()).append('\n'));
    sb.append(m.sourceName()).append(": error: input module is broken!");
    throw new CliException(ExitCodes.INVALID, sb.toString());
  }
}
