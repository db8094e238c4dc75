package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/** What a {@link Transform} did to one module. */
public sealed interface Outcome permits Outcome.Transformed, Outcome.Failed {
  /**
   * The transform ran and produced {@code after}.
   *
   * @param after the transformed module (functions keep their names)
   * @param changes per changed function name, how to compare it with the original; functions
   *     the transform left alone are absent, so an empty map means "unchanged". Iterated in the
   *     order given (module order), which a campaign's findings follow
   * @param verifierRejected guard refusals overridden ({@code --no-guard}) in steps that the IR or
   *     convergence verifier then rejected and rolled back: injected violations caught before the
   *     legality checker; 0 for guarded runs and external tools
   */
  record Transformed(Module after, Map<String, FunctionChange> changes, int verifierRejected) implements Outcome {
    /** Copies the map, keeping its order. */
    public Transformed {
      Objects.requireNonNull(after);
      changes = Collections.unmodifiableMap(new LinkedHashMap<>(changes));
    }

    /** Returns the outcome with no overridden refusal rejected by the verifiers. */
    public Transformed(Module after, Map<String, FunctionChange> changes) {
      this(after, changes, 0);
    }
  }

  /**
   * The transform failed: a pass threw, an external tool exited non-zero or crashed, or its
   * output does not parse or verify. A finding of its own kind (not a legality verdict).
   *
   * @param kind a short lower-case word for the kind of failure, the same for the same bug
   *     ({@code pass-threw}, {@code ir-verifier}, {@code exit-code}, {@code unparsable-output}):
   *     findings are deduplicated by it and a reduction keeps it
   * @param reason one line for the summary and {@code verdict.txt}
   * @param detail the tool's message or output, possibly long
   */
  record Failed(String kind, String reason, String detail) implements Outcome {
    /** Checks the parts are present. */
    public Failed {
      Objects.requireNonNull(kind);
      Objects.requireNonNull(reason);
      Objects.requireNonNull(detail);
    }
  }

  /**
   * One changed function.
   *
   * @param correspondence the instruction correspondence to check it under (provenance for
   *     cvg's passes, inferred from names for an external tool)
   * @param overriddenRefusals how many guard refusals were overridden in it ({@code --no-guard}):
   *     violations injected on purpose, 0 for guarded runs and external tools
   */
  record FunctionChange(Correspondence correspondence, int overriddenRefusals) {}
}
