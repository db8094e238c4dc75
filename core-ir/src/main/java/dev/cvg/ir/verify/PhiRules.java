package dev.cvg.ir.verify;

import dev.cvg.ir.Block;
import dev.cvg.ir.Inst;
import dev.cvg.ir.Phi;
import dev.cvg.ir.Type;
import java.util.Arrays;
import java.util.List;

/**
 * Rule family "phi/predecessor agreement", after LLVM's {@code Verifier::visitBasicBlock} and
 * {@code visitPHINode}: a phi has one entry per incoming edge (so a block reached twice from the
 * same conditional branch needs two entries, which must carry the same value), its entries name
 * exactly the predecessors, it is not of token type, and its incoming values have its type.
 *
 * <p>Entries and predecessors are compared as sorted multisets of block numbers. LLVM sorts
 * block pointers instead, so when several entries mismatch it may name another (entry,
 * predecessor) pair than cvg; the number order makes cvg's choice deterministic. As in LLVM, the
 * entry checks of a block stop at its first failing phi: the other phis of the block almost
 * always fail for the same reason (an edge was added or removed), so reporting them would be a
 * cascade. The type checks run for every phi.
 */
final class PhiRules {
  private PhiRules() {}

  /** Checks the phis of every block; requires a well-shaped CFG. */
  static void check(FunctionContext cx) {
    for (int b = 0; b < cx.index().blockCount(); b++) {
      Block block = cx.index().block(b);
      int[] preds = cx.index().cfg().predecessors(b).clone();
      Arrays.sort(preds);
      boolean entriesOk = true;
      // The phis at the top of the block (misplaced ones are the shape family's finding).
      for (Inst inst : block.insts()) {
        if (!(inst instanceof Phi phi)) {
          break;
        }
        checkTypes(cx, phi);
        entriesOk = entriesOk && checkEntries(cx, phi, preds);
      }
    }
  }

  private static void checkTypes(FunctionContext cx, Phi phi) {
    if (phi.type() instanceof Type.Token) {
      cx.report().inst(phi.id(), Messages.PHI_TOKEN);
      return;
    }
    List<Phi.Incoming> entries = phi.incoming();
    for (int i = 0; i < entries.size(); i++) { // no iterator: once per phi
      if (!entries.get(i).value().type().equals(phi.type())) {
        cx.report().inst(phi.id(), Messages.PHI_OPERAND_TYPE, cx.report().print(phi));
        return;
      }
    }
  }

  /** Checks the entries of {@code phi} against the sorted predecessors; returns whether they agree. */
  private static boolean checkEntries(FunctionContext cx, Phi phi, int[] preds) {
    FunctionReport report = cx.report();
    if (phi.incoming().size() != preds.length) {
      report.inst(phi.id(), Messages.PHI_ENTRY_PER_PRED, report.print(phi));
      return false;
    }
    List<Phi.Incoming> entries = phi.incoming();
    int[] order = byPredecessorNumber(cx, entries);
    for (int i = 0; i < order.length; i++) {
      Phi.Incoming here = entries.get(order[i]);
      if (i > 0) {
        Phi.Incoming prev = entries.get(order[i - 1]);
        if (prev.block().equals(here.block()) && !prev.value().equals(here.value())) {
          report.inst(phi.id(), Messages.PHI_DUPLICATE_DIFFERENT, report.print(phi),
              report.label(here.block()), report.value(here.value()), report.value(prev.value()));
          return false;
        }
      }
      if (cx.index().number(here.block()) != preds[i]) {
        report.inst(phi.id(), Messages.PHI_ENTRIES_MISMATCH, report.print(phi),
            report.label(here.block()), report.label(cx.index().block(preds[i]).id()));
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the positions of {@code entries} sorted by their block's number, stably, so entries
   * of one block keep their textual order: each key packs (number, position) into one long.
   */
  private static int[] byPredecessorNumber(FunctionContext cx, List<Phi.Incoming> entries) {
    long[] keys = new long[entries.size()];
    for (int i = 0; i < keys.length; i++) {
      keys[i] = (long) cx.index().number(entries.get(i).block()) << 32 | i;
    }
    Arrays.sort(keys);
    int[] order = new int[keys.length];
    for (int i = 0; i < keys.length; i++) {
      order[i] = (int) keys[i];
    }
    return order;
  }
}
