package dev.cvg.passes.testing;

import dev.cvg.convergence.ConvergenceVerifier;
import dev.cvg.ir.Module;
import dev.cvg.ir.verify.IrVerifier;
import dev.cvg.target.Targets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The IR verifier's and then the convergence verifier's complaints about a module, rendered. */
public final class Verifiers {
  private Verifiers() {}

  /** Returns every complaint about {@code m}, IR verifier first (empty when {@code m} is valid). */
  public static List<String> problems(Module m) {
    List<String> out = new ArrayList<>();
    IrVerifier.verify(m).forEach(d -> out.add(d.render()));
    ConvergenceVerifier.verify(m, Targets.forModule(m, Optional.empty())).forEach(d -> out.add(d.render()));
    return out;
  }

  /** Returns the first complaint about {@code m}, if any. */
  public static Optional<String> firstProblem(Module m) {
    List<String> all = problems(m);
    return all.isEmpty() ? Optional.empty() : Optional.of(all.getFirst());
  }

  /** Returns whether both verifiers accept {@code m}. */
  public static boolean valid(Module m) {
    return problems(m).isEmpty();
  }
}
