package dev.cvg.passes.simplifycfg;

import dev.cvg.convergence.TokenKind;
import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import dev.cvg.ir.ValueId;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Sinks the common trailing instructions of the two predecessors of a join into the join
 * ({@code A: ...; %x = f(v); br %J} and {@code B: ...; %y = f(v); br %J} become one {@code %x}
 * at the top of {@code J}, and {@code phi [%x, %A], [%y, %B]} becomes {@code %x}). The join has
 * exactly these two predecessors, each ending in {@code br}, so every arrival at the join
 * executes the instruction once, as before. The sunk suffix may only read values defined
 * outside both blocks or within the suffix, and its results may only feed the join's phis in
 * matching pairs. The guard decides each convergent pair: it needs both predecessors to be the
 * arms of one uniform branch.
 */
final class CommonTailSinking implements Simplification {

  @Override
  public void apply(Round r) {
    CfgEdits cfg = r.cfg();
    for (BlockId j : r.editor().layout()) {
      if (!cfg.exists(j) || cfg.inEdges(j) != 2 || cfg.predecessors(j).size() != 2) {
        continue;
      }
      BlockId a = cfg.predecessors(j).get(0);
      BlockId b = cfg.predecessors(j).get(1);
      if (a.equals(j) || b.equals(j) || !(cfg.terminator(a).orElse(null) instanceof Br)
          || !(cfg.terminator(b).orElse(null) instanceof Br)) {
        continue;
      }
      int n = suffix(r, j, a, b, Integer.MAX_VALUE);
      if (n == 0 || !r.claim(List.of(j, a, b))) {
        continue;
      }
      sink(r, j, a, b, n);
    }
  }

  /** Returns the length of the longest valid common suffix of {@code a} and {@code b}, at most {@code max}. */
  private static int suffix(Round r, BlockId j, BlockId a, BlockId b, int max) {
    List<Inst> as = r.cfg().body(a);
    List<Inst> bs = r.cfg().body(b);
    int limit = Math.min(Math.min(as.size(), bs.size()) - 1, max);
    // pair positions from the end; b's results read as a's within the candidate suffix
    int n = 0;
    Map<ValueId, Value> bToA = new HashMap<>();
    while (n < limit) {
      Inst x = as.get(as.size() - 2 - n);
      Inst y = bs.get(bs.size() - 2 - n);
      if (x instanceof Phi || y instanceof Phi || x.opcode() != y.opcode() || x.hasResult() != y.hasResult()) {
        break;
      }
      if (x.hasResult()) {
        bToA.put(y.id().value(), x.asValue());
      }
      n++;
    }
    // shrink until every pair matches, reads nothing left behind and feeds only matching phis
    for (boolean changed = true; changed && n > 0; ) {
      changed = false;
      Set<ValueId> inA = results(as.subList(0, as.size() - 1));
      Set<ValueId> inB = results(bs.subList(0, bs.size() - 1));
      for (int k = 0; k < n; k++) {
        Inst x = as.get(as.size() - 2 - k);
        Inst y = bs.get(bs.size() - 2 - k);
        Set<ValueId> suffixA = results(as.subList(as.size() - 1 - n, as.size() - 1));
        Set<ValueId> suffixB = results(bs.subList(bs.size() - 1 - n, bs.size() - 1));
        boolean ok = Identical.same(x, y, bToA)
            && x.operands().stream().noneMatch(v -> local(v, inA) && !local(v, suffixA))
            && y.operands().stream().noneMatch(v -> local(v, inB) && !local(v, suffixB))
            && (!x.hasResult() || pairedInPhis(r, j, a, b, x, y));
        if (!ok) {
          n = k;
          changed = true;
          break;
        }
      }
    }
    return n;
  }

  private static boolean local(Value v, Set<ValueId> ids) {
    return v instanceof Value.Local l && ids.contains(l.id());
  }

  private static Set<ValueId> results(List<Inst> insts) {
    Set<ValueId> out = new HashSet<>();
    insts.forEach(i -> i.result().ifPresent(out::add));
    return out;
  }

  /** Checks that {@code x}'s and {@code y}'s results leave their blocks only as one phi's pair. */
  private static boolean pairedInPhis(Round r, BlockId j, BlockId a, BlockId b, Inst x, Inst y) {
    for (Phi phi : r.cfg().phis(j)) {
      boolean fromA = phi.valueFrom(a).equals(Optional.of(x.asValue()));
      boolean fromB = phi.valueFrom(b).equals(Optional.of(y.asValue()));
      if (fromA != fromB) {
        return false;
      }
    }
    return usedOnlyIn(r, x, a, j) && usedOnlyIn(r, y, b, j);
  }

  private static boolean usedOnlyIn(Round r, Inst x, BlockId own, BlockId j) {
    for (InstId u : r.snapshot().index().users(x.id().value())) {
      BlockId at = r.block(r.snapshot().index().blockOf(u));
      boolean joinPhi = at.equals(j) && r.snapshot().index().inst(u).orElseThrow() instanceof Phi;
      if (!at.equals(own) && !joinPhi) {
        return false;
      }
    }
    return true;
  }

  private static void sink(Round r, BlockId j, BlockId a, BlockId b, int n) {
    CfgEdits cfg = r.cfg();
    Optional<BlockId> branch = commonBranch(cfg, a, b);
    List<Inst> as = cfg.body(a);
    List<Inst> bs = cfg.body(b);
    // ask the guard from the end; a refused pair keeps itself and what precedes it
    int allowed = 0;
    for (int k = 0; k < n; k++) {
      Inst x = as.get(as.size() - 2 - k);
      Inst y = bs.get(bs.size() - 2 - k);
      if (!r.ask(site(r, x, y, a, b), r.guard().mergeIdentical(branch, x, y, false)) || heartIn(r, j, x)) {
        break;
      }
      allowed++;
    }
    int m = suffix(r, j, a, b, allowed);
    int at = cfg.phis(j).size();
    Set<Value> sunk = new HashSet<>();
    for (int k = m - 1; k >= 0; k--) {
      Inst x = as.get(as.size() - 2 - k);
      Inst y = bs.get(bs.size() - 2 - k);
      String site = site(r, x, y, a, b);
      r.editor().move(x.id(), j, at++);
      if (x.hasResult()) {
        sunk.add(x.asValue());
      }
      if (y.hasResult()) {
        r.editor().replaceAllUses(y.id().value(), x.asValue());
      }
      r.editor().merge(x.id(), List.of(y.id()), "simplifycfg: sunk common code into " + r.name(j));
      r.performed(site, "sunk into " + r.name(j) + " and merged");
    }
    for (Phi phi : cfg.phis(j)) {
      Value v = phi.valueFrom(a).orElseThrow();
      if (phi.valueFrom(b).orElseThrow().equals(v) && sunk.contains(v)) {
        r.editor().eraseReplacing(phi.id(), v, "simplifycfg: phi of sunk code");
      }
    }
  }

  /** Returns whether {@code x} is convergent and {@code j} holds a loop heart it would precede. */
  private static boolean heartIn(Round r, BlockId j, Inst x) {
    return r.ops().isConvergent(x) && r.cfg().body(j).stream()
        .anyMatch(i -> r.ops().tokenKind(i).equals(Optional.of(TokenKind.LOOP)));
  }

  /** Returns the block whose branch leads to {@code a} and {@code b}, each its only predecessor. */
  private static Optional<BlockId> commonBranch(CfgEdits cfg, BlockId a, BlockId b) {
    if (cfg.inEdges(a) == 1 && cfg.inEdges(b) == 1
        && cfg.predecessors(a).getFirst().equals(cfg.predecessors(b).getFirst())) {
      return Optional.of(cfg.predecessors(a).getFirst());
    }
    return Optional.empty();
  }

  private static String site(Round r, Inst x, Inst y, BlockId a, BlockId b) {
    return r.name(x) + " and " + r.name(y) + " (tails of " + r.name(a) + " and " + r.name(b) + ")";
  }
}
