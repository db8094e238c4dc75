package dev.cvg.ir.verify;

import dev.cvg.ir.BlockId;

/**
 * Rule family "entry block": the entry block has no predecessors (LLVM's
 * {@code Entry block to function must not have predecessors!}). Requires a well-shaped CFG.
 */
final class EntryBlockRules {
  private EntryBlockRules() {}

  /** Reports the entry block if some edge enters it. */
  static void check(FunctionContext cx) {
    int entry = cx.index().cfg().entry();
    if (cx.index().cfg().predecessors(entry).length > 0) {
      BlockId id = cx.index().block(entry).id();
      cx.report().block(id, Messages.ENTRY_HAS_PREDS, cx.report().label(id));
    }
  }
}
