package dev.cvg.cli;

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
        .filter(c -> distance(typo, c) <= 2 || c.startsWith(typo))
        .sorted(Comparator.comparingInt((String c) -> distance(typo, c)).thenComparing(c -> c))
        .limit(3)
        .toList();
  }

  private static int distance(String a, String b) {
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      for (int j = 1; j <= b.length(); j++) {
        int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
