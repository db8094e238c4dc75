package dev.cvg.analysis.cycle;

import dev.cvg.diag.Diagnostic;
import dev.cvg.diag.GraphDiagnostics;
import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Checks a {@link CycleHierarchy} against its graph and its own definitions, and reports every
 * inconsistency as a diagnostic; the engine of {@link CycleHierarchy#verify()}.
 *
 * <p><b>Problem.</b> Decide whether a cycle forest is the cycle hierarchy of the graph for the
 * hierarchy's DFS, and name the cycle and block where it is not.
 *
 * <p><b>Algorithm</b> (the checks of LLVM's {@code GenericCycle::verifyCycle},
 * {@code verifyCycleNest} and {@code GenericCycleInfo::verifyCycleNest}, plus a comparison with
 * a recomputation). Phase 1 of 4, per cycle: its blocks are reachable and listed once, header
 * first; its entries are listed once, header first, and are exactly the header plus the blocks
 * with a reachable predecessor outside the cycle; no entry precedes the header in DFS preorder;
 * it is strongly connected (a forward and a backward search from the header inside the cycle
 * reach every block, and the header has a predecessor inside); {@code isReducible()} agrees
 * with the entry count. Phase 2 of 4, nesting: each child names this cycle as parent, has
 * depth one more, comes later in preorder, lies inside this cycle without its header, and
 * shares no block with a sibling; top-level cycles have depth 1, are listed by
 * {@code topLevel()} and are disjoint. Phase 3 of 4: every node's {@code innermost} cycle is
 * the deepest cycle listing it, and its {@code depth} that cycle's depth. Phase 4 of 4:
 * maximality and the DFS-dependent choices are checked by recomputing the hierarchy with the
 * same {@code SuccessorOrder} and comparing headers, entries, blocks (in order) and parents.
 *
 * <pre>
 *   entry -> H -> A -> H, A -> X      cycle entries(H) A; dropping A from it breaks the
 *                                     strong connectivity (H has no predecessor inside)
 * </pre>
 *
 * <p><b>Complexity.</b> Phases 1–2 cost O(|C| + edges of C's blocks) per cycle C, so
 * O((V + E) · d) for nesting depth d; phase 3 O(V + sum of cycle sizes); phase 4 is a
 * construction ({@code CycleBuilder}, near-linear) plus O(sum of cycle sizes).
 */
final class CycleVerifier {
  private final CycleHierarchy h;
  private final FlowGraph g;
  private final DepthFirstOrder dfs;
  private final List<Diagnostic> found = new ArrayList<>();
  /** Scratch marks compared against a fresh token per use, so they never need clearing. */
  private final int[] member;
  private final int[] entry;
  private final int[] forward;
  private final int[] backward;
  private final int[] child;
  /** Stack of the in-cycle searches, allocated once: one per cycle would cost O(V) each. */
  private final int[] stack;
  /** The cycles some cycle lists as a child. */
  private final Set<Cycle> listedAsChild = Collections.newSetFromMap(new IdentityHashMap<>());
  private int token;

  CycleVerifier(CycleHierarchy h) {
    this.h = h;
    this.g = h.graph();
    this.dfs = DepthFirstOrder.of(g, h.successorOrder());
    int n = g.size();
    member = new int[n];
    entry = new int[n];
    forward = new int[n];
    backward = new int[n];
    child = new int[n];
    stack = new int[n];
  }

  /** Runs all phases; returns the diagnostics in the order found. */
  List<Diagnostic> verify() {
    // Phases 1 and 2 per cycle in preorder: checkNesting reuses the member marks that
    // checkBlocksAndEntries just left for the same cycle.
    List<Cycle> cycles = h.cycles();
    for (int i = 0; i < cycles.size(); i++) {
      Cycle c = cycles.get(i);
      if (c.index() != i) {
        error(c, "is listed at position " + i + " of cycles() but has index " + c.index());
      }
      checkBlocksAndEntries(c);
      checkNesting(c);
    }
    // The other direction of the parent link, once all child lists are seen (asking each
    // parent's list per child would be quadratic in the number of siblings).
    for (Cycle c : cycles) {
      c.parent().filter(p -> !listedAsChild.contains(c)).ifPresent(p ->
          error(c, "is not among the children of its parent, cycle " + label(p.header())));
    }
    checkTopLevel();
    checkInnermost();
    compare(CycleHierarchy.of(g, h.successorOrder()));
    return List.copyOf(found);
  }

  /** Phase 1 of 4 for cycle {@code c}; leaves {@code member[v] == token} for its blocks. */
  private void checkBlocksAndEntries(Cycle c) {
    // A fresh token marks this cycle's blocks; older tokens left in member[] mean "not in it".
    int t = ++token;
    int[] blocks = c.blocks();
    if (blocks.length == 0 || blocks[0] != c.header()) {
      error(c, "does not list its header first among its blocks");
    }
    for (int v : blocks) {
      if (member[v] == t) {
        error(c, "lists " + label(v) + " twice");
      }
      member[v] = t;
      // Unlike LLVM (whose entry block has no predecessors) a FlowGraph's entry may lie on a
      // cycle, so only reachability is required, not "not the entry".
      if (!dfs.isReachable(v)) {
        error(c, "contains " + label(v) + ", which is unreachable from the entry");
      }
    }
    List<Integer> entries = c.entries();
    if (entries.isEmpty() || entries.get(0) != c.header()) {
      error(c, "does not list its header first among its entries");
    }
    for (int e : entries) {
      if (entry[e] == t) {
        error(c, "lists entry " + label(e) + " twice");
      } else if (member[e] != t) {
        error(c, "lists entry " + label(e) + ", which is not in the cycle");
      } else if (dfs.preNumber(e) < dfs.preNumber(c.header())) {
        error(c, "has entry " + label(e) + ", which the DFS meets before the header");
      }
      entry[e] = t;
    }
    // Entries by the definition: a block with a reachable predecessor outside. The header is
    // listed even without one when it is the graph's entry (the DFS root has no predecessor).
    for (int v : blocks) {
      int outside = outsidePredecessor(v, t);
      if (outside >= 0 && entry[v] != t) {
        error(c, label(v) + " is entered from " + label(outside) + " outside the cycle but is not listed as an entry");
      } else if (outside < 0 && entry[v] == t && (v != c.header() || v != g.entry())) {
        error(c, "lists " + label(v) + " as an entry, but it has no reachable predecessor outside the cycle");
      }
    }
    if (c.isReducible() != (entries.size() == 1)) {
      error(c, "says isReducible() is " + c.isReducible() + " with " + entries.size() + " entries");
    }
    checkStronglyConnected(c, blocks, t);
  }

  /** Returns a reachable predecessor of {@code v} outside the cycle marked {@code t}, or -1. */
  private int outsidePredecessor(int v, int t) {
    for (int p : g.predecessors(v)) {
      if (member[p] != t && dfs.isReachable(p)) {
        return p;
      }
    }
    return -1;
  }

  private void checkStronglyConnected(Cycle c, int[] blocks, int t) {
    int header = c.header();
    if (member[header] != t) {
      return; // reported: the header is not among the blocks
    }
    // Strongly connected iff every block is reachable from the header and reaches it, both
    // inside the cycle: two searches instead of an SCC decomposition.
    search(header, t, forward, true);
    search(header, t, backward, false);
    // A one-block cycle needs a self loop; the searches alone accept any single block.
    boolean edgeInside = false;
    for (int p : g.predecessors(header)) {
      edgeInside |= member[p] == t;
    }
    if (!edgeInside) {
      error(c, "is not a cycle: its header has no predecessor inside it");
    }
    for (int v : blocks) {
      if (forward[v] != t) {
        error(c, "is not strongly connected: " + label(v) + " is not reachable from the header inside the cycle");
      } else if (backward[v] != t) {
        error(c, "is not strongly connected: the header is not reachable from " + label(v) + " inside the cycle");
      }
    }
  }

  /** Marks with {@code t} in {@code seen} the cycle blocks reachable from {@code from} inside it. */
  private void search(int from, int t, int[] seen, boolean down) {
    int top = 0;
    stack[0] = from;
    seen[from] = t;
    while (top >= 0) {
      int v = stack[top--];
      for (int s : down ? g.successors(v) : g.predecessors(v)) {
        if (member[s] == t && seen[s] != t) {
          seen[s] = t;
          stack[++top] = s;
        }
      }
    }
  }

  /** Phase 2 of 4 for cycle {@code c}: children inside, disjoint, linked both ways. */
  private void checkNesting(Cycle c) {
    // member[] still marks c's blocks with the current token (checkBlocksAndEntries ran last).
    int t = token;
    if (c.parent().isEmpty() && c.depth() != 1) {
      error(c, "is top level but has depth " + c.depth());
    }
    for (Cycle k : c.children()) {
      listedAsChild.add(k);
      String name = "child cycle " + label(k.header());
      if (k.parent().orElse(null) != c) {
        error(c, "has " + name + ", whose parent is " + k.parent().map(p -> "cycle " + label(p.header())).orElse("none"));
      }
      if (k.depth() != c.depth() + 1 || k.index() <= c.index() || !c.contains(k) || k.contains(c)) {
        error(c, "has " + name + " with depth " + k.depth() + " at position " + k.index()
            + ", which is not nested one level below it in preorder");
      }
      // child[] marks the blocks of the children seen so far with the parent's token, so a
      // block met again belongs to two siblings.
      for (int v : k.blocks()) {
        if (member[v] != t) {
          error(c, "has " + name + ", which contains " + label(v) + " outside the parent");
        } else if (child[v] == t) {
          error(c, "has two children sharing " + label(v));
        } else if (v == c.header()) {
          error(c, "has " + name + ", which contains the parent's header");
        }
        child[v] = t;
      }
    }
    for (int v : c.blocks()) {
      if (!c.contains(v)) {
        error(c, "lists " + label(v) + " but contains(" + label(v) + ") is false");
      }
    }
  }

  /** Phase 2 of 4 for the top level: listed exactly, depth 1, disjoint. */
  private void checkTopLevel() {
    int t = ++token;
    for (Cycle c : h.topLevel()) {
      if (c.parent().isPresent()) {
        error(c, "is listed as top level but has a parent");
      }
      for (int v : c.blocks()) {
        if (member[v] == t) {
          error(c, "shares " + label(v) + " with another top-level cycle");
        }
        member[v] = t;
      }
    }
    Set<Cycle> listed = Collections.newSetFromMap(new IdentityHashMap<>());
    listed.addAll(h.topLevel());
    for (Cycle c : h.cycles()) {
      if (c.parent().isEmpty() && !listed.contains(c)) {
        error(c, "has no parent but is missing from topLevel()");
      }
    }
  }

  /** Phase 3 of 4: innermost cycle and depth of every node. */
  private void checkInnermost() {
    int[] deepest = new int[g.size()];
    Arrays.fill(deepest, -1);
    // Preorder lists a child after its parent, so the last cycle to list a block is the
    // deepest one (siblings being disjoint, checked above).
    for (Cycle c : h.cycles()) {
      for (int v : c.blocks()) {
        deepest[v] = c.index();
      }
    }
    // innermost() and depth() are what clients ask most; they come from the forest's own
    // node map, so this compares that map with the block lists it must agree with.
    for (int v = 0; v < g.size(); v++) {
      int inner = h.innermostIndex(v);
      if (inner != deepest[v]) {
        found.add(GraphDiagnostics.error(g, v, label(v) + " has innermost cycle " + cycleName(inner)
            + ", but the deepest cycle listing it is " + cycleName(deepest[v])));
      } else if (h.depth(v) != (inner < 0 ? 0 : h.cycles().get(inner).depth())) {
        found.add(GraphDiagnostics.error(g, v, label(v) + " has depth " + h.depth(v)
            + ", but its innermost cycle " + cycleName(inner) + " has depth "
            + (inner < 0 ? 0 : h.cycles().get(inner).depth())));
      }
    }
  }

  /** Phase 4 of 4: the same cycles, headers, entries, block orders and parents as a recomputation. */
  private void compare(CycleHierarchy fresh) {
    // Both hierarchies list cycles in preorder of the same DFS, so equal hierarchies agree
    // position by position; the first differing position names the culprit.
    List<Cycle> mine = h.cycles();
    List<Cycle> theirs = fresh.cycles();
    if (mine.size() != theirs.size()) {
      found.add(GraphDiagnostics.error(g, g.entry(), "the cycle hierarchy has " + mine.size()
          + " cycles, but a recomputed one has " + theirs.size()));
    }
    for (int i = 0; i < Math.min(mine.size(), theirs.size()); i++) {
      Cycle a = mine.get(i);
      Cycle b = theirs.get(i);
      if (a.header() != b.header() || !a.entries().equals(b.entries())
          || !Arrays.equals(a.blocks(), b.blocks())
          || parentIndex(a) != parentIndex(b)) {
        found.add(GraphDiagnostics.error(g, a.header(), "cycle " + label(a.header())
            + " at position " + i + " differs from a recomputed hierarchy",
            "have:       " + CyclePrinter.line(g, a) + "\nrecomputed: " + CyclePrinter.line(g, b)));
      }
    }
  }

  private static int parentIndex(Cycle c) {
    return c.parent().map(Cycle::index).orElse(-1);
  }

  private void error(Cycle c, String message) {
    found.add(GraphDiagnostics.error(g, c.header(), "cycle " + label(c.header()) + " " + message,
        CyclePrinter.line(g, c)));
  }

  private String cycleName(int index) {
    return index < 0 ? "none" : "cycle " + label(h.cycles().get(index).header());
  }

  private String label(int v) {
    return GraphDiagnostics.label(g, v);
  }
}
