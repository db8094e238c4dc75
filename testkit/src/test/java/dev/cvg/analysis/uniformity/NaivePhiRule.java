package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.ArrayDeque;
import java.util.BitSet;
import java.util.HashSet;
import java.util.Set;

/**
 * The reference twin's rule for a phi of a join, written for {@link NaiveUniformity} from the
 * spec (ConvergenceAndUniformity.rst, "Uniformity", rule 3.1; "Diverged path") and the
 * definitions in docs/uniformity.md ("Join", "Diverged path edge"). It shares no code with the
 * fast analysis' {@code PhiJoins} and {@code DivergedPaths}, so a change to either shows up as a
 * disagreement in {@code UniformityPropertyTest} instead of changing both answers at once.
 *
 * <p>The spec: a phi's output is uniform iff converged dynamic instances choose the same output
 * from converged dynamic instances (that the chosen output is itself uniform is the value rule's
 * business: an operand). Threads converged at a join {@code J} of a divergent branch {@code B}
 * may have arrived on different incoming edges; they chose the same output when
 *
 * <ol>
 *   <li><b>one value</b>: every incoming value is one value {@code v}, leaving out
 *       {@code undef}/{@code poison} (each may be refined to {@code v}) and the phi itself (its
 *       own earlier output, which by induction is {@code v} too); or
 *   <li><b>one value on diverged edges</b> (option {@code equalIncomingPhis}): the edges threads
 *       of one group can arrive on after diverging at {@code B} — edges from blocks on a diverged
 *       path from {@code B} — carry one value, {@code undef}/{@code poison} aside. Here the phi's
 *       own value counts as a value: it may hold what an edge from elsewhere brought. Edges from
 *       elsewhere are another branch's business and are judged at its joins.
 * </ol>
 *
 * <p><b>Diverged path edge</b> {@code p -> J} (docs/uniformity.md): {@code p == B}, or {@code p}
 * is reached from a successor of {@code B} along a path avoiding {@code B}, {@code J} and the
 * header of every cycle containing both (arriving there means a later iteration), and {@code p}
 * is neither {@code J} nor such a header itself. When that region has more than {@value #DIVERGED_PATH_BUDGET} blocks
 * every edge counts (the documented budget, restated here rather than read from the fast
 * analysis: if its budget changes, the twin disagrees until this definition changes too).
 *
 * <pre>
 *   B: br %d, T, F;  T -> J;  F -> J;  E -> J            (E not reached from B)
 *   J: %u = phi [1, %T], [1, %F], [0, %E]
 *   rule 1: values 1 and 0 -> not one value
 *   rule 2: diverged edges T, F carry 1 -> uniform at this join
 * </pre>
 */
final class NaivePhiRule {
  /** Blocks of the diverged-path region past which every edge counts (docs/uniformity.md). */
  static final int DIVERGED_PATH_BUDGET = 32;
  private final FlowGraph g;
  private final CycleHierarchy h;
  private final FunctionIndex index;

  NaivePhiRule(FunctionIndex index, CycleHierarchy h) {
    this.index = index;
    this.g = index.cfg();
    this.h = h;
  }

  /** Returns whether {@code phi} of {@code join} is divergent for the divergent {@code branch}. */
  boolean isDivergentAtJoin(Phi phi, int branch, int join, boolean equalOnDivergedEdges) {
    Set<Value> all = new HashSet<>();
    for (Phi.Incoming in : phi.incoming()) {
      Value v = in.value();
      boolean self = v instanceof Value.Local l && l.rawId() == phi.rawId();
      if (!refinable(v) && !self) {
        all.add(v);
      }
    }
    if (all.size() <= 1) {
      return false;
    }
    if (!equalOnDivergedEdges) {
      return true;
    }
    BitSet region = divergedRegion(branch, join);
    boolean everyEdge = region.cardinality() > DIVERGED_PATH_BUDGET;
    Set<Value> diverged = new HashSet<>();
    for (Phi.Incoming in : phi.incoming()) {
      int p = index.number(in.block());
      boolean onPath = p == branch || (p >= 0 && p != join && !isLaterIterationHeader(p, branch, join)
          && (everyEdge || region.get(p)));
      if (onPath && !refinable(in.value())) {
        diverged.add(in.value());
      }
    }
    return diverged.size() > 1;
  }

  /**
   * Returns the blocks reached from a successor of {@code branch} avoiding {@code branch},
   * {@code join} and the later-iteration headers.
   */
  private BitSet divergedRegion(int branch, int join) {
    BitSet seen = new BitSet();
    ArrayDeque<Integer> work = new ArrayDeque<>();
    for (int s : g.successors(branch)) {
      work.push(s);
    }
    while (!work.isEmpty()) {
      int v = work.pop();
      if (v == branch || v == join || seen.get(v) || isLaterIterationHeader(v, branch, join)) {
        continue;
      }
      seen.set(v);
      for (int s : g.successors(v)) {
        work.push(s);
      }
    }
    return seen;
  }

  /** Whether {@code v} heads a cycle containing both {@code branch} and {@code join}, and is not the branch. */
  private boolean isLaterIterationHeader(int v, int branch, int join) {
    if (v == branch) {
      return false;
    }
    for (Cycle c : h.cycles()) {
      if (c.header() == v && c.contains(branch) && c.contains(join)) {
        return true;
      }
    }
    return false;
  }

  private static boolean refinable(Value v) {
    return v instanceof Value.Undef || v instanceof Value.Poison;
  }
}
