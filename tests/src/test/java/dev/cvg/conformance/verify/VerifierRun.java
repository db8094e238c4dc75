package dev.cvg.conformance.verify;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.diag.Diagnostic;
import dev.cvg.ir.Module;
import dev.cvg.ir.text.IrParser;
import dev.cvg.ir.text.ParseException;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.Targets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Parses one {@code .ll} file and runs both verifiers on it, the IR verifier first, with the
 * target model of the file's triple.
 *
 * @param file the file
 * @param module the parsed module, if parsing succeeded
 * @param parseError the parse error, if parsing failed
 * @param diagnostics the verifiers' findings (empty if parsing failed)
 */
record VerifierRun(Path file, Optional<Module> module, Optional<ParseException> parseError,
    List<Diagnostic> diagnostics) {

  /** Parses and verifies {@code file}, naming it by its file name in positions. */
  static VerifierRun of(Path file) throws IOException {
    String text = Files.readString(file);
    Module m;
    try {
      m = IrParser.parse(text, file.getFileName().toString());
    } catch (ParseException e) {
      return new VerifierRun(file, Optional.empty(), Optional.of(e), List.of());
    }
    List<Diagnostic> all = new ArrayList<>(IrVerifier.verify(m));
    all.addAll(ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())));
    return new VerifierRun(file, Optional.of(m), Optional.empty(), List.copyOf(all));
  }

  /** Returns whether cvg rejects the file (a parse error or any diagnostic). */
  boolean rejected() {
    return parseError.isPresent() || !diagnostics.isEmpty();
  }

  /** Returns the output a {@code cvg verify} run prints: each diagnostic rendered, in order. */
  String rendered() {
    if (parseError.isPresent()) {
      return parseError.get().render() + "\n";
    }
    return diagnostics.stream().map(d -> d.render() + "\n").collect(Collectors.joining());
  }
}
