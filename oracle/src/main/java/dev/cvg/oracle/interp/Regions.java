package dev.cvg.oracle.interp;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.InstId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * Computes convergence regions: for every token definition {@code D} (the {@code entry},
 * {@code anchor} and {@code loop} intrinsics), the instructions inside the region of its
 * token, and from that, per instruction, the token slots whose regions contain it.
 *
 * <p><b>Definition</b> (ConvergentOperations.rst, "Convergence Regions"): the region of a token
 * {@code T} defined by {@code D} is the set of program points dominated by {@code D} from which
 * a use of {@code T} can be reached. An instruction belongs to the region when the point just
 * before it does: everything after {@code D} up to and including the last use on each path.
 *
 * <p><b>Algorithm.</b> The region is exactly where {@code T} is live, plus its uses, so a
 * backward walk from every use over predecessors, stopping at the block of {@code D}, finds
 * it — SSA dominance makes every block reached this way dominated by {@code D}, so no
 * dominator tree is needed. In a use's block the instructions up to the use are marked; in
 * blocks passed through, all of them; in {@code D}'s block, those after {@code D}.
 *
 * <p><b>Complexity.</b> O(blocks + instructions) per token definition.
 *
 * <pre>
 *   entry:  %t = anchor        region of %t: [then: the part up to the call]
 *           br %c, then, end   (entry after %t is in it too: a use is reachable)
 *   then:   call @op [%t]      end is not: no use of %t is reachable from it
 *   end:    ret
 * </pre>
 */
final class Regions {
  private Regions() {}

  static int[][] compute(FunctionCompiler fc, int[] blockStart) {
    Code code = fc.code;
    int n = code.size;
    List<List<Integer>> tokensAt = new ArrayList<>();
    for (int pc = 0; pc < n; pc++) {
      tokensAt.add(null);
    }
    FlowGraph cfg = fc.index.cfg();
    int blocks = blockStart.length;
    boolean any = false;
    for (int dpc = 0; dpc < n; dpc++) {
      int op = code.op[dpc];
      if (op != Op.TOKEN_ENTRY && op != Op.TOKEN_ANCHOR && op != Op.TOKEN_LOOP) {
        continue;
      }
      any = true;
      boolean[] marked = new boolean[n];
      int db = fc.index.blockOf(code.inst[dpc].id());
      boolean[] visited = new boolean[blocks];
      Deque<Integer> work = new ArrayDeque<>();
      for (InstId user : fc.index.users(code.inst[dpc].id().value())) {
        int ub = fc.index.blockOf(user);
        int upc = blockStart[ub] + fc.index.position(user);
        if (ub == db && upc > dpc) {
          mark(marked, dpc + 1, upc);
          continue;
        }
        mark(marked, blockStart[ub], upc);
        for (int p : cfg.predecessors(ub)) {
          work.push(p);
        }
      }
      while (!work.isEmpty()) {
        int b = work.pop();
        int end = b + 1 < blocks ? blockStart[b + 1] - 1 : n - 1;
        if (b == db) {
          mark(marked, dpc + 1, end);
          continue;
        }
        if (visited[b]) {
          continue;
        }
        visited[b] = true;
        mark(marked, blockStart[b], end);
        for (int p : cfg.predecessors(b)) {
          work.push(p);
        }
      }
      int slot = code.dst[dpc];
      for (int pc = 0; pc < n; pc++) {
        if (marked[pc]) {
          if (tokensAt.get(pc) == null) {
            tokensAt.set(pc, new ArrayList<>());
          }
          tokensAt.get(pc).add(slot);
        }
      }
    }
    int[][] region = new int[n][];
    if (any) {
      for (int pc = 0; pc < n; pc++) {
        List<Integer> t = tokensAt.get(pc);
        region[pc] = t == null ? null : t.stream().mapToInt(Integer::intValue).toArray();
      }
    }
    return region;
  }

  private static void mark(boolean[] marked, int from, int to) {
    for (int pc = from; pc <= to; pc++) {
      marked[pc] = true;
    }
  }
}
