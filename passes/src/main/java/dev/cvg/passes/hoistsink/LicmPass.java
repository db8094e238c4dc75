package dev.cvg.passes.hoistsink;

import dev.cvg.ir.edit.FunctionEditor;
import dev.cvg.passes.framework.FunctionPass;
import dev.cvg.passes.framework.PassContext;
import dev.cvg.passes.framework.PassParameter;
import dev.cvg.passes.framework.PreservedAnalyses;
import java.util.List;
import java.util.Optional;

/**
 * {@code licm}: hoists loop-invariant instructions into the loop's preheader
 * ({@link LicmTransform}), guarded by {@link ConvergenceGuard}. One round does every loop,
 * innermost first; it never asks for another.
 */
public final class LicmPass implements FunctionPass {

  /** Creates the pass. */
  public LicmPass() {}

  /** Returns {@code licm}. */
  @Override
  public String name() {
    return "licm";
  }

  /** Returns {@code limit}. */
  @Override
  public Optional<List<PassParameter>> parameters() {
    return Optional.of(PassParameters.limitOnly());
  }

  /** The CFG is unchanged; moved instructions change uniformity. */
  @Override
  public PreservedAnalyses preserved() {
    return PreservedAnalyses.CFG;
  }

  /** Hoists every loop's invariants; returns false (one round suffices). */
  @Override
  public boolean run(FunctionEditor editor, PassContext ctx) {
    new LicmTransform(new Sites(editor, ctx, Facts.of(ctx), PassParameters.limit(ctx))).run();
    return false;
  }
}
