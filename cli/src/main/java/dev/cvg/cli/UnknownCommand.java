package dev.cvg.cli;

import dev.cvg.passes.framework.NearestName;
import java.io.PrintWriter;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import picocli.CommandLine;

/**
 * Rejects a mistyped command. Picocli lets {@code --help} win over an unmatched positional, so
 * {@code cvg chek --help} would print the general help and exit 0, and a script would never
 * learn of the typo; here such a run fails with exit 2 and the nearest command names.
 */
final class UnknownCommand {
  private UnknownCommand() {}

  /**
   * Returns picocli's usual strategy preceded by the check: when the top-level parse left an
   * argument unmatched and chose no subcommand (only possible when {@code --help} or
   * {@code --version} suppressed picocli's own error), report the unknown command.
   */
  static CommandLine.IExecutionStrategy guarding(CommandLine.IExecutionStrategy next) {
    return parsed -> {
      if (parsed.hasSubcommand() || parsed.unmatched().isEmpty()) {
        return next.execute(parsed);
      }
      CommandLine cl = parsed.commandSpec().commandLine();
      PrintWriter err = cl.getErr();
      String typo = parsed.unmatched().getFirst();
      err.println("error: unknown command '" + typo + "'");
      List<String> near = nearest(typo, cl.getSubcommands().keySet());
      if (!near.isEmpty()) {
        err.println("Did you mean: " + String.join(" or ", near) + "?");
      }
      err.println("Try 'cvg --help' for the list of commands.");
      err.flush();
      return ExitCodes.USAGE;
    };
  }

  /** Returns the commands within edit distance 2 of {@code typo}, nearest first (at most three). */
  static List<String> nearest(String typo, Set<String> commands) {
    return commands.stream()
        .filter(c -> NearestName.distance(typo, c) <= 2 || c.startsWith(typo))
        .sorted(Comparator.comparingInt((String c) -> NearestName.distance(typo, c)).thenComparing(c -> c))
        .limit(3)
        .toList();
  }
}
