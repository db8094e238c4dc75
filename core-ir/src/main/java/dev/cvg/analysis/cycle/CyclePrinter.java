package dev.cvg.analysis.cycle;

import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Comparator;
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
 *
 * <p>Upstream LLVM (after 22) lists a cycle's non-entry blocks in another order, which the
 * corpus's {@code print<uniformity>} CHECK lines use: the cycle's own blocks in DFS preorder,
 * then each child cycle's blocks (children by the preorder of their headers), recursively.
 * {@link #line(CycleHierarchy, Cycle, BlockOrder)} writes either order; the sets are equal.
 *
 * <pre>
 *   H -> P -> Q -> R -> T -> P      LLVM 22:  depth=1: entries(H) P T R Q U S   (flood order)
 *        (inner cycle P Q R T)      upstream: depth=1: entries(H) U S P Q R T   (own, then child)
 * </pre>
 */
public final class CyclePrinter {
  /** The order in which a cycle line lists its non-entry blocks. */
  public enum BlockOrder {
    /** LLVM 22's: the order the backward flood claimed the blocks ({@link Cycle#blocks()}). */
    LLVM_22,
    /** Upstream LLVM's: own blocks in DFS preorder, then each child cycle's, recursively. */
    UPSTREAM
  }

  private CyclePrinter() {}

  /**
   * Returns the {@code print<cycles>} text of {@code h} for a function called {@code functionName}.
   *
   * @param functionName the function name without {@code @}
   * @param h the hierarchy
   * @return the text, one line per cycle
   */
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

  /** Returns the unindented line of one cycle in LLVM 22's order, e.g. {@code depth=2: entries(T P) Q}. */
  static String line(FlowGraph g, Cycle c) {
    StringBuilder sb = new StringBuilder();
    appendLine(sb, g, c, new boolean[g.size()]);
    return sb.toString();
  }

  /**
   * Returns the unindented line of cycle {@code c} of {@code h} with its blocks in {@code order}.
   *
   * @param h the hierarchy
   * @param c a cycle of {@code h}
   * @param order the order of the listed blocks
   * @return the line, without its newline
   */
  public static String line(CycleHierarchy h, Cycle c, BlockOrder order) {
    return lines(h, order).apply(c);
  }

  /**
   * Returns a printer of unindented cycle lines of {@code h} in {@code order} for printing many:
   * the DFS order the upstream order needs and the scratch space are made once (on the first
   * line), so each line costs the size of its cycle, not of the function (a printout listing
   * thousands of cycles of a large function was quadratic). Not thread-safe.
   *
   * @param h the hierarchy
   * @param order the order of the listed blocks
   * @return the printer, mapping a cycle of {@code h} to its line as {@link #line} prints it
   */
  public static java.util.function.Function<Cycle, String> lines(CycleHierarchy h, BlockOrder order) {
    FlowGraph g = h.graph();
    if (order == BlockOrder.LLVM_22) {
      boolean[][] isEntry = new boolean[1][];
      return c -> {
        if (isEntry[0] == null) {
          isEntry[0] = new boolean[g.size()];
        }
        StringBuilder sb = new StringBuilder();
        appendLine(sb, g, c, isEntry[0]);
        return sb.toString();
      };
    }
    DepthFirstOrder[] dfs = new DepthFirstOrder[1];
    return c -> {
      if (dfs[0] == null) {
        dfs[0] = DepthFirstOrder.of(g, h.successorOrder());
      }
      return upstreamLine(h, dfs[0], c);
    };
  }

  private static String upstreamLine(CycleHierarchy h, DepthFirstOrder dfs, Cycle c) {
    FlowGraph g = h.graph();
    StringBuilder sb = new StringBuilder();
    sb.append("depth=").append(c.depth()).append(": entries(");
    List<Integer> entries = c.entries();
    for (int k = 0; k < entries.size(); k++) {
      sb.append(k == 0 ? "" : " ").append(g.name(entries.get(k)));
    }
    sb.append(')');
    List<Integer> layout = new ArrayList<>();
    appendUpstreamLayout(h, dfs, c, layout);
    for (int b : layout) {
      if (!c.isEntry(b)) {
        sb.append(' ').append(g.name(b));
      }
    }
    return sb.toString();
  }

  private static void appendUpstreamLayout(CycleHierarchy h, DepthFirstOrder dfs, Cycle c, List<Integer> out) {
    List<Integer> own = new ArrayList<>();
    for (int b : c.blocks()) {
      if (h.innermost(b).orElseThrow() == c) {
        own.add(b);
      }
    }
    own.sort(Comparator.comparingInt(dfs::preNumber));
    out.addAll(own);
    List<Cycle> children = new ArrayList<>(c.children());
    children.sort(Comparator.comparingInt(child -> dfs.preNumber(child.header())));
    for (Cycle child : children) {
      appendUpstreamLayout(h, dfs, child, out);
    }
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
