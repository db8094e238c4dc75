package dev.cvg.cli;

import dev.cvg.graph.SuccessorOrder;
import picocli.CommandLine.Option;

/**
 * A picocli mixin choosing the DFS successor order that builds the cycle hierarchy:
 * {@code --dfs-order=llvm} (default, LLVM's last-to-first), {@code textual} (first-to-last) or
 * {@code seed:N} (a deterministic random order per node).
 */
public final class OrderOption {
  @Option(names = "--dfs-order", paramLabel = "ORDER", defaultValue = "llvm",
      description = "DFS successor order for cycle headers: llvm (default), textual or seed:N.")
  private String order;

  /**
   * Returns the chosen order.
   *
   * @throws CliException (exit code 2) if the option is not one of the three forms
   */
  public SuccessorOrder order() throws CliException {
    if (order.equals("llvm")) {
      return SuccessorOrder.llvm();
    }
    if (order.equals("textual")) {
      return SuccessorOrder.textual();
    }
    if (order.startsWith("seed:")) {
      try {
        return SuccessorOrder.seeded(Long.parseLong(order.substring(5)));
      } catch (NumberFormatException e) {
        // falls through to the usage error
      }
    }
    throw new CliException(ExitCodes.USAGE,
        "error: --dfs-order must be llvm, textual or seed:N, not '" + order + "'");
  }
}
