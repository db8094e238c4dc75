package dev.cvg.generate;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.CallSite;
import dev.cvg.ir.Value;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Convergence control tokens that obey the static rules of ConvergentOperations.rst by
 * construction ({@link KernelGenerator.Tokens#wellFormed()}), the way a structured front end
 * places them:
 *
 * <ul>
 *   <li>one <em>top</em> token in the entry block: {@code entry} in a convergent function,
 *       else an {@code anchor};
 *   <li>a cycle has a <em>heart</em> ({@code loop} right after the header's phis, taking the token
 *       of the enclosing region: the parent cycle's heart or the top token) iff it and every
 *       enclosing cycle is reducible;
 *   <li>a convergent call in a block uses the token of its region: the heart of its innermost
 *       cycle, the top token outside cycles, or, inside a cycle without heart (irreducible, or
 *       nested in one) and in unreachable blocks, an {@code anchor} of its own block;
 *   <li>extra operations per block: a call of {@code @op} with the region token, of
 *       {@code @plain} without, or an {@code anchor} used by one or two {@code @op}s right after.
 * </ul>
 *
 * Why each rule holds: a heart's token is defined in the parent cycle's header (or the entry
 * block), outside the cycle and dominating it, and a reducible cycle's header dominates the
 * cycle, so the heart dominates every closed path it is on (rules 1–4, one heart per cycle).
 * Every other use is in a cycle containing its definition, or in its definition's block. Regions
 * nest: a block of a cycle only uses its own region's token or tokens defined above it in the
 * block, so the enclosing regions' tokens stay live down to every use (LLVM's stack walk).
 *
 * <p>All choices come from the placement's own random stream, in block order.
 */
final class WellFormedTokens extends TokenPlacement {
  /** Region of a node outside every cycle: the top token. */
  private static final int TOP = -1;
  /** Region of a node that defines its own anchor. */
  private static final int LOCAL = -2;

  private final SplittableRandom rnd;
  private final FlowGraph shape;
  private final boolean convergent;
  /** Per node: TOP, LOCAL, or the index of the cycle whose heart its convergent calls use. */
  private final int[] region;
  /** Per node: the index of the cycle whose heart it holds, or -1. */
  private final int[] heartOf;
  /** Per cycle with a heart: the region of its heart's token (TOP or the parent cycle's index). */
  private final int[] heartRegion;
  private final Value[] hearts;
  /** Per node: its own anchor once defined. */
  private final Value[] local;
  private Value top;
  private boolean topDefined;
  private int names;

  private WellFormedTokens(FlowGraph shape, SplittableRandom rnd, boolean mustBeConvergent) {
    this.rnd = rnd;
    this.shape = shape;
    this.convergent = mustBeConvergent || rnd.nextBoolean();
    CycleHierarchy cycles = CycleHierarchy.of(shape);
    List<Cycle> all = cycles.cycles();
    this.heartRegion = new int[all.size()];
    this.hearts = new Value[all.size()];
    this.heartOf = new int[shape.size()];
    Arrays.fill(heartOf, -1);
    boolean[] hearted = new boolean[all.size()];
    for (Cycle c : all) { // preorder: parents first
      int parent = c.parent().map(Cycle::index).orElse(TOP);
      hearted[c.index()] = c.isReducible() && (parent == TOP || hearted[parent]);
      if (hearted[c.index()]) {
        heartRegion[c.index()] = parent;
        heartOf[c.header()] = c.index();
      }
    }
    DepthFirstOrder dfs = DepthFirstOrder.of(shape);
    this.region = new int[shape.size()];
    for (int b = 0; b < shape.size(); b++) {
      int innermost = dfs.isReachable(b) ? cycles.innermostIndex(b) : LOCAL;
      region[b] = innermost == LOCAL ? LOCAL : innermost < 0 ? TOP : hearted[innermost] ? innermost : LOCAL;
    }
    this.local = new Value[shape.size()];
  }

  /**
   * Returns the placement for {@code shape}, drawing from {@code rnd}; the function is
   * convergent (top token {@code entry}) if {@code mustBeConvergent} or by a coin flip.
   */
  static WellFormedTokens of(FlowGraph shape, SplittableRandom rnd, boolean mustBeConvergent) {
    return new WellFormedTokens(shape, rnd, mustBeConvergent);
  }

  @Override
  boolean convergentFunction() {
    return convergent;
  }

  @Override
  void allocate(BlockId entry) {
    for (int c = 0; c < hearts.length; c++) {
      hearts[c] = TokenOps.newToken(e);
    }
    top = TokenOps.newToken(e);
    if (entry != blocks[shape.entry()]) {
      defineTop(entry);
    }
  }

  private void defineTop(BlockId entry) {
    topDefined = true;
    TokenOps.define(e, entry, top, convergent ? "entry" : "anchor", List.of(), "t" + names++);
  }

  @Override
  void emit(int b) {
    if (b == shape.entry() && !topDefined) {
      defineTop(blocks[b]);
    }
    int c = heartOf[b];
    if (c >= 0) {
      TokenOps.define(e, blocks[b], hearts[c], "loop", List.of(TokenOps.ctrl(tokenOf(heartRegion[c], b))),
          "t" + names++);
    }
    int more = rnd.nextInt(3);
    for (int k = 0; k < more; k++) {
      int r = rnd.nextInt(10);
      if (r < 5) {
        TokenOps.callVoid(e, blocks[b], KernelGenerator.OP, bundlesForConvergentOp(b));
      } else if (r < 8) {
        TokenOps.callVoid(e, blocks[b], KernelGenerator.PLAIN, List.of());
      } else {
        Value anchor = TokenOps.newToken(e);
        TokenOps.define(e, blocks[b], anchor, "anchor", List.of(), "t" + names++);
        for (int uses = 1 + rnd.nextInt(2); uses > 0; uses--) {
          TokenOps.callVoid(e, blocks[b], KernelGenerator.OP, List.of(TokenOps.ctrl(anchor)));
        }
      }
    }
  }

  @Override
  List<CallSite.Bundle> bundlesForConvergentOp(int b) {
    return List.of(TokenOps.ctrl(tokenOf(region[b], b)));
  }

  /** Returns the token of {@code r} for a use in node {@code b}, defining b's own anchor if needed. */
  private Value tokenOf(int r, int b) {
    if (r == TOP) {
      return top;
    }
    if (r != LOCAL) {
      return hearts[r];
    }
    if (local[b] == null) {
      local[b] = TokenOps.newToken(e);
      TokenOps.define(e, blocks[b], local[b], "anchor", List.of(), "t" + names++);
    }
    return local[b];
  }
}
