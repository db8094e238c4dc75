package dev.cvg.generate;

import dev.cvg.graph.FlowGraph;

/**
 * Test-only: renders a {@link FlowGraph} as the text of an LLVM function whose CFG is exactly
 * that graph, block {@code i} in layout position {@code i}: no successors {@code ret void}, one
 * {@code br label}, two {@code br i1 %c} (possibly the same label twice), more a
 * {@code switch i32 %x} with the first successor as default. Block labels are the graph's node
 * names; names that are decimal numbers must be {@code 0..n-1} in order (LLVM's numbering of
 * unnamed blocks, since the arguments are named).
 */
public final class LlvmFunctionText {
  private LlvmFunctionText() {}

  /** Returns {@code define void @name(i1 %c, i32 %x) { ... }} followed by a newline. */
  public static String render(String name, FlowGraph g) {
    StringBuilder sb = new StringBuilder();
    sb.append("define void @").append(name).append("(i1 %c, i32 %x) {\n");
    for (int v = 0; v < g.size(); v++) {
      sb.append(g.name(v)).append(":\n");
      int[] s = g.successors(v);
      switch (s.length) {
        case 0 -> sb.append("  ret void\n");
        case 1 -> sb.append("  br label %").append(g.name(s[0])).append('\n');
        case 2 -> sb.append("  br i1 %c, label %").append(g.name(s[0]))
            .append(", label %").append(g.name(s[1])).append('\n');
        default -> {
          sb.append("  switch i32 %x, label %").append(g.name(s[0])).append(" [");
          for (int k = 1; k < s.length; k++) {
            sb.append(" i32 ").append(k).append(", label %").append(g.name(s[k]));
          }
          sb.append(" ]\n");
        }
      }
    }
    return sb.append("}\n").toString();
  }
}
