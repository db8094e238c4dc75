package dev.cvg.ir.verify;

import dev.cvg.analysis.dominance.DominatorTree;
import dev.cvg.ir.Block;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Rule family "SSA dominance": the definition of every instruction operand dominates the use
 * (LLVM's {@code Instruction does not dominate all uses!}), and only phis use their own result.
 *
 * <p>Problem: decide, for each (definition, use) pair, whether every path from the entry to the
 * use passes the definition. Algorithm: one dominator tree per function, then per use a
 * constant-time query. A phi's use of its {@code i}-th incoming value happens at the end of the
 * {@code i}-th incoming block, so the query is made against that block, and a phi may use a
 * value defined later in its own block (the value flows around a back edge). Source: LLVM's
 * {@code Verifier::verifyDominatesUse} and {@code DominatorTree::dominates(Instruction*, Use&)}.
 * Complexity: O(uses) after the O(E log V) or near-linear tree construction.
 *
 * <p>Unreachable blocks follow LLVM's convention: a use in an unreachable block (for phis: an
 * incoming edge from one) is dominated by every definition, even a later one in the same block
 * or the user itself; a definition in an unreachable block dominates no reachable use.
 *
 * <pre>
 *   entry ──► a ──► b        %x defined in a, used in b:
 *     └────────────►┘        b is reachable without a, so %x does not dominate the use
 * </pre>
 */
final class DominanceRules {
  private DominanceRules() {}

  /** Checks every operand of every instruction; requires the shape and definition steps to pass. */
  static void check(FunctionContext cx) {
    DominatorTree dom = DominatorTree.of(cx.index().cfg());
    for (int b = 0; b < cx.index().blockCount(); b++) {
      Block block = cx.index().block(b);
      for (int k = 0; k < block.insts().size(); k++) {
        checkInst(cx, dom, b, k, block.insts().get(k));
      }
    }
  }

  private static void checkInst(FunctionContext cx, DominatorTree dom, int block, int position, Inst inst) {
    boolean phi = inst instanceof Phi;
    boolean selfReferenceCounts = !phi && dom.isReachable(block);
    // The definitions that do not dominate their use, reported after the walk: LLVM reports a
    // self-reference alone (once, then stops checking this instruction), even after such a use.
    List<Inst> undominated = null; // rarely needed: made on the first finding
    for (int i = 0; i < inst.operandCount(); i++) {
      if (!(inst.operand(i) instanceof Value.Local local)) {
        continue;
      }
      if (selfReferenceCounts && local.rawId() == inst.rawId()) {
        cx.report().inst(inst.id(), Messages.SELF_REFERENCE, cx.report().print(inst));
        return;
      }
      Inst def = cx.index().instAt(local.rawId());
      if (def == null || !def.hasResult()) {
        continue; // a parameter: it dominates everything
      }
      int useBlock = phi ? cx.index().number(((Phi) inst).incoming().get(i).block()) : block;
      if (!dominatesUse(cx, dom, def, useBlock, phi, position)) {
        if (undominated == null) {
          undominated = new ArrayList<>();
        }
        undominated.add(def);
      }
    }
    if (undominated != null) {
      for (Inst def : undominated) {
        cx.report().inst(inst.id(), Messages.NOT_DOMINATING, cx.report().print(def), cx.report().print(inst));
      }
    }
  }

  /**
   * Returns whether {@code def} dominates a use in {@code useBlock}; for non-phi users
   * {@code usePosition} is the user's position in that block.
   */
  private static boolean dominatesUse(FunctionContext cx, DominatorTree dom, Inst def, int useBlock,
      boolean phiUse, int usePosition) {
    int defBlock = cx.index().blockOfRaw(def.rawId());
    if (!dom.isReachable(useBlock)) {
      return true;
    }
    if (!dom.isReachable(defBlock)) {
      return false;
    }
    if (defBlock != useBlock) {
      return dom.dominates(defBlock, useBlock);
    }
    // Same block: a phi uses the value at the end of the block, anything else after its definition.
    return phiUse || cx.index().position(def.id()) < usePosition;
  }
}
