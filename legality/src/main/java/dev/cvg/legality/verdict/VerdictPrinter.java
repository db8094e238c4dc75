package dev.cvg.legality.verdict;

import java.util.List;
import java.util.Map;

/**
 * Prints a verdict for people, in the manner of alive-tv: the verdict word first, then for
 * ILLEGAL the property, the instruction on both sides, the message, the launch, the groups and
 * values before and after, and the trace tables; for LEGAL what was proven or executed.
 */
public final class VerdictPrinter {
  private VerdictPrinter() {}

  /**
   * Returns the text of {@code v}.
   *
   * @param v a verdict
   * @return the text, as {@code cvg check} prints it
   */
  public static String print(Verdict v) {
    StringBuilder sb = new StringBuilder();
    switch (v) {
      case Verdict.Legal l -> {
        sb.append("LEGAL").append(l.proven() ? " (proven)" : " (no counterexample found)").append('\n');
        l.facts().forEach(f -> sb.append("  ").append(f).append('\n'));
      }
      case Verdict.Illegal i -> illegal(sb, i);
      case Verdict.Unknown u -> {
        sb.append("UNKNOWN: ").append(u.reason()).append('\n');
        if (u.coverage().executions() > 0 || u.coverage().inconclusive() > 0) {
          sb.append("  ").append(u.coverage().describe()).append('\n');
        }
      }
    }
    v.notes().forEach(n -> sb.append("note: ").append(n).append('\n'));
    return sb.toString();
  }

  private static void illegal(StringBuilder sb, Verdict.Illegal i) {
    Counterexample c = i.counterexample();
    sb.append("ILLEGAL: ").append(c.property().label()).append(" violated: ").append(c.property().meaning())
        .append('\n');
    sb.append("  original:    ").append(c.before()).append('\n');
    sb.append("  transformed: ").append(c.after()).append('\n');
    sb.append("  ").append(c.message()).append('\n');
    if (c.inputs().threads() > 0) {
      Counterexample.Inputs in = c.inputs();
      sb.append("\nCounterexample:\n");
      sb.append("  threads:   ").append(in.threads()).append('\n');
      sb.append("  arguments: ").append(in.arguments().isEmpty() ? "(none)" : String.join(", ", in.arguments()))
          .append('\n');
      sb.append("  hierarchy: ").append(in.hierarchy()).append(", anchor grouping: ").append(in.anchors()).append('\n');
      if (!c.threads().isEmpty()) {
        sb.append("  threads involved: ").append(c.threads()).append('\n');
      }
      groups(sb, "groups in the original:    ", c.groupsBefore());
      groups(sb, "groups in the transformed: ", c.groupsAfter());
      values(sb, c);
      c.trace().ifPresent(t -> sb.append("\nTrace tables (block visits; a column holds converged visits):\n")
          .append(t.text()));
    }
    if (!i.others().isEmpty()) {
      sb.append("\nAlso violated in this execution:\n");
      i.others().forEach(o -> sb.append("  ").append(o).append('\n'));
    }
  }

  private static void groups(StringBuilder sb, String label, List<List<Integer>> groups) {
    if (!groups.isEmpty()) {
      sb.append("  ").append(label).append(groups).append('\n');
    }
  }

  private static void values(StringBuilder sb, Counterexample c) {
    if (c.valuesBefore().isEmpty() && c.valuesAfter().isEmpty()) {
      return;
    }
    sb.append("  ").append(c.valuesPerWord() ? "word" : "thread").append("  original  transformed\n");
    java.util.TreeSet<Integer> keys = new java.util.TreeSet<>(c.valuesBefore().keySet());
    keys.addAll(c.valuesAfter().keySet());
    for (int k : keys) {
      sb.append(String.format("  %6d  %-9s %s%n", k, get(c.valuesBefore(), k), get(c.valuesAfter(), k)));
    }
  }

  private static String get(Map<Integer, String> m, int k) {
    return m.getOrDefault(k, "-");
  }
}
