package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Hoists the common leading instructions of both successors of a {@code br i1} into the branch
 * block ({@code then: %x = f(a); ...} and {@code else: %y = f(a); ...} become one {@code %x}
 * before the branch, {@code %y}'s uses read {@code %x}). Both successors have the branch block
 * as only predecessor, so every thread executes the instruction once either way; the guard
 * decides each pair that is convergent (uniform branch, or anchors).
 */
final class CommonHeadHoisting implements Simplification {

  @Override
  public void apply(Round r) {
    CfgEdits cfg = r.cfg();
    for (BlockId d : r.editor().layout()) {
      if (!(cfg.terminator(d).orElse(null) instanceof CondBr br)) {
        continue;
      }
      BlockId t = br.ifTrue();
      BlockId f = br.ifFalse();
      if (t.equals(f) || t.equals(d) || f.equals(d) || cfg.inEdges(t) != 1 || cfg.inEdges(f) != 1
          || !cfg.phis(t).isEmpty() || !cfg.phis(f).isEmpty()
          || !Identical.same(cfg.body(t).getFirst(), cfg.body(f).getFirst(), Map.of())
          || !r.claim(List.of(d, t, f))) {
        continue;
      }
      hoist(r, d, t, f, br);
    }
  }

  private static void hoist(Round r, BlockId d, BlockId t, BlockId f, CondBr br) {
    CfgEdits cfg = r.cfg();
    while (true) {
      Inst a = cfg.body(t).getFirst();
      Inst b = cfg.body(f).getFirst();
      if (!Identical.same(a, b, Map.of())) { // b's operands already read the hoisted a's
        return;
      }
      String site = r.name(a) + " and " + r.name(b) + " (heads of " + r.name(t) + " and " + r.name(f) + ")";
      if (!r.ask(site, r.guard().mergeIdentical(Optional.of(d), a, b, true))) {
        return;
      }
      r.editor().moveBefore(a.id(), br.id());
      if (b.hasResult()) {
        r.editor().replaceAllUses(b.id().value(), a.asValue());
      }
      r.editor().merge(a.id(), List.of(b.id()), "simplifycfg: hoisted common code into " + r.name(d));
      r.performed(site, "hoisted into " + r.name(d) + " and merged");
    }
  }
}
