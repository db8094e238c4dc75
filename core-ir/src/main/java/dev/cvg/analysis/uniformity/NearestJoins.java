package dev.cvg.analysis.uniformity;

import dev.cvg.analysis.cycle.Cycle;
import dev.cvg.analysis.cycle.CycleHierarchy;
import dev.cvg.graph.FlowGraph;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.text.IrPrinter;
import dev.cvg.ir.verify.FunctionReport;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Rule R4 of {@link UniformityVerifier}: the phis of the nearest joins of every divergent branch
 * are divergent, checked without computing sync dependence.
 *
 * <p><b>Problem.</b> Sync dependence is the expensive part of the analysis; re-deriving it would
 * repeat the analysis. But the joins closest to a branch need no search: for a branch in
 * {@code B}, a block {@code J} entered from two different members of {@code {B} ∪ succ(B)}
 * (edges {@code B -> J} and {@code S -> J}, or {@code S1 -> J} and {@code S2 -> J}) is reached
 * along two paths that share only {@code B} and {@code J}: a join by the spec's definition.
 *
 * <p><b>Algorithm.</b> For each reachable block with a divergent terminator: collect, per
 * candidate {@code J}, the distinct predecessors among {@code B} and its successors; where there
 * are two, each phi of {@code J} whose incoming values on those edges include two different
 * values (undef, poison and the phi itself ignored) must be divergent unless the target makes it
 * always uniform. Successors and joins that head a cycle containing {@code B} are skipped: an
 * edge into such a header starts a later iteration, which the analysis (and the spec's
 * diverged paths) does not treat as converging with this one.
 *
 * <pre>
 *   B: br %div, S, J      S: br J      J: %p = phi [0, %B], [1, %S]   -> %p divergent
 * </pre>
 *
 * <p><b>Complexity.</b> O(sum over divergent branches of their successors' out-degrees) plus the
 * phis of the candidate joins: O(E · d) for largest out-degree d, O(E) for bounded degree.
 */
final class NearestJoins {
  private final UniformityInfo u;
  private final FunctionReport report;
  private final BitSet override;
  private final FunctionIndex index;
  private final FlowGraph g;
  private final CycleHierarchy hierarchy;

  NearestJoins(UniformityInfo u, FunctionReport report, BitSet override) {
    this.u = u;
    this.report = report;
    this.override = override;
    this.index = u.function().index();
    this.g = index.cfg();
    this.hierarchy = u.cycles();
  }

  /** Checks every reachable divergent branch. */
  void check() {
    boolean[] reachable = reachable();
    for (int b = 0; b < g.size(); b++) {
      if (reachable[b] && u.hasDivergentTerminator(b)) {
        checkBranch(b);
      }
    }
  }

  private void checkBranch(int b) {
    // Candidate join -> its distinct predecessors among B and B's successors, in edge order.
    // Edges B -> J: J is a successor; they count only together with an edge S -> J.
    Map<Integer, List<Integer>> preds = new LinkedHashMap<>();
    for (int s : g.successors(b)) {
      if (s != b && !headsCycleAround(s, b)) {
        add(preds, s, b);
      }
    }
    // Edges S -> J for each distinct successor S (multi-edges are one path); J == S would be a
    // self loop and J == B a return to the branch, neither a join of this execution.
    List<Integer> succs = new ArrayList<>();
    for (int s : g.successors(b)) {
      if (s != b && !succs.contains(s) && !headsCycleAround(s, b)) {
        succs.add(s);
        for (int j : g.successors(s)) {
          if (j != s && j != b) {
            add(preds, j, s);
          }
        }
      }
    }
    for (Map.Entry<Integer, List<Integer>> e : preds.entrySet()) {
      int j = e.getKey();
      if (e.getValue().size() >= 2 && !headsCycleAround(j, b)) {
        checkJoin(b, j, e.getValue());
      }
    }
  }

  private static void add(Map<Integer, List<Integer>> preds, int join, int pred) {
    List<Integer> list = preds.computeIfAbsent(join, k -> new ArrayList<>(2));
    if (!list.contains(pred)) {
      list.add(pred);
    }
  }

  /** Checks the phis of join {@code j} of the branch in {@code b}, entered from {@code from}. */
  private void checkJoin(int b, int j, List<Integer> from) {
    for (Inst i : index.block(j).insts()) {
      if (!(i instanceof Phi phi)) {
        break;
      }
      if (u.isDivergent(phi.id()) || override.get(phi.rawId())) {
        continue;
      }
      // All edge values equal (ignoring undef) is exactly when the phi may stay uniform here, so
      // comparing each value with the first one found decides it in one pass.
      Value first = null;
      int firstPred = -1;
      for (int p : from) {
        Optional<Value> v = phi.valueFrom(index.block(p).id());
        if (v.isEmpty() || ignored(phi, v.get())) {
          continue;
        }
        if (first == null) {
          first = v.get();
          firstPred = p;
        } else if (!first.equals(v.get())) {
          report.inst(phi.id(), IrPrinter.operand(u.function(), phi.asValue()) + " is not divergent,"
              + " but " + label(j) + " is a join of the divergent branch in " + label(b) + ": the edges from "
              + label(firstPred) + " and " + label(p) + " bring " + operand(first) + " and "
              + operand(v.get()), report.print(phi));
          break;
        }
      }
    }
  }

  private boolean ignored(Phi phi, Value v) {
    return v instanceof Value.Undef || v instanceof Value.Poison
        || v instanceof Value.Local l && l.id().equals(phi.id().value());
  }

  /** Returns whether {@code x} is the header of a cycle that contains {@code b}. */
  private boolean headsCycleAround(int x, int b) {
    // A header is never in a child of the cycle it heads, so that cycle is its innermost.
    int c = hierarchy.innermostIndex(x);
    if (c < 0) {
      return false;
    }
    Cycle cycle = hierarchy.cycles().get(c);
    return cycle.header() == x && cycle.contains(b);
  }

  private boolean[] reachable() {
    boolean[] seen = new boolean[g.size()];
    int[] stack = new int[g.size()];
    int top = 0;
    stack[0] = g.entry();
    seen[g.entry()] = true;
    while (top >= 0) {
      int v = stack[top--];
      for (int s : g.successors(v)) {
        if (!seen[s]) {
          seen[s] = true;
          stack[++top] = s;
        }
      }
    }
    return seen;
  }

  private String label(int block) {
    return IrPrinter.blockName(u.function(), index.block(block).id());
  }

  private String operand(Value v) {
    return IrPrinter.operand(u.function(), v);
  }
}
