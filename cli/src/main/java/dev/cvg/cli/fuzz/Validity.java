package dev.cvg.cli.fuzz;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Module;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.Targets;
import java.util.Optional;

/** Whether a module may enter a campaign: the IR verifier and the convergence verifier accept it. */
public final class Validity {
  private Validity() {}

  /** Returns whether both verifiers accept {@code m} (a verifier that throws counts as a rejection). */
  public static boolean valid(Module m) {
    try {
      return IrVerifier.verify(m).isEmpty()
          && ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())).isEmpty();
    } catch (RuntimeException e) {
      return false;
    }
  }
}
