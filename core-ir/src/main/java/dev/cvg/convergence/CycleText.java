package dev.cvg.convergence;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import java.util.StringJoiner;

/**
 * One cycle as a line of LLVM's {@code print<cycles>} output, without indentation:
 * {@code depth=D: entries(E1 E2) B1 B2}, the way LLVM's convergence verifier prints the cycle a
 * rule is about.
 */
final class CycleText {
  private CycleText() {}

  /** Returns the line for {@code cycle} of {@code cycles}. */
  static String of(CycleHierarchy cycles, Cycle cycle) {
    StringJoiner entries = new StringJoiner(" ", "entries(", ")");
    cycle.entries().forEach(e -> entries.add(cycles.graph().name(e)));
    StringBuilder sb = new StringBuilder("depth=").append(cycle.depth()).append(": ").append(entries);
    for (int b : cycle.blocks()) {
      if (!cycle.entries().contains(b)) {
        sb.append(' ').append(cycles.graph().name(b));
      }
    }
    return sb.toString();
  }
}
