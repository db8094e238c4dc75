package dev.cvg.analysis.uniformity;

import dev.cvg.graph.FlowGraph;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * The modified post-order of a CFG relative to its cycle hierarchy, as LLVM's
 * {@code ModifiedPostOrder} (GenericUniformityImpl.h) builds it.
 *
 * <p><b>Problem.</b> Sync-dependence propagation wants to visit every block after all its
 * predecessors — impossible with cycles. <b>Algorithm.</b> A depth-first post-order in which
 * each cycle is numbered as one unit: when the search meets a nested cycle it first finishes the
 * cycle's exits, then numbers the cycle's header, then the rest of the cycle (recursively, the
 * header's in-cycle successors as roots). Consequences: blocks after a cycle are numbered lower
 * than its header; a cycle occupies an interval whose lowest number is its header; and walking
 * the numbers downward visits every block after all its predecessors, except that a header's
 * back-edge predecessors come first (they are inside its interval). Successors are pushed in order and the last
 * pushed is explored first, exactly as LLVM's explicit stack does, so indices equal LLVM's.
 *
 * <pre>
 *   entry -> H -> B -> H        order: X(0) H(1) B(2) entry(3)
 *                 B -> X        reverse walk: entry, B, H, X
 * </pre>
 *
 * <p>Source: {@code llvm/include/llvm/ADT/GenericUniformityImpl.h}, {@code computeStackPO} and
 * {@code computeCyclePO}; written here with an explicit frame stack instead of recursion so
 * deeply nested cycles cannot overflow the Java stack. Complexity: O(V + E + sum of exits over
 * the times a cycle is met). Only blocks reachable from the entry are numbered.
 */
final class ModifiedPostOrder {
  /** Position to block. */
  final int[] order;
  /** Block to position, -1 for unreachable blocks. */
  final int[] index;
  /** Block to whether it is the header of a reducible cycle. */
  final boolean[] reducibleHeader;

  private ModifiedPostOrder(int[] order, int[] index, boolean[] reducibleHeader) {
    this.order = order;
    this.index = index;
    this.reducibleHeader = reducibleHeader;
  }

  /** One level of the (formerly recursive) traversal: the cycle being numbered and its stack. */
  private record Frame(int cycle, IntStack stack) {}

  /** Computes the order of {@code g} with cycles {@code cycles}. */
  static ModifiedPostOrder of(FlowGraph g, CycleTable cycles) {
    int n = g.size();
    int[] order = new int[n];
    int[] index = new int[n];
    Arrays.fill(index, -1);
    boolean[] reducibleHeader = new boolean[n];
    boolean[] finalized = new boolean[n];
    int count = 0;
    if (n == 0) {
      return new ModifiedPostOrder(order, index, reducibleHeader);
    }
    ArrayDeque<Frame> frames = new ArrayDeque<>();
    IntStack root = new IntStack();
    root.push(g.entry());
    frames.push(new Frame(-1, root));
    while (!frames.isEmpty()) {
      Frame frame = frames.peek();
      IntStack stack = frame.stack();
      int cycle = frame.cycle();
      if (stack.isEmpty()) {
        frames.pop();
        continue;
      }
      int b = stack.peek();
      if (finalized[b]) {
        stack.pop();
        continue;
      }
      int nested = cycles.innermost[b];
      if (nested != cycle && nested >= 0 && (cycle < 0 || cycles.containsCycle(cycle, nested))) {
        // b lies in a cycle nested in the current one: finish that cycle's exits first.
        while (cycles.parent[nested] != cycle) {
          nested = cycles.parent[nested];
        }
        boolean pushed = false;
        for (int exit : cycles.exits(nested)) {
          if ((cycle >= 0 && !cycles.contains(cycle, exit)) || finalized[exit]) {
            continue;
          }
          pushed = true;
          stack.push(exit);
        }
        if (!pushed) {
          stack.pop();
          // Number the nested cycle: header first (lowest), then its body as a new frame.
          int h = cycles.header[nested];
          finalized[h] = true;
          index[h] = count;
          order[count++] = h;
          reducibleHeader[h] = cycles.reducible[nested];
          IntStack inner = new IntStack();
          for (int s : g.successors(h)) {
            if (s != h && cycles.contains(nested, s) && !finalized[s]) {
              inner.push(s);
            }
          }
          frames.push(new Frame(nested, inner));
        }
        continue;
      }
      boolean pushed = false;
      for (int s : g.successors(b)) {
        if ((cycle >= 0 && !cycles.contains(cycle, s)) || finalized[s]) {
          continue;
        }
        pushed = true;
        stack.push(s);
      }
      if (!pushed) {
        stack.pop();
        finalized[b] = true;
        index[b] = count;
        order[count++] = b;
      }
    }
    return new ModifiedPostOrder(Arrays.copyOf(order, count), index, reducibleHeader);
  }

  /** Returns the number of numbered (reachable) blocks. */
  int size() {
    return order.length;
  }
}
