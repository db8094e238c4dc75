package dev.cvg.analysis.cycle;

import dev.cvg.graph.FlowGraph;
import java.util.List;

/**
 * Prints a {@link CycleHierarchy} byte-for-byte as {@code opt-22 -passes='print<cycles>'} does
 * (LLVM writes it to stderr):
 *
 * <pre>
 * CycleInfo for function: f
 *     depth=1: entries(H) T Q P R
 *         depth=2: entries(T P) Q
 * </pre>
 *
 * One line per cycle in preorder (top level in LLVM's order), indented four spaces per depth
 * level; the entries in parentheses, then the other blocks in LLVM 22's order. Names come from
 * {@link FlowGraph#name} and are printed raw, as LLVM does (no {@code %}, no quotes; unnamed IR
 * blocks print as their number).
 */
public final class CyclePrinter {
  private CyclePrinter() {}

  /** Returns the {@code print<cycles>} text of {@code h} for a function called {@code functionName}. */
  public static String print(String functionName, CycleHierarchy h) {
    StringBuilder sb = new StringBuilder();
    sb.append("CycleInfo for function: ").append(functionName).append('\n');
    boolean[] isEntry = new boolean[h.graph().size()];
    for (Cycle c : h.cycles()) {
      sb.append("    ".repeat(c.depth()));
      appendLine(sb, h.graph(), c, isEntry);
      sb.append('\n');
    }
    return sb.toString();
  }

  /** Returns the unindented line of one cycle, e.g. {@code depth=2: entries(T P) Q}. */
  static String line(FlowGraph g, Cycle c) {
    StringBuilder sb = new StringBuilder();
    appendLine(sb, g, c, new boolean[g.size()]);
    return sb.toString();
  }

  /** Appends one line; {@code isEntry} is all-false scratch space, left all-false again. */
  private static void appendLine(StringBuilder sb, FlowGraph g, Cycle c, boolean[] isEntry) {
    sb.append("depth=").append(c.depth()).append(": entries(");
    List<Integer> entries = c.entries();
    for (int k = 0; k < entries.size(); k++) {
      sb.append(k == 0 ? "" : " ").append(g.name(entries.get(k)));
      isEntry[entries.get(k)] = true;
    }
    sb.append(')');
    for (int b : c.blocks()) {
      if (!isEntry[b]) {
        sb.append(' ').append(g.name(b));
      }
    }
    for (int e : entries) {
      isEntry[e] = false;
    }
  }
}
