package dev.cvg.generate;

import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Compare;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Select;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * Step counters that make a generated kernel terminate on any control-flow shape, irreducible
 * ones included.
 *
 * <p>Every block {@code bb<b>} counts the blocks its thread has executed: {@code %k<b>} (a phi
 * of the predecessors' {@code %k<p>.next}, 0 on entry) and {@code %k<b>.next = %k<b> + 1}. A
 * branch whose thread is tired ({@code %k<b>.next >= limit}) takes the successor nearest to a
 * return, by breadth-first distance on the reversed graph; nearer successors strictly decrease
 * the distance, so a thread returns after at most {@code limit + max distance} blocks.
 *
 * <pre>
 *   bb3:  %k3 = phi i32 [ %k1.next, %bb1 ], [ %k4.next, %bb4 ]
 *         ...
 *         %k3.next = add i32 %k3, 1
 *         %tired3 = icmp sge i32 %k3.next, 12
 *         %c3 = icmp slt i32 %v3_1, 17
 *         %go3 = select i1 %tired3, i1 false, i1 %c3       ; bb5 is nearer to a return
 *         br i1 %go3, label %bb4, label %bb5
 * </pre>
 *
 * Distances take O(nodes + edges).
 */
final class Termination {
  /** The incremented counter of a block and, for branches, its tired flag (else null). */
  record Step(Value next, Value tired) {}

  private Termination() {}

  /** Returns, per node, the fewest edges to a node without successors (MAX_VALUE if none). */
  static int[] distanceToExit(FlowGraph g) {
    int[] d = new int[g.size()];
    Arrays.fill(d, Integer.MAX_VALUE);
    Deque<Integer> queue = new ArrayDeque<>();
    for (int n = 0; n < g.size(); n++) {
      if (g.successors(n).length == 0) {
        d[n] = 0;
        queue.add(n);
      }
    }
    while (!queue.isEmpty()) {
      int n = queue.poll();
      for (int p : g.predecessors(n)) {
        if (d[p] == Integer.MAX_VALUE) {
          d[p] = d[n] + 1;
          queue.add(p);
        }
      }
    }
    return d;
  }

  /** Returns the index in {@code succs} of the successor nearest to a return (the first on ties). */
  static int nearest(int[] succs, int[] distance) {
    int nearest = 0;
    for (int k = 1; k < succs.length; k++) {
      if (distance[succs[k]] < distance[succs[nearest]]) {
        nearest = k;
      }
    }
    return nearest;
  }

  /**
   * Appends {@code %k<b>.next} and, if {@code limit > 0}, {@code %tired<b>} to {@code block}.
   *
   * @param counter the block's counter ({@code %k<b>} or the constant 0)
   * @param limit the step limit, or 0 for a block that does not branch
   */
  static Step count(FunctionEditor e, BlockId block, int b, Value counter, int limit, Origin origin) {
    Binary next = e.append(block, new Binary(e.newInstId(), Opcode.ADD, Type.I32, counter,
        new Value.ConstInt(Type.I32, 1), List.of()), origin);
    e.setName(next.id().value(), "k" + b + ".next");
    if (limit == 0) {
      return new Step(next.asValue(), null);
    }
    Compare tired = e.append(block, new Compare(e.newInstId(), Opcode.ICMP, "sge", next.asValue(),
        new Value.ConstInt(Type.I32, limit), List.of()), origin);
    e.setName(tired.id().value(), "tired" + b);
    return new Step(next.asValue(), tired.asValue());
  }

  /** Appends {@code %name = select i1 tired, forced, free} and returns its value. */
  static Value choose(FunctionEditor e, BlockId block, String name, Value tired, Value forced, Value free,
      Origin origin) {
    Select s = e.append(block, new Select(e.newInstId(), tired, forced, free, List.of()), origin);
    e.setName(s.id().value(), name);
    return s.asValue();
  }
}
