package dev.cvg.generate;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Binary;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Compare;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Opcode;
import dev.cvg.ir.Origin;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Select;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import dev.cvg.ir.edit.FunctionEditor;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The counted loops of a generated function ({@link KernelFeatures#countedLoopPercent()}): an
 * induction variable per chosen reducible cycle and, where the cycle has a suitable exiting
 * branch, a trip-count test that makes it a loop LLVM's scalar evolution can count.
 *
 * <pre>
 *   entry:  %trip3 = and i32 %n, 7                    ; uniform (or %tid: divergent)
 *   bb3:    %iv3 = phi i32 [ 0, %bb1 ], [ %iv3.next, %bb6 ]
 *           %iv3.next = add nuw nsw i32 %iv3, 1
 *   bb6:    %ivc6 = icmp slt i32 %iv3.next, %trip3     ; the latch (else the header), innermost in the cycle
 *           br i1 %ivc6, label %bb3, label %bb7
 * </pre>
 *
 * With step counters the test keeps its trip count and is steered in a form scalar evolution
 * still splits: {@code select i1 %tired6, i1 true, i1 %ivc6} (logical or) when the nearest
 * successor to a return is the first, else {@code select i1 %ivc6, i1 %rested6, i1 false}
 * (logical and, {@code %rested6 = xor i1 %tired6, true}); the induction variable then bounds the
 * maximum trip count. The IVs of the cycles around a block are among its operands. Cycles are
 * chosen in {@link CycleHierarchy#cycles()} order with the features' own random stream.
 */
final class CountedLoops {
  private static final Origin GEN = new Origin.Synthesized("generated counted loop");

  /** One counted loop: its cycle, test block (or -1), trip source and values once bound. */
  private static final class Loop {
    final Cycle cycle;
    final int test;
    final boolean divergent;
    final int mask;
    final Loop parent;
    Value trip;
    Value iv;
    Value next;

    Loop(Cycle cycle, int test, boolean divergent, int mask, Loop parent) {
      this.cycle = cycle;
      this.test = test;
      this.divergent = divergent;
      this.mask = mask;
      this.parent = parent;
    }
  }

  private final FlowGraph shape;
  private final List<Loop> loops = new ArrayList<>();
  /** Per node: the loop it heads, the loop it tests, the innermost loop containing it (or null). */
  private final Loop[] headed;
  private final Loop[] tested;
  private final Loop[] innermost;
  private final Phi[] phis;
  private FunctionEditor e;

  private CountedLoops(FlowGraph shape, SplittableRandom rnd, KernelFeatures features) {
    this.shape = shape;
    this.headed = new Loop[shape.size()];
    this.tested = new Loop[shape.size()];
    this.innermost = new Loop[shape.size()];
    this.phis = new Phi[shape.size()];
    CycleHierarchy cycles = CycleHierarchy.of(shape);
    Loop[] byCycle = new Loop[cycles.cycles().size()];
    for (Cycle c : cycles.cycles()) { // preorder: parents first
      if (!c.isReducible() || rnd.nextInt(100) >= features.countedLoopPercent()) {
        continue;
      }
      int[] masks = {3, 7, 15};
      Loop l = new Loop(c, test(c, cycles), rnd.nextInt(100) < features.divergentTripPercent(),
          masks[rnd.nextInt(masks.length)], enclosing(c, byCycle));
      byCycle[c.index()] = l;
      loops.add(l);
      headed[c.header()] = l;
      if (l.test >= 0) {
        tested[l.test] = l;
      }
    }
    for (int b = 0; b < shape.size(); b++) {
      int c = cycles.innermostIndex(b);
      innermost[b] = c < 0 ? null : byCycle[c] != null ? byCycle[c] : enclosing(cycles.cycles().get(c), byCycle);
    }
  }

  /** Returns the counted loops of {@code shape}, drawing from {@code rnd}. */
  static CountedLoops plan(FlowGraph shape, SplittableRandom rnd, KernelFeatures features) {
    return new CountedLoops(shape, rnd, features);
  }

  /** Returns the innermost counted loop strictly around cycle {@code c}, or null. */
  private static Loop enclosing(Cycle c, Loop[] byCycle) {
    for (Cycle p = c.parent().orElse(null); p != null; p = p.parent().orElse(null)) {
      if (byCycle[p.index()] != null) {
        return byCycle[p.index()];
      }
    }
    return null;
  }

  /**
   * Returns the exiting block of {@code c} to test: innermost in {@code c}, two distinct
   * successors, one inside and one outside; a latch if there is one; -1 if none.
   */
  private int test(Cycle c, CycleHierarchy cycles) {
    int found = -1;
    for (int x : c.exitingBlocks()) {
      int[] s = shape.successors(x);
      if (cycles.innermostIndex(x) != c.index() || s.length != 2 || s[0] == s[1]
          || c.contains(s[0]) == c.contains(s[1])) {
        continue;
      }
      if (s[0] == c.header() || s[1] == c.header()) {
        return x;
      }
      found = found < 0 ? x : found;
    }
    return found;
  }

  /** Appends every trip count to {@code entry}, reading {@code tid} or {@code n}, and allocates the IVs. */
  void bind(FunctionEditor editor, BlockId entry, Value tid, Value n) {
    this.e = editor;
    for (Loop l : loops) {
      int h = l.cycle.header();
      Binary trip = e.append(entry, new Binary(e.newInstId(), Opcode.AND, Type.I32, l.divergent ? tid : n,
          new Value.ConstInt(Type.I32, l.mask), List.of()), GEN);
      e.setName(trip.id().value(), "trip" + h);
      l.trip = trip.asValue();
      // allocated now: blocks of the loop laid out before its header already read the IV
      l.iv = new Value.Local(e.newInstId().value(), Type.I32);
      l.next = new Value.Local(e.newInstId().value(), Type.I32);
    }
  }

  /** Appends node {@code b}'s IV phi (empty until {@link #fillPhi}) if it heads a counted loop. */
  void emitPhi(int b, BlockId block) {
    Loop l = headed[b];
    if (l != null) {
      phis[b] = e.append(block, new Phi(idOf(l.iv), Type.I32, List.of(), List.of()), GEN);
      e.setName(phis[b].id().value(), "iv" + b);
    }
  }

  /** Appends {@code %iv<b>.next} if node {@code b} heads a counted loop. */
  void emitNext(int b, BlockId block) {
    Loop l = headed[b];
    if (l != null) {
      Binary next = e.append(block, new Binary(idOf(l.next), Opcode.ADD, Type.I32, l.iv,
          new Value.ConstInt(Type.I32, 1), List.of("nuw", "nsw")), GEN);
      e.setName(next.id().value(), "iv" + b + ".next");
    }
  }

  private static InstId idOf(Value v) {
    return ((Value.Local) v).id().inst();
  }

  /** Returns the IVs of the counted loops around node {@code b}, outermost first. */
  List<Value> visible(int b) {
    List<Value> out = new ArrayList<>();
    for (Loop l = innermost[b]; l != null; l = l.parent) {
      out.addFirst(l.iv);
    }
    return out;
  }

  /** Returns whether node {@code b}'s two-way branch is a trip-count test. */
  boolean tests(int b) {
    return tested[b] != null;
  }

  /**
   * Appends node {@code b}'s trip-count test and returns the branch condition (true: the first
   * successor); {@code tired} is the step counter's flag or null, {@code nearest} the index of
   * the successor nearest to a return.
   */
  Value condition(int b, BlockId block, Value tired, int nearest) {
    Loop l = tested[b];
    boolean stayFirst = l.cycle.contains(shape.successors(b)[0]);
    Compare ivc = e.append(block, new Compare(e.newInstId(), Opcode.ICMP, stayFirst ? "slt" : "sge", l.next,
        l.trip, List.of()), GEN);
    e.setName(ivc.id().value(), "ivc" + b);
    if (tired == null) {
      return ivc.asValue();
    }
    Select go;
    if (nearest == 0) {
      go = e.append(block, new Select(e.newInstId(), tired, Value.ConstInt.bool(true), ivc.asValue(), List.of()), GEN);
    } else {
      Binary rested = e.append(block, new Binary(e.newInstId(), Opcode.XOR, Type.I1, tired,
          Value.ConstInt.bool(true), List.of()), GEN);
      e.setName(rested.id().value(), "rested" + b);
      go = e.append(block, new Select(e.newInstId(), ivc.asValue(), rested.asValue(), Value.ConstInt.bool(false),
          List.of()), GEN);
    }
    e.setName(go.id().value(), "go" + b);
    return go.asValue();
  }

  /**
   * Fills node {@code b}'s IV phi: 0 from outside the loop (and from {@code freshEntry} when not
   * null), {@code %iv<b>.next} along the back edges, one entry per edge in predecessor order.
   */
  void fillPhi(int b, BlockId freshEntry, BlockId[] blocks) {
    Loop l = headed[b];
    if (l == null) {
      return;
    }
    List<Phi.Incoming> incoming = new ArrayList<>();
    Value zero = new Value.ConstInt(Type.I32, 0);
    if (freshEntry != null && b == shape.entry()) {
      incoming.add(new Phi.Incoming(zero, freshEntry));
    }
    for (int p : shape.predecessors(b)) {
      incoming.add(new Phi.Incoming(l.cycle.contains(p) ? l.next : zero, blocks[p]));
    }
    e.replace(new Phi(phis[b].id(), Type.I32, incoming, List.of()));
  }
}
