package dev.cvg.cli.fuzz;

import dev.cvg.ir.Module;
import dev.cvg.legality.correspondence.Correspondence;
import java.util.Map;

/** What a {@link Transform} did to one module. */
public sealed interface Outcome permits Outcome.Transformed, Outcome.Failed {
  /**
   * The transform ran and produced {@code after}.
   *
   * @param after the transformed module (functions keep their names)
   * @param changes per changed function name, how to compare it with the original; functions
   *     the transform left alone are absent, so an empty map means "unchanged"
   */
  record Transformed(Module after, Map<String, FunctionChange> changes) implements Outcome {
    /** Copies the map. */
    public Transformed {
      changes = Map.copyOf(changes);
    }
  }

  /**
   * The transform failed: a pass threw, an external tool exited non-zero or crashed, or its
   * output does not parse or verify. A finding of its own kind (not a legality verdict).
   *
   * @param reason one line for the summary and {@code verdict.txt}
   * @param detail the tool's message or output, possibly long
   */
  record Failed(String reason, String detail) implements Outcome {}

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
