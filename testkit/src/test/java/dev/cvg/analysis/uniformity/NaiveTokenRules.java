package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.Call;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Type;
import dev.cvg.ir.Value;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;

/**
 * The twin's reading of {@link UniformityOptions#tokenRegions()}, written from the spec's
 * definitions with plain searches (ConvergentOperations.rst "Convergence Regions", "Temporal
 * Divergence at Cycle Exit"); it calls none of the fast analysis' token classes.
 *
 * <ul>
 *   <li>region: {@code U} is in the convergence region of the token definition {@code D} when
 *       {@code D} dominates {@code U} and a use of the token is reached from {@code U} without
 *       executing {@code D} again (a later instruction of {@code U}'s block, or a forward path
 *       from the end of that block that never enters {@code D}'s block);
 *   <li>exemption: a use outside a cycle of one of its values is not temporally divergent inside
 *       the region of a token defined in the cycle;
 *   <li>scoped values: what the exempted users compute, and what a use outside the cycle of a
 *       token defined in it computes, is uniform only within the iteration's group: a user past
 *       every such region is divergent (a token-typed user stays scoped);
 *   <li>token chains: an always-uniform operation is a divergence source when a token further up
 *       its convergence-control chain (not its own token) is defined in a cycle that does not
 *       contain the operation and that threads leave out of step.
 * </ul>
 */
final class NaiveTokenRules {
  private static final int MAX_CHAIN = 1000;
  private final FunctionIndex index;
  private final FlowGraph g;
  private final DominatorTree dom;
  private final CycleHierarchy h;

  NaiveTokenRules(FunctionIndex index, DominatorTree dom, CycleHierarchy h) {
    this.index = index;
    this.g = index.cfg();
    this.dom = dom;
    this.h = h;
  }

  /** The token definitions (calls with a token result) in the blocks of {@code c}. */
  List<Inst> definedIn(Cycle c) {
    List<Inst> out = new ArrayList<>();
    for (int b : c.blocks()) {
      for (Inst i : index.block(b).insts()) {
        if (i instanceof Call && i.resultType().equals(Type.TOKEN)) {
          out.add(i);
        }
      }
    }
    return out;
  }

  /** Whether {@code user} lies in the convergence region of one of {@code defs}. */
  boolean inSomeRegion(List<Inst> defs, InstId user) {
    for (Inst d : defs) {
      if (inRegion(d, user)) {
        return true;
      }
    }
    return false;
  }

  private boolean inRegion(Inst def, InstId user) {
    int db = index.blockOf(def.id());
    int ub = index.blockOf(user);
    if (db < 0 || ub < 0 || !dom.isReachable(ub) || !dom.dominates(db, ub)) {
      return false;
    }
    if (ub == db && index.position(user) <= index.position(def.id())) {
      return false;
    }
    BitSet useBlocks = new BitSet();
    for (InstId u : index.users(def.id().value())) {
      if (index.blockOf(u) == ub && index.position(u) >= index.position(user)) {
        return true;
      }
      useBlocks.set(index.blockOf(u));
    }
    // Forward from the end of ub, never entering db (that would execute D again).
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int s : g.successors(ub)) {
      if (s != db && !seen.get(s)) {
        seen.set(s);
        work.add(s);
      }
    }
    while (!work.isEmpty()) {
      int b = work.poll();
      if (useBlocks.get(b)) {
        return true;
      }
      for (int s : g.successors(b)) {
        if (s != db && !seen.get(s)) {
          seen.set(s);
          work.add(s);
        }
      }
    }
    return false;
  }

  /**
   * The users past the regions of {@code tokens} (defined in {@code c}) of values computed in
   * them: starting from {@code exempted} and the users outside {@code c} of the tokens, follows
   * users outside {@code c}; a user in a region, or of token type, is followed further.
   */
  List<InstId> pastRegions(Cycle c, List<Inst> tokens, List<InstId> exempted) {
    BitSet scoped = new BitSet();
    ArrayDeque<InstId> work = new ArrayDeque<>();
    for (InstId s : exempted) {
      if (!scoped.get(s.index())) {
        scoped.set(s.index());
        work.add(s);
      }
    }
    for (Inst d : tokens) {
      for (InstId u : index.users(d.id().value())) {
        if (!c.contains(index.blockOf(u)) && !scoped.get(u.index())) {
          scoped.set(u.index());
          work.add(u);
        }
      }
    }
    List<InstId> past = new ArrayList<>();
    while (!work.isEmpty()) {
      InstId s = work.poll();
      Optional<Inst> def = index.inst(s);
      if (def.isEmpty() || !def.get().hasResult()) {
        continue;
      }
      for (InstId w : index.users(def.get().id().value())) {
        int b = index.blockOf(w);
        if (b < 0 || c.contains(b) || scoped.get(w.index())) {
          continue;
        }
        if (inSomeRegion(tokens, w) || index.inst(w).orElseThrow().resultType().equals(Type.TOKEN)) {
          scoped.set(w.index());
          work.add(w);
        } else if (!past.contains(w)) {
          past.add(w);
        }
      }
    }
    return past;
  }

  /**
   * Whether a token on the convergence-control chain of {@code op}, beyond {@code op}'s own, is
   * defined in a cycle not containing {@code op} for which {@code outOfStep} holds.
   */
  boolean chainEscapes(Inst op, IntPredicate outOfStep) {
    int block = index.blockOf(op.id());
    Optional<Value> token = op instanceof Call c ? c.site().convergenceToken() : Optional.empty();
    for (int step = 0; token.isPresent() && step < MAX_CHAIN; step++) {
      if (!(token.get() instanceof Value.Local l)) {
        return false;
      }
      Optional<Inst> def = index.definingInst(l.id());
      if (def.isEmpty()) {
        return false;
      }
      if (step > 0) {
        for (Cycle c : h.cyclesContaining(index.blockOf(def.get().id()))) {
          if (!c.contains(block) && outOfStep.test(c.index())) {
            return true;
          }
        }
      }
      token = def.get() instanceof Call d ? d.site().convergenceToken() : Optional.empty();
    }
    return false;
  }
}
