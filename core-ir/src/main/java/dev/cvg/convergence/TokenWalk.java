package dev.cvg.convergence;

import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.DepthFirstOrder;
import dev.cvg.graph.FlowGraph;
import dev.cvg.graph.SuccessorOrder;
import dev.cvg.ir.Block;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import java.util.HashMap;
import java.util.Map;

/**
 * Rule family "token scope": every token definition dominates its uses, and convergence
 * regions are well nested; each use is then handed to {@link CycleRules}.
 *
 * <p>Problem: the spec requires that a region containing a use of {@code T2} also contains
 * {@code T2}'s definition. Algorithm (LLVM 22's {@code GenericConvergenceVerifier::verify}):
 * walk the reachable blocks in reverse post-order carrying a stack of live token definitions.
 * A use of {@code T} must find {@code T} on the stack and pops everything above it (those
 * regions ended before the use); a control intrinsic pushes its token. A block's entry stack
 * is, from its first visited predecessor, the bottom part of that predecessor's exit stack whose
 * definitions dominate the block, then intersected with the exit stack of every later
 * predecessor visited before it. Back edges are never seen, which is sound because a token
 * used around a cycle without being defined in it is a cycle-rule matter. Source: LLVM's
 * {@code llvm/include/llvm/IR/GenericConvergenceVerifierImpl.h}. Complexity: O(V + E·S + U·S)
 * for stack depth S (the number of tokens live at once, tiny in practice).
 *
 * <pre>
 *   A: %t1 = anchor; %t2 = anchor      stack [t1 t2]
 *   B: f() [t1]                         pops t2: stack [t1]
 *   C: f() [t2]                         t2 not live: "Convergence region is not well-nested."
 * </pre>
 * (with A → B → C), because the region of {@code %t2} would contain a use of {@code %t1}
 * but not its definition.
 */
final class TokenWalk {
  private TokenWalk() {}

  /** Runs the walk over {@code cx}'s function given the valid token uses (user to definition). */
  static void run(ConvergenceContext cx, Map<InstId, InstId> tokens) {
    FlowGraph cfg = cx.index().cfg();
    DominatorTree dom = DominatorTree.of(cfg);
    CycleRules cycleRules = new CycleRules(cx, CycleHierarchy.of(cfg));
    Map<Integer, LiveTokens> atEntry = new HashMap<>();
    // LLVM's ReversePostOrderTraversal explores successors first-to-last.
    for (int b : DepthFirstOrder.of(cfg, SuccessorOrder.textual()).reversePostorder()) {
      LiveTokens live = atEntry.containsKey(b) ? atEntry.remove(b) : new LiveTokens();
      Block block = cx.index().block(b);
      for (Inst inst : block.insts()) {
        InstId def = tokens.get(inst.id());
        if (def != null) {
          checkUse(cx, dom, cycleRules, def, inst.id(), live);
        }
        if (cx.calls().tokenKind(inst).isPresent()) {
          live.push(inst.id());
        }
      }
      for (int succ : cfg.successors(b)) {
        LiveTokens known = atEntry.get(succ);
        if (known == null) {
          atEntry.put(succ, live.prefixWhile(t -> dom.dominates(cx.index().blockOf(t), succ)));
        } else {
          known.retainAll(live.asList());
        }
      }
    }
  }

  private static void checkUse(ConvergenceContext cx, DominatorTree dom, CycleRules cycleRules,
      InstId def, InstId user, LiveTokens live) {
    // DominatorTree follows LLVM: an unreachable definition dominates no reachable use.
    if (!dom.dominates(cx.index().blockOf(def), cx.index().blockOf(user))) {
      cx.report().inst(user, Messages.TOKEN_NOT_DOMINATING, cx.print(def), cx.print(user));
      return;
    }
    if (!live.contains(def)) {
      cx.report().inst(user, Messages.NOT_WELL_NESTED, cx.print(def), cx.print(user));
      return;
    }
    live.popAbove(def);
    cycleRules.check(def, user);
  }
}
