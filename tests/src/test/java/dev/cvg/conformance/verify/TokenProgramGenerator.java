package dev.cvg.conformance.verify;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded generator of {@code .ll} modules full of convergence control, valid and invalid, for
 * differential testing against LLVM 22. Each function gets a random CFG (loops, irreducible
 * cycles, unreachable blocks; never an edge into the entry) and a noise level:
 * <ul>
 *   <li>careful functions place {@code entry} first in the entry block, {@code loop} first in its
 *       block, and use the innermost token of the dominating definitions, so they are often
 *       valid and fail mostly on the cycle and nesting rules;
 *   <li>noisy functions also put intrinsics anywhere, give {@code entry}/{@code anchor} tokens,
 *       drop {@code loop} tokens, add uncontrolled convergent calls and use arbitrary tokens.
 * </ul>
 */
final class TokenProgramGenerator {
  private TokenProgramGenerator() {}

  /** Returns a module with {@code functions} generated functions, deterministic in {@code seed}. */
  static String module(long seed, int functions) {
    SplittableRandom rnd = new SplittableRandom(seed);
    StringBuilder sb = new StringBuilder();
    for (int k = 0; k < functions; k++) {
      new FunctionText(rnd, k % 3 == 0 ? 0 : k % 3 == 1 ? 5 : 30).write(sb, "f" + k);
    }
    return sb.append("declare void @op() convergent\n")
        .append("declare void @plain()\n")
        .append("declare token @llvm.experimental.convergence.entry()\n")
        .append("declare token @llvm.experimental.convergence.anchor()\n")
        .append("declare token @llvm.experimental.convergence.loop()\n").toString();
  }

  /** One function under construction. */
  private static final class FunctionText {
    private final SplittableRandom rnd;
    /** Percent chance of each kind of noise. */
    private final int noise;
    private final FlowGraph g;
    private final DominatorTree dom;
    /** Tokens defined per block, in order. */
    private final List<List<String>> defs = new ArrayList<>();
    private int counter;

    FunctionText(SplittableRandom rnd, int noise) {
      this.rnd = rnd;
      this.noise = noise;
      this.g = shape(rnd);
      this.dom = DominatorTree.of(g);
      for (int b = 0; b < g.size(); b++) {
        defs.add(new ArrayList<>());
      }
    }

    private boolean noisy() {
      return rnd.nextInt(100) < noise;
    }

    void write(StringBuilder sb, String name) {
      // Pass 1 decides which blocks define which tokens, so uses may name any of them.
      List<List<String>> body = new ArrayList<>();
      for (int b = 0; b < g.size(); b++) {
        body.add(plan(b));
      }
      boolean hasEntry = body.stream().anyMatch(ops -> ops.contains("entry"));
      boolean convergent = hasEntry ? !noisy() : rnd.nextInt(2) == 0;
      sb.append("define void @").append(name).append("(i1 %c)").append(convergent ? " convergent" : "")
          .append(" {\n");
      for (int b = 0; b < g.size(); b++) {
        sb.append("b").append(b).append(":\n");
        List<String> live = new ArrayList<>();
        for (String op : body.get(b)) {
          sb.append("  ").append(emit(op, b, live)).append('\n');
        }
        int[] succs = g.successors(b);
        sb.append(switch (succs.length) {
          case 0 -> "  ret void\n";
          case 1 -> "  br label %b" + succs[0] + "\n";
          default -> "  br i1 %c, label %b" + succs[0] + ", label %b" + succs[1] + "\n";
        });
      }
      sb.append("}\n\n");
    }

    /** Returns the operations of block {@code b} as kind words: entry, anchor, loop, use, op, plain. */
    private List<String> plan(int b) {
      List<String> ops = new ArrayList<>();
      if (b == 0 && rnd.nextInt(2) == 0) {
        ops.add("entry");
      } else if (b > 0 && rnd.nextInt(2) == 0) {
        ops.add("loop");
        if (noisy()) {
          ops.add("loop"); // a second heart candidate
        }
      }
      int more = rnd.nextInt(3);
      for (int i = 0; i < more; i++) {
        int r = rnd.nextInt(10);
        ops.add(r < 2 ? "anchor" : r < 8 ? "use" : "plain");
      }
      if (noisy()) {
        String[] any = {"entry", "loop", "anchor", "op"};
        ops.add(rnd.nextInt(ops.size() + 1), any[rnd.nextInt(any.length)]);
      }
      for (String op : ops) {
        if (op.equals("entry") || op.equals("anchor") || op.equals("loop")) {
          defs.get(b).add("%t" + counter++);
        }
      }
      return ops;
    }

    /** Returns the instruction text for {@code op}; {@code live} holds this block's tokens so far. */
    private String emit(String op, int b, List<String> live) {
      String def = switch (op) {
        case "entry", "anchor", "loop" -> defs.get(b).get(live.size());
        default -> null;
      };
      String text = switch (op) {
        case "entry", "anchor" -> def + " = call token @llvm.experimental.convergence." + op + "()"
            + (noisy() ? bundle(b, live) : "");
        case "loop" -> {
          boolean dropToken = noisy();
          // A heart's token comes from a dominating block, never from its own block.
          String bundle = dropToken ? "" : bundle(b, List.of());
          // Without any available token a loop becomes an anchor (unless noise says otherwise).
          yield def + " = call token @llvm.experimental.convergence."
              + (bundle.isEmpty() && !dropToken ? "anchor()" : "loop()" + bundle);
        }
        case "use" -> {
          String bundle = bundle(b, live);
          if (!bundle.isEmpty() && noisy()) {
            String inner = bundle.substring(3, bundle.length() - 2);
            bundle = rnd.nextInt(2) == 0 ? " [ " + inner + ", " + inner + " ]" : bundle.replace(") ]", ", i32 0) ]");
          }
          yield (bundle.isEmpty() && !noisy() ? "call void @plain()" : "call void @op()") + bundle;
        }
        case "plain" -> "call void @plain()" + (rnd.nextInt(3) == 0 ? bundle(b, live) : "");
        default -> "call void @op()";
      };
      if (def != null) {
        live.add(def);
      }
      return text;
    }

    /** Returns a bundle with the innermost available token, or (noise) an arbitrary one. */
    private String bundle(int b, List<String> live) {
      String token = null;
      if (noisy()) {
        List<String> all = defs.stream().flatMap(List::stream).toList();
        token = all.isEmpty() ? null : all.get(rnd.nextInt(all.size()));
      } else if (!live.isEmpty()) {
        token = live.getLast();
      } else {
        // Innermost dominating definition: walk up the dominator tree.
        for (int d = dom.idom(b).orElse(-1); d >= 0 && token == null; d = dom.idom(d).orElse(-1)) {
          token = defs.get(d).isEmpty() ? null : defs.get(d).get(rnd.nextInt(defs.get(d).size()));
        }
      }
      return token == null ? "" : " [ \"convergencectrl\"(token " + token + ") ]";
    }
  }

  /** A random CFG: node 0 is the entry and has no predecessors; nodes have 0..2 successors. */
  static FlowGraph shape(SplittableRandom rnd) {
    int n = 2 + rnd.nextInt(6);
    int[][] succs = new int[n][];
    for (int v = 0; v < n; v++) {
      int k = v == n - 1 ? rnd.nextInt(2) : 1 + rnd.nextInt(2);
      succs[v] = new int[k];
      for (int i = 0; i < k; i++) {
        succs[v][i] = rnd.nextInt(3) == 0 ? 1 + rnd.nextInt(n - 1) : Math.min(n - 1, v + 1 + rnd.nextInt(2));
      }
    }
    return FlowGraph.of(succs);
  }
}
