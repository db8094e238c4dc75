package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A transform under test in a fuzz campaign: cvg's own pass pipeline (guarded or not) or an
 * external tool that reads and writes {@code .ll}. Implementations are thread-safe: a campaign
 * calls {@link #apply} from several worker threads at once.
 */
public interface Transform {
  /** Returns the label of this transform in progress lines and the summary table. */
  String name();

  /**
   * Transforms {@code before} (a generated module, already accepted by the IR and convergence
   * verifiers) and reports the functions it changed; never throws for a failure of the
   * transform itself (that is {@link Outcome.Failed}).
   */
  Outcome apply(Module before);

  /**
   * Returns a shell command that applies this transform to the file {@code input} and writes the
   * file {@code output}, for a finding's {@code verdict.txt}; empty if there is none.
   */
  default Optional<String> command(String input, String output) {
    return Optional.empty();
  }

  /**
   * Transforms several modules; the result at index {@code i} belongs to {@code befores[i]}. The
   * default applies them one by one; a transform whose start-up dominates (an external process)
   * may batch them.
   */
  default List<Outcome> applyAll(List<Module> befores) {
    List<Outcome> out = new ArrayList<>();
    for (Module m : befores) {
      out.add(apply(m));
    }
    return out;
  }
}
