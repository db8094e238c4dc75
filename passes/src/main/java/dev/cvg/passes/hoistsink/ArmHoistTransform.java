package dev.cvg.passes.hoistsink;

import dev.cvg.ir.CondBr;
import dev.cvg.ir.Inst;
import dev.cvg.ir.InstId;
import dev.cvg.ir.Phi;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Hoisting out of the two arms of a conditional branch (LLVM's {@code gvn-hoist} and
 * SimplifyCFG's hoisting of common code): when both successors of a block's conditional branch
 * have that block as their only predecessor, an instruction of the first arm with an identical
 * instruction in the second (same opcode, operands, attributes and bundles, after earlier merges)
 * whose operands are available above the branch moves before the branch and the second copy is
 * merged into it. Pure instructions may come from anywhere in the arms, reads from before any
 * write, writes only from the heads of both arms. With {@code speculate}, an instruction that
 * is safe to execute speculatively moves out of an arm alone (SimplifyCFG's speculation).
 */
final class ArmHoistTransform {
  private final Sites sites;
  private final boolean speculate;
  private boolean changed;

  ArmHoistTransform(Sites sites, boolean speculate) {
    this.sites = sites;
    this.speculate = speculate;
  }

  /** Hoists what it can above every conditional branch; returns whether anything moved. */
  boolean run() {
    for (int b = 0; b < sites.facts.index.blockCount() && sites.budgetLeft(); b++) {
      if (!sites.facts.dom.isReachable(b)
          || !(sites.facts.index.block(b).terminator().orElse(null) instanceof CondBr br)) {
        continue;
      }
      int t = sites.facts.index.number(br.ifTrue());
      int e = sites.facts.index.number(br.ifFalse());
      boolean armT = onlyFrom(t, b);
      boolean armE = onlyFrom(e, b);
      if (armT && armE && t != e) {
        hoistPairs(b, t, e);
      }
      if (speculate && armT) {
        speculateFrom(b, t);
      }
      if (speculate && armE && t != e) {
        speculateFrom(b, e);
      }
    }
    return changed;
  }

  private boolean onlyFrom(int arm, int b) {
    int[] preds = sites.facts.index.cfg().predecessors(arm);
    return preds.length == 1 && preds[0] == b && sites.facts.sameCycles(arm, b);
  }

  private void hoistPairs(int b, int t, int e) {
    Set<InstId> taken = new HashSet<>();
    boolean tClear = true; // every instruction of %t so far was hoisted
    boolean tWrote = false;
    for (Inst i : sites.editor.insts(sites.blockId(t))) {
      if (i instanceof Phi || i.isTerminator() || !sites.budgetLeft()) {
        break;
      }
      Effects fx = sites.facts.effects(i.id());
      Optional<Inst> twin = fx.movable() ? twin(sites.editor.inst(i.id()), e, fx, tClear, tWrote, taken)
          : Optional.empty();
      boolean hoisted = false;
      if (twin.isPresent() && sites.operandsAvailableIn(sites.editor.inst(i.id()), b)) {
        InstId j = twin.get().id();
        hoisted = sites.attempt(new Motion.HoistPair(i.id(), j, t, b), "hoisted and merged", () -> {
          sites.moveBeforeTerminator(i.id(), b);
          sites.editor.replaceAllUses(j.value(), sites.editor.inst(i.id()).asValue());
          sites.editor.merge(i.id(), List.of(j), "merged into its twin hoisted above the branch");
        });
        if (hoisted) {
          taken.add(j);
          changed = true;
        }
      }
      tClear &= hoisted;
      tWrote |= !hoisted && fx.memory().compareTo(Effects.Memory.WRITES) >= 0;
    }
  }

  /** The first instruction of arm {@code e} identical to {@code i} that may move with it. */
  private Optional<Inst> twin(Inst i, int e, Effects fx, boolean tClear, boolean tWrote, Set<InstId> taken) {
    boolean eClear = true;
    boolean eWrote = false;
    for (Inst j : sites.editor.insts(sites.blockId(e))) {
      if (j instanceof Phi || j.isTerminator()) {
        break;
      }
      boolean same = !taken.contains(j.id()) && i.withId(j.id()).equals(j);
      if (same && allowedAt(fx.memory(), tClear && eClear, tWrote || eWrote)) {
        return Optional.of(j);
      }
      eClear = false;
      eWrote |= sites.facts.effects(j.id()).memory().compareTo(Effects.Memory.WRITES) >= 0;
    }
    return Optional.empty();
  }

  private static boolean allowedAt(Effects.Memory memory, boolean atHeads, boolean writeBefore) {
    return switch (memory) {
      case NONE -> true;
      case READS -> !writeBefore;
      case WRITES -> atHeads;
      case IMMOBILE -> false;
    };
  }

  private void speculateFrom(int b, int arm) {
    for (Inst i : sites.editor.insts(sites.blockId(arm))) {
      if (i instanceof Phi || i.isTerminator() || !sites.budgetLeft()) {
        break;
      }
      Effects fx = sites.facts.effects(i.id());
      Inst now = sites.editor.inst(i.id());
      if (fx.memory() != Effects.Memory.NONE || !fx.speculatable() || !sites.operandsAvailableIn(now, b)) {
        continue;
      }
      changed |= sites.attempt(new Motion.Speculate(i.id(), arm, b), "speculated",
          () -> sites.moveBeforeTerminator(i.id(), b));
    }
  }
}
