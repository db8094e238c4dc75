package dev.cvg.passes.simplifycfg;

import dev.cvg.ir.BlockId;
import dev.cvg.ir.Br;
import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Switch;
import dev.cvg.ir.Value;
import dev.cvg.passes.framework.GuardDecision;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Folds branches whose target is known: {@code br i1 true/false}, a {@code br i1} whose two
 * edges lead to one block, a {@code switch} on a constant, and a {@code switch} whose cases and
 * default all lead to one block, each into {@code br label %target}. Every thread took that
 * target already, so no path changes; the other successors' phis lose this block's entries and
 * blocks left without predecessors go in the same round. A folded edge may have closed a cycle,
 * so the round's cycles are stale afterwards.
 */
final class ConstantBranchFolding implements Simplification {

  @Override
  public void apply(Round r) {
    CfgEdits cfg = r.cfg();
    for (BlockId b : r.editor().layout()) {
      Optional<Inst> term = cfg.terminator(b);
      if (term.isEmpty()) {
        continue;
      }
      Optional<BlockId> target = knownTarget(term.get());
      if (target.isEmpty()) {
        continue;
      }
      List<BlockId> touched = new ArrayList<>(cfg.successors(b));
      touched.add(b);
      String site = "the branch of " + r.name(b);
      if (!r.claim(touched) || !r.ask(site, GuardDecision.allow(
          "every thread at " + r.name(b) + " goes to " + r.name(target.get()) + ": no path changes"))) {
        continue;
      }
      r.editor().replaceTerminator(b, new Br(term.get().id(), target.get()));
      eraseDeadCondition(r, b, term.get());
      r.changeCycles();
      r.performed(site, "folded to br label " + r.name(target.get()));
    }
  }

  /**
   * Erases the folded terminator's condition when the terminator was its only user and it has
   * no effect (LLVM deletes the trivially dead condition with the branch). Only a condition
   * computed in the branch's own block, which this site claimed, so no other site of the round
   * gave it a use.
   */
  private static void eraseDeadCondition(Round r, BlockId b, Inst term) {
    Value cond = term.operands().getFirst();
    if (!(cond instanceof Value.Local l)) {
      return;
    }
    var index = r.snapshot().index();
    var def = index.definingInst(l.id());
    if (def.isPresent() && Speculation.safe(def.get()) && index.users(l.id()).equals(List.of(term.id()))
        && r.block(index.blockOf(def.get().id())).equals(b)) {
      r.editor().erase(def.get().id(), "simplifycfg: condition of a folded branch");
    }
  }

  /** Returns the one block {@code term} can lead to, when it has several edges. */
  static Optional<BlockId> knownTarget(Inst term) {
    if (term instanceof CondBr c) {
      if (c.ifTrue().equals(c.ifFalse())) {
        return Optional.of(c.ifTrue());
      }
      return c.condition() instanceof Value.ConstInt k
          ? Optional.of(k.value() != 0 ? c.ifTrue() : c.ifFalse()) : Optional.empty();
    }
    if (term instanceof Switch s) {
      if (s.successors().stream().distinct().count() == 1) {
        return Optional.of(s.defaultTarget());
      }
      return s.value() instanceof Value.ConstInt k ? Optional.of(s.cases().stream()
          .filter(c -> c.value().value() == k.value()).map(Switch.Case::target).findFirst()
          .orElse(s.defaultTarget())) : Optional.empty();
    }
    return Optional.empty(); // br, ret, unreachable and callbr have no foldable choice
  }
}
