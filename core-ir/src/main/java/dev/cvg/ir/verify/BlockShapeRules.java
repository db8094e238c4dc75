package dev.cvg.ir.verify;

import dev.cvg.ir.Block;
import dev.cvg.ir.FunctionIndex;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import java.util.List;

/**
 * Rule family "block shape": every block ends in exactly one terminator, phis come first, and
 * every block operand (successor or phi predecessor) names a block of this function.
 *
 * <p>This step is fatal (except for misplaced phis): if it fails, the CFG the other families would reason about is not
 * well defined, so the verifier skips the CFG-based families (entry predecessors, phi/predecessor
 * agreement, dominance) for this function.
 */
final class BlockShapeRules {
  private BlockShapeRules() {}

  /** Checks every block of the function; returns whether the step passed. */
  static boolean check(FunctionContext cx) {
    FunctionReport report = cx.report();
    int before = report.size();
    if (cx.function().blocks().isEmpty()) {
      report.function(Messages.noBlocks(cx.function().name()));
      return false;
    }
    for (Block block : cx.function().blocks()) {
      checkTerminators(cx, block);
      checkBlockOperands(cx, block);
    }
    boolean cfgOk = report.size() == before;
    // A misplaced phi leaves the CFG intact, so it does not make the step fail.
    cx.function().blocks().forEach(block -> checkPhiPlacement(cx, block));
    return cfgOk;
  }

  private static void checkTerminators(FunctionContext cx, Block block) {
    List<Inst> insts = block.insts();
    if (insts.isEmpty() || !insts.getLast().isTerminator()) {
      cx.report().block(block.id(), Messages.noTerminator(cx.function().name()),
          cx.report().label(block.id()));
    }
    for (int k = 0; k < insts.size() - 1; k++) {
      if (insts.get(k).isTerminator()) {
        cx.report().inst(insts.get(k).id(), Messages.TERMINATOR_IN_MIDDLE, cx.report().label(block.id()));
      }
    }
  }

  private static void checkPhiPlacement(FunctionContext cx, Block block) {
    List<Inst> insts = block.insts();
    for (int k = 1; k < insts.size(); k++) {
      if (insts.get(k) instanceof Phi phi && !(insts.get(k - 1) instanceof Phi)) {
        cx.report().inst(phi.id(), Messages.PHI_NOT_GROUPED, cx.report().print(phi),
            cx.report().label(block.id()));
      }
    }
  }

  /** Successors and phi predecessors must be blocks of this function. */
  private static void checkBlockOperands(FunctionContext cx, Block block) {
    for (Inst inst : block.insts()) {
      if (refersOutside(cx.index(), inst)) {
        cx.report().inst(inst.id(), Messages.BLOCK_OUTSIDE_FUNCTION, cx.report().print(inst));
      }
    }
  }

  /** Returns whether a successor or phi predecessor of {@code inst} is not a block of the function. */
  private static boolean refersOutside(FunctionIndex index, Inst inst) {
    for (int k = 0; k < inst.successorCount(); k++) {
      if (index.number(inst.successor(k)) < 0) {
        return true;
      }
    }
    if (inst instanceof Phi phi) {
      List<Phi.Incoming> entries = phi.incoming();
      for (int i = 0; i < entries.size(); i++) { // no iterator: once per phi
        if (index.number(entries.get(i).block()) < 0) {
          return true;
        }
      }
    }
    return false;
  }
}
