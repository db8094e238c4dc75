package dev.cvg.analysis.cycle;

import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import java.util.Arrays;

/**
 * Computes the cycle forest of a {@link FlowGraph} the way LLVM 22's
 * {@code GenericCycleInfoCompute::run} does, including every order LLVM's output depends on.
 *
 * <p><b>Problem.</b> Find the cycles of an arbitrary (possibly irreducible) CFG relative to one
 * DFS: each cycle is a maximal strongly connected region below a header, nested cycles are the
 * cycles of the region minus its header ({@code CycleTerminology.rst}).
 *
 * <p><b>Algorithm</b> (LLVM {@code GenericCycleImpl.h}; Havlak 1997 in spirit).
 * Phase 1 of 3: DFS from the entry in the caller's {@link SuccessorOrder}, giving preorder
 * intervals. Phase 2 of 3: visit header candidates {@code H} in <em>reverse</em> preorder, so
 * inner cycles are built before the cycles around them. {@code H} heads a cycle iff some
 * predecessor is a DFS descendant of {@code H} (a back edge). Flood backwards from those
 * predecessors, staying among descendants of {@code H}: an unowned block is claimed (and its
 * predecessors either continue the flood or, if outside the descendants but reachable, make it
 * an entry); a block already owned by a cycle means that cycle's outermost ancestor becomes a
 * child, and the flood continues from the predecessors of the child's entries. Phase 3 of 3:
 * number cycles in preorder and lay all blocks out in one array in which every cycle owns a
 * contiguous slice (see below).
 *
 * <p><b>Orders reproduced from LLVM 22</b> (they decide {@code print<cycles>} text):
 * predecessors are scanned in LLVM's use-list order, which for a parsed function is the
 * reverse of {@link FlowGraph#predecessors}; the flood is a LIFO stack; a cycle's blocks are
 * its header, then blocks in the order claimed, with an absorbed child's block list appended
 * whole at the moment of absorption; entries are the header then entries in discovery order;
 * children are in absorption order; an absorbed top-level cycle leaves the top-level list by
 * swap-with-last removal. Because a child's list is appended whole and never changes again,
 * every cycle's blocks form a contiguous slice of its parent's list: one array holds them all.
 *
 * <p><b>Complexity.</b> O((V + E + A) · f) where A is the total in-degree of the entries of
 * absorbed cycles (each cycle is absorbed at most once; for reducible CFGs A ≤ E) and f the
 * amortized cost of a find in the path-compressed union–find that replaces LLVM's
 * block→top-level-cycle map (O(log V) worst case, a small constant in practice; LLVM 22 rescans
 * its whole map on every absorption, O(V) each). No recursion.
 *
 * <pre>
 *   entry -> H;  H -> P, R;  P -> Q;  Q -> H, T;  R -> T, exit;  T -> P, H
 *   llvm() DFS preorder: entry H R exit T P Q        (successors last-to-first)
 *   candidate T: back edge Q -> T; the flood claims Q, then P; P has the outside
 *                predecessor H, so this cycle is  entries(T P) Q
 *   candidate H: back edges T -> H, Q -> H; absorbs cycle T, claims R:
 *                entries(H) T Q P R               (opt-22 prints exactly these lines)
 * </pre>
 */
final class CycleBuilder {
  private final FlowGraph g;
  private final DepthFirstOrder dfs;
  private final int n;

  // Per cycle, indexed by creation number.
  private final IntList header = new IntList(16);
  private final IntList parent = new IntList(16);
  /** Union–find link towards the current top-level ancestor (self for top-level cycles). */
  private final IntList unionFind = new IntList(16);
  /** Position in topLevel while top-level. */
  private final IntList topPos = new IntList(16);
  /** Each cycle's entries, children and events are appended only while it is being built, so
   *  they live in shared flat buffers as the slices [start, end). */
  private final IntList entryStart = new IntList(16);
  private final IntList entryEnd = new IntList(16);
  private final IntList childStart = new IntList(16);
  private final IntList childEnd = new IntList(16);
  private final IntList eventStart = new IntList(16);
  private final IntList eventEnd = new IntList(16);
  private final IntList entries = new IntList(16);
  private final IntList children = new IntList(16);
  /** Layout events: a claimed block b (>= 0) or an absorbed child cycle c (encoded ~c). */
  private final IntList events;
  private final IntList topLevel = new IntList(16);
  /** Block to the creation number of its innermost cycle, -1 if none. */
  private final int[] innermost;
  private final IntList worklist = new IntList(16);

  private CycleBuilder(FlowGraph g, SuccessorOrder order) {
    this.g = g;
    this.n = g.size();
    this.dfs = n == 0 ? null : DepthFirstOrder.of(g, order);
    this.innermost = new int[n];
    this.events = new IntList(16);
    Arrays.fill(innermost, -1);
  }

  /** Builds the forest of {@code g} for the DFS that explores successors in {@code order}. */
  static CycleForest build(FlowGraph g, SuccessorOrder order) {
    CycleBuilder b = new CycleBuilder(g, order);
    if (b.n > 0) {
      b.findCycles();
    }
    return CycleForest.layOut(b.n, b.header.toArray(), b.parent.toArray(), b.topLevel.toArray(),
        b.slices(b.entryStart, b.entryEnd), b.entries.toArray(),
        b.slices(b.childStart, b.childEnd), b.children.toArray(),
        b.slices(b.eventStart, b.eventEnd), b.events.toArray(), b.innermost);
  }

  private int[][] slices(IntList start, IntList end) {
    return new int[][] {start.toArray(), end.toArray()};
  }

  /** Whether {@code p} is a DFS descendant of {@code h} (false for unreachable p). */
  private boolean isDescendant(int h, int p) {
    return dfs.isAncestor(h, p);
  }

  /** Phase 2 of 3: header candidates in reverse preorder, each with a backward flood. */
  private void findCycles() {
    for (int i = dfs.reachableCount() - 1; i >= 0; i--) {
      int h = dfs.nodeAtPreorder(i);
      int[] preds = g.predecessors(h);
      for (int k = preds.length - 1; k >= 0; k--) { // LLVM's use-list order
        if (isDescendant(h, preds[k])) {
          worklist.add(preds[k]);
        }
      }
      if (worklist.isEmpty()) {
        continue;
      }
      int c = newCycle(h);
      while (!worklist.isEmpty()) {
        int block = worklist.pop();
        if (block == h) {
          continue;
        }
        int owner = innermost[block];
        if (owner < 0) {
          innermost[block] = c;
          events.add(block);
          scanPredecessors(h, c, block);
        } else {
          int top = find(owner);
          if (top != c) {
            absorb(h, c, top);
          }
        }
      }
      entryEnd.set(c, entries.size());
      childEnd.set(c, children.size());
      eventEnd.set(c, events.size());
      topPos.set(c, topLevel.size());
      topLevel.add(c);
    }
  }

  private int newCycle(int h) {
    int c = header.size();
    header.add(h);
    parent.add(-1);
    unionFind.add(c);
    topPos.add(-1);
    entryStart.add(entries.size());
    entryEnd.add(-1);
    childStart.add(children.size());
    childEnd.add(-1);
    eventStart.add(events.size());
    eventEnd.add(-1);
    entries.add(h);
    events.add(h);
    innermost[h] = c;
    return c;
  }

  /**
   * Pushes the predecessors of {@code block} that are DFS descendants of {@code h}; a reachable
   * predecessor that is not makes {@code block} an entry of cycle {@code c}.
   */
  private void scanPredecessors(int h, int c, int block) {
    boolean isEntry = false;
    int[] preds = g.predecessors(block);
    for (int k = preds.length - 1; k >= 0; k--) {
      int p = preds[k];
      if (isDescendant(h, p)) {
        worklist.add(p);
      } else if (dfs.isReachable(p)) {
        isEntry = true; // unreachable predecessors are ignored, as in LLVM
      }
    }
    if (isEntry) {
      entries.add(block);
    }
  }

  /** Makes the top-level cycle {@code t} a child of {@code c}, the cycle under construction. */
  private void absorb(int h, int c, int t) {
    // Swap-with-last removal from the top-level list, exactly like LLVM's vector surgery.
    int pos = topPos.get(t);
    int last = topLevel.pop();
    if (last != t) {
      topLevel.set(pos, last);
      topPos.set(last, pos);
    }
    topPos.set(t, -1);
    parent.set(t, c);
    unionFind.set(t, c);
    children.add(t);
    events.add(~t);
    for (int k = entryStart.get(t); k < entryEnd.get(t); k++) {
      scanPredecessors(h, c, entries.get(k));
    }
  }

  /** Returns the top-level ancestor of cycle {@code c}, compressing the path. */
  private int find(int c) {
    int root = c;
    while (unionFind.get(root) != root) {
      root = unionFind.get(root);
    }
    while (unionFind.get(c) != root) {
      int next = unionFind.get(c);
      unionFind.set(c, root);
      c = next;
    }
    return root;
  }
}
