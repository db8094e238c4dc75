package dev.cvg.analysis.uniformity;

import dev.cvg.graph.ArrayFlowGraph;
import dev.cvg.graph.FlowGraph;
import java.util.Arrays;

/**
 * A small graph with the same joins as the region a {@link CollapsedCycle} explores, when one
 * block {@code w} dominates almost all of that region: the blocks reachable from the exits
 * without passing {@code w} (the small part, kept as they are) plus one node standing for
 * {@code w} and everything behind it.
 *
 * <p><b>Why.</b> The region outside an assumed-divergent cycle {@code A} reachable from its
 * exits is usually most of the function, while its joins are few: on random irreducible CFGs
 * one exit or one latch of an enclosing loop dominates nearly the whole region. Computing
 * dominators over that region once per collapsed cycle made the analysis quadratic in practice
 * (eight collapsed cycles of 365 to 54,229 blocks on a 100k-block kernel, each costing a
 * dominator tree of about 95k blocks). <b>Claim.</b> Let {@code H} be the region rooted at a
 * virtual node with an edge to every exit, {@code S} the blocks reachable from the exits other
 * than {@code w} without passing {@code w} or {@code A}, and {@code Z} the rest of the region.
 * (1) Every edge from {@code S} into {@code Z ∪ {w}} enters {@code w}: its target is otherwise
 * reachable without {@code w}, hence in {@code S}. (2) Every path from an exit into {@code Z}
 * passes {@code w}, and from its last {@code w} stays in {@code Z ∪ {w}}. So contracting
 * {@code Z ∪ {w}} into one node {@code W} maps paths to paths both ways, with an edge
 * {@code W -> y} for each block {@code y} of {@code S} with a predecessor in {@code Z ∪ {w}}, and
 * a self loop on {@code W} if {@code w} has one there (a path back to {@code w} behind the cut).
 * Two paths from distinct exits that first meet at a block cannot both pass {@code W} (they would
 * meet at {@code w}), so disjointness is preserved and the joins of {@code H} in {@code S ∪ {w}}
 * are those of the contracted graph; {@code Z} holds none, since all its paths from the exits
 * share {@code w}. <b>Algorithm.</b> Try candidate blocks for {@code w}: the exits, and only if
 * none fits, {@link #laterCandidates} (the first blocks where the exits' searches meet, then
 * latches and headers of the enclosing cycles); for each, search {@code S} breadth-first and
 * give up past a budget. For the first candidate that fits, find the blocks of {@code S ∪ {w}}
 * entered from {@code Z ∪ {w}} by a search from {@code w} that avoids {@code A} and {@code S}
 * and stops once every block with a predecessor outside {@code S} and {@code A} is entered (one
 * edge decides), and build the contracted graph. Exactness does not depend on the candidate:
 * any block outside {@code A} satisfies the claim.
 * <b>Cost.</b> O(budget) per rejected candidate; for the accepted one O(|S|) plus at most one
 * search over {@code Z}, usually a short one (no dominator computation over it).
 *
 * <pre>
 *   exits e1, e2, e3; w = e2      S = {e1, x, e3}: graph  root -> e1, W, e3
 *   e1 -> x -> w -> (95k blocks)                           e1 -> x -> W, W -> e3 (back edge)
 *   e3;  (95k blocks) -> e3
 * </pre>
 */
final class CutRegion {
  /** The contracted graph: the small part numbered 0..s-1, {@code W} = s, the virtual root s + 1. */
  final FlowGraph graph;
  /** The exits in the contracted graph's numbering (an exit equal to {@code w} maps to {@code W}). */
  final int[] exits;
  /** Contracted node to block ({@code W} to {@code w}); the root is not mapped. */
  final int[] original;

  private CutRegion(FlowGraph graph, int[] exits, int[] original) {
    this.graph = graph;
    this.exits = exits;
    this.original = original;
  }

  /**
   * Returns the contracted region for the first candidate, of {@code candidates} and then of
   * {@code later} (computed only if needed), whose small part has at most {@code budget} blocks;
   * {@code null} if none has (or the first that has is not reachable from the exits).
   */
  static CutRegion find(FlowGraph g, long[] inA, int[] exits, int[] candidates,
      java.util.function.Supplier<int[]> later, int budget) {
    Search search = new Search(g.size());
    for (int round = 0; round < 2; round++) {
      for (int w : round == 0 ? candidates : later.get()) {
        if (!member(inA, w) && search.smallPart(g, inA, exits, w, budget)) {
          return search.reachesCut(g, exits, w) ? contract(g, inA, exits, w, search) : null;
        }
      }
    }
    return null;
  }

  /** The most cut candidates tried per cycle after its exits. */
  private static final int MAX_CANDIDATES = 8;
  /** The most meeting points of the exits' searches among the candidates. */
  private static final int MAX_MEETINGS = 3;

  /** Returns the exits of {@code a} with a successor (a block without one cuts nothing off). */
  static int[] exitCandidates(FlowGraph g, int[] exits) {
    return Arrays.stream(exits).filter(e -> g.successors(e).length > 0).toArray();
  }

  /**
   * Returns the blocks to try as the cut for cycle {@code a} once its exits failed, best first,
   * without exits or repeats: the first blocks where searches from two different exits meet
   * (within {@code budget} blocks); then for the cycles around {@code a}, innermost first, the
   * single latch (if the header has one predecessor inside) and the header.
   */
  static int[] laterCandidates(FlowGraph g, CycleTable cycles, int a, int budget) {
    int[] exits = cycles.exits(a);
    IntStack out = new IntStack();
    for (int m : meetings(g, cycles, a, exits, budget)) {
      out.push(m);
    }
    for (int c = cycles.parent[a]; c >= 0 && out.size() < 2 * MAX_CANDIDATES; c = cycles.parent[c]) {
      int h = cycles.header[c];
      int latch = -1;
      for (int p : g.predecessors(h)) {
        if (cycles.contains(c, p)) {
          latch = latch < 0 || latch == p ? p : -2;
        }
      }
      if (latch >= 0) {
        out.push(latch);
      }
      out.push(h);
    }
    return Arrays.stream(out.toArray()).filter(v -> Arrays.stream(exits).noneMatch(e -> e == v))
        .distinct().limit(MAX_CANDIDATES).toArray();
  }

  /**
   * Returns up to {@link #MAX_MEETINGS} blocks first reached from two different exits, by a
   * breadth-first search from all exits at once (avoiding {@code a}) that labels each block with
   * the exit that reached it first; gives up after {@code budget} blocks.
   */
  private static int[] meetings(FlowGraph g, CycleTable cycles, int a, int[] exits, int budget) {
    int[] label = new int[g.size()];
    Arrays.fill(label, UNSEEN);
    IntStack found = new IntStack();
    int[] queue = new int[Math.min(budget, g.size()) + exits.length];
    int tail = 0;
    for (int k = 0; k < exits.length; k++) {
      label[exits[k]] = k;
      queue[tail++] = exits[k];
    }
    for (int head = 0; head < tail; head++) {
      int x = queue[head];
      for (int y : g.successors(x)) {
        if (cycles.contains(a, y)) {
          continue;
        }
        if (label[y] == UNSEEN) {
          if (tail == queue.length) {
            return found.toArray();
          }
          label[y] = label[x];
          queue[tail++] = y;
        } else if (label[y] != MET && label[x] != MET && label[y] != label[x]) {
          label[y] = MET; // reported once; it passes no exit's label on
          found.push(y);
          if (found.size() == MAX_MEETINGS) { // checked per meeting: one block may meet several
            return found.toArray();
          }
        }
      }
    }
    return found.toArray();
  }

  /** {@link #meetings} label of a block no search reached yet. */
  private static final int UNSEEN = Integer.MIN_VALUE;
  /** {@link #meetings} label of a block where two exits' searches met. */
  private static final int MET = -1;

  /** Returns whether block {@code v} is set in bitmap {@code bits}. */
  static boolean member(long[] bits, int v) {
    return (bits[v >>> 6] & (1L << v)) != 0;
  }

  /** Builds the contracted graph once {@code search} holds the small part for cut {@code w}. */
  private static CutRegion contract(FlowGraph g, long[] inA, int[] exits, int w, Search search) {
    int s = search.count;
    int[] local = search.local;
    long[] entered = search.enteredFromBehind(g, inA, w);
    int[][] succ = new int[s + 2][];
    int[] original = Arrays.copyOf(search.order, s + 1);
    original[s] = w;
    IntStack back = new IntStack();
    for (int k = 0; k < s; k++) {
      int x = search.order[k];
      IntStack out = new IntStack();
      for (int y : g.successors(x)) {
        if (!member(inA, y)) {
          out.push(y == w ? s : local[y]); // by claim (1), y is w or in the small part
        }
      }
      succ[k] = out.toArray();
      if (member(entered, x)) {
        back.push(k); // an edge W -> x
      }
    }
    if (member(entered, w)) {
      back.push(s); // a path from w back to w behind the cut: W's self loop
    }
    succ[s] = back.toArray();
    int[] mapped = new int[exits.length];
    for (int k = 0; k < exits.length; k++) {
      mapped[k] = exits[k] == w ? s : local[exits[k]];
    }
    succ[s + 1] = mapped;
    return new CutRegion(ArrayFlowGraph.of(succ, s + 1, null), mapped, original);
  }

  /** Breadth-first searches over the CFG sharing their arrays across candidates. */
  private static final class Search {
    /** Block to its number in the small part, valid for blocks listed in {@link #order}. */
    final int[] local;
    /** The small part in discovery order. */
    int[] order = new int[16];
    int count;
    private final long[] seen;

    Search(int n) {
      local = new int[n];
      seen = new long[(n >>> 6) + 1];
    }

    /**
     * Searches the blocks reachable from the exits other than {@code w} avoiding {@code w} and
     * {@code A}; returns false (and clears) once more than {@code budget} are found.
     */
    boolean smallPart(FlowGraph g, long[] inA, int[] exits, int w, int budget) {
      clear();
      for (int e : exits) {
        if (e != w && !visit(e) && count > budget) {
          clear();
          return false;
        }
      }
      for (int k = 0; k < count; k++) {
        for (int y : g.successors(order[k])) {
          if (y != w && !member(inA, y) && !visit(y) && count > budget) {
            clear();
            return false;
          }
        }
      }
      return true;
    }

    /** Returns whether {@code w} is an exit or a successor of the small part (so it is in the region). */
    boolean reachesCut(FlowGraph g, int[] exits, int w) {
      for (int e : exits) {
        if (e == w) {
          return true;
        }
      }
      for (int k = 0; k < count; k++) {
        for (int y : g.successors(order[k])) {
          if (y == w) {
            return true;
          }
        }
      }
      return false;
    }

    /**
     * Returns which of {@code w} and the small part's blocks are entered from {@code w} or a
     * block behind it (reachable from {@code w} avoiding {@code A} and the small part), by a
     * search from {@code w} that stops once each of them is known to be entered: one such
     * predecessor suffices for the contraction's edge.
     */
    long[] enteredFromBehind(FlowGraph g, long[] inA, int w) {
      long[] entered = new long[seen.length];
      int open = 0; // targets with a predecessor outside the small part and A, not yet entered
      for (int k = 0; k <= count; k++) {
        for (int p : g.predecessors(k < count ? order[k] : w)) {
          if (!member(seen, p) && !member(inA, p)) {
            open++;
            break;
          }
        }
      }
      long[] behind = new long[seen.length];
      int[] queue = new int[64];
      int head = 0;
      int tail = 0;
      behind[w >>> 6] |= 1L << w;
      queue[tail++] = w;
      while (head < tail && open > 0) {
        for (int y : g.successors(queue[head++])) {
          if ((y == w || member(seen, y)) && !member(entered, y)) {
            entered[y >>> 6] |= 1L << y;
            open--;
          }
          if (member(behind, y) || member(seen, y) || member(inA, y)) {
            continue;
          }
          behind[y >>> 6] |= 1L << y;
          if (tail == queue.length) {
            queue = Arrays.copyOf(queue, 2 * tail);
          }
          queue[tail++] = y;
        }
      }
      return entered;
    }

    /** Adds {@code v} to the small part unless already there; returns whether it was there. */
    private boolean visit(int v) {
      if (member(seen, v)) {
        return true;
      }
      seen[v >>> 6] |= 1L << v;
      if (count == order.length) {
        order = Arrays.copyOf(order, 2 * count);
      }
      local[v] = count;
      order[count++] = v;
      return false;
    }

    private void clear() {
      for (int k = 0; k < count; k++) {
        seen[order[k] >>> 6] = 0;
      }
      count = 0;
    }
  }
}
