package dev.cvg.analysis.cycle;

/**
 * The finished cycle forest as flat arrays indexed by cycle <em>preorder</em> number (the
 * position in {@link CycleHierarchy#cycles()}); immutable.
 *
 * <p>Invariants: a cycle's descendants are the numbers {@code (c, subtreeEnd[c]]}; its blocks
 * are {@code layout[blockStart[c] .. blockEnd[c])}, header first, in LLVM 22's order, and a
 * child's slice lies inside its parent's; entries and children are CSR lists.
 */
final class CycleForest {
  final int count;
  final int[] header;
  final int[] parent;
  final int[] depth;
  final int[] subtreeEnd;
  final int[] entryStart;
  final int[] entries;
  final int[] childStart;
  final int[] children;
  final int[] blockStart;
  final int[] blockEnd;
  final int[] layout;
  /** Block to the preorder number of its innermost cycle, -1 if none. */
  final int[] innermost;
  /** Top-level cycles in LLVM's order. */
  final int[] topLevel;

  private CycleForest(int count, int blocks, int entryCount, int nodes, int topCount) {
    this.count = count;
    header = new int[count];
    parent = new int[count];
    depth = new int[count];
    subtreeEnd = new int[count];
    entryStart = new int[count + 1];
    entries = new int[entryCount];
    childStart = new int[count + 1];
    children = new int[count - topCount];
    blockStart = new int[count];
    blockEnd = new int[count];
    layout = new int[blocks];
    innermost = new int[nodes];
    topLevel = new int[topCount];
  }

  /**
   * Renumbers the builder's cycles (creation order) into preorder and expands the layout
   * events into one block array. Arrays named {@code c*} are indexed by creation number.
   */
  static CycleForest layOut(int nodes, int[] cHeader, int[] cParent, int[] cTop,
      int[][] entrySlices, int[] cEntries, int[][] childSlices, int[] cChildren,
      int[][] eventSlices, int[] events, int[] cInnermost) {
    int count = cHeader.length;
    // Every block is claimed by exactly one cycle (its innermost), so the layout has one slot
    // per claim event; absorption events only say where a child's slots go.
    int blocks = 0;
    for (int e : events) {
      blocks += e >= 0 ? 1 : 0;
    }
    CycleForest f = new CycleForest(count, blocks, cEntries.length, nodes, cTop.length);
    // Phase 1 of 2: preorder numbering (top level in LLVM order, children in absorption order).
    // pre[c]: preorder number of creation-numbered cycle c. The explicit stack holds the chain
    // of cycles from a top-level cycle down to the current one, next[] their child cursors.
    int[] pre = new int[count];
    int[] stack = new int[count];
    int[] next = new int[count];
    int counter = 0;
    int childFill = 0;
    int entryFill = 0;
    int topFill = 0;
    for (int root : cTop) {
      int sp = 0;
      stack[0] = root;
      next[0] = childSlices[0][root];
      counter = visit(f, root, -1, counter, pre, cHeader);
      f.topLevel[topFill++] = pre[root];
      while (sp >= 0) {
        int c = stack[sp];
        if (next[sp] < childSlices[1][c]) {
          int child = cChildren[next[sp]++];
          counter = visit(f, child, pre[c], counter, pre, cHeader);
          stack[++sp] = child;
          next[sp] = childSlices[0][child];
        } else {
          f.subtreeEnd[pre[c]] = counter - 1;
          sp--;
        }
      }
    }
    // Copy entry and child lists into preorder position; children keep absorption order.
    int[] byPre = new int[count];
    for (int c = 0; c < count; c++) {
      byPre[pre[c]] = c;
    }
    for (int p = 0; p < count; p++) {
      int c = byPre[p];
      f.entryStart[p] = entryFill;
      for (int k = entrySlices[0][c]; k < entrySlices[1][c]; k++) {
        f.entries[entryFill++] = cEntries[k];
      }
      f.childStart[p] = childFill;
      for (int k = childSlices[0][c]; k < childSlices[1][c]; k++) {
        f.children[childFill++] = pre[cChildren[k]];
      }
    }
    f.entryStart[count] = entryFill;
    f.childStart[count] = childFill;
    // Phase 2 of 2: expand layout events; a child's whole list lands where it was absorbed.
    // This reproduces LLVM 22's SetVector order, in which absorbing a child appends the
    // child's (final) block list; each cycle's slice is [blockStart, blockEnd).
    int pos = 0;
    for (int root : cTop) {
      int sp = 0;
      stack[0] = root;
      next[0] = eventSlices[0][root];
      f.blockStart[pre[root]] = pos;
      while (sp >= 0) {
        int c = stack[sp];
        if (next[sp] < eventSlices[1][c]) {
          int e = events[next[sp]++];
          if (e >= 0) {
            f.layout[pos++] = e; // a block claimed by c itself
          } else { // ~child: descend and lay out the child's events first
            int child = ~e;
            f.blockStart[pre[child]] = pos;
            stack[++sp] = child;
            next[sp] = eventSlices[0][child];
          }
        } else {
          f.blockEnd[pre[c]] = pos;
          sp--;
        }
      }
    }
    for (int v = 0; v < nodes; v++) {
      f.innermost[v] = cInnermost[v] < 0 ? -1 : pre[cInnermost[v]];
    }
    return f;
  }

  private static int visit(CycleForest f, int c, int parentPre, int counter, int[] pre,
      int[] cHeader) {
    pre[c] = counter;
    f.header[counter] = cHeader[c];
    f.parent[counter] = parentPre;
    f.depth[counter] = parentPre < 0 ? 1 : f.depth[parentPre] + 1;
    return counter + 1;
  }
}
