package dev.cvg.passes.framework;

import dev.cvg.diag.Diagnostic;
import java.util.List;

/**
 * The module given to the {@link PassManager} does not verify: as {@code opt}, the manager runs
 * no pass on a broken module (each step's verification would blame the pass).
 */
public final class BrokenInputException extends IllegalArgumentException {
  /** The verifiers' findings, not empty. */
  private final List<Diagnostic> diagnostics;

  /**
   * Creates the exception for {@code diagnostics}, the verifiers' findings (not empty).
   *
   * @param sourceName the input's name, for the message
   * @param diagnostics the verifiers' findings
   */
  public BrokenInputException(String sourceName, List<Diagnostic> diagnostics) {
    super(sourceName + ": error: input module is broken! (" + diagnostics.size() + " finding"
        + (diagnostics.size() == 1 ? "" : "s") + ", first: " + diagnostics.get(0).message() + ")");
    this.diagnostics = List.copyOf(diagnostics);
  }

  /**
   * Returns the verifiers' findings.
   *
   * @return the findings, not empty
   */
  public List<Diagnostic> diagnostics() {
    return diagnostics;
  }
}
