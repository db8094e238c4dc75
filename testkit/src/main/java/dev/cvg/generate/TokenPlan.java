package dev.cvg.generate;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The convergence control of a generated kernel ({@link KernelGenerator.Tokens}): which blocks
 * define {@code entry}, {@code loop} and {@code anchor} tokens, which call {@code @op} or
 * {@code @plain}, and which token each bundle names.
 *
 * <p>Two phases. Planning (before the body exists) decides the operation kinds of every block,
 * so a use may name a token of any block, and whether the kernel is {@code convergent}.
 * Emission then writes a block's operations right after its phis and supplies the bundles of
 * the base program's convergent calls. A careful plan ({@code noise} 0) names the innermost
 * available token: the last one defined earlier in the block, else one of the nearest
 * dominating block that defines any; a loop heart takes its token from a dominating block, and
 * a convergent call with no token available gets a fresh {@code anchor}. Noise misplaces:
 *
 * <pre>
 *   bb2:  %t4 = call token @llvm.experimental.convergence.loop() [ "convergencectrl"(token %t0) ]
 *         call void @op() [ "convergencectrl"(token %t4) ]        ; careful
 *         call void @op() [ "convergencectrl"(token %t9, i32 0) ] ; noisy: arbitrary token, extra input
 * </pre>
 *
 * All choices come from the plan's own random stream, in block order.
 */
final class TokenPlan extends TokenPlacement {
  private final SplittableRandom rnd;
  /** Percent chance of each kind of noise. */
  private final int noise;
  private final FlowGraph shape;
  private final DominatorTree dom;
  /** Per node: operation kinds in order (entry, anchor, loop, use, plain, op). */
  private final List<List<String>> kinds = new ArrayList<>();
  private final boolean convergent;
  /** Per node: the tokens its planned entry/anchor/loop operations define, in order. */
  private final List<List<Value>> defs = new ArrayList<>();
  /** Per node: tokens defined so far in the block while emitting it, anchors for calls included. */
  private final List<List<Value>> live = new ArrayList<>();
  private int names;

  private TokenPlan(FlowGraph shape, SplittableRandom rnd, int noise) {
    this.rnd = rnd;
    this.noise = noise;
    this.shape = shape;
    this.dom = DominatorTree.of(shape);
    for (int b = 0; b < shape.size(); b++) {
      kinds.add(plan(b));
      defs.add(new ArrayList<>());
      live.add(new ArrayList<>());
    }
    boolean hasEntry = kinds.stream().anyMatch(ops -> ops.contains("entry"));
    this.convergent = hasEntry ? !noisy() : rnd.nextInt(2) == 0;
  }

  /** Returns the plan for {@code shape}, drawing from {@code rnd}. */
  static TokenPlan of(FlowGraph shape, SplittableRandom rnd, int noise) {
    return new TokenPlan(shape, rnd, noise);
  }

  @Override
  boolean convergentFunction() {
    return convergent;
  }

  /** Allocates the planned tokens; a fresh entry block gets nothing. */
  @Override
  void allocate(BlockId entry) {
    for (int b = 0; b < kinds.size(); b++) {
      for (String op : kinds.get(b)) {
        if (isDefinition(op)) {
          defs.get(b).add(TokenOps.newToken(e));
        }
      }
    }
  }

  private boolean noisy() {
    return rnd.nextInt(100) < noise;
  }

  private static boolean isDefinition(String op) {
    return op.equals("entry") || op.equals("anchor") || op.equals("loop");
  }

  /** Returns the operation kinds of node {@code b}. */
  private List<String> plan(int b) {
    List<String> ops = new ArrayList<>();
    if (b == shape.entry() && rnd.nextInt(2) == 0) {
      ops.add("entry");
    } else if (b != shape.entry() && rnd.nextInt(2) == 0) {
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
    return ops;
  }

  @Override
  void emit(int b) {
    int nextDef = 0;
    for (String op : kinds.get(b)) {
      List<Value> own = live.get(b);
      switch (op) {
        case "entry", "anchor" -> define(b, defs.get(b).get(nextDef++), op, noisy() ? bundle(b, own) : List.of());
        case "loop" -> {
          boolean dropToken = noisy();
          // A heart's token comes from a dominating block, never from its own block.
          List<CallSite.Bundle> bundle = dropToken ? List.of() : bundle(b, List.of());
          // Without any available token a loop becomes an anchor (unless noise says otherwise).
          define(b, defs.get(b).get(nextDef++), bundle.isEmpty() && !dropToken ? "anchor" : "loop", bundle);
        }
        case "use" -> {
          List<CallSite.Bundle> bundle = bundle(b, own);
          if (!bundle.isEmpty() && noisy()) {
            CallSite.Bundle one = bundle.getFirst();
            bundle = rnd.nextInt(2) == 0 ? List.of(one, one) : List.of(new CallSite.Bundle(one.tag(),
                List.of(one.inputs().getFirst(), new Value.ConstInt(Type.I32, 0))));
          }
          callVoid(b, bundle.isEmpty() && !noisy() ? KernelGenerator.PLAIN : KernelGenerator.OP, bundle);
        }
        case "plain" -> callVoid(b, KernelGenerator.PLAIN, rnd.nextInt(3) == 0 ? bundle(b, own) : List.of());
        default -> callVoid(b, KernelGenerator.OP, List.of());
      }
    }
  }

  /**
   * Returns the bundles of a convergent call of the base program about to be appended to node
   * {@code b}: the innermost available token, or a fresh {@code anchor} appended first when none
   * is available (unless noise leaves the call uncontrolled).
   */
  @Override
  List<CallSite.Bundle> bundlesForConvergentOp(int b) {
    List<CallSite.Bundle> bundle = bundle(b, live.get(b));
    if (bundle.isEmpty() && !noisy()) {
      Value anchor = TokenOps.newToken(e);
      define(b, anchor, "anchor", List.of());
      bundle = List.of(ctrl(anchor));
    }
    return bundle;
  }

  private void define(int b, Value token, String kind, List<CallSite.Bundle> bundles) {
    TokenOps.define(e, blocks[b], token, kind, bundles, "t" + names++);
    live.get(b).add(token);
  }

  private void callVoid(int b, String callee, List<CallSite.Bundle> bundles) {
    TokenOps.callVoid(e, blocks[b], callee, bundles);
  }

  /** Returns a bundle with the innermost available token, or (noise) an arbitrary one; empty if none. */
  private List<CallSite.Bundle> bundle(int b, List<Value> own) {
    Optional<Value> token = Optional.empty();
    if (noisy()) {
      List<Value> all = defs.stream().flatMap(List::stream).toList();
      token = all.isEmpty() ? Optional.empty() : Optional.of(all.get(rnd.nextInt(all.size())));
    } else if (!own.isEmpty()) {
      token = Optional.of(own.getLast());
    } else {
      // Innermost dominating definition: walk up the dominator tree.
      for (int d = dom.idom(b).orElse(-1); d >= 0 && token.isEmpty(); d = dom.idom(d).orElse(-1)) {
        List<Value> there = defs.get(d);
        token = there.isEmpty() ? Optional.empty() : Optional.of(there.get(rnd.nextInt(there.size())));
      }
    }
    return token.map(t -> List.of(ctrl(t))).orElse(List.of());
  }

  private static CallSite.Bundle ctrl(Value token) {
    return TokenOps.ctrl(token);
  }
}
