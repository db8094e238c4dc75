package dev.cvg.generate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.cycle.CyclePrinter;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.analysis.dominance.PostDominatorTree;
import dev.cvg.generate.RandomCfg.Shape;
import dev.cvg.graph.ArrayFlowGraph;
import dev.cvg.graph.FlowGraph;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Differential test against LLVM 22 itself: random CFGs from {@link RandomCfg} (structured,
 * unstructured, irreducible, self loops, multi-edges, switches, unreachable blocks, named and
 * numbered blocks) are rendered as LLVM functions, batched into modules, run through
 * {@code opt-22 -passes='print<cycles>,print<domtree>,print<postdomtree>'}, and compared with
 * {@link CyclePrinter} byte-for-byte and with our (post-)dominator trees node by node.
 * Skipped when {@code opt-22} is not on the PATH.
 */
class OptDifferentialTest {
  /** Number of random functions; raise with -Dcvg.differential.functions=N for a longer run. */
  private static final int FUNCTIONS = Integer.getInteger("cvg.differential.functions", 420);
  private static final int PER_MODULE = 60;
  private static final List<String> HEADERS = List.of("CycleInfo for function: ",
      "DominatorTree for function: ", "PostDominatorTree for function: ");
  private static final Pattern NODE =
      Pattern.compile("^\\s*\\[(\\d+)\\]\\s+(<<exit node>>|%(\\S+)) \\{");

  /** The i-th test graph; the seed is i. */
  static FlowGraph graph(int i) {
    RandomCfg.Options o;
    int size = i % 100 == 50 ? 3000 + i : 2 + (i * 7919) % (i % 10 == 0 ? 400 : 60);
    if (i < 100) {
      o = RandomCfg.Options.of(Shape.STRUCTURED, size);
    } else if (i < 200) {
      o = RandomCfg.Options.of(Shape.UNSTRUCTURED, size);
    } else if (i < 350) {
      o = new RandomCfg.Options(Shape.IRREDUCIBLE, size, 5 + i % 25, 10, 10, 30, 0, i % 2 * 15);
    } else {
      return numbered(RandomCfg.mixed(i, 50), i % 2 == 0);
    }
    FlowGraph g = RandomCfg.generate(i, i % 3 == 0 ? o.withUnreachableBlocks(1 + i % 3) : o);
    return numbered(g, i % 5 == 4);
  }

  /** Replaces the names by LLVM's numbers for unnamed blocks when {@code numbers} is set. */
  private static FlowGraph numbered(FlowGraph g, boolean numbers) {
    if (!numbers) {
      return g;
    }
    int[][] s = new int[g.size()][];
    for (int v = 0; v < s.length; v++) {
      s[v] = g.successors(v);
    }
    return ArrayFlowGraph.of(s, 0, null);
  }

  @Test
  void cyclesAndDominatorTreesMatchOpt22() throws Exception {
    Path opt = Opt22.findOrSkip();
    int cycleMatches = 0;
    int domMatches = 0;
    int postDomMatches = 0;
    List<String> failures = new ArrayList<>();
    for (int start = 0; start < FUNCTIONS; start += PER_MODULE) {
      StringBuilder module = new StringBuilder();
      int end = Math.min(FUNCTIONS, start + PER_MODULE);
      for (int i = start; i < end; i++) {
        module.append(LlvmFunctionText.render("f" + i, graph(i))).append('\n');
      }
      String out = Opt22.run(opt, "print<cycles>,print<domtree>,print<postdomtree>",
          module.toString());
      Map<String, String> cycles = Opt22.sections(out, HEADERS, HEADERS.get(0));
      Map<String, String> doms = Opt22.sections(out, HEADERS, HEADERS.get(1));
      Map<String, String> postDoms = Opt22.sections(out, HEADERS, HEADERS.get(2));
      for (int i = start; i < end; i++) {
        FlowGraph g = graph(i);
        String name = "f" + i;
        String expected = cycles.get(name);
        String actual = CyclePrinter.print(name, CycleHierarchy.of(g));
        if (actual.equals(expected)) {
          cycleMatches++;
        } else {
          failures.add("seed " + i + " print<cycles>:\nopt-22:\n" + expected + "cvg:\n" + actual
              + "function:\n" + LlvmFunctionText.render(name, g));
        }
        String dom = compareTree(g, doms.get(name), false);
        if (dom.isEmpty()) {
          domMatches++;
        } else {
          failures.add("seed " + i + " print<domtree>: " + dom);
        }
        String postDom = compareTree(g, postDoms.get(name), true);
        if (postDom.isEmpty()) {
          postDomMatches++;
        } else {
          failures.add("seed " + i + " print<postdomtree>: " + postDom);
        }
      }
    }
    int[] coverage = coverage();
    System.out.printf("opt-22 differential over %d random CFGs: print<cycles> byte-identical %d,"
        + " domtree identical %d, postdomtree identical %d%n"
        + "  coverage: %d with irreducible cycles, %d with unreachable blocks, %d with"
        + " multi-edges, %d with switches, %d with self loops, %d with infinite loops,"
        + " %d with numbered blocks, %d cycles in total%n",
        FUNCTIONS, cycleMatches, domMatches, postDomMatches, coverage[0], coverage[1],
        coverage[2], coverage[3], coverage[4], coverage[5], coverage[6], coverage[7]);
    assertTrue(coverage[0] >= 100 && coverage[1] >= 50 && coverage[2] >= 50 && coverage[3] >= 50
        && coverage[4] >= 50 && coverage[5] >= 10 && coverage[6] >= 50,
        "the generated CFGs must exercise every construct: " + Arrays.toString(coverage));
    assertTrue(failures.isEmpty(), failures.size() + " mismatches; first:\n"
        + String.join("\n", failures.subList(0, Math.min(3, failures.size()))));
    assertEquals(FUNCTIONS, cycleMatches);
  }

  /** Counts the graphs exhibiting each construct the differential is meant to cover. */
  private static int[] coverage() {
    int[] c = new int[8];
    for (int i = 0; i < FUNCTIONS; i++) {
      FlowGraph g = graph(i);
      CycleHierarchy h = CycleHierarchy.of(g);
      DominatorTree dt = DominatorTree.of(g);
      boolean unreachable = false;
      boolean multi = false;
      boolean sw = false;
      boolean self = false;
      boolean exitless = false;
      for (int v = 0; v < g.size(); v++) {
        int[] s = g.successors(v);
        unreachable |= !dt.isReachable(v);
        multi |= Arrays.stream(s).distinct().count() < s.length;
        sw |= s.length > 2;
        final int node = v;
        self |= Arrays.stream(s).anyMatch(t -> t == node);
      }
      for (int r : PostDominatorTree.of(g).roots()) {
        exitless |= g.successors(r).length > 0;
      }
      c[0] += h.cycles().stream().anyMatch(x -> !x.isReducible()) ? 1 : 0;
      c[1] += unreachable ? 1 : 0;
      c[2] += multi ? 1 : 0;
      c[3] += sw ? 1 : 0;
      c[4] += self ? 1 : 0;
      c[5] += exitless ? 1 : 0;
      c[6] += g.name(0).equals("0") ? 1 : 0;
      c[7] += h.cycles().size();
    }
    return c;
  }

  /** Returns "" if opt's tree equals ours (parent of every node, roots), else a description. */
  private static String compareTree(FlowGraph g, String text, boolean post) {
    if (text == null) {
      return "no output from opt";
    }
    Map<String, Integer> byName = new HashMap<>();
    for (int v = 0; v < g.size(); v++) {
      byName.put(g.name(v), v);
    }
    int[] parent = new int[g.size()];
    Arrays.fill(parent, -2); // -2: not in opt's tree; -1: child of the root/virtual exit
    List<Integer> stack = new ArrayList<>();
    String rootsLine = "";
    for (String line : text.lines().toList()) {
      if (line.startsWith("Roots:")) {
        rootsLine = line;
      }
      Matcher m = NODE.matcher(line);
      if (!m.find()) {
        continue;
      }
      int level = Integer.parseInt(m.group(1));
      int node = m.group(3) == null ? -1 : byName.get(m.group(3));
      while (stack.size() >= level) {
        stack.remove(stack.size() - 1);
      }
      if (node >= 0) {
        int p = stack.isEmpty() ? -1 : stack.get(stack.size() - 1);
        parent[node] = p;
      }
      stack.add(node);
    }
    StringBuilder diff = new StringBuilder();
    PostDominatorTree pdt = post ? PostDominatorTree.of(g) : null;
    DominatorTree dt = post ? null : DominatorTree.of(g);
    for (int v = 0; v < g.size(); v++) {
      int ours = post ? pdt.ipdom(v).orElse(-1)
          : dt.isReachable(v) ? dt.idom(v).orElse(-1) : -2;
      if (ours != parent[v]) {
        diff.append(g.name(v)).append(": opt ").append(parent[v]).append(" cvg ").append(ours)
            .append("; ");
      }
    }
    if (post) {
      TreeSet<String> optRoots = new TreeSet<>(Arrays.asList(
          rootsLine.substring("Roots:".length()).trim().replace("%", "").split("\\s+")));
      TreeSet<String> ourRoots = new TreeSet<>();
      for (int r : pdt.roots()) {
        ourRoots.add(g.name(r));
      }
      if (!optRoots.equals(ourRoots)) {
        diff.append("roots opt ").append(optRoots).append(" cvg ").append(ourRoots);
      }
    }
    return diff.isEmpty() ? "" : diff + "\n" + LlvmFunctionText.render("g", g);
  }
}
